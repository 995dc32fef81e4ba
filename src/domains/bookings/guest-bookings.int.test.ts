import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { callFunction, errorOf, resultOf } from "@tests/support/functions";
import { actorForUser, ANONYMOUS } from "@/server/access";
import { findGuestBookings } from "./queries";

const db = testDb();
const TODAY = "2027-03-01";

async function guestWithBookings() {
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    title: `Guest test flat ${uniqueSuffix()}`,
    city: "Penang",
  });
  const email = `guest-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email });
  const unit = units[0]!.id;
  const past = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestEmail: email,
    checkIn: "2027-01-10",
    checkOut: "2027-01-12",
    status: "completed",
  });
  const soon = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestEmail: email.toUpperCase(),
    checkIn: "2027-03-10",
    checkOut: "2027-03-14",
  });
  const later = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestUserId: user.id,
    guestEmail: "someone-else@example.test",
    checkIn: "2027-04-01",
    checkOut: "2027-04-03",
  });
  const held = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestEmail: email,
    checkIn: "2027-05-01",
    checkOut: "2027-05-03",
    status: "held",
  });
  const strangers = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestEmail: "stranger@example.test",
    checkIn: "2027-06-01",
    checkOut: "2027-06-03",
  });
  const actor = await actorForUser(db, { id: user.id, email, emailVerified: true });
  return { email, actor, property, past, soon, later, held, strangers };
}

describe("findGuestBookings", () => {
  it("lists the guest's own bookings (by account or by email, any case), upcoming soonest first, past apart", async () => {
    const guest = await guestWithBookings();
    const upcoming = await findGuestBookings(db, { actor: guest.actor, when: "upcoming", page: 1, today: TODAY });
    expect(upcoming.bookings.map((booking) => booking.reference)).toEqual([
      guest.soon.reference,
      guest.later.reference,
    ]);
    expect(upcoming.total).toBe(2);
    expect(upcoming.bookings[0]).toMatchObject({
      checkIn: "2027-03-10",
      checkOut: "2027-03-14",
      status: "confirmed",
      property: { title: guest.property.title, city: "Penang" },
    });
    const past = await findGuestBookings(db, { actor: guest.actor, when: "past", page: 1, today: TODAY });
    expect(past.bookings.map((booking) => booking.reference)).toEqual([guest.past.reference]);
  });

  it("never shows another guest's booking or a hold still being paid, and shows a visitor nothing", async () => {
    const guest = await guestWithBookings();
    const all = [
      ...(await findGuestBookings(db, { actor: guest.actor, when: "upcoming", page: 1, today: TODAY })).bookings,
      ...(await findGuestBookings(db, { actor: guest.actor, when: "past", page: 1, today: TODAY })).bookings,
    ].map((booking) => booking.reference);
    expect(all).not.toContain(guest.strangers.reference);
    expect(all).not.toContain(guest.held.reference);
    expect(await findGuestBookings(db, { actor: ANONYMOUS, when: "upcoming", page: 1, today: TODAY })).toEqual({
      bookings: [],
      total: 0,
    });
  });
});

describe("findBooking (functions API)", () => {
  it("finds a booking by its reference and email, whatever their case and spaces", async () => {
    const guest = await guestWithBookings();
    const found = await resultOf<{ reference: string; property: { title: string; coverPhotoUrl: string | null } }>(
      await callFunction("findBooking", {
        reference: ` ${guest.soon.reference.toLowerCase()} `,
        email: guest.email.toUpperCase(),
      }),
    );
    expect(found).toMatchObject({ reference: guest.soon.reference, property: { title: guest.property.title } });
  });

  it("answers a wrong email exactly as a missing booking", async () => {
    const guest = await guestWithBookings();
    const wrongEmail = await callFunction("findBooking", {
      reference: guest.soon.reference,
      email: "not-the-guest@example.test",
    });
    expect(wrongEmail.status).toBe(404);
    expect(await errorOf(wrongEmail)).toMatchObject({
      status: "NOT_FOUND",
      message: "No booking matches this reference and email.",
    });
    const missing = await callFunction("findBooking", { reference: "BK-222222", email: guest.email });
    expect((await errorOf(missing)).message).toBe("No booking matches this reference and email.");
  });

  it("refuses a malformed reference or email with a message per field", async () => {
    const response = await callFunction("findBooking", { reference: "12345", email: "nope" });
    expect(response.status).toBe(400);
    const issues = (await errorOf(response)).details?.issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "reference", message: "A booking reference looks like BK-7K2P9Q." }),
        expect.objectContaining({ path: "email", message: "Enter the email address the booking was made with." }),
      ]),
    );
  });
});

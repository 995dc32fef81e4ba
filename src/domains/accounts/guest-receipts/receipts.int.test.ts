import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, signIn } from "@tests/support/functions";
import { pdfFirstPagePng, pdfToText, withoutSpaces } from "@tests/support/pdf-files";
import { staffSession } from "@tests/support/staff";
import { payments } from "@/domains/payments/schema";
import { GET as receiptRoute } from "@/app/(public)/bookings/[reference]/receipt/route";
import { findGuestBookings } from "@/domains/bookings";
import { actorForUser } from "@/server/access";

const db = testDb();
const staffToken = staffSession(db);

/** 120 characters, Thai with a Chinese building name: wider than any box of the receipt. */
const LONG_ADDRESS =
  "อาคาร 陈氏大厦 ชั้น 12 เลขที่ 99/123 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110 ประเทศไทย Sukhumvit Road";

/** A guest account with a booking of a Bangkok flat, paid by card unless `paid` is false. */
async function guestBooking(guestName: string, options: { paid?: boolean } = {}) {
  const organisation = await createOrganisation(db, { name: `บริษัท ห้องพัก 北京 ${uniqueSuffix()}` });
  const supplierEmail = `receipt-supplier-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    title: `คอนโดริมแม่น้ำ ${uniqueSuffix()}`,
    country: "thailand",
    city: "กรุงเทพมหานคร",
    address: LONG_ADDRESS,
    currency: "THB",
    timeZone: "Asia/Bangkok",
  });
  const email = `receipt-guest-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email });
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: units[0]!.id,
    guestUserId: user.id,
    guestName,
    guestEmail: email,
    checkIn: "2027-08-01",
    checkOut: "2027-08-03",
    currency: "THB",
    totalMinor: 560_000,
    priceLines: [
      { kind: "stay", label: "2 nights", quantity: 2, unitAmountMinor: 250_000, amountMinor: 500_000 },
      { kind: "service_fee", label: "Service fee", amountMinor: 60_000 },
    ],
  });
  if (options.paid !== false)
    await db.insert(payments).values({
      payableKind: "booking",
      payableId: booking.id,
      provider: "test_card",
      status: "captured",
      currency: "THB",
      amountMinor: 560_000,
      capturedMinor: 560_000,
      idempotencyKey: randomUUID(),
      cardLast4: "4242",
    });
  return { booking, email, supplierEmail, userId: user.id };
}

const receipt = (reference: string, token: string) =>
  receiptRoute(new Request(`http://localhost:3000/bookings/${reference}/receipt`, { headers: bearer(token) }), {
    params: Promise.resolve({ reference }),
  });

describe("a paid booking's receipt", () => {
  it.each(["สมชาย ใจดี", "陈美玲"])("prints the guest %s, the stay and its long address whole", async (guestName) => {
    const guest = await guestBooking(guestName);
    const answer = await receipt(guest.booking.reference.toLowerCase(), await signIn(guest.email));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain(`receipt-${guest.booking.reference}.pdf`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = await pdfToText(bytes);
    expect(text).not.toContain("?");
    expect(text).toContain(`Receipt ${guest.booking.reference}`);
    expect(text).toContain(guestName);
    expect(text).toContain("คอนโดริมแม่น้ำ");
    expect(text).toContain("บริษัท ห้องพัก 北京");
    expect(withoutSpaces(text)).toContain(withoutSpaces(LONG_ADDRESS));
    expect(text).toContain("Card ending 4242");
    expect(text).toContain("THB 5,600.00");
    const png = await pdfFirstPagePng(bytes);
    expect(png.length).toBeGreaterThan(5_000);
  });

  it("is the booking guest's and staff's: anyone else, and an unpaid booking, get 404", async () => {
    const guest = await guestBooking("สมชาย ใจดี");
    expect((await receipt(guest.booking.reference, staffToken())).status).toBe(200);
    expect((await receipt(guest.booking.reference, await signIn(guest.supplierEmail))).status).toBe(404);
    const stranger = `receipt-stranger-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: stranger });
    expect((await receipt(guest.booking.reference, await signIn(stranger))).status).toBe(404);
    expect((await receipt("not-a-reference", await signIn(guest.email))).status).toBe(404);
    const anonymous = await receiptRoute(
      new Request(`http://localhost:3000/bookings/${guest.booking.reference}/receipt`),
      {
        params: Promise.resolve({ reference: guest.booking.reference }),
      },
    );
    expect(anonymous.status).toBe(401);

    const unpaid = await guestBooking("陈美玲", { paid: false });
    expect((await receipt(unpaid.booking.reference, await signIn(unpaid.email))).status).toBe(404);
  });

  it("is offered on the guest's bookings list for paid bookings only", async () => {
    const paid = await guestBooking("陈美玲");
    const actor = await actorForUser(db, { id: paid.userId, email: paid.email, emailVerified: true });
    const listed = await findGuestBookings(db, { actor, when: "upcoming", page: 1, today: "2027-01-01" });
    expect(listed.bookings).toEqual([
      expect.objectContaining({ reference: paid.booking.reference, paid: true, yours: true }),
    ]);
    const unpaid = await guestBooking("สมชาย ใจดี", { paid: false });
    const unpaidActor = await actorForUser(db, { id: unpaid.userId, email: unpaid.email, emailVerified: true });
    const unpaidList = await findGuestBookings(db, {
      actor: unpaidActor,
      when: "upcoming",
      page: 1,
      today: "2027-01-01",
    });
    expect(unpaidList.bookings[0]).toMatchObject({ reference: unpaid.booking.reference, paid: false });
  });
});

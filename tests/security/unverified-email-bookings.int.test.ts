import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, uniqueAddress } from "@tests/support/functions";
import { findGuestBookings } from "@/domains/bookings";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { resolveActor } from "@/server/access";
import { authUsers } from "@/server/db/schema";

/**
 * Bookings made under an email address (a guest who booked signed out, or staff who booked for them) are
 * claimed by the account of that address only once the address is verified (access/bookings.ts,
 * `claimableGuestEmail`). Before, anyone who signed up with somebody's address saw all of that person's
 * bookings on /bookings without opening the verification link.
 */
const db = testDb();
const TODAY = "2027-03-01";

async function bookingsFor(email: string) {
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    title: `Claim test ${uniqueSuffix()}`,
    city: "Penang",
  });
  const unit = units[0]!.id;
  const underEmail = await createBooking(db, {
    propertyId: property.id,
    unitId: unit,
    guestEmail: email,
    checkIn: "2027-03-10",
    checkOut: "2027-03-12",
  });
  return { property, unit, underEmail };
}

async function upcomingReferences(token: string): Promise<string[]> {
  const actor = await resolveActor(new Headers(bearer(token)));
  const { bookings } = await findGuestBookings(db, { actor, when: "upcoming", page: 1, today: TODAY });
  return bookings.map((booking) => booking.reference);
}

describe("bookings made under an email address", () => {
  it("are not shown to an account that signed up with that address and has not verified it", async () => {
    const victim = `victim-${uniqueSuffix()}@example.test`;
    const { property, unit, underEmail } = await bookingsFor(victim);

    // The attacker signs up with the victim's address (the verification email goes to the victim) and signs in.
    await resultOf(
      await callFunction("signUp", { kind: "roomer", name: "Not The Victim", email: victim, password: "attacker-123" }),
    );
    const token = await signIn(victim, "attacker-123");
    const [user] = await db
      .select({ id: authUsers.id, emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.email, victim));
    expect(user!.emailVerified).toBe(false);

    // What the account made itself is still its own.
    const own = await createBooking(db, {
      propertyId: property.id,
      unitId: unit,
      guestUserId: user!.id,
      guestEmail: victim,
      checkIn: "2027-04-01",
      checkOut: "2027-04-03",
    });
    expect(await upcomingReferences(token)).toEqual([own.reference]);
    expect(await upcomingReferences(token)).not.toContain(underEmail.reference);

    // Once the address is verified (the link opened by its owner), the bookings under it are theirs.
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user!.id));
    expect(await upcomingReferences(token)).toEqual([underEmail.reference, own.reference]);
  });

  it("are shown to a verified account of that address", async () => {
    const email = `verified-${uniqueSuffix()}@example.test`;
    const { underEmail } = await bookingsFor(email);
    await createUser(db, { email, password: "verified-123", emailVerified: true });
    expect(await upcomingReferences(await signIn(email, "verified-123"))).toEqual([underEmail.reference]);
  });
});

describe("findBooking (reference and email, anyone)", () => {
  it("is limited per client address, so that references cannot be tried one after another", async () => {
    const address = uniqueAddress();
    const tries: number[] = [];
    for (let i = 0; i < 30; i++) {
      tries.push(
        (
          await callFunction(
            "findBooking",
            { reference: "BK-222222", email: "someone@example.test" },
            { [PEER_ADDRESS_HEADER]: address },
          )
        ).status,
      );
    }
    expect(tries.every((status) => status === 404)).toBe(true);
    const limited = await callFunction(
      "findBooking",
      { reference: "BK-222222", email: "someone@example.test" },
      { [PEER_ADDRESS_HEADER]: address },
    );
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});

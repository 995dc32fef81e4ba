/**
 * The three kinds of thing paid for, made through the functions API as users make them, for the payment
 * tests: a listed flat to book, a day tour with a slot to order alone, a StayInvest offering to buy units of.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { TEST_CARDS } from "@/domains/payments";
import { addonSlots } from "@/server/db/schema";
import type { Database } from "@/server/db";
import { bearer, callFunction, resultOf, signIn, uniquePhone } from "./functions";

export const testCard = (number: string) => ({ number, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" });

/** A day `days` after today (UTC), as YYYY-MM-DD: stays are always in the future. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function signedInGuest(db: Database, kind = "guest", profile: Record<string, unknown> = {}) {
  const email = `${kind}-${uniqueSuffix()}@example.test`;
  const created = await createUser(db, { email, name: "Aiko Tanaka", profile });
  return { email, userId: created.user.id, token: await signIn(email) };
}

export async function listedFlat(db: Database) {
  const organisation = await createOrganisation(db);
  const { property } = await createProperty(db, { organisationId: organisation.id });
  return { organisation, property };
}

/** `createBooking`'s request for three nights 40 days ahead, paid with a card that succeeds. */
export function checkoutOf(propertyId: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    stay: { mode: "nightly", checkIn: inDays(40), checkOut: inDays(43) },
    guests: 2,
    guest: { name: "Aiko Tanaka", email, phone: "+60123456789" },
    payment: { method: "card", card: testCard(TEST_CARDS.succeeds) },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A supplier's day tour in Kuala Lumpur with one slot ten days ahead. */
export async function tourWithSlot(db: Database) {
  const organisation = await createOrganisation(db);
  const supplierEmail = `tour-owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const supplierToken = await signIn(supplierEmail);
  const tour = await resultOf<{ id: string }>(
    await callFunction(
      "createAddonProduct",
      {
        kind: "day_tour",
        title: "Batu Caves half-day tour",
        description: "Temple caves and the 272 steps, with hotel pick-up.",
        country: "malaysia",
        city: "Kuala Lumpur",
        priceMinor: 12_000,
        capacity: 20,
        meetingPoint: "Hotel lobby",
        durationMinutes: 240,
      },
      bearer(supplierToken),
    ),
  );
  const day = inDays(10);
  await resultOf(
    await callFunction(
      "addAddonSlots",
      { productId: tour.id, from: day, to: day, startTimes: ["08:30"] },
      bearer(supplierToken),
    ),
  );
  const [slot] = await db.select({ id: addonSlots.id }).from(addonSlots).where(eq(addonSlots.productId, tour.id));
  return { productId: tour.id, slotId: slot!.id };
}

/** `orderAddon`'s request for one place, paid with a card that succeeds. */
export function addonOrderOf(productId: string, slotId: string, key: string = randomUUID()) {
  return {
    productId,
    slotId,
    quantity: 1,
    guest: { name: "Aiko Tanaka", email: "aiko@example.test", phone: uniquePhone() },
    card: testCard(TEST_CARDS.succeeds),
    idempotencyKey: key,
  };
}

/** A StayInvest offering of 100 units at MYR 100, opened by staff. */
export async function openOffering(db: Database, staffToken: string) {
  const organisation = await createOrganisation(db);
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    title: `Invest flat ${uniqueSuffix()}`,
  });
  const created = await resultOf<{ id: string }>(
    await callFunction(
      "createOffering",
      { propertyId: property.id, unitsIssued: 100, unitPriceMinor: 10_000, summary: "Race offering" },
      bearer(staffToken),
    ),
  );
  return created.id;
}

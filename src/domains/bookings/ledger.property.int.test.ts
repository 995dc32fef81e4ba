import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ACCOUNTS, accountBalances } from "@/domains/ledger";
import { journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import { payments, testGatewayCharges } from "@/domains/payments/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { actorForUser, type Actor, type UserActor } from "@/server/access";
import { FunctionError } from "@/server/functions";
import { bookings } from "@/server/db/schema";
import { acceptBooking } from "./actions/accept";
import { cancelBooking } from "./actions/cancel";
import { declineBooking } from "./actions/decline";
import { expireStaleBookings } from "./actions/expire";
import { markTransferReceived } from "./actions/transfer-received";
import { createBooking, type CheckoutOutcome } from "./checkout";
import { refundTerms, splitRefund, splitSale, type CancellationPolicy } from "./money";
import { addDays } from "@/lib/dates";

const db = testDb();

/**
 * Random sequences of bookings, payments, answers, transfers, cancellations and expiries, run against the real
 * database. After every sequence: every journal entry balances per currency, each supplier's payable equals
 * what an independent model of their bookings says they earned, and the cash accounts equal what the
 * providers hold (captured minus refunded).
 */
const PROPERTIES = [
  {
    country: "malaysia",
    city: "Kuala Lumpur",
    timeZone: "Asia/Kuala_Lumpur",
    offset: "+08:00",
    currency: "MYR",
    policy: "flexible",
    instantBook: true,
    managed: false,
    supplier: 0,
  },
  {
    country: "malaysia",
    city: "Penang",
    timeZone: "Asia/Kuala_Lumpur",
    offset: "+08:00",
    currency: "MYR",
    policy: "strict",
    instantBook: false,
    managed: false,
    supplier: 0,
  },
  {
    country: "thailand",
    city: "Bangkok",
    timeZone: "Asia/Bangkok",
    offset: "+07:00",
    currency: "THB",
    policy: "moderate",
    instantBook: true,
    managed: true,
    supplier: 1,
  },
  {
    country: "thailand",
    city: "Chiang Mai",
    timeZone: "Asia/Bangkok",
    offset: "+07:00",
    currency: "THB",
    policy: "strict",
    instantBook: false,
    managed: false,
    supplier: 1,
  },
] as const;

type Operation =
  | { type: "book"; property: number; startOffset: number; nights: number; pay: "card" | "declined" | "transfer" }
  | { type: "accept" | "decline" | "cancelByGuest" | "cancelBySupplier" | "transferReceived"; pick: number }
  | { type: "expire" };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("book" as const),
      property: fc.integer({ min: 0, max: 3 }),
      startOffset: fc.integer({ min: 0, max: 30 }),
      nights: fc.integer({ min: 1, max: 4 }),
      pay: fc.constantFrom("card" as const, "card" as const, "declined" as const, "transfer" as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom(
        "accept" as const,
        "decline" as const,
        "cancelByGuest" as const,
        "cancelBySupplier" as const,
        "transferReceived" as const,
      ),
      pick: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("expire" as const) }) },
);

async function world() {
  const suppliers = await Promise.all(
    [0, 1].map(async () => {
      const organisation = await createOrganisation(db);
      const { user } = await createUser(db, { profile: { organisationId: organisation.id } });
      return { organisation, actor: await actorForUser(db, { id: user.id, email: user.email, emailVerified: true }) };
    }),
  );
  const properties = await Promise.all(
    PROPERTIES.map(async (spec) => {
      const { property } = await createProperty(db, {
        organisationId: suppliers[spec.supplier]!.organisation.id,
        country: spec.country,
        city: spec.city,
        timeZone: spec.timeZone,
        currency: spec.currency,
        nightlyRateMinor: spec.currency === "THB" ? 180_000 : 23_900,
        cleaningFeeMinor: spec.currency === "THB" ? 50_000 : 4_500,
        cancellationPolicy: spec.policy,
        instantBook: spec.instantBook,
        managed: spec.managed,
      });
      return { ...spec, id: property.id };
    }),
  );
  const { user: guest } = await createUser(db, { email: `ledger-guest-${uniqueSuffix()}@example.test` });
  const guestActor = (await actorForUser(db, { id: guest.id, email: guest.email, emailVerified: true })) as UserActor;
  const staff: Actor = { ...guestActor, role: "staff", email: "staff1@example.com" };
  return { suppliers, properties, guest, guestActor, staff };
}

interface Modelled {
  reference: string;
  property: Awaited<ReturnType<typeof world>>["properties"][number];
  checkIn: string;
  /** What the supplier earned from this booking so far, in minor units of its currency. */
  earnedMinor: number;
  sold: boolean;
}

function nonZero(totals: Record<string, number>) {
  return Object.fromEntries(Object.entries(totals).filter(([, value]) => value !== 0));
}

async function statusOf(reference: string) {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, reference));
  return row!.status;
}

async function expected<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // Refusals (a booking in the wrong state, dates taken) are part of the game; anything else is a bug.
    if (
      error instanceof FunctionError &&
      ["aborted", "not-found", "permission-denied", "invalid-argument"].includes(error.code)
    )
      return null;
    throw error;
  }
}

describe("the ledger under random sequences", () => {
  it("always balances, and each supplier's payable is what their bookings earned", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 12 }), async (operations) => {
        const w = await world();
        const model: Modelled[] = [];
        for (const op of operations) {
          if (op.type === "book") {
            const property = w.properties[op.property]!;
            const checkIn = addDays("2027-10-01", op.startOffset);
            const outcome: CheckoutOutcome | null = await expected(
              createBooking(
                db,
                {
                  propertyId: property.id,
                  stay: { mode: "nightly", checkIn, checkOut: addDays(checkIn, op.nights) },
                  guests: 1,
                  guest: { name: "Ledger Guest", email: w.guest.email, phone: "+60123456789" },
                  payment:
                    op.pay === "transfer"
                      ? { method: "bank_transfer" }
                      : {
                          method: "card",
                          card: {
                            number: op.pay === "card" ? TEST_CARDS.succeeds : TEST_CARDS.declined,
                            expiry: "12/30",
                            cvc: "123",
                            holder: "Ledger Guest",
                          },
                        },
                  idempotencyKey: randomUUID(),
                  channel: "direct",
                },
                w.guestActor,
              ),
            );
            if (outcome) model.push({ reference: outcome.reference, property, checkIn, earnedMinor: 0, sold: false });
          } else if (op.type === "expire") {
            await expireStaleBookings(db, new Date(Date.now() + 60 * 3_600_000));
          } else if (model.length > 0) {
            const booking = model[op.pick % model.length]!;
            const supplier = w.suppliers[booking.property.supplier]!.actor;
            const runner = booking.property.managed ? w.staff : supplier;
            if (op.type === "accept") await expected(acceptBooking(db, { reference: booking.reference }, runner));
            if (op.type === "decline")
              await expected(declineBooking(db, { reference: booking.reference, note: "" }, runner));
            if (op.type === "transferReceived")
              await expected(markTransferReceived(db, { reference: booking.reference }, w.staff));
            if (op.type === "cancelByGuest" || op.type === "cancelBySupplier") {
              const wasSold = (await statusOf(booking.reference)) === "confirmed" && booking.sold;
              const result = await expected(
                cancelBooking(
                  db,
                  { reference: booking.reference, reason: "" },
                  op.type === "cancelByGuest" ? w.guestActor : runner,
                ),
              );
              if (result && wasSold) {
                const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
                const sale = splitSale(row!.priceLines, booking.property.managed, BUSINESS_SETTINGS);
                const percent =
                  op.type === "cancelByGuest"
                    ? refundTerms(
                        booking.property.policy as CancellationPolicy,
                        new Date(`${booking.checkIn}T15:00:00${booking.property.offset}`),
                        new Date(),
                      ).percent
                    : 100;
                const refund = splitRefund(sale, percent);
                expect(result.refundMinor).toBe(refund.totalMinor);
                booking.earnedMinor -= refund.supplierMinor;
              }
            }
          }
          // A booking is sold once it is confirmed and paid; the model adds what the supplier earns then.
          for (const booking of model) {
            if (!booking.sold && ["confirmed", "checked_in", "completed"].includes(await statusOf(booking.reference))) {
              const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
              booking.sold = true;
              booking.earnedMinor += splitSale(
                row!.priceLines,
                booking.property.managed,
                BUSINESS_SETTINGS,
              ).supplierMinor;
            }
          }
        }

        const propertyIds = w.properties.map((property) => property.id);
        // 1. Every journal entry of these properties balances in each currency.
        const unbalanced = await db
          .select({
            entry: journalLines.entryId,
            currency: journalLines.currency,
            total: sql<string>`sum(${journalLines.amountMinor})`,
          })
          .from(journalLines)
          .where(inArray(journalLines.propertyId, propertyIds))
          .groupBy(journalLines.entryId, journalLines.currency)
          .having(sql`sum(${journalLines.amountMinor}) <> 0`);
        expect(unbalanced).toEqual([]);

        // 2. Each supplier's payable is what the model says their bookings earned.
        for (const [index, supplier] of w.suppliers.entries()) {
          const earned: Record<string, number> = {};
          for (const booking of model.filter((b) => b.property.supplier === index && b.earnedMinor !== 0)) {
            earned[booking.property.currency] = (earned[booking.property.currency] ?? 0) - booking.earnedMinor;
          }
          expect(
            nonZero(
              await accountBalances(db, {
                account: ACCOUNTS.supplierPayable,
                organisationId: supplier.organisation.id,
              }),
            ),
          ).toEqual(nonZero(earned));
        }

        // 3. The card cash account equals what the test gateway holds for these bookings (captured − refunded).
        const held = await db
          .select({
            currency: testGatewayCharges.currency,
            net: sql<string>`sum(${testGatewayCharges.capturedMinor} - ${testGatewayCharges.refundedMinor})`,
          })
          .from(testGatewayCharges)
          .innerJoin(payments, eq(payments.idempotencyKey, testGatewayCharges.idempotencyKey))
          .innerJoin(bookings, paysFor("booking", bookings.id))
          .where(inArray(bookings.propertyId, propertyIds))
          .groupBy(testGatewayCharges.currency);
        const cash = await db
          .select({ currency: journalLines.currency, total: sql<string>`sum(${journalLines.amountMinor})` })
          .from(journalLines)
          .where(
            sql`${journalLines.account} = ${ACCOUNTS.cashTestCard} and ${inArray(journalLines.propertyId, propertyIds)}`,
          )
          .groupBy(journalLines.currency);
        const asMap = (rows: { currency: string; value: string }[]) =>
          Object.fromEntries(
            rows.filter((row) => Number(row.value) !== 0).map((row) => [row.currency, Number(row.value)]),
          );
        expect(asMap(cash.map((row) => ({ currency: row.currency, value: row.total })))).toEqual(
          asMap(held.map((row) => ({ currency: row.currency, value: row.net }))),
        );
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});

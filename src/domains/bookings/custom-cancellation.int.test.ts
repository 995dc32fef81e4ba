/**
 * A supplier's own cancellation policy, end to end through the functions: the supplier saves its steps (another
 * supplier cannot, bad steps write nothing), the booking keeps the steps it was sold under, the guest's
 * cancellation refunds what they give and the ledger reverses it, a later change of the rules reaches no existing
 * booking, and ten simultaneous cancellations refund once.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS } from "@/domains/ledger";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { addDays, todayIn } from "@/lib/dates";
import { bookings, properties } from "@/server/db/schema";
import type { CheckoutOutcome } from "./checkout";
import { splitRefund, splitSale } from "./money";

const db = testDb();
const ZONE = "Asia/Kuala_Lumpur";
const STEPS = [
  { daysBefore: 30, percent: 100 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 0, percent: 0 },
];
const RULES = {
  cleaningFee: 60,
  houseRules: "No smoking.",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  instantBook: true,
  licenceNumber: null,
};

async function person(kind: string, profile: Record<string, unknown> = {}) {
  const email = `${kind}-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Aiko Tanaka", profile });
  return { email, headers: bearer(await signIn(email)) };
}

let supplier: Awaited<ReturnType<typeof person>>;
let otherSupplier: Awaited<ReturnType<typeof person>>;
let organisationId: string;

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  organisationId = organisation.id;
  supplier = await person("owner", { organisationId });
  otherSupplier = await person("other-owner", { organisationId: (await createOrganisation(db)).id });
});

/** A complete listed flat of the supplier (KL, MYR 250 a night, cleaning MYR 60), on the moderate policy. */
async function listedFlat() {
  const id = randomUUID();
  const { property } = await createProperty(db, {
    id,
    organisationId,
    timeZone: ZONE,
    description: "A bright flat above the river, five minutes' walk from the station and the night market.",
    address: "12 Jalan Sungai",
    cleaningFeeMinor: 6_000,
    cancellationPolicy: "moderate",
    photos: [{ storageKey: `properties/${id}/front.webp`, width: 960, height: 640, alt: "The front" }],
  });
  return property;
}

const saveRules = (propertyId: string, values: Record<string, unknown>, headers = supplier.headers) =>
  callFunction("updateListing", { propertyId, step: "rules", values: { ...RULES, ...values } }, headers);

async function propertyRow(id: string) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

/** A guest's three nights, check-in `daysAhead` days after today in the property's time zone, paid by card. */
async function bookStay(propertyId: string, daysAhead: number) {
  const guest = await person("guest");
  const checkIn = addDays(todayIn(ZONE), daysAhead);
  const outcome = await resultOf<CheckoutOutcome>(
    await callFunction(
      "createBooking",
      {
        propertyId,
        stay: { mode: "nightly", checkIn, checkOut: addDays(checkIn, 3) },
        guests: 2,
        guest: { name: "Aiko Tanaka", email: guest.email, phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: TEST_CARDS.succeeds, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" },
        },
        idempotencyKey: randomUUID(),
      },
      guest.headers,
    ),
  );
  expect(outcome.status).toBe("confirmed");
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
  return { guest, booking: booking! };
}

const preview = async (reference: string, headers: Record<string, string>) =>
  resultOf<{ refundMinor: number; explanation: string }>(
    await callFunction("previewCancellation", { reference }, headers),
  );

describe("a supplier's own cancellation policy", () => {
  it("is saved by the supplier, and a standard policy clears its steps again", async () => {
    const property = await listedFlat();
    const saved = await resultOf<{ changed: string[] }>(
      await saveRules(property.id, { cancellationPolicy: "custom", cancellationRules: STEPS }),
    );
    expect(saved.changed).toEqual(expect.arrayContaining(["cancellationPolicy", "cancellationRules"]));
    expect(await propertyRow(property.id)).toMatchObject({ cancellationPolicy: "custom", cancellationRules: STEPS });
    // Saving the same steps again does not count as a change of them.
    const again = await resultOf<{ changed: string[] }>(
      await saveRules(property.id, { cancellationPolicy: "custom", cancellationRules: STEPS }),
    );
    expect(again.changed).not.toContain("cancellationRules");

    await resultOf(await saveRules(property.id, { cancellationPolicy: "strict", cancellationRules: STEPS }));
    expect(await propertyRow(property.id)).toMatchObject({ cancellationPolicy: "strict", cancellationRules: null });
  });

  it("answers another supplier's listing as a missing one, and changes nothing", async () => {
    const property = await listedFlat();
    const response = await saveRules(
      property.id,
      { cancellationPolicy: "custom", cancellationRules: STEPS },
      otherSupplier.headers,
    );
    expect(response.status).toBe(404);
    expect(await propertyRow(property.id)).toMatchObject({ cancellationPolicy: "moderate", cancellationRules: null });
  });

  it("refuses bad steps with a message on the step, and writes nothing", async () => {
    const property = await listedFlat();
    const before = await propertyRow(property.id);
    const cases: [unknown, string][] = [
      [
        [
          { daysBefore: 7, percent: 50 },
          { daysBefore: 0, percent: 80 },
        ],
        "values.cancellationRules.1.percent",
      ],
      [[{ daysBefore: 5, percent: 100 }], "values.cancellationRules.0.daysBefore"],
      [null, "values.cancellationRules"],
      [
        Array.from({ length: 6 }, (_, index) => ({ daysBefore: 50 - 10 * index, percent: 0 })),
        "values.cancellationRules",
      ],
    ];
    for (const [cancellationRules, path] of cases) {
      const response = await saveRules(property.id, { cancellationPolicy: "custom", cancellationRules });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect(await propertyRow(property.id)).toEqual(before);
  });

  it("is checked by the database too: steps that break the rules, or steps without the custom policy, are refused", async () => {
    const property = await listedFlat();
    const write = (values: Partial<typeof properties.$inferInsert>) =>
      db.update(properties).set(values).where(eq(properties.id, property.id));
    const tied = { cause: { constraint: "properties_cancellation_rules_with_custom" } };
    await expect(write({ cancellationRules: STEPS })).rejects.toMatchObject(tied);
    await expect(write({ cancellationPolicy: "custom" })).rejects.toMatchObject(tied);
    for (const bad of [
      [{ daysBefore: 0, percent: 101 }],
      [{ daysBefore: 3, percent: 100 }],
      [
        { daysBefore: 7, percent: 10 },
        { daysBefore: 0, percent: 20 },
      ],
      [
        { daysBefore: 7, percent: 10 },
        { daysBefore: 7, percent: 0 },
        { daysBefore: 0, percent: 0 },
      ],
      [{ daysBefore: "0", percent: 100 }],
      [{ percent: 100 }],
      [],
    ])
      await expect(
        write({ cancellationPolicy: "custom", cancellationRules: bad as typeof STEPS }),
      ).rejects.toMatchObject({
        cause: { constraint: "properties_cancellation_rules_shape" },
      });
    await write({ cancellationPolicy: "custom", cancellationRules: STEPS });
    expect((await propertyRow(property.id)).cancellationRules).toEqual(STEPS);
  });
});

describe("a booking under custom steps", () => {
  it("keeps the steps it was sold under, refunds what they give and posts the refund to the ledger", async () => {
    const property = await listedFlat();
    await resultOf(await saveRules(property.id, { cancellationPolicy: "custom", cancellationRules: STEPS }));
    // Check-in in 10 days: between 7 and 29 days ahead, half the stay comes back.
    const { guest, booking } = await bookStay(property.id, 10);
    expect(booking).toMatchObject({ cancellationPolicy: "custom", cancellationRules: STEPS });
    const sale = splitSale(booking.priceLines, false, BUSINESS_SETTINGS);
    const expected = splitRefund(sale, 50);

    const shown = await preview(booking.reference, guest.headers);
    expect(shown.refundMinor).toBe(expected.totalMinor);
    expect(shown.explanation).toMatch(
      /^Custom policy: 50% is refunded when cancelling at least 7 days before check-in\./,
    );

    // The supplier turns to a no-refund policy: this booking still refunds by the steps it was sold under.
    await resultOf(
      await saveRules(property.id, {
        cancellationPolicy: "custom",
        cancellationRules: [{ daysBefore: 0, percent: 0 }],
      }),
    );
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept!.cancellationRules).toEqual(STEPS);
    expect((await preview(booking.reference, guest.headers)).refundMinor).toBe(expected.totalMinor);

    const cancelled = await resultOf<{ status: string; refundMinor: number }>(
      await callFunction("cancelBooking", { reference: booking.reference }, guest.headers),
    );
    expect(cancelled).toMatchObject({ status: "cancelled", refundMinor: expected.totalMinor });

    const refunds = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.bookingId, booking.id), eq(journalEntries.kind, "refund")));
    expect(refunds).toHaveLength(1);
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, refunds[0]!.id));
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    expect(lines.find((line) => line.account === ACCOUNTS.supplierPayable)?.amountMinor).toBe(expected.supplierMinor);

    // A new booking is sold under the new steps: nothing comes back but the taxes.
    const later = await bookStay(property.id, 40);
    expect(later.booking.cancellationRules).toEqual([{ daysBefore: 0, percent: 0 }]);
    const laterSale = splitSale(later.booking.priceLines, false, BUSINESS_SETTINGS);
    expect((await preview(later.booking.reference, later.guest.headers)).refundMinor).toBe(laterSale.taxMinor);
  });

  it("refunds once when the same cancellation is sent 10 times at once", async () => {
    const property = await listedFlat();
    await resultOf(await saveRules(property.id, { cancellationPolicy: "custom", cancellationRules: STEPS }));
    // Check-in in 40 days: the full refund.
    const { guest, booking } = await bookStay(property.id, 40);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("cancelBooking", { reference: booking.reference }, guest.headers)),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);

    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: "cancelled", refundedMinor: booking.totalMinor });
    const refunds = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.bookingId, booking.id), eq(journalEntries.kind, "refund")));
    expect(refunds).toHaveLength(1);
  });
});

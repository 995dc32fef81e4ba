import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { bookingLedger } from "@tests/support/booking-ledger";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS } from "@/domains/ledger";
import { TEST_CARDS } from "@/domains/payments";
import { settingsInForce } from "@/domains/platform";
import { auditLog, bookingEvents, bookings, emailOutbox, settlementItems, settlements } from "@/server/db/schema";
import { createSettlements } from "@/domains/accounts";
import { deskBookings } from "../schema";
import type { DeskBookingOutcome } from "./book-at-desk";

const db = testDb();

const card = (number: string) => ({
  method: "card" as const,
  card: { number, expiry: "12/30", cvc: "123", holder: "Walk In" },
});

/** A supplier with an unmanaged flat and a managed one (MYR 250 a night, cleaning MYR 60), signed in. */
async function supplier() {
  const organisation = await createOrganisation(db);
  const email = `desk-owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { organisationId: organisation.id } });
  const flat = async (managed: boolean) =>
    (await createProperty(db, { organisationId: organisation.id, managed, cleaningFeeMinor: 6_000, maxGuests: 3 }))
      .property;
  return {
    organisationId: organisation.id,
    email,
    token: await signIn(email),
    own: await flat(false),
    managed: await flat(true),
  };
}

let a: Awaited<ReturnType<typeof supplier>>;
let b: Awaited<ReturnType<typeof supplier>>;
let ops: { email: string; token: string };
let guest: { email: string; token: string };

beforeAll(async () => {
  a = await supplier();
  b = await supplier();
  const internal = await createOrganisation(db, { kind: "internal" });
  const opsEmail = `desk-ops-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: opsEmail, profile: { organisationId: internal.id, operationsUser: true } });
  ops = { email: opsEmail, token: await signIn(opsEmail) };
  const guestEmail = `desk-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  guest = { email: guestEmail, token: await signIn(guestEmail) };
});

function request(propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    stay: { mode: "nightly", checkIn: "2027-09-10", checkOut: "2027-09-13" },
    guests: { adults: 2, childrenAges: [] },
    guest: { name: "Walk In", email: `walk-in-${uniqueSuffix()}@example.test`, phone: "+60123456789" },
    payment: { method: "cash" },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const bookAtDesk = (token: string, data: unknown) => callFunction("bookAtDesk", data, bearer(token));

async function bookingsOf(propertyId: string) {
  return db.select().from(bookings).where(eq(bookings.propertyId, propertyId));
}

const linesOf = (bookingId: string) => bookingLedger(db, bookingId);

describe("bookAtDesk: the three ways to pay", () => {
  it("cash at the supplier's own property: confirmed at once, the supplier holds the cash and owes our share", async () => {
    const data = request(a.own.id);
    const outcome = await resultOf<DeskBookingOutcome>(await bookAtDesk(a.token, data));
    expect(outcome).toMatchObject({
      status: "confirmed",
      currency: "MYR",
      // 3 nights at 250 and 60 cleaning, plus the guest service fee of the settings in force.
      payment: { method: "cash", status: "captured", cashHeldBy: "supplier" },
      linkedToAccount: false,
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const inForce = await settingsInForce(db);
    expect(row).toMatchObject({
      channel: "desk",
      status: "confirmed",
      guestUserId: null,
      guestPhone: "+60123456789",
      businessSettingsId: inForce.versionId,
      instantBook: true,
      paymentMethod: null,
      holdExpiresAt: null,
    });
    expect(row!.totalMinor).toBe(outcome.totalMinor);
    expect(row!.priceLines.reduce((total, line) => total + line.amountMinor, 0)).toBe(row!.totalMinor);

    // Who took it: the booking's events and the audit log name the supplier's person.
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row!.id));
    expect(events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: "confirmed", actorKind: "supplier", actorEmail: a.email }),
    ]);
    const [desk] = await db.select().from(deskBookings).where(eq(deskBookings.bookingId, row!.id));
    expect(desk).toMatchObject({ takenByEmail: a.email, paymentMethod: "cash", cashHeldBy: "supplier" });
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, `booking:${outcome.reference}`));
    expect(audits.map((audit) => audit.actorEmail)).toEqual([a.email]);

    // The ledger: one sale, no cash of ours; the supplier's payable is debited by our fees and the taxes.
    const { kinds, lines, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale"]);
    expect(lines.some((line) => line.account.startsWith("cash:"))).toBe(false);
    expect(balance(ACCOUNTS.guestFunds)).toBe(0);
    const fees = -(
      balance(ACCOUNTS.commissionRevenue) +
      balance(ACCOUNTS.serviceFeeRevenue) +
      balance(ACCOUNTS.taxPayable)
    );
    expect(fees).toBeGreaterThan(0);
    expect(balance(ACCOUNTS.supplierPayable)).toBe(fees);

    // The guest's confirmation is in the outbox with the booking.
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, data.guest.email));
    expect(mail.map((email) => email.kind)).toContain("booking-confirmed");
  });

  it("cash at a managed property by operations: the platform's desk cash, the sale split, the guest's account linked", async () => {
    const data = request(a.managed.id, {
      guest: { name: "Aiko Tanaka", email: guest.email.toUpperCase(), phone: "+60123456780" },
    });
    const outcome = await resultOf<DeskBookingOutcome>(await bookAtDesk(ops.token, data));
    expect(outcome).toMatchObject({
      status: "confirmed",
      linkedToAccount: true,
      payment: { method: "cash", cashHeldBy: "platform" },
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(row!.guestEmail).toBe(guest.email);
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row!.id));
    expect(events[0]).toMatchObject({ actorKind: "operations", actorEmail: ops.email });
    const { kinds, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale", "payment"]);
    expect(balance(ACCOUNTS.cashDesk)).toBe(row!.totalMinor);
    expect(balance(ACCOUNTS.guestFunds)).toBe(0);
    expect(balance(ACCOUNTS.managementFeeRevenue)).toBeLessThan(0);

    // The guest finds it among their bookings.
    const found = await resultOf<{ reference: string }>(
      await callFunction("findBooking", { reference: outcome.reference, email: guest.email }),
    );
    expect(found.reference).toBe(outcome.reference);
  });

  it("a card: the test card provider as at checkout, captured and confirmed", async () => {
    const outcome = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        a.token,
        request(a.own.id, {
          stay: { mode: "nightly", checkIn: "2027-10-01", checkOut: "2027-10-03" },
          payment: card(TEST_CARDS.succeeds),
        }),
      ),
    );
    expect(outcome).toMatchObject({
      status: "confirmed",
      payment: { method: "card", status: "captured", cashHeldBy: null },
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(row).toMatchObject({ channel: "desk", paymentMethod: "card" });
    const { kinds, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale", "payment"]);
    expect(balance(ACCOUNTS.cashTestCard)).toBe(row!.totalMinor);
  });

  it("a declined card keeps the hold and says why", async () => {
    const outcome = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        a.token,
        request(a.own.id, {
          stay: { mode: "nightly", checkIn: "2027-10-05", checkOut: "2027-10-06" },
          payment: card(TEST_CARDS.declined),
        }),
      ),
    );
    expect(outcome.status).toBe("held");
    expect(outcome.payment.message).toBeTruthy();
  });

  it("a bank transfer: held until the transfer, with its reference, the guest told where to send it", async () => {
    const data = request(a.own.id, {
      stay: { mode: "nightly", checkIn: "2027-10-10", checkOut: "2027-10-12" },
      payment: { method: "bank_transfer" },
    });
    const outcome = await resultOf<DeskBookingOutcome>(await bookAtDesk(a.token, data));
    expect(outcome).toMatchObject({ status: "held", payment: { method: "bank_transfer", status: "pending" } });
    expect(outcome.payment.transferReference).toBeTruthy();
    expect(outcome.holdExpiresAt).not.toBeNull();
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, data.guest.email));
    expect(mail).toHaveLength(1);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect((await linesOf(row!.id)).kinds).toEqual([]);
  });
  it("an hour stay where the place sells hours: its instants and the cleaning buffer, as at checkout", async () => {
    const { property } = await createProperty(db, {
      organisationId: a.organisationId,
      hourlyRateMinor: 3_000,
      minHours: 2,
      bufferHours: 1,
      openingTime: "08:00",
      closingTime: "22:00",
    });
    const stay = { mode: "hourly", day: "2027-10-20", start: "14:00", hours: 3 };
    const outcome = await resultOf<DeskBookingOutcome>(await bookAtDesk(a.token, request(property.id, { stay })));
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(row).toMatchObject({
      stayMode: "hourly",
      checkIn: "2027-10-20",
      checkOut: "2027-10-21",
      status: "confirmed",
    });
    // 14:00 in Kuala Lumpur (UTC+8), three hours, free again an hour later.
    expect(row!.startsAt!.toISOString()).toBe("2027-10-20T06:00:00.000Z");
    expect(row!.endsAt!.toISOString()).toBe("2027-10-20T09:00:00.000Z");
    expect(row!.occupiedUntil!.toISOString()).toBe("2027-10-20T10:00:00.000Z");
    // The same hours again are taken.
    expect((await bookAtDesk(a.token, request(property.id, { stay }))).status).toBe(409);
  });
});

describe("a cash booking cancelled: the cash handed back at the desk, the sale reversed", () => {
  const cancel = (token: string, reference: string) =>
    callFunction("cancelBooking", { reference, reason: "Plans changed" }, bearer(token));

  it("at the supplier's own property: the supplier pays the guest back, and owes us nothing for the stay", async () => {
    const outcome = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        a.token,
        request(a.own.id, { stay: { mode: "nightly", checkIn: "2028-02-07", checkOut: "2028-02-09" } }),
      ),
    );
    const cancelled = await cancel(a.token, outcome.reference);
    expect(cancelled.status).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    // The host cancels: the whole price back (the policy gives the guest everything when the host cancels).
    expect(row).toMatchObject({ status: "cancelled", refundedMinor: row!.totalMinor });
    const { kinds, lines, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale", "refund"]);
    expect(lines.some((line) => line.account.startsWith("cash:"))).toBe(false);
    for (const account of [
      ACCOUNTS.supplierPayable,
      ACCOUNTS.commissionRevenue,
      ACCOUNTS.serviceFeeRevenue,
      ACCOUNTS.taxPayable,
      ACCOUNTS.guestFunds,
    ])
      expect(balance(account), account).toBe(0);
  });

  it("at a managed property: the platform's desk cash pays the guest back", async () => {
    const outcome = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        ops.token,
        request(a.managed.id, { stay: { mode: "nightly", checkIn: "2028-02-14", checkOut: "2028-02-16" } }),
      ),
    );
    expect((await cancel(ops.token, outcome.reference)).status).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    expect(row).toMatchObject({ status: "cancelled", refundedMinor: row!.totalMinor });
    const { kinds, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale", "payment", "refund"]);
    expect(balance(ACCOUNTS.cashDesk)).toBe(0);
    expect(balance(ACCOUNTS.managementFeeRevenue)).toBe(0);
    expect(balance(ACCOUNTS.supplierPayable)).toBe(0);
    // Cancelling again changes nothing: no second refund.
    expect((await cancel(ops.token, outcome.reference)).status).toBe(409);
    expect((await linesOf(row!.id)).kinds).toEqual(["booking_sale", "payment", "refund"]);
  });
});

describe("a cash booking cancelled ten times at once", () => {
  it("is cancelled once, with one refund entry", async () => {
    const outcome = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        ops.token,
        request(a.managed.id, { stay: { mode: "nightly", checkIn: "2028-03-06", checkOut: "2028-03-08" } }),
      ),
    );
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFunction("cancelBooking", { reference: outcome.reference, reason: "" }, bearer(ops.token)).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const { kinds, balance } = await linesOf(row!.id);
    expect(kinds).toEqual(["booking_sale", "payment", "refund"]);
    expect(balance(ACCOUNTS.cashDesk)).toBe(0);
  });
});

describe("bookAtDesk: scope, input and the checkout's rules", () => {
  it("refuses another supplier's property, a managed property to its owner, and guests", async () => {
    const before = (await bookingsOf(a.own.id)).length;
    const other = await bookAtDesk(b.token, request(a.own.id));
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe("There is no such property.");
    // A managed property's stays are run by operations (docs/ACCESS.md): its owner has no desk there.
    expect((await bookAtDesk(b.token, request(b.managed.id))).status).toBe(404);
    // Operations have no desk at a supplier's own property.
    expect((await bookAtDesk(ops.token, request(a.own.id))).status).toBe(404);
    expect((await bookAtDesk(guest.token, request(a.own.id))).status).toBe(403);
    expect((await callFunction("bookAtDesk", request(a.own.id))).status).toBe(401);
    expect(
      (
        await callFunction(
          "quoteAtDesk",
          {
            propertyId: a.own.id,
            stay: { mode: "nightly", checkIn: "2027-11-01", checkOut: "2027-11-02" },
            guests: { adults: 1, childrenAges: [] },
          },
          bearer(b.token),
        )
      ).status,
    ).toBe(404);
    expect(await bookingsOf(a.own.id)).toHaveLength(before);
    expect(await bookingsOf(b.managed.id)).toHaveLength(0);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { property } = await createProperty(db, { organisationId: a.organisationId, minNights: 2, maxGuests: 2 });
    const refusals = [
      request(property.id, { guest: { name: "", email: "not-an-email", phone: "0123" } }),
      request(property.id, { stay: { mode: "nightly", checkIn: "2027-09-13", checkOut: "2027-09-10" } }),
      request(property.id, { payment: { method: "cheque" } }),
      request(property.id, { idempotencyKey: "again" }),
      // The checkout's rules: the minimum stay and the unit's most guests.
      request(property.id, { stay: { mode: "nightly", checkIn: "2027-09-10", checkOut: "2027-09-11" } }),
      request(property.id, { guests: { adults: 3, childrenAges: [] } }),
    ];
    for (const data of refusals) {
      const response = await bookAtDesk(a.token, data);
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect((await errorOf(response)).message).toBeTruthy();
    }
    const first = await errorOf(await bookAtDesk(a.token, refusals[0]));
    expect(first.details?.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["guest.name", "guest.email", "guest.phone"]),
    );
    expect(await bookingsOf(property.id)).toHaveLength(0);
  });

  it("quotes the price the booking is charged", async () => {
    const { property } = await createProperty(db, { organisationId: a.organisationId, cleaningFeeMinor: 6_000 });
    const stay = { mode: "nightly", checkIn: "2027-12-01", checkOut: "2027-12-04" };
    const quote = await resultOf<{ available: boolean; totalMinor: number }>(
      await callFunction(
        "quoteAtDesk",
        { propertyId: property.id, stay, guests: { adults: 2, childrenAges: [] } },
        bearer(a.token),
      ),
    );
    expect(quote.available).toBe(true);
    const outcome = await resultOf<DeskBookingOutcome>(await bookAtDesk(a.token, request(property.id, { stay })));
    expect(outcome.totalMinor).toBe(quote.totalMinor);
    const taken = await resultOf<{ available: boolean; message: string }>(
      await callFunction(
        "quoteAtDesk",
        { propertyId: property.id, stay, guests: { adults: 2, childrenAges: [] } },
        bearer(a.token),
      ),
    );
    expect(taken).toMatchObject({ available: false, message: "These dates are already booked." });
  });
});

describe("bookAtDesk: races", () => {
  it("ten desk bookings of the same nights at once: one books, nine answer 409", async () => {
    const { property } = await createProperty(db, { organisationId: a.organisationId });
    const responses = await Promise.all(Array.from({ length: 10 }, () => bookAtDesk(a.token, request(property.id))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const rows = await bookingsOf(property.id);
    expect(rows).toHaveLength(1);
    expect((await linesOf(rows[0]!.id)).kinds).toEqual(["booking_sale"]);
  });

  it("the same form sent again while the first still runs: the same booking, charged once", async () => {
    const { property } = await createProperty(db, { organisationId: a.organisationId });
    const data = request(property.id, { payment: card(TEST_CARDS.succeeds) });
    const [first, second] = await Promise.all([bookAtDesk(a.token, data), bookAtDesk(a.token, data)]);
    const one = await resultOf<DeskBookingOutcome>(first);
    const two = await resultOf<DeskBookingOutcome>(second);
    expect(two.reference).toBe(one.reference);
    const rows = await bookingsOf(property.id);
    expect(rows).toHaveLength(1);
    expect((await linesOf(rows[0]!.id)).kinds).toEqual(["booking_sale", "payment"]);
    // A later retry gets the same answer too, and another person cannot reuse the form's key.
    expect((await resultOf<DeskBookingOutcome>(await bookAtDesk(a.token, data))).reference).toBe(one.reference);
  });

  it("a desk booking racing a guest's checkout of the same nights: one of them books", async () => {
    const { property } = await createProperty(db, { organisationId: a.organisationId });
    const stay = { mode: "nightly", checkIn: "2028-01-10", checkOut: "2028-01-12" };
    const [desk, checkout] = await Promise.all([
      bookAtDesk(a.token, request(property.id, { stay })),
      callFunction(
        "createBooking",
        {
          propertyId: property.id,
          stay,
          guests: 2,
          guest: { name: "Aiko Tanaka", email: guest.email, phone: "+60123456789" },
          payment: card(TEST_CARDS.succeeds),
          idempotencyKey: randomUUID(),
        },
        bearer(guest.token),
      ),
    ]);
    expect([desk.status, checkout.status].sort()).toEqual([200, 409]);
    const live = (await bookingsOf(property.id)).filter(
      (row) => row.status !== "expired" && row.status !== "cancelled",
    );
    expect(live).toHaveLength(1);
  });
});

describe("bookAtDesk: the supplier's cash in its settlement", () => {
  it("deducts what the supplier holds for us from the month's settlement, with its card sales", async () => {
    const c = await supplier();
    const cash = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        c.token,
        request(c.own.id, { stay: { mode: "nightly", checkIn: "2027-09-03", checkOut: "2027-09-06" } }),
      ),
    );
    const paid = await resultOf<DeskBookingOutcome>(
      await bookAtDesk(
        c.token,
        request(c.own.id, {
          stay: { mode: "nightly", checkIn: "2027-09-20", checkOut: "2027-09-25" },
          payment: card(TEST_CARDS.succeeds),
        }),
      ),
    );
    expect([cash.status, paid.status]).toEqual(["confirmed", "confirmed"]);
    const ids = await Promise.all(
      [cash, paid].map(async (outcome) => {
        const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
        return row!.id;
      }),
    );
    const [held, carded] = await Promise.all(ids.map((id) => linesOf(id)));
    const owes = held!.balance(ACCOUNTS.supplierPayable);
    const earned = -carded!.balance(ACCOUNTS.supplierPayable);
    expect(owes).toBeGreaterThan(0);

    const result = await db.transaction((tx) =>
      createSettlements(tx, {
        month: "2027-09",
        createdBy: "staff@example.test",
        today: new Date("2027-10-05T12:00:00Z"),
        organisationId: c.organisationId,
      }),
    );
    expect(result.created).toHaveLength(1);
    const [settlement] = await db.select().from(settlements).where(eq(settlements.id, result.created[0]!.id));
    // The card stay's earnings less the fees and taxes the supplier kept in cash.
    expect(settlement!.netMinor).toBe(earned - owes);
    const items = await db.select().from(settlementItems).where(eq(settlementItems.settlementId, settlement!.id));
    expect(items).toHaveLength(2);
  });
});

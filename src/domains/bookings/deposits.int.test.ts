import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { bookingLedger } from "@tests/support/booking-ledger";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import { applyProviderState, paysFor, TEST_CARDS } from "@/domains/payments";
import { paymentRefunds, payments, testGatewayCharges, testGatewayCards } from "@/domains/payments/schema";
import { addDays, instantOf, todayIn } from "@/lib/dates";
import { bookings, emailOutbox, properties } from "@/server/db/schema";
import type { CheckoutOutcome } from "./checkout";
import { runBalances, type BalanceOutcome } from "./deposits";
import { listDeskBookings } from "./desk/bookings";
import { deskFiltersFrom } from "./desk/filters";
import { actorForUser } from "@/server/access";
import { applyTransferReceived, bookingPayable, paymentHooks, settlePayment } from "./payment-sync";

const db = testDb();
const TZ = "Asia/Kuala_Lumpur";
const card = (number: string) => ({
  method: "card" as const,
  card: { number, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
});

afterEach(() => {
  paymentHooks.afterProviderCall = undefined;
});

/**
 * A flat taking a 30 % deposit, the balance 14 days before arrival (MYR 250 a night, no fees of its own), and a
 * guest. Check-in is `daysAhead` days from today in the property's zone.
 */
async function world(options: { policy?: "flexible" | "moderate" | "strict"; daysAhead?: number } = {}) {
  const organisation = await createOrganisation(db);
  const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
  const supplier = await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cancellationPolicy: options.policy ?? "flexible",
    depositPercent: 30,
    balanceDaysBefore: 14,
  });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  const checkIn = addDays(todayIn(TZ), options.daysAhead ?? 40);
  return { property, supplier, guestEmail, guestToken: await signIn(guestEmail), checkIn };
}
type World = Awaited<ReturnType<typeof world>>;

async function book(w: World, payment: unknown = card(TEST_CARDS.succeeds), nights = 3) {
  return resultOf<CheckoutOutcome>(
    await callFunction(
      "createBooking",
      {
        propertyId: w.property.id,
        stay: { mode: "nightly", checkIn: w.checkIn, checkOut: addDays(w.checkIn, nights) },
        guests: 2,
        guest: { name: "Aiko Tanaka", email: w.guestEmail, phone: "+60123456789" },
        payment,
        idempotencyKey: randomUUID(),
      },
      bearer(w.guestToken),
    ),
  );
}

const bookingRow = async (reference: string) =>
  (await db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;

const paymentsOf = async (bookingId: string) =>
  db.select().from(payments).where(paysFor("booking", bookingId)).orderBy(payments.createdAt);

/** The charges the gateway captured for a booking's payments (what the guest's card statement shows). */
async function gatewayCaptures(bookingId: string) {
  const keys = (await paymentsOf(bookingId)).map((payment) => payment.idempotencyKey);
  return db
    .select()
    .from(testGatewayCharges)
    .where(and(inArray(testGatewayCharges.idempotencyKey, keys), eq(testGatewayCharges.status, "captured")));
}

const entriesOf = (bookingId: string) => bookingLedger(db, bookingId);

const emailKindsTo = async (to: string) =>
  (await db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((email) => email.kind).sort();

/** An instant on a day in the property's zone (noon), for the balance job's clock. */
const on = (day: string) => instantOf(TZ, day, "12:00");

const payBalance = (w: World, reference: string, key: string, payment: unknown = { method: "kept_card" }) =>
  callFunction("payBalance", { reference, payment, idempotencyKey: key }, bearer(w.guestToken));

describe("deposits (docs/DEPOSITS.md)", () => {
  it("charges the deposit at checkout, keeps a token (never the number), and records the balance and its day", async () => {
    const w = await world();
    const outcome = await book(w);
    expect(outcome.status).toBe("confirmed");
    // 3 nights at MYR 250 = 750.00 plus the service fee: 30 % now, the rest 14 days before check-in.
    const row = await bookingRow(outcome.reference);
    const due = row.totalMinor;
    expect(outcome.chargedMinor).toBe(Math.round(due * 0.3));
    expect(outcome.balance).toEqual({
      minor: due - outcome.chargedMinor,
      dueOn: addDays(w.checkIn, -14),
      depositPercent: 30,
      paid: false,
      automatic: true,
    });
    expect(row).toMatchObject({ depositPercent: 30, balanceDaysBefore: 14, balanceMinor: due - outcome.chargedMinor });
    expect(row.cardToken).toMatch(/^tok_/);
    const [kept] = await db.select().from(testGatewayCards).where(eq(testGatewayCards.token, row.cardToken!));
    expect(kept).toMatchObject({ cardLast4: "4242", outcome: "succeeds" });
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    const [deposit] = await paymentsOf(row.id);
    expect(deposit).toMatchObject({ instalment: 1, status: "captured", amountMinor: outcome.chargedMinor });
    // The deposit stays the guest's until the stay is paid: a payment entry, no sale yet.
    const ledger = await entriesOf(row.id);
    expect(ledger.kinds).toEqual(["payment"]);
    expect(ledger.balance(ACCOUNTS.guestFunds)).toBe(-outcome.chargedMinor);
    expect(await emailKindsTo(w.guestEmail)).toEqual(["booking-confirmed"]);
    // The supplier's booking desk shows the balance and its day beside the total.
    const desk = await listDeskBookings(db, {
      actor: await actorForUser(db, w.supplier.user),
      desk: "unmanaged",
      filters: deskFiltersFrom({ from: w.checkIn, to: w.checkIn }),
    });
    expect(desk.rows.find((stay) => stay.reference === outcome.reference)?.balance).toEqual({
      minor: due - outcome.chargedMinor,
      dueOn: addDays(w.checkIn, -14),
      paid: false,
    });
  });

  it("later edits of the property's terms do not reach a booking; check-in closer than the balance's days pays in full", async () => {
    const w = await world({ daysAhead: 10 });
    const outcome = await book(w);
    expect(outcome.balance).toBeNull();
    const row = await bookingRow(outcome.reference);
    expect(outcome.chargedMinor).toBe(row.totalMinor);
    expect(row.balanceMinor).toBe(0);
    expect((await entriesOf(row.id)).kinds).toEqual(["booking_sale", "payment"]);

    const later = await world();
    const sold = await book(later);
    await db
      .update(properties)
      .set({ depositPercent: 50, balanceDaysBefore: 30 })
      .where(eq(properties.id, later.property.id));
    expect((await bookingRow(sold.reference)).depositPercent).toBe(30);
  });

  it("the database refuses terms out of range or half given", async () => {
    const w = await world();
    await expect(
      db.update(properties).set({ depositPercent: 95 }).where(eq(properties.id, w.property.id)),
    ).rejects.toThrow();
    await expect(
      db.update(properties).set({ balanceDaysBefore: null }).where(eq(properties.id, w.property.id)),
    ).rejects.toThrow();
  });

  it("the job reminds once, then charges the kept card once on the due day: the sale is posted then", async () => {
    const w = await world();
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    const dueOn = row.balanceDueOn!;

    expect((await runBalances(db, on(addDays(dueOn, -4)))).reminded).toBe(0);
    await runBalances(db, on(addDays(dueOn, -3)));
    await runBalances(db, on(addDays(dueOn, -2)));
    expect(await emailKindsTo(w.guestEmail)).toEqual(["booking-balance-due", "booking-confirmed"]);
    expect((await bookingRow(outcome.reference)).balancePaidAt).toBeNull();

    // The job run 10 times at once on the due day: one charge, one payment entry, one sale.
    await Promise.all(Array.from({ length: 10 }, () => runBalances(db, on(dueOn))));
    await runBalances(db, on(addDays(dueOn, 1)));
    const paid = await bookingRow(outcome.reference);
    expect(paid.balancePaidAt).not.toBeNull();
    expect(paid.status).toBe("confirmed");
    const captures = await gatewayCaptures(row.id);
    expect(captures.map((charge) => charge.capturedMinor).sort((a, b) => a - b)).toEqual(
      [row.balanceMinor, outcome.chargedMinor].sort((a, b) => a - b),
    );
    const ledger = await entriesOf(row.id);
    expect(ledger.kinds).toEqual(["booking_sale", "payment", "payment"]);
    // The guest's funds are all split by the sale.
    expect(ledger.balance(ACCOUNTS.guestFunds)).toBe(0);
    expect(ledger.balance(ACCOUNTS.cashTestCard)).toBe(row.totalMinor);
  });

  it("a settlement that asked the provider before another's capture changes nothing: one payment entry, guarded by the database", async () => {
    const w = await world();
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    const [deposit] = await paymentsOf(row.id);
    expect(deposit!.status).toBe("captured");
    const before = await entriesOf(row.id);

    // The slower of two settlements read "authorised" before the other captured: applied now, it is stale.
    const next = await db.transaction((tx) =>
      applyProviderState(
        tx,
        deposit!.id,
        { status: "authorised", reference: deposit!.providerReference! },
        bookingPayable,
      ),
    );
    expect(next).toBeNull();
    expect((await paymentsOf(row.id))[0]!.status).toBe("captured");
    await settlePayment(db, deposit!.id);
    expect((await entriesOf(row.id)).kinds).toEqual(before.kinds);

    // And should a path ever post the capture twice, the database refuses the second entry.
    const again = db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "payment",
        bookingId: row.id,
        paymentId: deposit!.id,
        memo: "a second entry for one capture",
        lines: [
          { account: ACCOUNTS.cashTestCard, currency: row.currency, amountMinor: 100 },
          { account: ACCOUNTS.guestFunds, currency: row.currency, amountMinor: -100 },
        ],
      }),
    );
    await expect(again).rejects.toMatchObject({ cause: { constraint: "journal_entries_payment_once" } });
    expect((await entriesOf(row.id)).kinds).toEqual(before.kinds);
  });

  it("a declined balance cancels the booking under its policy: the policy's share of the deposit back, the guest told", async () => {
    // Strict: half back until 14 days before check-in (40 days ahead now), so half the deposit comes back.
    const w = await world({ policy: "strict" });
    const outcome = await book(w, card(TEST_CARDS.declinesLater));
    expect(outcome.status).toBe("confirmed");
    const row = await bookingRow(outcome.reference);
    await Promise.all(Array.from({ length: 10 }, () => runBalances(db, on(row.balanceDueOn!))));
    const after = await bookingRow(outcome.reference);
    expect(after.status).toBe("cancelled");
    expect(after.balancePaidAt).toBeNull();
    const refund = Math.round(outcome.chargedMinor / 2);
    expect(Math.abs(after.refundedMinor - refund)).toBeLessThanOrEqual(1);
    const all = await paymentsOf(row.id);
    expect(all.map((payment) => [payment.instalment, payment.status])).toEqual([
      [1, "captured"],
      [2, "failed"],
    ]);
    expect(all[0]!.refundedMinor).toBe(after.refundedMinor);
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, all[0]!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.sentAt).not.toBeNull();
    // Only the deposit was ever taken; the ledger leaves nothing in the guest's funds.
    expect((await gatewayCaptures(row.id)).map((charge) => charge.capturedMinor)).toEqual([outcome.chargedMinor]);
    const ledger = await entriesOf(row.id);
    expect(ledger.kinds).toEqual(["payment", "refund"]);
    expect(ledger.balance(ACCOUNTS.guestFunds)).toBe(0);
    expect(ledger.balance(ACCOUNTS.cashTestCard)).toBe(outcome.chargedMinor - after.refundedMinor);
    expect(await emailKindsTo(w.guestEmail)).toEqual([
      "booking-balance-due",
      "booking-balance-failed",
      "booking-confirmed",
    ]);
    // A cancelled booking's balance is never charged, however often the job runs or the guest presses.
    await runBalances(db, on(addDays(row.balanceDueOn!, 1)));
    expect((await errorOf(await payBalance(w, outcome.reference, randomUUID()))).status).toBe("ABORTED");
    expect(await paymentsOf(row.id)).toHaveLength(2);
  });

  it("a cancellation before the due day refunds the deposit by the policy and never charges the balance", async () => {
    const w = await world({ policy: "flexible" });
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    const preview = await resultOf<{ refundMinor: number }>(
      await callFunction("previewCancellation", { reference: outcome.reference }, bearer(w.guestToken)),
    );
    expect(preview.refundMinor).toBe(outcome.chargedMinor);
    await resultOf(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(w.guestToken),
      ),
    );
    const after = await bookingRow(outcome.reference);
    expect(after.status).toBe("cancelled");
    expect(after.refundedMinor).toBe(outcome.chargedMinor);
    await runBalances(db, on(row.balanceDueOn!));
    expect((await paymentsOf(row.id)).filter((payment) => payment.instalment === 2)).toHaveLength(0);
    const ledger = await entriesOf(row.id);
    expect(ledger.kinds).toEqual(["payment", "refund"]);
    expect(ledger.balance(ACCOUNTS.guestFunds)).toBe(0);
    expect(ledger.balance(ACCOUNTS.cashTestCard)).toBe(0);
  });

  it("'Pay the balance' pressed 10 times at once, and retried with its key while the first runs: one charge", async () => {
    const w = await world();
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payBalance(w, outcome.reference, randomUUID())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const after = await bookingRow(outcome.reference);
    expect(after.balancePaidAt).not.toBeNull();
    expect(await gatewayCaptures(row.id)).toHaveLength(2);
    const ledger = await entriesOf(row.id);
    expect(ledger.kinds).toEqual(["booking_sale", "payment", "payment"]);
    // Paid: pressing again answers paid and charges nothing.
    const again = await resultOf<BalanceOutcome>(await payBalance(w, outcome.reference, randomUUID()));
    expect(again.state).toBe("paid");
    expect(await gatewayCaptures(row.id)).toHaveLength(2);

    // The same key retried while its first call is at the provider: the retry waits for that call's answer.
    const v = await world();
    const second = await book(v);
    const key = randomUUID();
    let retried: Promise<Response> | null = null;
    paymentHooks.afterProviderCall = (action) => {
      if (action === "authorise" && !retried) retried = payBalance(v, second.reference, key);
    };
    const first = await resultOf<BalanceOutcome>(await payBalance(v, second.reference, key));
    paymentHooks.afterProviderCall = undefined;
    const retry = await resultOf<BalanceOutcome>(await retried!);
    expect(first.state).toBe("paid");
    expect(retry).toEqual(first);
    const secondRow = await bookingRow(second.reference);
    expect(await gatewayCaptures(secondRow.id)).toHaveLength(2);
    expect((await entriesOf(secondRow.id)).kinds).toEqual(["booking_sale", "payment", "payment"]);
  });

  it("a paid balance is refunded with the deposit on cancellation, never more than each payment took", async () => {
    const w = await world({ policy: "flexible" });
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    await resultOf(await payBalance(w, outcome.reference, randomUUID()));
    await resultOf(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(w.guestToken),
      ),
    );
    const after = await bookingRow(outcome.reference);
    expect(after.refundedMinor).toBe(row.totalMinor);
    const all = await paymentsOf(row.id);
    expect(all.map((payment) => payment.refundedMinor)).toEqual(all.map((payment) => payment.capturedMinor));
    const ledger = await entriesOf(row.id);
    expect(ledger.balance(ACCOUNTS.guestFunds)).toBe(0);
    expect(ledger.balance(ACCOUNTS.cashTestCard)).toBe(0);
  });

  it("a deposit by bank transfer: the balance is a second transfer with its own reference", async () => {
    const w = await world();
    const outcome = await book(w, { method: "bank_transfer" });
    expect(outcome.payment.transferReference).toMatch(/^BT-/);
    const row = await bookingRow(outcome.reference);
    expect(row.cardToken).toBeNull();
    // What staff's "transfer received" does (markTransferReceived), applied to each transfer.
    const [deposit] = await paymentsOf(row.id);
    await applyTransferReceived(db, deposit!);
    expect((await bookingRow(outcome.reference)).status).toBe("confirmed");
    const answer = await resultOf<BalanceOutcome>(
      await payBalance(w, outcome.reference, randomUUID(), { method: "bank_transfer" }),
    );
    expect(answer.state).toBe("pending");
    expect(answer.transferReference).toMatch(/^BT-/);
    expect(answer.transferReference).not.toBe(outcome.payment.transferReference);
    const balance = (await paymentsOf(row.id)).find((payment) => payment.instalment === 2)!;
    await applyTransferReceived(db, balance);
    const paid = await bookingRow(outcome.reference);
    expect(paid.balancePaidAt).not.toBeNull();
    expect((await entriesOf(row.id)).kinds).toEqual(["booking_sale", "payment", "payment"]);
  });

  it("refuses a bad balance call with a clear 4xx and writes nothing", async () => {
    const w = await world();
    const outcome = await book(w);
    const row = await bookingRow(outcome.reference);
    const bad = await callFunction(
      "payBalance",
      { reference: outcome.reference, payment: { method: "cash" }, idempotencyKey: randomUUID() },
      bearer(w.guestToken),
    );
    expect(bad.status).toBe(400);
    const other = await world();
    const notYours = await payBalance(other, outcome.reference, randomUUID());
    expect(notYours.status).toBe(404);
    expect(await paymentsOf(row.id)).toHaveLength(1);
  });
});

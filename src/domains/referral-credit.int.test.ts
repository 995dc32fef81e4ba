import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { bookingLedger } from "@tests/support/booking-ledger";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { findGuestBookings } from "@/domains/bookings";
import { expireStaleBookings } from "@/domains/bookings/actions/expire";
import { splitRefund, splitSale } from "@/domains/bookings/money";
import { ACCOUNTS, accountBalances } from "@/domains/ledger";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { paysFor } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { actorForUser } from "@/server/access";
import { bookings, exchangeRates } from "@/server/db/schema";
import {
  expireReferralCredits,
  referralCreditForCheckout,
  referralCreditOf,
} from "@/domains/marketing/referral-credit";
import { creditReferralReward } from "@/domains/marketing/referrals";
import { referralCreditGrants, referralCreditUses, referrals } from "@/domains/marketing/schema";

const db = testDb();
const SOURCE = "referral-credit-test";
// Newer than any other file's rates, so the stored rate this file converts with is its own (files run one at a time).
const AS_OF = new Date("2031-02-01T00:00:00Z");
const MYR_PER_USD = 4.5;
const REWARD = BUSINESS_SETTINGS.referralReward;
/** USD 20.00 at 4.5 is MYR 90.00. */
const REWARD_IN_MYR = 9_000;

beforeAll(async () => {
  await db
    .insert(exchangeRates)
    .values([{ base: "USD", quote: "MYR", rate: MYR_PER_USD, asOf: AS_OF, source: SOURCE }]);
});

afterAll(async () => {
  await db.delete(exchangeRates).where(eq(exchangeRates.source, SOURCE));
});

/** A supplier's listed KL flat (MYR 250 a night, cleaning MYR 60), instant book. */
async function place(overrides: Record<string, unknown> = {}) {
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
    cancellationPolicy: "flexible",
    ...overrides,
  });
  return { organisation, property, unit: units[0]! };
}

/**
 * A guest who referred a friend whose first stay completed: the real reward path (`creditReferralReward`) posts
 * the reward and grants the credit.
 */
async function guestWithCredit() {
  const email = `credit-guest-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, name: "Aiko Tanaka" });
  const { user: friend } = await createUser(db, { email: `friend-${uniqueSuffix()}@example.test`, name: "Friend" });
  await db.insert(referrals).values({ referrerUserId: user.id, referredUserId: friend.id, code: "ABCDEFGH" });
  const { property, unit } = await place();
  const stay = await createBooking(db, {
    propertyId: property.id,
    unitId: unit.id,
    guestUserId: friend.id,
    checkIn: "2026-01-10",
    checkOut: "2026-01-12",
    status: "completed",
  });
  const reward = await db.transaction((tx) => creditReferralReward(tx, { id: stay.id, guestUserId: friend.id }));
  const [grant] = await db.select().from(referralCreditGrants).where(eq(referralCreditGrants.userId, user.id));
  return { id: user.id, email, token: await signIn(email), grant: grant!, rewardEntryId: reward!.entryId };
}

let nextDay = 0;
/** Three nights in 2027 that no other checkout of this file takes on the same place. */
function checkout(propertyId: string, guestEmail: string, overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.UTC(2027, 2, 1) + (nextDay++ % 200) * 4 * 86_400_000);
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    propertyId,
    stay: { mode: "nightly", checkIn: day(0), checkOut: day(3) },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
    },
    idempotencyKey: randomUUID(),
    useReferralCredit: true,
    ...overrides,
  };
}

interface Outcome {
  reference: string;
  status: string;
  totalMinor: number;
  referralCreditMinor: number;
  chargedMinor: number;
  currency: string;
}

async function bookingRow(reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

async function grantRow(id: string) {
  const [row] = await db.select().from(referralCreditGrants).where(eq(referralCreditGrants.id, id));
  return row!;
}

const entriesOf = (bookingId: string) => bookingLedger(db, bookingId);

/** Each account's sum over the lines, per currency. */
function sums(lines: { account: string; currency: string; amountMinor: number }[]) {
  const out: Record<string, number> = {};
  for (const line of lines)
    out[`${line.account} ${line.currency}`] = (out[`${line.account} ${line.currency}`] ?? 0) + line.amountMinor;
  return out;
}

async function capturedOf(bookingId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(paysFor("booking", bookingId), eq(payments.status, "captured")));
  return payment!;
}

describe("granting referral credit", () => {
  it("a referrer's reward becomes a grant they can spend, expiring after the settings' days; the profile shows it", async () => {
    const guest = await guestWithCredit();
    expect(guest.grant).toMatchObject({
      currency: REWARD.currency,
      amountMinor: REWARD.amountMinor,
      remainingMinor: REWARD.amountMinor,
    });
    const days = (guest.grant.expiresAt.getTime() - guest.grant.grantedAt.getTime()) / 86_400_000;
    expect(days).toBe(BUSINESS_SETTINGS.referralCreditExpiryDays);

    const actor = await actorForUser(db, { id: guest.id, email: guest.email, emailVerified: true });
    const summary = await referralCreditOf(db, { actor });
    expect(summary.balances).toEqual([{ currency: "USD", amountMinor: 2_000 }]);
    expect(summary.grants).toHaveLength(1);
    expect(summary.uses).toEqual([]);
    // The checkout's offer is the credit in the stay's currency, at the stored rate.
    expect(await referralCreditForCheckout(db, { actor, currency: "MYR", stayTotalMinor: 81_000 })).toMatchObject({
      availableMinor: REWARD_IN_MYR,
      applyMinor: REWARD_IN_MYR,
      balances: [{ currency: "USD", amountMinor: 2_000 }],
    });
    // A stay worth less than the credit: it pays all but one ringgit.
    expect(await referralCreditForCheckout(db, { actor, currency: "MYR", stayTotalMinor: 5_000 })).toMatchObject({
      applyMinor: 4_900,
    });
  });
});

describe("spending referral credit at checkout", () => {
  it("lowers the card charge by the credit; the sale splits the whole price and the ledger balances", async () => {
    const guest = await guestWithCredit();
    const { property, organisation } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    expect(outcome).toMatchObject({ status: "confirmed", referralCreditMinor: REWARD_IN_MYR });
    expect(outcome.chargedMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);

    const booking = await bookingRow(outcome.reference);
    expect(booking.referralCreditMinor).toBe(REWARD_IN_MYR);
    // The guest's /bookings says what the credit paid.
    const guestActor = await actorForUser(db, { id: guest.id, email: guest.email, emailVerified: true });
    const listed = await findGuestBookings(db, { actor: guestActor, when: "upcoming", page: 1, today: "2026-01-01" });
    expect(listed.bookings.find((row) => row.reference === outcome.reference)).toMatchObject({
      referralCreditMinor: REWARD_IN_MYR,
      totalMinor: outcome.totalMinor,
    });
    const payment = await capturedOf(booking.id);
    expect(payment.amountMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);
    expect(payment.capturedMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(0);
    const [use] = await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id));
    expect(use).toMatchObject({ state: "spent", amountMinor: 2_000, bookingAmountMinor: REWARD_IN_MYR });
    expect(Number(use!.rate)).toBe(MYR_PER_USD);

    const { entries, lines } = await entriesOf(booking.id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(
      ["booking_sale", "payment", "referral_credit_spend", "referral_credit_spend"].sort(),
    );
    // Every entry balances in its currency; the guest's side of the sale is cleared by card and credit together.
    for (const entry of entries) {
      const own = lines.filter((line) => line.entryId === entry.id);
      expect(own.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    }
    const sale = splitSale(booking.priceLines, false, BUSINESS_SETTINGS);
    const byAccount = sums(lines);
    expect(byAccount["guest_funds MYR"]).toBe(0);
    expect(byAccount["currency_exchange MYR"]).toBe(REWARD_IN_MYR);
    expect(byAccount["currency_exchange USD"]).toBe(-2_000);
    expect(byAccount["referral_credit USD"]).toBe(2_000);
    expect(byAccount["cash:test_card MYR"]).toBe(outcome.totalMinor - REWARD_IN_MYR);
    // The supplier is owed what the undiscounted sale gives them: credit is not a promo.
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: organisation.id })).toEqual({
      MYR: -sale.supplierMinor,
    });

    // The profile shows the use on this booking and nothing left.
    const actor = await actorForUser(db, { id: guest.id, email: guest.email, emailVerified: true });
    const summary = await referralCreditOf(db, { actor });
    expect(summary.balances).toEqual([]);
    expect(summary.uses).toEqual([
      expect.objectContaining({
        state: "spent",
        amountMinor: 2_000,
        booking: expect.objectContaining({ reference: outcome.reference }),
      }),
    ]);
    // Asking again with nothing left is refused, and books nothing.
    const again = checkout(property.id, guest.email);
    const refused = await callFunction("createBooking", again, bearer(guest.token));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/no referral credit left/);
    expect(await db.select().from(bookings).where(eq(bookings.idempotencyKey, again.idempotencyKey))).toHaveLength(0);
  });

  it("credit worth more than the stay pays all but MYR 1.00, and the rest of the grant stays to spend", async () => {
    const guest = await guestWithCredit();
    // A larger grant (USD 1,000): worth more than the stay.
    await db
      .update(referralCreditGrants)
      .set({ amountMinor: 100_000, remainingMinor: 100_000 })
      .where(eq(referralCreditGrants.id, guest.grant.id));
    const { property } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    expect(outcome.status).toBe("confirmed");
    expect(outcome.chargedMinor).toBe(100);
    expect(outcome.referralCreditMinor).toBe(outcome.totalMinor - 100);
    const [use] = await db
      .select()
      .from(referralCreditUses)
      .where(eq(referralCreditUses.bookingId, (await bookingRow(outcome.reference)).id));
    // The grant gives the US cents worth the part used, at the stored rate.
    expect(use!.amountMinor).toBe(Math.round((outcome.totalMinor - 100) / MYR_PER_USD));
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(100_000 - use!.amountMinor);
  });

  it("a declined card keeps the credit with the hold; another card then pays only the rest", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const declined = checkout(property.id, guest.email, {
      payment: {
        method: "card",
        card: { number: TEST_CARDS.declined, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
      },
    });
    const first = await resultOf<Outcome>(await callFunction("createBooking", declined, bearer(guest.token)));
    expect(first).toMatchObject({ status: "held", referralCreditMinor: REWARD_IN_MYR });
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(0);
    const paid = await resultOf<Outcome>(
      await callFunction(
        "payBooking",
        {
          reference: first.reference,
          payment: {
            method: "card",
            card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
          },
        },
        bearer(guest.token),
      ),
    );
    expect(paid).toMatchObject({ status: "confirmed", chargedMinor: first.totalMinor - REWARD_IN_MYR });
    const booking = await bookingRow(first.reference);
    expect((await capturedOf(booking.id)).capturedMinor).toBe(first.totalMinor - REWARD_IN_MYR);
    const { entries, lines } = await entriesOf(booking.id);
    expect(entries.filter((entry) => entry.kind === "referral_credit_spend")).toHaveLength(2);
    expect(sums(lines)["guest_funds MYR"]).toBe(0);
  });

  it("refuses a use that is not a yes or no, and writes nothing", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const input = checkout(property.id, guest.email, { useReferralCredit: "yes please" });
    const response = await callFunction("createBooking", input, bearer(guest.token));
    expect(response.status).toBe(400);
    const amount = await callFunction(
      "createBooking",
      checkout(property.id, guest.email, { referralCreditMinor: 9_000 }),
      bearer(guest.token),
    );
    expect(amount.status).toBe(400);
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(2_000);
  });
});

describe("giving referral credit back", () => {
  it("a hold that ends unpaid gives its credit back to the grant, with no entry", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction(
        "createBooking",
        checkout(property.id, guest.email, { payment: { method: "bank_transfer" } }),
        bearer(guest.token),
      ),
    );
    expect(outcome).toMatchObject({ status: "held", referralCreditMinor: REWARD_IN_MYR });
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(0);
    const booking = await bookingRow(outcome.reference);
    expect((await capturedOrPending(booking.id)).amountMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);

    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.id, booking.id));
    await expireStaleBookings(db);
    expect((await bookingRow(outcome.reference)).status).toBe("expired");
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(2_000);
    const [use] = await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id));
    expect(use).toMatchObject({ state: "released", returnedMinor: 2_000 });
    const { entries } = await entriesOf(booking.id);
    expect(entries.filter((entry) => entry.kind.startsWith("referral_credit"))).toEqual([]);
  });

  it("a full-refund cancellation gives the credit back and refunds the card its part; the ledger balances", async () => {
    const guest = await guestWithCredit();
    const { property, organisation } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    const before = await accountBalances(db, { account: ACCOUNTS.referralCredit });
    // The dialog says it first: the credit's part comes back as credit, the card gets the rest.
    const preview = await resultOf<{
      refundMinor: number;
      referralCredit?: { creditMinor: number; expiredMinor: number };
    }>(await callFunction("previewCancellation", { reference: outcome.reference }, bearer(guest.token)));
    expect(preview.refundMinor).toBe(outcome.totalMinor);
    expect(preview.referralCredit).toEqual({ creditMinor: REWARD_IN_MYR, expiredMinor: 0 });
    const cancelled = await resultOf<{ refundMinor: number }>(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(guest.token),
      ),
    );
    expect(cancelled.refundMinor).toBe(outcome.totalMinor);
    const booking = await bookingRow(outcome.reference);
    const payment = await capturedOf(booking.id);
    expect(payment.refundedMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(2_000);
    const [use] = await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id));
    expect(use).toMatchObject({ state: "returned", returnedMinor: 2_000, forfeitedMinor: 0 });

    const { lines } = await entriesOf(booking.id);
    const byAccount = sums(lines);
    for (const [account, total] of Object.entries(byAccount))
      if (!account.startsWith("revenue:") && !account.startsWith("expense:"))
        expect([account, total]).toEqual([account, 0]);
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: organisation.id })).toEqual({
      MYR: 0,
    });
    const after = await accountBalances(db, { account: ACCOUNTS.referralCredit });
    expect(after.USD! - before.USD!).toBe(-2_000);
  });

  it("ten cancellations at once give the credit back once and refund the card once", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFunction("cancelBooking", { reference: outcome.reference, reason: "Plans changed" }, bearer(guest.token)),
      ),
    );
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(1);
    const booking = await bookingRow(outcome.reference);
    expect(booking.status).toBe("cancelled");
    expect((await capturedOf(booking.id)).refundedMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(2_000);
    const uses = await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id));
    expect(uses.map((use) => [use.state, use.returnedMinor])).toEqual([["returned", 2_000]]);
    const { entries } = await entriesOf(booking.id);
    // One return, posted as its two entries (the stay's MYR and the grant's USD, meeting at currency_exchange).
    expect(entries.filter((entry) => entry.kind === "referral_credit_return")).toHaveLength(2);
  });

  it("a half refund gives back half the credit and refunds the card the rest of the refund", async () => {
    const guest = await guestWithCredit();
    const { property } = await place({ cancellationPolicy: "strict" });
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    const preview = await resultOf<{ referralCredit?: { creditMinor: number; expiredMinor: number } }>(
      await callFunction("previewCancellation", { reference: outcome.reference }, bearer(guest.token)),
    );
    expect(preview.referralCredit).toEqual({ creditMinor: REWARD_IN_MYR / 2, expiredMinor: 0 });
    await resultOf(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(guest.token),
      ),
    );
    const booking = await bookingRow(outcome.reference);
    const refund = splitRefund(splitSale(booking.priceLines, false, BUSINESS_SETTINGS), 50);
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(1_000);
    expect((await capturedOf(booking.id)).refundedMinor).toBe(refund.totalMinor - REWARD_IN_MYR / 2);
    expect(booking.refundedMinor).toBe(refund.totalMinor);
    const { entries, lines } = await entriesOf(booking.id);
    for (const entry of entries)
      expect(
        lines.filter((line) => line.entryId === entry.id).reduce((total, line) => total + line.amountMinor, 0),
      ).toBe(0);
    expect(sums(lines)["guest_funds MYR"]).toBe(0);
  });

  it("credit whose grant expired before the cancellation is not given back: it becomes breakage income", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const outcome = await resultOf<Outcome>(
      await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
    );
    // The grant's time runs out and the daily job closes it (nothing left: it was all spent).
    await db
      .update(referralCreditGrants)
      .set({ grantedAt: new Date(Date.now() - 400 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(referralCreditGrants.id, guest.grant.id));
    await expireReferralCredits(db);
    expect(await grantRow(guest.grant.id)).toMatchObject({ remainingMinor: 0, expiredMinor: 0 });

    const breakageBefore = await accountBalances(db, { account: ACCOUNTS.referralCreditBreakageRevenue });
    // The dialog says the expired credit is not given back.
    const preview = await resultOf<{ referralCredit?: { creditMinor: number; expiredMinor: number } }>(
      await callFunction("previewCancellation", { reference: outcome.reference }, bearer(guest.token)),
    );
    expect(preview.referralCredit).toEqual({ creditMinor: 0, expiredMinor: REWARD_IN_MYR });
    await resultOf(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(guest.token),
      ),
    );
    const booking = await bookingRow(outcome.reference);
    expect(await grantRow(guest.grant.id)).toMatchObject({ remainingMinor: 0, expiredMinor: 2_000 });
    const [use] = await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id));
    expect(use).toMatchObject({ state: "returned", returnedMinor: 0, forfeitedMinor: 2_000 });
    // The card gets its own part back, not the credit's.
    expect((await capturedOf(booking.id)).refundedMinor).toBe(outcome.totalMinor - REWARD_IN_MYR);
    const breakageAfter = await accountBalances(db, { account: ACCOUNTS.referralCreditBreakageRevenue });
    expect((breakageAfter.USD ?? 0) - (breakageBefore.USD ?? 0)).toBe(-2_000);
  });
});

async function capturedOrPending(bookingId: string) {
  const [payment] = await db.select().from(payments).where(paysFor("booking", bookingId));
  return payment!;
}

describe("the expiry job", () => {
  it("moves what is left of an expired grant to breakage once, however often or concurrently it runs", async () => {
    const guest = await guestWithCredit();
    await db
      .update(referralCreditGrants)
      .set({ grantedAt: new Date(Date.now() - 400 * 86_400_000), expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(referralCreditGrants.id, guest.grant.id));
    await Promise.all([expireReferralCredits(db), expireReferralCredits(db), expireReferralCredits(db)]);
    await expireReferralCredits(db);
    const grant = await grantRow(guest.grant.id);
    expect(grant).toMatchObject({ remainingMinor: 0, expiredMinor: 2_000 });
    const expiries = await db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, "referral_credit_expiry"), eq(journalEntries.id, grant.expiryEntryId!)));
    expect(expiries).toHaveLength(1);
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, grant.expiryEntryId!));
    expect(sums(lines)).toEqual({ "referral_credit USD": 2_000, "revenue:referral_credit_breakage USD": -2_000 });
    const all = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.memo, `Referral credit of user ${guest.id} expired`));
    expect(all).toHaveLength(1);

    // Expired credit is offered nowhere and refused at checkout.
    const actor = await actorForUser(db, { id: guest.id, email: guest.email, emailVerified: true });
    expect(await referralCreditForCheckout(db, { actor, currency: "MYR", stayTotalMinor: 81_000 })).toBeNull();
    const { property } = await place();
    expect((await callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token))).status).toBe(
      409,
    );
  });

  it("leaves credit that has not expired", async () => {
    const guest = await guestWithCredit();
    await expireReferralCredits(db);
    expect(await grantRow(guest.grant.id)).toMatchObject({ remainingMinor: 2_000, expiredAt: null });
  });
});

describe("races", () => {
  it("10 concurrent checkouts of one guest's credit never spend more than it", async () => {
    const guest = await guestWithCredit();
    // Two grants (USD 20 each, MYR 180), so more than one checkout could take some: the locks decide who.
    const second = await guestWithCreditFor(guest.id);
    const places = await Promise.all(Array.from({ length: 10 }, () => place()));
    const responses = await Promise.all(
      places.map(({ property }) =>
        callFunction("createBooking", checkout(property.id, guest.email), bearer(guest.token)),
      ),
    );
    for (const response of responses) expect([200, 409]).toContain(response.status);
    const grants = await db
      .select()
      .from(referralCreditGrants)
      .where(inArray(referralCreditGrants.id, [guest.grant.id, second]));
    const uses = await db
      .select()
      .from(referralCreditUses)
      .where(inArray(referralCreditUses.grantId, [guest.grant.id, second]));
    for (const grant of grants) {
      expect(grant.remainingMinor).toBeGreaterThanOrEqual(0);
      const used = uses.filter((use) => use.grantId === grant.id).reduce((total, use) => total + use.amountMinor, 0);
      expect(used + grant.remainingMinor).toBe(grant.amountMinor);
    }
    const withCredit = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [...new Set(uses.map((use) => use.bookingId))]));
    expect(withCredit.reduce((total, booking) => total + booking.referralCreditMinor, 0)).toBe(2 * REWARD_IN_MYR);
  });

  it("a checkout retried with its idempotency key while the first runs spends the credit once", async () => {
    const guest = await guestWithCredit();
    const { property } = await place();
    const input = checkout(property.id, guest.email);
    const [first, second] = await Promise.all([
      callFunction("createBooking", input, bearer(guest.token)),
      callFunction("createBooking", input, bearer(guest.token)),
    ]);
    const a = await resultOf<Outcome>(first);
    const b = await resultOf<Outcome>(second);
    expect(b.reference).toBe(a.reference);
    expect(a.referralCreditMinor).toBe(REWARD_IN_MYR);
    const booking = await bookingRow(a.reference);
    expect(await db.select().from(referralCreditUses).where(eq(referralCreditUses.bookingId, booking.id))).toHaveLength(
      1,
    );
    expect((await grantRow(guest.grant.id)).remainingMinor).toBe(0);
    expect(await db.select().from(bookings).where(eq(bookings.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
  });
});

/** Another rewarded referral of the same user: a second grant (its id). */
async function guestWithCreditFor(userId: string): Promise<string> {
  const { user: friend } = await createUser(db, { email: `friend-${uniqueSuffix()}@example.test`, name: "Friend" });
  const [referral] = await db
    .insert(referrals)
    .values({ referrerUserId: userId, referredUserId: friend.id, code: "ABCDEFGH" })
    .returning();
  const { property, unit } = await place();
  const stay = await createBooking(db, {
    propertyId: property.id,
    unitId: unit.id,
    guestUserId: friend.id,
    checkIn: "2026-01-10",
    checkOut: "2026-01-12",
    status: "completed",
  });
  await db.transaction((tx) => creditReferralReward(tx, { id: stay.id, guestUserId: friend.id }));
  const [grant] = await db.select().from(referralCreditGrants).where(eq(referralCreditGrants.referralId, referral!.id));
  return grant!.id;
}

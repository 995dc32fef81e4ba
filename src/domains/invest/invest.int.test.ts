import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { statementOfAccounts } from "@/domains/accounts";
import { entryFigures, type JournalLineInput } from "@/domains/ledger";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import { payments, testGatewayCharges } from "@/domains/payments/schema";
import type { RunView } from "@/lib/runs";
import { actorForUser, type Actor } from "@/server/access";
import {
  authUsers,
  emailOutbox,
  investDistributionPayments,
  investDistributions,
  investOfferings,
  investorBankDetails,
  investSubscriptions,
  journalEntries,
  journalLines,
} from "@/server/db/schema";
import { bankDetailsKey, decryptBankDetails } from "./bank-details";
import { paymentProviders } from "@/domains/payments";
import { portfolioOf } from "./portfolio";
import { settleStalePurchases } from "./purchase";

const db = testDb();
const suffix = uniqueSuffix();
// Staff are the fixed STAFF_EMAILS; other files make and remove the same address, so this one makes it afresh.
const STAFF_EMAIL = "staff4@example.com";
let staffToken: string;
let staffActor: Actor;
let organisationId: string;

interface Investor {
  userId: string;
  email: string;
  token: string;
  actor: Actor;
}

async function microInvestor(name: string): Promise<Investor> {
  const email = `invest-${name}-${suffix}@example.test`;
  const created = await createUser(db, { email, profile: { specialType: "microInvestor" } });
  return {
    userId: created.user.id,
    email,
    token: await signIn(email),
    actor: await actorForUser(db, { id: created.user.id, email, emailVerified: true }),
  };
}

const card = { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Test Investor" };

async function newOffering(options: {
  unitsIssued: number;
  unitPriceMinor?: number;
  investorShareBasisPoints?: number;
}) {
  const { property } = await createProperty(db, { organisationId, title: `Invest flat ${uniqueSuffix()}` });
  const created = await resultOf<{ id: string; currency: string }>(
    await callFunction(
      "createOffering",
      {
        propertyId: property.id,
        unitsIssued: options.unitsIssued,
        unitPriceMinor: options.unitPriceMinor ?? 10_000,
        investorShareBasisPoints: options.investorShareBasisPoints,
        summary: "Test offering",
      },
      bearer(staffToken),
    ),
  );
  return { offeringId: created.id, propertyId: property.id };
}

function buy(investor: Investor, offeringId: string, units: number, number: string = TEST_CARDS.succeeds) {
  return callFunction(
    "buyUnits",
    { offeringId, units, card: { ...card, number }, idempotencyKey: randomUUID() },
    bearer(investor.token),
  );
}

/**
 * A journal entry dated in a past month, written the way the ledger writes it (figures from `entryFigures`),
 * so that month's income statement has something in it; the database checks at commit that it balances.
 */
async function pastEntry(kind: "booking_sale" | "opex", at: Date, lines: JournalLineInput[]) {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({ kind, memo: "test", createdAt: at, ...entryFigures(lines) })
      .returning({ id: journalEntries.id });
    await tx.insert(journalLines).values(
      lines.map((line) => ({
        entryId: entry!.id,
        account: line.account,
        currency: line.currency,
        amountMinor: line.amountMinor,
        organisationId: line.organisationId ?? null,
        propertyId: line.propertyId ?? null,
      })),
    );
  });
}

/** A stay's sale: the owner is owed `supplierMinor`, we keep `commissionMinor`. */
function saleLines(propertyId: string, supplierMinor: number, commissionMinor: number): JournalLineInput[] {
  return [
    { account: "guest_funds", currency: "MYR", amountMinor: supplierMinor + commissionMinor, propertyId },
    { account: "supplier_payable", currency: "MYR", amountMinor: -supplierMinor, organisationId, propertyId },
    { account: "revenue:commission", currency: "MYR", amountMinor: -commissionMinor, propertyId },
  ];
}

function opexLines(propertyId: string, amountMinor: number): JournalLineInput[] {
  return [
    { account: "supplier_payable", currency: "MYR", amountMinor, organisationId, propertyId },
    { account: "cash:bank", currency: "MYR", amountMinor: -amountMinor, propertyId },
  ];
}

const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();
const thisMonth = new Date().toISOString().slice(0, 7);
const inLastMonth = (day: number) => new Date(`${lastMonth}-${String(day).padStart(2, "0")}T12:00:00Z`);

/**
 * Backdates an offering's opening and its paid subscriptions, as if sold before `lastMonth` ended. A paid
 * subscription never changes (a trigger, invest/sql/stayinvest.sql), so this test fixture writes as a replica would,
 * without triggers, in its own transaction.
 */
async function soldBefore(offeringId: string, at: Date) {
  await db.update(investOfferings).set({ openedAt: at, createdAt: at }).where(eq(investOfferings.id, offeringId));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx
      .update(investSubscriptions)
      .set({ paidAt: at })
      .where(sql`${investSubscriptions.offeringId} = ${offeringId} and ${investSubscriptions.status} = 'paid'`);
  });
}

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
  const staff = await createUser(db, { email: STAFF_EMAIL });
  staffToken = await signIn(STAFF_EMAIL);
  staffActor = await actorForUser(db, { id: staff.user.id, email: STAFF_EMAIL, emailVerified: true });
  organisationId = (await createOrganisation(db, { name: `Invest Owners ${suffix}` })).id;
});

// The demo seed's test makes the same staff address: leave none behind.
afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
});

describe("offerings", () => {
  it("are made by staff only, in the property's currency, at the default share, and one live at a time per property", async () => {
    const investor = await microInvestor("maker");
    const { property } = await createProperty(db, {
      organisationId,
      currency: "THB",
      country: "thailand",
      city: "Bangkok",
      timeZone: "Asia/Bangkok",
    });
    const refused = await callFunction(
      "createOffering",
      { propertyId: property.id, unitsIssued: 10, unitPriceMinor: 1_000 },
      bearer(investor.token),
    );
    expect(refused.status).toBe(403);
    const bad = await errorOf(
      await callFunction(
        "createOffering",
        { propertyId: property.id, unitsIssued: 0, unitPriceMinor: -5 },
        bearer(staffToken),
      ),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    expect(bad.details?.issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["Issue at least one unit.", "The unit price must be more than zero."]),
    );

    const created = await resultOf<{ id: string; currency: string; status: string }>(
      await callFunction(
        "createOffering",
        { propertyId: property.id, unitsIssued: 10, unitPriceMinor: 1_000 },
        bearer(staffToken),
      ),
    );
    expect(created).toMatchObject({ currency: "THB", status: "open" });
    const [row] = await db.select().from(investOfferings).where(eq(investOfferings.id, created.id));
    expect(row!.investorShareBasisPoints).toBe(5_000);

    const second = await errorOf(
      await callFunction(
        "createOffering",
        { propertyId: property.id, unitsIssued: 5, unitPriceMinor: 1_000 },
        bearer(staffToken),
      ),
    );
    expect(second.status).toBe("ABORTED");
    // The database says the same without the function's check.
    await expect(
      db.insert(investOfferings).values({
        propertyId: property.id,
        currency: "THB",
        unitsIssued: 1,
        unitPriceMinor: 1,
        investorShareBasisPoints: 1,
      }),
    ).rejects.toThrow();

    await resultOf(
      await callFunction("changeOfferingStatus", { offeringId: created.id, event: "close" }, bearer(staffToken)),
    );
    const reopen = await errorOf(
      await callFunction("changeOfferingStatus", { offeringId: created.id, event: "open" }, bearer(staffToken)),
    );
    expect(reopen.status).toBe("ABORTED");
    const closedBuy = await errorOf(await buy(investor, created.id, 1));
    expect(closedBuy.message).toMatch(/not open/);
  });
});

describe("buying units", () => {
  it("charges the card, records the holding and its investment entry, and refuses buyers who are not micro-investors", async () => {
    const investor = await microInvestor("buyer");
    const { offeringId, propertyId } = await newOffering({ unitsIssued: 50, unitPriceMinor: 25_000 });
    const outcome = await resultOf<{ status: string; units: number; amountMinor: number; subscriptionId: string }>(
      await buy(investor, offeringId, 4),
    );
    expect(outcome).toMatchObject({ status: "paid", units: 4, amountMinor: 100_000 });
    const [subscription] = await db
      .select()
      .from(investSubscriptions)
      .where(eq(investSubscriptions.id, outcome.subscriptionId));
    expect(subscription!.providerReference).toMatch(/^tc_/);
    // Its payment is a `payments` row like a booking's, settled by the payments engine, keyed by the subscription.
    const [payment] = await db.select().from(payments).where(paysFor("invest_purchase", subscription!.id));
    expect(payment).toMatchObject({
      status: "captured",
      capturedMinor: 100_000,
      idempotencyKey: `invest:${subscription!.id}`,
      providerReference: subscription!.providerReference,
    });
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, subscription!.entryId!));
    expect(lines.map((line) => [line.account, line.amountMinor, line.propertyId]).sort()).toEqual(
      [
        ["cash:test_card", 100_000, propertyId],
        ["investor_capital", -100_000, propertyId],
      ].sort(),
    );

    const guestEmail = `invest-guest-${suffix}@example.test`;
    await createUser(db, { email: guestEmail });
    const guest = await callFunction(
      "buyUnits",
      { offeringId, units: 1, card, idempotencyKey: randomUUID() },
      bearer(await signIn(guestEmail)),
    );
    expect(guest.status).toBe(403);
  });

  it("gives the units back when the card is declined, and a retry with the same key never charges twice", async () => {
    const investor = await microInvestor("declined");
    const { offeringId } = await newOffering({ unitsIssued: 3 });
    const declined = await resultOf<{ status: string; message: string }>(
      await buy(investor, offeringId, 3, TEST_CARDS.declined),
    );
    expect(declined.status).toBe("failed");
    const [afterDecline] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(afterDecline).toMatchObject({ unitsSold: 0, status: "open" });

    const key = randomUUID();
    const first = await resultOf<{ subscriptionId: string; status: string }>(
      await callFunction("buyUnits", { offeringId, units: 3, card, idempotencyKey: key }, bearer(investor.token)),
    );
    const again = await resultOf<{ subscriptionId: string; status: string }>(
      await callFunction("buyUnits", { offeringId, units: 3, card, idempotencyKey: key }, bearer(investor.token)),
    );
    expect(again).toEqual(first);
    const [funded] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(funded).toMatchObject({ unitsSold: 3, status: "funded" });
    const paid = await db
      .select()
      .from(investSubscriptions)
      .where(sql`${investSubscriptions.offeringId} = ${offeringId} and ${investSubscriptions.status} = 'paid'`);
    expect(paid).toHaveLength(1);
  });

  it("releases a card that asks for 3-D Secure: nothing charged, the units back, the buyer told why", async () => {
    const investor = await microInvestor("confirms");
    const { offeringId } = await newOffering({ unitsIssued: 3 });
    const outcome = await resultOf<{ subscriptionId: string; status: string; message: string }>(
      await buy(investor, offeringId, 2, TEST_CARDS.confirms),
    );
    expect(outcome.status).toBe("failed");
    expect(outcome.message).toMatch(/extra confirmation/);
    const [offering] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(offering).toMatchObject({ unitsSold: 0, status: "open" });
    const [payment] = await db.select().from(payments).where(paysFor("invest_purchase", outcome.subscriptionId));
    expect(payment!.status).toBe("voided");
    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, payment!.idempotencyKey));
    expect(charge!.status).toBe("voided");
  });

  it("never oversells: 20 buyers at once for 12 units of 1 each get 12 units, the rest are told", async () => {
    const { offeringId } = await newOffering({ unitsIssued: 12 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => microInvestor(`rush${index}`)));
    const responses = await Promise.all(buyers.map((buyer) => buy(buyer, offeringId, 1)));
    const bodies = await Promise.all(
      responses.map(
        (response) =>
          response.json() as Promise<{ result?: { status: string }; error?: { status: string; message: string } }>,
      ),
    );
    const succeeded = bodies.filter((body) => body.result?.status === "paid");
    const refused = bodies.filter((body) => body.error);
    expect(succeeded).toHaveLength(12);
    expect(refused).toHaveLength(8);
    for (const body of refused)
      expect(body.error).toMatchObject({ status: "ABORTED", message: "This offering has sold all its units." });
    const [offering] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(offering).toMatchObject({ unitsSold: 12, status: "funded" });
    const [{ units }] = (
      await db.execute<{ units: string }>(
        sql`select coalesce(sum(units), 0) as units from invest_subscriptions where offering_id = ${offeringId}::uuid and status = 'paid'`,
      )
    ).rows as [{ units: string }];
    expect(Number(units)).toBe(12);
    // The check holds against any writer, not only the purchase code.
    await expect(
      db.update(investOfferings).set({ unitsSold: 13 }).where(eq(investOfferings.id, offeringId)),
    ).rejects.toThrow();
  });

  it("never oversells with mixed sizes: 20 buyers of 1 to 3 units for 10 units", async () => {
    const { offeringId } = await newOffering({ unitsIssued: 10 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => microInvestor(`mixed${index}`)));
    await Promise.all(buyers.map((buyer, index) => buy(buyer, offeringId, (index % 3) + 1)));
    const [offering] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    const [{ units }] = (
      await db.execute<{ units: string }>(
        sql`select coalesce(sum(units), 0) as units from invest_subscriptions where offering_id = ${offeringId}::uuid and status = 'paid'`,
      )
    ).rows as [{ units: string }];
    expect(Number(units)).toBe(offering!.unitsSold);
    expect(offering!.unitsSold).toBeLessThanOrEqual(10);
    const pending = await db
      .select()
      .from(investSubscriptions)
      .where(sql`${investSubscriptions.offeringId} = ${offeringId} and ${investSubscriptions.status} = 'pending'`);
    expect(pending).toHaveLength(0);
  });
});

describe("purchases left pending", () => {
  it("are settled by the job from what the provider says: captured becomes a holding, anything else gives the units back", async () => {
    const investor = await microInvestor("stale");
    const { offeringId } = await newOffering({ unitsIssued: 10, unitPriceMinor: 5_000 });
    const longAgo = new Date(Date.now() - 60 * 60_000);
    // As a server that stopped after reserving would leave them: units counted, subscriptions pending.
    await db.update(investOfferings).set({ unitsSold: 5 }).where(eq(investOfferings.id, offeringId));
    const [charged, neverCharged] = await db
      .insert(investSubscriptions)
      .values([
        {
          offeringId,
          userId: investor.userId,
          units: 3,
          unitPriceMinor: 5_000,
          amountMinor: 15_000,
          currency: "MYR",
          idempotencyKey: randomUUID(),
          createdAt: longAgo,
        },
        {
          offeringId,
          userId: investor.userId,
          units: 2,
          unitPriceMinor: 5_000,
          amountMinor: 10_000,
          currency: "MYR",
          idempotencyKey: randomUUID(),
          createdAt: longAgo,
        },
      ])
      .returning();
    const provider = paymentProviders(db).test_card;
    await provider.authorise({
      idempotencyKey: `invest:${charged!.id}`,
      amountMinor: 15_000,
      currency: "MYR",
      card: { ...card, number: "4242424242424242" },
    });
    await provider.capture({ idempotencyKey: `invest:${charged!.id}` });

    await settleStalePurchases(db, new Date());
    const rows = await db.select().from(investSubscriptions).where(eq(investSubscriptions.offeringId, offeringId));
    expect(rows.find((row) => row.id === charged!.id)).toMatchObject({ status: "paid" });
    expect(rows.find((row) => row.id === charged!.id)!.entryId).not.toBeNull();
    expect(rows.find((row) => row.id === neverCharged!.id)).toMatchObject({ status: "failed" });
    // Reserved without a payment row (as before purchases had one): each gets it, under the key the gateway knows.
    const attempts = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.payableKind, "invest_purchase"), inArray(payments.payableId, [charged!.id, neverCharged!.id])),
      );
    expect(attempts.find((row) => row.payableId === charged!.id)).toMatchObject({
      status: "captured",
      idempotencyKey: `invest:${charged!.id}`,
    });
    expect(attempts.find((row) => row.payableId === neverCharged!.id)).toMatchObject({ status: "failed" });
    const [offering] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(offering!.unitsSold).toBe(3);
    // Running it again changes nothing.
    await settleStalePurchases(db, new Date());
    const [again] = await db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
    expect(again!.unitsSold).toBe(3);
  });
});

describe("monthly distributions", () => {
  it("previews, then posts amounts that sum to the investors' share of the statement's net income to the minor unit", async () => {
    const [a, b, c] = [await microInvestor("dist-a"), await microInvestor("dist-b"), await microInvestor("dist-c")];
    const { offeringId, propertyId } = await newOffering({ unitsIssued: 7, investorShareBasisPoints: 3_333 });
    await resultOf(await buy(a, offeringId, 1));
    await resultOf(await buy(b, offeringId, 2));
    await resultOf(await buy(c, offeringId, 3));
    await soldBefore(offeringId, inLastMonth(1));
    await pastEntry("booking_sale", inLastMonth(10), saleLines(propertyId, 123_457, 21_000));
    await pastEntry("booking_sale", inLastMonth(20), saleLines(propertyId, 40_001, 7_000));
    await pastEntry("opex", inLastMonth(21), opexLines(propertyId, 9_999));

    const statement = await statementOfAccounts(db, {
      actor: staffActor,
      subject: { kind: "property", id: propertyId },
      period: { from: lastMonth, to: lastMonth },
    });
    const net = statement!.currencies.find((entry) => entry.currency === "MYR")!.current.netMinor;
    expect(net).toBe(123_457 + 40_001 - 9_999);
    const expectedTotal = Math.floor((net * 3_333 * 6) / (10_000 * 7));

    const preview = await resultOf<{
      netIncomeMinor: number;
      totalMinor: number;
      payments: { email: string; units: number; amountMinor: number }[];
      posted: unknown;
    }>(await callFunction("previewDistribution", { offeringId, month: lastMonth }, bearer(staffToken)));
    expect(preview.netIncomeMinor).toBe(net);
    expect(preview.totalMinor).toBe(expectedTotal);
    expect(preview.payments.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(expectedTotal);
    for (const payment of preview.payments)
      expect(Math.abs(payment.amountMinor - (net * 3_333 * payment.units) / (10_000 * 7))).toBeLessThan(1);
    expect(preview.posted).toBeNull();
    // A preview writes nothing.
    expect(
      await db.select().from(investDistributions).where(eq(investDistributions.offeringId, offeringId)),
    ).toHaveLength(0);

    const posted = await resultOf<{ id: string; distributedMinor: number }>(
      await callFunction("postDistribution", { offeringId, month: lastMonth }, bearer(staffToken)),
    );
    expect(posted.distributedMinor).toBe(expectedTotal);
    const payments = await db
      .select()
      .from(investDistributionPayments)
      .where(eq(investDistributionPayments.distributionId, posted.id));
    expect(payments.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(expectedTotal);
    const entries = await db
      .select()
      .from(journalEntries)
      .where(
        inArray(
          journalEntries.id,
          payments.map((payment) => payment.entryId!),
        ),
      );
    expect(entries).toHaveLength(3);
    for (const entry of entries)
      expect(entry).toMatchObject({ kind: "investor_distribution", propertyId, organisationId: null, currency: "MYR" });
    const lines = await db
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.entryId,
          entries.map((entry) => entry.id),
        ),
      );
    expect(
      lines.filter((line) => line.account === "investor_payable").reduce((sum, line) => sum - line.amountMinor, 0),
    ).toBe(expectedTotal);
    // Each payment points at its own holder's entry (posted set-based, all at once), of exactly its amount.
    const emails = new Map([a, b, c].map((holder) => [holder.userId, holder.email]));
    for (const payment of payments) {
      const entry = entries.find((candidate) => candidate.id === payment.entryId)!;
      expect(entry.memo).toContain(`(${emails.get(payment.userId)})`);
      expect(
        lines
          .filter((line) => line.entryId === entry.id)
          .map((line) => [line.account, line.amountMinor])
          .sort(),
      ).toEqual([
        ["expense:investor_distribution", payment.amountMinor],
        ["investor_payable", -payment.amountMinor],
      ]);
    }
    // The owner's statement is not touched by distributions.
    const after = await statementOfAccounts(db, {
      actor: staffActor,
      subject: { kind: "property", id: propertyId },
      period: { from: lastMonth, to: lastMonth },
    });
    expect(after!.currencies[0]!.current.netMinor).toBe(net);

    // Once per offering and month: the function says so, and the database refuses a second row.
    const again = await errorOf(
      await callFunction("postDistribution", { offeringId, month: lastMonth }, bearer(staffToken)),
    );
    expect(again.status).toBe("ABORTED");
    await expect(
      db.insert(investDistributions).values({
        offeringId,
        month: lastMonth,
        currency: "MYR",
        netIncomeMinor: 1,
        investorShareBasisPoints: 1,
        unitsIssued: 7,
        unitsHeld: 6,
        distributedMinor: 0,
      }),
    ).rejects.toThrow();

    // The holder sees it in the portfolio, and the property's statement.
    const portfolio = await portfolioOf(db, { actor: c.actor });
    expect(portfolio).toHaveLength(1);
    const mine = payments.find((payment) => payment.userId === c.userId)!;
    expect(portfolio[0]).toMatchObject({
      offeringId,
      units: 3,
      investedMinor: 30_000,
      distributedMinor: mine.amountMinor,
    });
    const theirs = await statementOfAccounts(db, {
      actor: c.actor,
      subject: { kind: "property", id: propertyId },
      period: { from: lastMonth, to: lastMonth },
    });
    expect(theirs!.currencies[0]!.current.netMinor).toBe(net);
  });

  it("distributes nothing in a month of loss, and refuses a month that has not ended", async () => {
    const holder = await microInvestor("loss");
    const { offeringId, propertyId } = await newOffering({ unitsIssued: 10 });
    await resultOf(await buy(holder, offeringId, 5));
    await soldBefore(offeringId, inLastMonth(1));
    await pastEntry("booking_sale", inLastMonth(5), saleLines(propertyId, 10_000, 1_500));
    await pastEntry("opex", inLastMonth(6), opexLines(propertyId, 30_000));
    const posted = await resultOf<{ id: string; distributedMinor: number }>(
      await callFunction("postDistribution", { offeringId, month: lastMonth }, bearer(staffToken)),
    );
    expect(posted.distributedMinor).toBe(0);
    const [distribution] = await db.select().from(investDistributions).where(eq(investDistributions.id, posted.id));
    expect(distribution!.netIncomeMinor).toBe(-20_000);
    const payments = await db
      .select()
      .from(investDistributionPayments)
      .where(eq(investDistributionPayments.distributionId, posted.id));
    expect(payments.map((payment) => [payment.amountMinor, payment.entryId])).toEqual([[0, null]]);

    const open = await errorOf(
      await callFunction("previewDistribution", { offeringId, month: thisMonth }, bearer(staffToken)),
    );
    expect(open.status).toBe("INVALID_ARGUMENT");
    expect(open.message).toMatch(/not closed yet/);
    const badMonth = await errorOf(
      await callFunction("previewDistribution", { offeringId, month: "2026-13" }, bearer(staffToken)),
    );
    expect(badMonth.status).toBe("INVALID_ARGUMENT");
    const byHolder = await callFunction("postDistribution", { offeringId, month: lastMonth }, bearer(holder.token));
    expect(byHolder.status).toBe(403);
  });
});

describe("the distribution run", () => {
  /** Asks for a run's news until it has ended, as the investors page does. */
  async function ended(id: string): Promise<RunView> {
    return vi.waitFor(
      async () => {
        const news = await resultOf<RunView>(await callFunction("getRun", { id }, bearer(staffToken)));
        expect(["done", "failed"]).toContain(news.state);
        return news;
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  it("posts a month once when pressed ten times at once, says what it paid, and a keyed retry gets the same run", async () => {
    const [a, b] = [await microInvestor("run-a"), await microInvestor("run-b")];
    const { offeringId, propertyId } = await newOffering({ unitsIssued: 10 });
    await resultOf(await buy(a, offeringId, 2));
    await resultOf(await buy(b, offeringId, 3));
    await soldBefore(offeringId, inLastMonth(1));
    await pastEntry("booking_sale", inLastMonth(12), saleLines(propertyId, 50_000, 5_000));
    const key = randomUUID();
    const presses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        callFunction("startDistributionRun", { offeringId, month: lastMonth }, bearer(staffToken)),
      ),
      callFunction("startDistributionRun", { offeringId, month: lastMonth, idempotencyKey: key }, bearer(staffToken)),
      callFunction("startDistributionRun", { offeringId, month: lastMonth, idempotencyKey: key }, bearer(staffToken)),
    ]);
    // A press that came after the run had posted is told so at once; the others follow the run.
    const bodies = await Promise.all(
      presses.map(async (press) => ({ status: press.status, body: (await press.json()) as { result?: RunView } })),
    );
    for (const answer of bodies) expect([200, 409]).toContain(answer.status);
    const started = bodies.flatMap((answer) => (answer.body.result ? [answer.body.result] : []));
    expect(started.length).toBeGreaterThan(0);
    expect(bodies[10]!.body).toEqual(bodies[11]!.body);
    const runs = await Promise.all([...new Set(started.map((run) => run.id))].map((id) => ended(id)));

    const posted = await db.select().from(investDistributions).where(eq(investDistributions.offeringId, offeringId));
    expect(posted).toHaveLength(1);
    const paid = await db
      .select()
      .from(investDistributionPayments)
      .where(eq(investDistributionPayments.distributionId, posted[0]!.id));
    expect(paid).toHaveLength(2);
    const done = runs.filter((run) => run.state === "done");
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ progressDone: 2, progressTotal: 2 });
    expect(done[0]!.summary).toMatch(
      new RegExp(`^The distribution of ${lastMonth} was posted: MYR\\s?[\\d,.]+ to holders\\. 2 holders\\.$`),
    );
    // Any other run that got going found the month posted, and said so.
    for (const run of runs.filter((run) => run.state === "failed"))
      expect(run.error).toBe(`The distribution of ${lastMonth} was already posted.`);

    const retry = await callFunction(
      "startDistributionRun",
      { offeringId, month: lastMonth, idempotencyKey: key },
      bearer(staffToken),
    );
    expect((await retry.json()) as unknown).toEqual(bodies[10]!.body);
  });
});

describe("rules the database keeps", () => {
  it("refuses changing or removing a paid holding or a posted distribution", async () => {
    const holder = await microInvestor("rules");
    const { offeringId } = await newOffering({ unitsIssued: 10 });
    const bought = await resultOf<{ subscriptionId: string }>(await buy(holder, offeringId, 2));
    await expect(
      db.update(investSubscriptions).set({ units: 9 }).where(eq(investSubscriptions.id, bought.subscriptionId)),
    ).rejects.toThrow();
    await expect(
      db.update(investSubscriptions).set({ status: "failed" }).where(eq(investSubscriptions.id, bought.subscriptionId)),
    ).rejects.toThrow();
    await expect(
      db.delete(investSubscriptions).where(eq(investSubscriptions.id, bought.subscriptionId)),
    ).rejects.toThrow();
    await soldBefore(offeringId, inLastMonth(1));
    const posted = await resultOf<{ id: string }>(
      await callFunction("postDistribution", { offeringId, month: lastMonth }, bearer(staffToken)),
    );
    await expect(
      db.update(investDistributions).set({ distributedMinor: 1 }).where(eq(investDistributions.id, posted.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(investDistributionPayments).where(eq(investDistributionPayments.distributionId, posted.id)),
    ).rejects.toThrow();
    await expect(db.delete(investDistributions).where(eq(investDistributions.id, posted.id))).rejects.toThrow();
  });
});

describe("scope", () => {
  it("shows a micro-investor their own holdings only, through the functions and the queries", async () => {
    const [mine, other] = [await microInvestor("scope-mine"), await microInvestor("scope-other")];
    const { offeringId, propertyId } = await newOffering({ unitsIssued: 20 });
    await resultOf(await buy(other, offeringId, 2));
    expect(await portfolioOf(db, { actor: mine.actor })).toEqual([]);
    const viaFunction = await resultOf<{ holdings: unknown[] }>(
      await callFunction("myPortfolio", null, bearer(mine.token)),
    );
    expect(viaFunction.holdings).toEqual([]);
    // Nor the statement of a property they hold nothing of.
    expect(
      await statementOfAccounts(db, {
        actor: mine.actor,
        subject: { kind: "property", id: propertyId },
        period: { from: lastMonth, to: lastMonth },
      }),
    ).toBeNull();
    expect((await portfolioOf(db, { actor: other.actor })).map((holding) => holding.offeringId)).toEqual([offeringId]);
    // Staff lists are not theirs.
    expect((await callFunction("listOfferings", null, bearer(mine.token))).status).toBe(403);
    expect(
      (await callFunction("previewDistribution", { offeringId, month: lastMonth }, bearer(mine.token))).status,
    ).toBe(403);
  });
});

describe("bank details", () => {
  it("are stored encrypted, answered masked, audited without the number and confirmed by email", async () => {
    const investor = await microInvestor("bank");
    const saved = await resultOf<{ bankDetails: { bankName: string; accountMasked: string } }>(
      await callFunction(
        "saveBankDetails",
        { accountHolder: "Angela Cruz", bankName: "Maybank", accountNumber: "5140 1234 5678", swiftCode: "mbbemykl" },
        bearer(investor.token),
      ),
    );
    expect(saved.bankDetails).toMatchObject({ bankName: "Maybank", accountMasked: "•••• 5678" });
    const [row] = await db.select().from(investorBankDetails).where(eq(investorBankDetails.userId, investor.userId));
    expect(row!.ciphertext).not.toContain("514012345678");
    expect(row!.ciphertext).not.toContain("Angela");
    expect(Buffer.from(row!.ciphertext.slice(3), "base64").toString("latin1")).not.toContain("514012345678");
    expect(decryptBankDetails(bankDetailsKey(), investor.userId, row!.ciphertext)).toEqual({
      accountHolder: "Angela Cruz",
      accountNumber: "514012345678",
      swiftCode: "MBBEMYKL",
    });
    // Bound to its owner: the same ciphertext does not open as someone else's.
    expect(() => decryptBankDetails(bankDetailsKey(), "someone-else", row!.ciphertext)).toThrow();

    await resultOf(
      await callFunction(
        "saveBankDetails",
        { accountHolder: "Angela Cruz", bankName: "CIMB", accountNumber: "8000111122", swiftCode: "CIBBMYKL" },
        bearer(investor.token),
      ),
    );
    const read = await resultOf<{ bankDetails: Record<string, string> }>(
      await callFunction("getBankDetails", null, bearer(investor.token)),
    );
    expect(read.bankDetails).toMatchObject({ bankName: "CIMB", accountMasked: "•••• 1122" });
    expect(JSON.stringify(read)).not.toContain("8000111122");

    const audits = (
      await db.execute<{ changes: unknown; input: unknown }>(
        sql`select changes, input from audit_log where entity = ${`bankDetails:${investor.userId}`} and outcome = 'ok' order by at`,
      )
    ).rows;
    expect(audits).toHaveLength(2);
    expect(audits[1]!.changes).toMatchObject({
      bankName: { from: "Maybank", to: "CIMB" },
      maskedAccount: { from: "•••• 5678", to: "•••• 1122" },
    });
    expect(JSON.stringify(audits)).not.toContain("8000111122");
    expect(JSON.stringify(audits)).not.toContain("514012345678");
    // Staff read the same trail by the payee's email; the payee cannot.
    const trail = await resultOf<{ action: string; changes: unknown }[]>(
      await callFunction(
        "getAuditTrail",
        { entity: `bankDetails:${investor.email.toUpperCase()}` },
        bearer(staffToken),
      ),
    );
    expect(trail.map((entry) => entry.action)).toEqual(["saveBankDetails", "saveBankDetails"]);
    expect(trail[0]!.changes).toMatchObject({ bankName: { from: "Maybank", to: "CIMB" } });
    expect(JSON.stringify(trail)).not.toContain("8000111122");
    expect(
      (await callFunction("getAuditTrail", { entity: `bankDetails:${investor.email}` }, bearer(investor.token))).status,
    ).toBe(403);
    expect(
      (await callFunction("getAuditTrail", { entity: "bankDetails:nobody-here@example.test" }, bearer(staffToken)))
        .status,
    ).toBe(404);
    expect(
      (await callFunction("getAuditTrail", { entity: "bankDetails:not an email" }, bearer(staffToken))).status,
    ).toBe(400);

    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, investor.email));
    expect(emails.filter((email) => email.kind === "investor-bank-details-changed")).toHaveLength(2);
    expect(emails.map((email) => email.text).join("\n")).not.toContain("8000111122");

    const bad = await errorOf(
      await callFunction(
        "saveBankDetails",
        { accountHolder: "A", bankName: "CIMB", accountNumber: "12", swiftCode: "nope" },
        bearer(investor.token),
      ),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    const [unchanged] = await db
      .select()
      .from(investorBankDetails)
      .where(eq(investorBankDetails.userId, investor.userId));
    expect(unchanged!.bankName).toBe("CIMB");
  });
});

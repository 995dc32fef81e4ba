import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { postJournalEntry } from "@/domains/ledger";
import {
  investDistributionPayments,
  investDistributions,
  investorPayoutEntries,
  investorPayoutItems,
  investorPayouts,
  journalEntries,
  journalLines,
} from "@/server/db/schema";
import type { InvestorPayoutRow, InvestorPayoutStatement, PreparedPayouts } from "./payouts";

const db = testDb();
const suffix = uniqueSuffix();
const staffToken = staffSession(db, "staff2@example.com");

interface Holder {
  userId: string;
  token: string;
}

async function holder(name: string): Promise<Holder> {
  const email = `payout-${name}-${suffix}@example.test`;
  const created = await createUser(db, { email, profile: { specialType: "microInvestor" } });
  return { userId: created.user.id, token: await signIn(email) };
}

/** An open offering of a new property, made by staff through the functions API. */
async function offering() {
  const organisationId = (await createOrganisation(db, { name: `Payout Owners ${uniqueSuffix()}` })).id;
  const { property } = await createProperty(db, { organisationId, title: `Payout flat ${uniqueSuffix()}` });
  const created = await resultOf<{ id: string }>(
    await callFunction(
      "createOffering",
      { propertyId: property.id, unitsIssued: 100, unitPriceMinor: 10_000, summary: "Payout test" },
      bearer(staffToken()),
    ),
  );
  return { offeringId: created.id, propertyId: property.id };
}

/**
 * A month's distribution as the distribution run writes it: the row, and each holder's payment with its
 * `investor_distribution` entry (investor_payable credited for the property).
 */
async function distribute(
  target: { offeringId: string; propertyId: string },
  month: string,
  parts: { holder: Holder; units: number; amountMinor: number }[],
) {
  const total = parts.reduce((sum, part) => sum + part.amountMinor, 0);
  await db.transaction(async (tx) => {
    const [distribution] = await tx
      .insert(investDistributions)
      .values({
        offeringId: target.offeringId,
        month,
        currency: "MYR",
        netIncomeMinor: total * 2,
        investorShareBasisPoints: 5_000,
        unitsIssued: 100,
        unitsHeld: parts.reduce((sum, part) => sum + part.units, 0),
        distributedMinor: total,
      })
      .returning();
    for (const part of parts) {
      const entryId = await postJournalEntry(tx, {
        kind: "investor_distribution",
        memo: "test distribution",
        lines: [
          {
            account: "expense:investor_distribution",
            currency: "MYR",
            amountMinor: part.amountMinor,
            propertyId: target.propertyId,
          },
          {
            account: "investor_payable",
            currency: "MYR",
            amountMinor: -part.amountMinor,
            propertyId: target.propertyId,
          },
        ],
      });
      await tx.insert(investDistributionPayments).values({
        distributionId: distribution!.id,
        userId: part.holder.userId,
        units: part.units,
        amountMinor: part.amountMinor,
        entryId,
      });
    }
  });
}

const prepare = (throughMonth: string, token = staffToken()) =>
  callFunction("prepareInvestorPayouts", { throughMonth }, bearer(token));

async function payoutsOf(userId: string) {
  return db.select().from(investorPayouts).where(eq(investorPayouts.userId, userId));
}

async function payableOf(propertyId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${journalLines.amountMinor}), 0)::bigint`.mapWith(Number) })
    .from(journalLines)
    .where(and(eq(journalLines.account, "investor_payable"), eq(journalLines.propertyId, propertyId)));
  return row!.balance;
}

describe("investor payouts", () => {
  it("gather each holder's unpaid distributions through an ended month into one draft per currency", async () => {
    const [ana, budi] = [await holder("ana"), await holder("budi")];
    const flat = await offering();
    await distribute(flat, "2004-01", [
      { holder: ana, units: 10, amountMinor: 12_000 },
      { holder: budi, units: 5, amountMinor: 6_000 },
    ]);
    await distribute(flat, "2004-02", [{ holder: ana, units: 10, amountMinor: 8_000 }]);
    // A later month is not gathered by a run through February.
    await distribute(flat, "2004-03", [{ holder: ana, units: 10, amountMinor: 5_000 }]);

    const thisMonth = new Date().toISOString().slice(0, 7);
    const early = await errorOf(await prepare(thisMonth));
    expect(early.status).toBe("INVALID_ARGUMENT");
    expect(early.message).toContain("has not ended");
    expect((await errorOf(await prepare("2004-13"))).status).toBe("INVALID_ARGUMENT");
    expect((await prepare("2004-02", ana.token)).status).toBe(403);

    const prepared = await resultOf<PreparedPayouts>(await prepare("2004-02"));
    expect(prepared.prepared).toBeGreaterThanOrEqual(2);
    const [anaDraft] = await payoutsOf(ana.userId);
    expect(anaDraft).toMatchObject({ status: "draft", amountMinor: 20_000, currency: "MYR", throughMonth: "2004-02" });
    expect((await payoutsOf(budi.userId))[0]).toMatchObject({ status: "draft", amountMinor: 6_000 });

    // Run again: nothing new for them; through March, Ana's draft grows with March.
    await resultOf(await prepare("2004-02"));
    expect((await payoutsOf(ana.userId)).map((p) => p.amountMinor)).toEqual([20_000]);
    await resultOf(await prepare("2004-03"));
    const [grown] = await payoutsOf(ana.userId);
    expect(grown).toMatchObject({ id: anaDraft!.id, amountMinor: 25_000, throughMonth: "2004-03" });
    const items = await db.select().from(investorPayoutItems).where(eq(investorPayoutItems.payoutId, grown!.id));
    expect(items.map((item) => item.amountMinor).sort()).toEqual([12_000, 5_000, 8_000].sort());
  });

  it("are ours while drafts; approved, their holder sees them and nobody else does", async () => {
    const [cita, dewi] = [await holder("cita"), await holder("dewi")];
    const flat = await offering();
    await distribute(flat, "2004-04", [
      { holder: cita, units: 3, amountMinor: 3_300 },
      { holder: dewi, units: 2, amountMinor: 2_200 },
    ]);
    await resultOf(await prepare("2004-04"));
    const [draft] = await payoutsOf(cita.userId);

    const listed = await resultOf<{ rows: InvestorPayoutRow[] }>(
      await callFunction("listInvestorPayouts", {}, bearer(cita.token)),
    );
    expect(listed.rows).toEqual([]);
    expect((await callFunction("getInvestorPayout", { payoutId: draft!.id }, bearer(cita.token))).status).toBe(404);

    await resultOf(await callFunction("approveInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())));
    const mine = await resultOf<{ rows: InvestorPayoutRow[] }>(
      await callFunction("listInvestorPayouts", {}, bearer(cita.token)),
    );
    expect(mine.rows.map((row) => [row.id, row.status, row.amountMinor])).toEqual([[draft!.id, "approved", 3_300]]);
    const statement = await resultOf<InvestorPayoutStatement>(
      await callFunction("getInvestorPayout", { payoutId: draft!.id }, bearer(cita.token)),
    );
    expect(statement.lines).toEqual([
      expect.objectContaining({
        month: "2004-04",
        units: 3,
        amountMinor: 3_300,
        property: expect.stringContaining("Payout flat"),
      }),
    ]);
    // Another holder's payout is as if it did not exist.
    expect((await callFunction("getInvestorPayout", { payoutId: draft!.id }, bearer(dewi.token))).status).toBe(404);
    // A guest or a supplier may not read payouts at all.
    const guestEmail = `payout-guest-${suffix}@example.test`;
    await createUser(db, { email: guestEmail });
    expect((await callFunction("listInvestorPayouts", {}, bearer(await signIn(guestEmail)))).status).toBe(403);
    // Approving twice is refused.
    const twice = await errorOf(
      await callFunction("approveInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())),
    );
    expect(twice.message).toBe("This payout is already approved.");
  });

  it("stay frozen once approved: new distributions wait, and the database refuses changes", async () => {
    const eko = await holder("eko");
    const flat = await offering();
    await distribute(flat, "2004-05", [{ holder: eko, units: 1, amountMinor: 1_000 }]);
    await resultOf(await prepare("2004-05"));
    const [draft] = await payoutsOf(eko.userId);
    await resultOf(await callFunction("approveInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())));

    await distribute(flat, "2004-06", [{ holder: eko, units: 1, amountMinor: 700 }]);
    const run = await resultOf<PreparedPayouts>(await prepare("2004-06"));
    expect(run.waiting).toBeGreaterThanOrEqual(1);
    expect((await payoutsOf(eko.userId)).map((p) => [p.status, p.amountMinor])).toEqual([["approved", 1_000]]);

    await expect(
      db.update(investorPayouts).set({ amountMinor: 5 }).where(eq(investorPayouts.id, draft!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/frozen/) } });
    await expect(db.delete(investorPayouts).where(eq(investorPayouts.id, draft!.id))).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/cannot be deleted/) },
    });
    await expect(
      db.delete(investorPayoutItems).where(eq(investorPayoutItems.payoutId, draft!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/frozen/) } });
    const deleted = await errorOf(
      await callFunction("deleteInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())),
    );
    expect(deleted.message).toContain("Only a draft");
  });

  it("a deleted draft gives its payments back to the next run", async () => {
    const fitri = await holder("fitri");
    const flat = await offering();
    await distribute(flat, "2004-07", [{ holder: fitri, units: 1, amountMinor: 900 }]);
    await resultOf(await prepare("2004-07"));
    const [draft] = await payoutsOf(fitri.userId);
    await resultOf(await callFunction("deleteInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())));
    expect(await payoutsOf(fitri.userId)).toEqual([]);
    await resultOf(await prepare("2004-07"));
    expect((await payoutsOf(fitri.userId)).map((p) => p.amountMinor)).toEqual([900]);
  });

  it("are paid once, however often the button is pressed or the call retried, and empty the payable", async () => {
    const gita = await holder("gita");
    const [north, south] = [await offering(), await offering()];
    await distribute(north, "2004-08", [{ holder: gita, units: 4, amountMinor: 4_000 }]);
    await distribute(south, "2004-08", [{ holder: gita, units: 2, amountMinor: 1_500 }]);
    await resultOf(await prepare("2004-08"));
    const [draft] = await payoutsOf(gita.userId);
    expect(draft!.amountMinor).toBe(5_500);

    const payDraft = await errorOf(
      await callFunction(
        "payInvestorPayout",
        { payoutId: draft!.id, reference: "MBB 2004-09 001", idempotencyKey: randomUUID() },
        bearer(staffToken()),
      ),
    );
    expect(payDraft.message).toBe("Approve this payout before marking it paid.");
    await resultOf(await callFunction("approveInvestorPayout", { payoutId: draft!.id }, bearer(staffToken())));

    // Bad input: a clear 400 naming the field, nothing written.
    const bad = await errorOf(
      await callFunction(
        "payInvestorPayout",
        { payoutId: draft!.id, reference: " ", idempotencyKey: randomUUID() },
        bearer(staffToken()),
      ),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    expect(bad.details?.issues?.[0]?.path).toBe("reference");
    expect((await payoutsOf(gita.userId))[0]!.status).toBe("approved");

    // Ten presses at once, two of them the same retried call (one key): one payment, one entry.
    const key = randomUUID();
    const presses = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        callFunction(
          "payInvestorPayout",
          { payoutId: draft!.id, reference: "MBB 2004-09 001", idempotencyKey: randomUUID() },
          bearer(staffToken()),
        ),
      ),
      ...Array.from({ length: 2 }, () =>
        callFunction(
          "payInvestorPayout",
          { payoutId: draft!.id, reference: "MBB 2004-09 001", idempotencyKey: key },
          bearer(staffToken()),
        ),
      ),
    ]);
    const statuses = presses.map((press) => press.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const [paid] = await payoutsOf(gita.userId);
    expect(paid).toMatchObject({ status: "paid", reference: "MBB 2004-09 001" });
    // One entry per property it pays for, each the property's own.
    const entries = await db.select().from(investorPayoutEntries).where(eq(investorPayoutEntries.payoutId, paid!.id));
    expect(entries.map((entry) => entry.propertyId).sort()).toEqual([north.propertyId, south.propertyId].sort());
    const payoutEntries = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(
        and(
          eq(journalEntries.kind, "investor_payout"),
          inArray(journalLines.propertyId, [north.propertyId, south.propertyId]),
        ),
      );
    expect(new Set(payoutEntries.map((row) => row.id))).toEqual(new Set(entries.map((entry) => entry.entryId)));
    // The retried call gets its key's first answer again: paid with the same entries when the keyed call won the
    // race, the same refusal when another press paid first.
    const keyed = await Promise.all(
      presses.slice(8).map(async (press) => ({ status: press.status, body: await press.json() })),
    );
    expect(keyed[1]).toEqual(keyed[0]);
    const retry = await callFunction(
      "payInvestorPayout",
      { payoutId: draft!.id, reference: "MBB 2004-09 001", idempotencyKey: key },
      bearer(staffToken()),
    );
    expect({ status: retry.status, body: await retry.json() }).toEqual(keyed[0]);
    if (keyed[0]!.status === 200) {
      const entryIds = (keyed[0]!.body as { result: { entryIds: string[] } }).result.entryIds;
      expect([...entryIds].sort()).toEqual(entries.map((entry) => entry.entryId).sort());
    }
    // What the distributions owed on each property is paid: the payable is empty.
    expect(await payableOf(north.propertyId)).toBe(0);
    expect(await payableOf(south.propertyId)).toBe(0);
    const lines = await db
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.entryId,
          entries.map((entry) => entry.entryId),
        ),
      );
    expect(lines.map((line) => `${line.account} ${line.amountMinor}`).sort()).toEqual(
      ["investor_payable 4000", "cash:bank -4000", "investor_payable 1500", "cash:bank -1500"].sort(),
    );
    // A paid payout never changes.
    await expect(
      db.update(investorPayouts).set({ reference: "changed" }).where(eq(investorPayouts.id, paid!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/never changes/) } });
  });
});

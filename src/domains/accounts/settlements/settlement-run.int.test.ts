import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createBooking, createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { ACCOUNTS, entryFigures, type JournalLineInput } from "@/domains/ledger";
import type { RunView } from "@/lib/runs";
import { journalEntries, journalLines, longRuns, settlementItems, settlements } from "@/server/db/schema";

// The settlement run as a long run (run.ts) through the functions API: money first (each entry settled once,
// whatever the number of presses), then what the page reads. Months long past (2002), whose entries no other
// test or the demo has, so a run over every supplier meets only this file's.
const db = testDb();
const staffToken = staffSession(db, "staff3@example.com");
const otherStaffToken = staffSession(db, "staff1@example.com");

/** A supplier with a stay that checked out in `month` and its sale entry dated that day. */
async function supplierWithStay(month: string, stayMinor = 100_000) {
  const organisation = await createOrganisation(db, { kind: "property_owner" });
  const { property, units } = await createProperty(db, { organisationId: organisation.id });
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: units[0]!.id,
    checkIn: `${month}-03`,
    checkOut: `${month}-06`,
    status: "completed",
    guestName: `Guest ${month}`,
  });
  const fee = stayMinor / 10;
  const lines: JournalLineInput[] = [
    { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: stayMinor, propertyId: property.id },
    {
      account: ACCOUNTS.supplierPayable,
      currency: "MYR",
      amountMinor: -(stayMinor - fee),
      propertyId: property.id,
      organisationId: organisation.id,
    },
    { account: ACCOUNTS.commissionRevenue, currency: "MYR", amountMinor: -fee, propertyId: property.id },
  ];
  const entryId = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        kind: "booking_sale",
        bookingId: booking.id,
        memo: `stay of ${month}`,
        createdAt: new Date(`${month}-06T10:00:00Z`),
        ...entryFigures(lines),
      })
      .returning();
    await tx
      .insert(journalLines)
      .values(lines.map((line) => ({ ...line, entryId: entry!.id, organisationId: line.organisationId ?? null })));
    return entry!.id;
  });
  return { organisationId: organisation.id, entryId, netMinor: stayMinor - fee };
}

async function run(id: string, token: string) {
  return resultOf<RunView>(await callFunction("getRun", { id }, bearer(token)));
}

/** Asks for the run's news until it has ended, as the page does. */
async function ended(id: string, token = staffToken()): Promise<RunView> {
  return vi.waitFor(
    async () => {
      const news = await run(id, token);
      expect(["done", "failed"]).toContain(news.state);
      return news;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe("the settlement run", () => {
  it("starts, says how far it got, and ends with what it made in words", async () => {
    const a = await supplierWithStay("2002-05", 100_000);
    const b = await supplierWithStay("2002-05", 50_000);
    const started = await resultOf<RunView>(
      await callFunction("startSettlementRun", { month: "2002-05" }, bearer(staffToken())),
    );
    expect(started).toMatchObject({ kind: "settlements.create", label: "Settlements of May 2002" });
    expect(["queued", "running", "done"]).toContain(started.state);

    const done = await ended(started.id);
    expect(done.state).toBe("done");
    expect(done.progressTotal).toBe(2);
    expect(done.progressDone).toBe(2);
    expect(done.summary).toMatch(/^2 settlements for 2 suppliers, MYR\s?1,350\.00 to pay\.$/);
    const made = await db
      .select()
      .from(settlements)
      .where(inArray(settlements.organisationId, [a.organisationId, b.organisationId]));
    expect(made.map((settlement) => settlement.netMinor).sort((x, y) => x - y)).toEqual([45_000, 90_000]);
    expect(done.result).toMatchObject({ month: "2002-05", created: expect.any(Array), carried: [], existing: [] });
    expect((done.result as { created: { id: string }[] }).created.map((c) => c.id).sort()).toEqual(
      made.map((settlement) => settlement.id).sort(),
    );
  });

  it("settles each entry once when pressed ten times at once, and a retry with the same key gets the same run", async () => {
    const party = await supplierWithStay("2002-08");
    const key = randomUUID();
    const presses = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        callFunction("startSettlementRun", { month: "2002-08" }, bearer(staffToken())),
      ),
      callFunction("startSettlementRun", { month: "2002-08", idempotencyKey: key }, bearer(staffToken())),
      callFunction("startSettlementRun", { month: "2002-08", idempotencyKey: key }, bearer(staffToken())),
    ]);
    const answers = await Promise.all(presses.map((press) => resultOf<RunView>(press)));
    // The two calls with one key are one call: the same run, whatever the others did.
    expect(answers[10]!.id).toBe(answers[11]!.id);
    const runIds = [...new Set(answers.map((answer) => answer.id))];
    const finished = await Promise.all(runIds.map((id) => ended(id)));
    expect(finished.every((news) => news.state === "done")).toBe(true);
    // However many runs the presses made (they follow the one going; one that came after it ended makes its
    // own), the supplier's entry is settled once, in one settlement.
    const made = await db.select().from(settlements).where(eq(settlements.organisationId, party.organisationId));
    expect(made).toHaveLength(1);
    const items = await db.select().from(settlementItems).where(eq(settlementItems.entryId, party.entryId));
    expect(items).toHaveLength(1);
    expect(finished.filter((news) => /^1 settlement for 1 supplier/.test(news.summary))).toHaveLength(1);

    // A retry of the keyed call after the run ended: the first answer again, no new run.
    const retry = await resultOf<RunView>(
      await callFunction("startSettlementRun", { month: "2002-08", idempotencyKey: key }, bearer(staffToken())),
    );
    expect(retry.id).toBe(answers[10]!.id);
    const runs = await db
      .select({ id: longRuns.id })
      .from(longRuns)
      .where(and(eq(longRuns.kind, "settlements.create"), eq(longRuns.subject, "2002-08")));
    expect(runs).toHaveLength(runIds.length);
  });

  it("runs several months at once to the end: runs waiting on the one-at-a-time lock still end", async () => {
    const months = ["2002-01", "2002-02", "2002-03", "2002-04"];
    const parties = await Promise.all(months.map((month) => supplierWithStay(month)));
    const started = await Promise.all(
      months.map(async (month) =>
        resultOf<RunView>(await callFunction("startSettlementRun", { month }, bearer(staffToken()))),
      ),
    );
    const finished = await Promise.all(started.map((run) => ended(run.id)));
    expect(finished.map((run) => run.state)).toEqual(["done", "done", "done", "done"]);
    const items = await db
      .select()
      .from(settlementItems)
      .where(
        inArray(
          settlementItems.entryId,
          parties.map((party) => party.entryId),
        ),
      );
    expect(items).toHaveLength(4);
  });

  it("refuses a month that has not ended, at once, and another person's run to read", async () => {
    const future = await callFunction("startSettlementRun", { month: "2099-01" }, bearer(staffToken()));
    expect(future.status).toBe(400);
    expect((await errorOf(future)).message).toBe("Settlements are made for months that have ended.");

    const started = await resultOf<RunView>(
      await callFunction("startSettlementRun", { month: "2002-11" }, bearer(staffToken())),
    );
    const peek = await callFunction("getRun", { id: started.id }, bearer(otherStaffToken()));
    expect(peek.status).toBe(403);
    expect((await errorOf(peek)).message).toBe("This run was started by someone else: only they can follow it.");
    const done = await ended(started.id);
    expect(done.summary).toBe("No new settlements.");
  });
});

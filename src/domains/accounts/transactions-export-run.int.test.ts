import { describe, expect, it, vi } from "vitest";
import { createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { GET as exportFileRoute } from "@/app/dashboard/transactions/export/[runId]/route";
import { ACCOUNTS, entryFigures, type JournalLineInput } from "@/domains/ledger";
import type { RunView } from "@/lib/runs";
import { journalEntries, journalLines } from "@/server/db/schema";

// A year's CSV of transactions as a long run (transactions-export-run.ts): month by month, then the file, which
// only its starter downloads. A property of this file's own and a year long past, so the rows are known.
const db = testDb();
const staffToken = staffSession(db, "staff4@example.com");
const otherToken = staffSession(db, "staff2@example.com");

async function expenseOn(propertyId: string, organisationId: string, at: string, amountMinor: number) {
  const lines: JournalLineInput[] = [
    { account: ACCOUNTS.supplierPayable, currency: "MYR", amountMinor, propertyId, organisationId },
    { account: ACCOUNTS.cashBank, currency: "MYR", amountMinor: -amountMinor, propertyId },
  ];
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        kind: "opex",
        memo: `expense of ${at}`,
        createdAt: new Date(`${at}T09:00:00Z`),
        ...entryFigures(lines),
      })
      .returning();
    await tx
      .insert(journalLines)
      .values(lines.map((line) => ({ ...line, entryId: entry!.id, organisationId: line.organisationId ?? null })));
    return entry!.id;
  });
}

const download = (runId: string, token: string) =>
  exportFileRoute(
    new Request(`http://localhost:3000/dashboard/transactions/export/${runId}`, { headers: bearer(token) }),
    { params: Promise.resolve({ runId }) },
  );

describe("a year's CSV of transactions", () => {
  it("is made month by month, says how many rows it holds, and is downloaded by its starter only", async () => {
    const organisation = await createOrganisation(db, { kind: "property_owner" });
    const { property } = await createProperty(db, { organisationId: organisation.id });
    const february = await expenseOn(property.id, organisation.id, "2003-02-10", 1_000);
    const july = await expenseOn(property.id, organisation.id, "2003-07-20", 2_000);
    await expenseOn(property.id, organisation.id, "2004-01-05", 3_000);

    const filters = { from: "2003-01-01", to: "2003-12-31", propertyId: property.id };
    const started = await resultOf<RunView>(
      await callFunction("startTransactionsExport", { filters }, bearer(staffToken())),
    );
    expect(started.label).toBe("Transactions CSV, 2003-01-01 to 2003-12-31");
    const done = await vi.waitFor(
      async () => {
        const news = await resultOf<RunView>(await callFunction("getRun", { id: started.id }, bearer(staffToken())));
        expect(["done", "failed"]).toContain(news.state);
        return news;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(done).toMatchObject({
      state: "done",
      progressDone: 12,
      progressTotal: 12,
      summary: "2 transactions, 2003-01-01 to 2003-12-31: the CSV is ready to download.",
    });

    const file = await download(started.id, staffToken());
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = await file.text();
    // Newest first, as the page's own CSV; the 2004 expense is outside the year.
    expect(csv.indexOf(july)).toBeGreaterThan(0);
    expect(csv.indexOf(february)).toBeGreaterThan(csv.indexOf(july));
    expect(csv.trim().split("\n")).toHaveLength(3);

    expect((await download(started.id, otherToken())).status).toBe(403);
    const peek = await callFunction("getRun", { id: started.id }, bearer(otherToken()));
    expect((await errorOf(peek)).status).toBe("PERMISSION_DENIED");
  });
});

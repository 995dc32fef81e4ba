import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { GET as receiptRoute } from "@/app/dashboard/opex/receipt/route";
import { renderPdf } from "@/server/pdf";
import { journalEntries, journalLines, opexExpenses, opexPostings, opexRevisions } from "@/server/db/schema";
import { addMonthsToMonth } from "@/lib/dates";
import { actorForUser } from "@/server/access";
import { listOpex, type OpexRow } from "./queries";
import { RECEIPT_MESSAGES } from "./rules";

const db = testDb();

let accountantToken: string;
let accountantUser: { id: string; email: string };
let ownerToken: string;
let otherOwnerToken: string;
let organisationId: string;
let propertyId: string;
let receiptPng: string;

type Listed = {
  rows: OpexRow[];
  total: number;
  totals: { currency: string; category: string; count: number; amountMinor: number }[];
};
const thisMonth = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);
const previousMonth = (month: string) => addMonthsToMonth(month, -1);

beforeAll(async () => {
  const suffix = uniqueSuffix();
  const accountantEmail = `opex-accountant-${suffix}@example.test`;
  const accountant = await createUser(db, { email: accountantEmail, profile: { specialType: "accountant" } });
  accountantUser = { id: accountant.user.id, email: accountantEmail };
  accountantToken = await signIn(accountantEmail);
  const organisation = await createOrganisation(db);
  organisationId = organisation.id;
  const ownerEmail = `opex-owner-${suffix}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId } });
  ownerToken = await signIn(ownerEmail);
  ({
    property: { id: propertyId },
  } = await createProperty(db, { organisationId, title: `Opex flat ${suffix}` }));
  const other = await createOrganisation(db);
  const otherEmail = `opex-other-${suffix}@example.test`;
  await createUser(db, { email: otherEmail, profile: { organisationId: other.id } });
  otherOwnerToken = await signIn(otherEmail);
  receiptPng = (
    await sharp({ create: { width: 40, height: 60, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer()
  ).toString("base64");
});

/** The journal lines of an expense's entries, in the order they were posted. */
async function linesOf(expenseId: string) {
  return db
    .select({
      entryId: journalLines.entryId,
      kind: journalEntries.kind,
      account: journalLines.account,
      amountMinor: journalLines.amountMinor,
      organisationId: journalLines.organisationId,
      propertyId: journalLines.propertyId,
      category: opexPostings.category,
    })
    .from(opexPostings)
    .innerJoin(journalEntries, eq(journalEntries.id, opexPostings.entryId))
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(opexPostings.expenseId, expenseId))
    .orderBy(journalEntries.createdAt, journalLines.id);
}

const payableOf = (lines: Awaited<ReturnType<typeof linesOf>>) =>
  lines.filter((line) => line.account === "supplier_payable").reduce((total, line) => total + line.amountMinor, 0);

async function record(data: Record<string, unknown>, token = accountantToken) {
  return callFunction(
    "recordOpex",
    {
      propertyId,
      category: "repairs",
      incurredOn: today,
      amountMinor: 12_000,
      currency: "MYR",
      note: "Fixed the tap",
      ...data,
    },
    bearer(token),
  );
}

describe("operating expenses", () => {
  it("records an expense with its receipt and charges the property's owner in one balanced entry", async () => {
    const result = await resultOf<{ id: string; receipt: string }>(
      await record({ receipt: { fileName: "tap.png", contentBase64: receiptPng } }),
    );
    expect(result.receipt).toBe("tap.png");
    const lines = await linesOf(result.id);
    expect(
      lines.map(({ kind, account, amountMinor, organisationId: organisation, propertyId: property, category }) => ({
        kind,
        account,
        amountMinor,
        organisation,
        property,
        category,
      })),
    ).toEqual([
      {
        kind: "opex",
        account: "supplier_payable",
        amountMinor: 12_000,
        organisation: organisationId,
        property: propertyId,
        category: "repairs",
      },
      {
        kind: "opex",
        account: "cash:bank",
        amountMinor: -12_000,
        organisation: null,
        property: propertyId,
        category: "repairs",
      },
    ]);
    const [revision] = await db.select().from(opexRevisions).where(eq(opexRevisions.expenseId, result.id));
    expect(revision).toMatchObject({ action: "recorded" });

    // The receipt downloads for those who see the expense, and for nobody else.
    const download = (token: string) =>
      receiptRoute(new Request(`http://localhost/dashboard/opex/receipt?id=${result.id}`, { headers: bearer(token) }));
    const mine = await download(ownerToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await mine.arrayBuffer()).toString("base64")).toBe(receiptPng);
    expect((await download(accountantToken)).status).toBe(200);
    expect((await download(otherOwnerToken)).status).toBe(404);
  });

  it("corrects an edit with a reversal and a new posting, keeps the history, and the totals follow", async () => {
    const { id } = await resultOf<{ id: string }>(
      await record({ amountMinor: 20_000, category: "cleaning", note: "Deep clean" }),
    );
    const before = await resultOf<Listed>(
      await callFunction("listOpex", { from: thisMonth, to: thisMonth, propertyId }, bearer(accountantToken)),
    );
    const edited = await resultOf<{ changed: string[] }>(
      await callFunction(
        "editOpex",
        {
          id,
          category: "supplies",
          incurredOn: today,
          amountMinor: 25_000,
          currency: "MYR",
          note: "Deep clean and supplies",
        },
        bearer(accountantToken),
      ),
    );
    expect(edited.changed.sort()).toEqual(["amount", "category", "note"]);

    const lines = await linesOf(id);
    // Recorded, reversed, charged again: three entries, the payable now the corrected amount.
    expect(new Set(lines.map((line) => line.entryId)).size).toBe(3);
    expect(
      lines.filter((line) => line.account === "supplier_payable").map((line) => [line.amountMinor, line.category]),
    ).toEqual([
      [20_000, "cleaning"],
      [-20_000, "cleaning"],
      [25_000, "supplies"],
    ]);
    expect(payableOf(lines)).toBe(25_000);

    const revisions = await db
      .select()
      .from(opexRevisions)
      .where(eq(opexRevisions.expenseId, id))
      .orderBy(opexRevisions.id);
    expect(revisions.map((revision) => revision.action)).toEqual(["recorded", "edited"]);
    expect(revisions[1]!.changes).toEqual({
      category: { from: "cleaning", to: "supplies" },
      amount: { from: { amountMinor: 20_000, currency: "MYR" }, to: { amountMinor: 25_000, currency: "MYR" } },
      note: { from: "Deep clean", to: "Deep clean and supplies" },
    });

    const after = await resultOf<Listed>(
      await callFunction("listOpex", { from: thisMonth, to: thisMonth, propertyId }, bearer(accountantToken)),
    );
    const total = (listed: Listed, category: string) =>
      listed.totals.find((row) => row.category === category)?.amountMinor ?? 0;
    expect(total(after, "supplies") - total(before, "supplies")).toBe(25_000);
    expect(total(before, "cleaning") - total(after, "cleaning")).toBe(20_000);
    expect(after.rows.find((row) => row.id === id)!.history.map((revision) => revision.action)).toEqual([
      "recorded",
      "edited",
    ]);

    // A note alone moves no money: a revision, no entry.
    await resultOf(
      await callFunction(
        "editOpex",
        {
          id,
          category: "supplies",
          incurredOn: today,
          amountMinor: 25_000,
          currency: "MYR",
          note: "Supplies for the kitchen",
        },
        bearer(accountantToken),
      ),
    );
    expect(new Set((await linesOf(id)).map((line) => line.entryId)).size).toBe(3);
    expect(await db.$count(opexRevisions, eq(opexRevisions.expenseId, id))).toBe(3);
  });

  it("voids an expense: the row stays, marked, its charge reversed, and it changes no more", async () => {
    const { id } = await resultOf<{ id: string }>(await record({ amountMinor: 7_500, category: "utilities" }));
    await resultOf(await callFunction("voidOpex", { id, reason: "Entered twice" }, bearer(accountantToken)));
    const [row] = await db.select().from(opexExpenses).where(eq(opexExpenses.id, id));
    expect(row!.voidedAt).not.toBeNull();
    expect(payableOf(await linesOf(id))).toBe(0);
    const listed = await resultOf<Listed>(
      await callFunction(
        "listOpex",
        { from: thisMonth, to: thisMonth, propertyId, category: "utilities" },
        bearer(accountantToken),
      ),
    );
    expect(listed.rows.find((expense) => expense.id === id)!.voidedAt).not.toBeNull();
    expect(listed.totals.find((total) => total.category === "utilities")?.count ?? 0).toBe(0);

    const again = await callFunction("voidOpex", { id }, bearer(accountantToken));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This expense was voided; record a new one instead.");
    expect(
      (
        await callFunction(
          "editOpex",
          { id, category: "utilities", incurredOn: today, amountMinor: 1, currency: "MYR", note: "" },
          bearer(accountantToken),
        )
      ).status,
    ).toBe(409);
    // The database keeps a voided expense as it is, and never lets an expense or its history go.
    await expect(db.update(opexExpenses).set({ note: "changed" }).where(eq(opexExpenses.id, id))).rejects.toThrow();
    await expect(db.delete(opexRevisions).where(eq(opexRevisions.expenseId, id))).rejects.toThrow();
    await expect(db.delete(opexPostings).where(eq(opexPostings.expenseId, id))).rejects.toThrow();
  });

  it("refuses an amount in another currency than the property's, writing nothing", async () => {
    const count = await db.$count(opexExpenses, eq(opexExpenses.propertyId, propertyId));
    const response = await record({ currency: "THB" });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toMatch(/is settled in MYR: enter the amount in MYR\.$/);
    expect(error.details?.issues).toEqual([
      { path: "currency", message: "Enter the amount in MYR, the property's currency." },
    ]);
    expect(await db.$count(opexExpenses, eq(opexExpenses.propertyId, propertyId))).toBe(count);
    // And the database refuses it too.
    await expect(
      db.insert(opexExpenses).values({
        propertyId,
        organisationId,
        category: "fees",
        incurredOn: today,
        currency: "THB",
        amountMinor: 100,
        createdBy: "test",
      }),
    ).rejects.toThrow();
  });

  it("refuses a receipt that is not an image or a PDF, or too large, with a clear message and nothing written", async () => {
    const expenses = await db.$count(opexExpenses, eq(opexExpenses.propertyId, propertyId));
    const entries = (
      await db.execute<{ count: number }>(
        sql`select count(*)::int as count from journal_lines where property_id = ${propertyId}::uuid`,
      )
    ).rows[0]!.count;
    const cases: [string, string, string][] = [
      ["invoice.pdf", Buffer.from("<html>not a pdf</html>").toString("base64"), RECEIPT_MESSAGES.wrongKind],
      ["photo.png", Buffer.from("GIF89a\u0001\u0000\u0001\u0000").toString("base64"), RECEIPT_MESSAGES.wrongKind],
      ["broken.pdf", Buffer.from("%PDF-1.7\nthis is not really a pdf").toString("base64"), RECEIPT_MESSAGES.unreadable],
      [
        "huge.pdf",
        Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024)]).toString("base64"),
        RECEIPT_MESSAGES.tooLarge,
      ],
    ];
    for (const [fileName, contentBase64, message] of cases) {
      const response = await record({ receipt: { fileName, contentBase64 } });
      expect(response.status, fileName).toBe(400);
      expect((await errorOf(response)).message, fileName).toBe(message);
    }
    expect(await db.$count(opexExpenses, eq(opexExpenses.propertyId, propertyId))).toBe(expenses);
    expect(
      (
        await db.execute<{ count: number }>(
          sql`select count(*)::int as count from journal_lines where property_id = ${propertyId}::uuid`,
        )
      ).rows[0]!.count,
    ).toBe(entries);
  });

  it("replaces a receipt with a PDF on an edit, noted in the history", async () => {
    const { id } = await resultOf<{ id: string }>(await record({}));
    const pdf = Buffer.from(await renderPdf({ title: "Invoice 42" })).toString("base64");
    const edited = await resultOf<{ changed: string[] }>(
      await callFunction(
        "editOpex",
        {
          id,
          category: "repairs",
          incurredOn: today,
          amountMinor: 12_000,
          currency: "MYR",
          note: "Fixed the tap",
          receipt: { fileName: "invoice-42.pdf", contentBase64: pdf },
        },
        bearer(accountantToken),
      ),
    );
    expect(edited.changed).toEqual(["receipt"]);
    const [row] = await db.select().from(opexExpenses).where(eq(opexExpenses.id, id));
    expect(row).toMatchObject({ receiptName: "invoice-42.pdf", receiptType: "application/pdf" });
    // No money changed: still the one entry.
    expect(new Set((await linesOf(id)).map((line) => line.entryId)).size).toBe(1);
  });

  it("shows a supplier its own expenses read-only and another supplier none of them", async () => {
    const mine = await resultOf<Listed>(
      await callFunction("listOpex", { from: thisMonth, to: thisMonth }, bearer(ownerToken)),
    );
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.property.id === propertyId)).toBe(true);
    const theirs = await resultOf<Listed>(
      await callFunction("listOpex", { from: thisMonth, to: thisMonth, propertyId }, bearer(otherOwnerToken)),
    );
    expect(theirs).toMatchObject({ total: 0, rows: [], totals: [] });
    expect((await record({}, ownerToken)).status).toBe(403);
    expect((await callFunction("voidOpex", { id: mine.rows[0]!.id }, bearer(ownerToken))).status).toBe(403);
    expect((await callFunction("listOpex", { from: thisMonth, to: thisMonth })).status).toBe(401);
  });

  it("keeps the month totals the page reads equal to the expenses' own sums, through records, edits and voids", async () => {
    // An expense moved to last month and to another category, one voided, one recorded: each write moves its keys.
    const lastMonthDay = `${previousMonth(thisMonth)}-15`;
    const { id: moved } = await resultOf<{ id: string }>(await record({ amountMinor: 3_300, category: "fees" }));
    await resultOf(
      await callFunction(
        "editOpex",
        { id: moved, category: "other", incurredOn: lastMonthDay, amountMinor: 4_400, currency: "MYR", note: "Moved" },
        bearer(accountantToken),
      ),
    );
    const { id: voided } = await resultOf<{ id: string }>(await record({ amountMinor: 900, category: "supplies" }));
    await resultOf(await callFunction("voidOpex", { id: voided, reason: "Not ours" }, bearer(accountantToken)));

    // The kept rows of this organisation are what summing its expenses gives (no key left holding nothing).
    const kept = await db.execute(sql`
      select month::text, currency, category::text, expenses, live_expenses, live_amount_minor::int
      from opex_month_totals where organisation_id = ${organisationId}::uuid order by 1, 2, 3`);
    const summed = await db.execute(sql`
      select date_trunc('month', incurred_on)::date::text as month, currency, category::text, count(*)::int as expenses,
        (count(*) filter (where voided_at is null))::int as live_expenses,
        coalesce(sum(amount_minor) filter (where voided_at is null), 0)::int as live_amount_minor
      from opex_expenses where organisation_id = ${organisationId}::uuid group by 1, 2, 3 order by 1, 2, 3`);
    expect(kept.rows).toEqual(summed.rows);
    expect(kept.rows.some((row) => row.category === "other" && row.month === `${previousMonth(thisMonth)}-01`)).toBe(
      true,
    );

    // The page without a property (read from the kept months) says what it says for the organisation's one property
    // (read from the expenses), over one month, two, and for one category.
    for (const filter of [
      { from: thisMonth, to: thisMonth },
      { from: previousMonth(thisMonth), to: thisMonth },
      { from: previousMonth(thisMonth), to: thisMonth, category: "other" },
    ]) {
      const all = await resultOf<Listed>(await callFunction("listOpex", filter, bearer(ownerToken)));
      const one = await resultOf<Listed>(await callFunction("listOpex", { ...filter, propertyId }, bearer(ownerToken)));
      expect({ total: all.total, totals: all.totals }).toEqual({ total: one.total, totals: one.totals });
      expect(all.total).toBeGreaterThan(0);
    }

    // Staff's totals of every organisation, against the expenses summed in the same snapshot (other files write too).
    const actor = await actorForUser(db, { ...accountantUser, emailVerified: true });
    await db.transaction(
      async (tx) => {
        const filters = { from: previousMonth(thisMonth), to: thisMonth, page: 1 };
        const listed = await listOpex(tx, { actor, filters });
        const direct = await tx.execute(sql`
          select currency, category::text, count(*)::int as count, sum(amount_minor)::int as "amountMinor"
          from opex_expenses where voided_at is null
            and incurred_on >= ${`${previousMonth(thisMonth)}-01`}::date and incurred_on < ${`${thisMonth}-01`}::date + interval '1 month'
          group by 1, 2`);
        const count = await tx.execute(sql`
          select count(*)::int as count from opex_expenses
          where incurred_on >= ${`${previousMonth(thisMonth)}-01`}::date and incurred_on < ${`${thisMonth}-01`}::date + interval '1 month'`);
        expect(listed.total).toBe(count.rows[0]!.count);
        const byKey = (rows: { currency: unknown; category: unknown }[]) =>
          [...rows].sort((a, b) => `${a.currency}${a.category}`.localeCompare(`${b.currency}${b.category}`));
        expect(byKey(listed.totals)).toEqual(byKey(direct.rows as { currency: string; category: string }[]));
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  });

  it("refuses bad input with messages per field", async () => {
    const response = await record({ amountMinor: -5, category: "lunch", incurredOn: "2999-01-01" });
    expect(response.status).toBe(400);
    const paths = (await errorOf(response)).details?.issues?.map((issue) => issue.path).sort();
    expect(paths).toEqual(["amountMinor", "category", "incurredOn"]);
  });
});

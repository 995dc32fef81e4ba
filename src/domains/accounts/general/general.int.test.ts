import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { authUsers, generalPaymentReversals, generalPayments, journalEntries, journalLines } from "@/server/db/schema";
import type { GeneralPaymentRow, GeneralTotals } from "./payments";

const db = testDb();
// Staff are the fixed STAFF_EMAILS; the demo seed makes the same address, so this file makes it and removes it.
const STAFF_EMAIL = "staff2@example.com";
let staffToken: string;
let accountantToken: string;
const suffix = uniqueSuffix();
const today = new Date().toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
  await createUser(db, { email: STAFF_EMAIL });
  staffToken = await signIn(STAFF_EMAIL);
  const accountantEmail = `general-accountant-${suffix}@example.test`;
  await createUser(db, { email: accountantEmail, profile: { specialType: "accountant" } });
  accountantToken = await signIn(accountantEmail);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
});

const payment = (overrides: Record<string, unknown> = {}) => ({
  direction: "in",
  counterAccount: "deposits_held",
  amountMinor: 150_000,
  currency: "SGD",
  paidOn: today,
  counterparty: `Tenant ${suffix}`,
  reference: `DEP-${suffix}`,
  note: "Security deposit for a monthly rental",
  ...overrides,
});

async function linesOf(entryId: string) {
  return db
    .select({
      account: journalLines.account,
      currency: journalLines.currency,
      amountMinor: journalLines.amountMinor,
      kind: journalEntries.kind,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.id);
}

type Listed = { rows: GeneralPaymentRow[]; total: number; totals: GeneralTotals[] };

describe("general payments", () => {
  it("records money in with its general entry, and its reversal posts the opposite and keeps both", async () => {
    const { id, entryId } = await resultOf<{ id: string; entryId: string }>(
      await callFunction("recordGeneralPayment", payment(), bearer(staffToken)),
    );
    expect(await linesOf(entryId)).toEqual([
      { account: "cash:bank", currency: "SGD", amountMinor: 150_000, kind: "general" },
      { account: "deposits_held", currency: "SGD", amountMinor: -150_000, kind: "general" },
    ]);
    const listed = async () =>
      resultOf<Listed>(
        await callFunction(
          "listGeneralPayments",
          { from: thisMonth, to: thisMonth, currency: "SGD" },
          bearer(staffToken),
        ),
      );
    const before = await listed();
    expect(before.rows.find((row) => row.id === id)).toMatchObject({
      direction: "in",
      amountMinor: 150_000,
      reversal: null,
      recordedBy: STAFF_EMAIL,
    });

    const { reversalEntryId } = await resultOf<{ reversalEntryId: string }>(
      await callFunction("reverseGeneralPayment", { id, reason: "Deposit returned in cash" }, bearer(staffToken)),
    );
    expect(await linesOf(reversalEntryId)).toEqual([
      { account: "cash:bank", currency: "SGD", amountMinor: -150_000, kind: "general" },
      { account: "deposits_held", currency: "SGD", amountMinor: 150_000, kind: "general" },
    ]);
    const after = await listed();
    expect(after.rows.find((row) => row.id === id)!.reversal).toMatchObject({
      by: STAFF_EMAIL,
      reason: "Deposit returned in cash",
    });
    expect(after.total).toBe(before.total);
    const sgd = (listed: Listed) => listed.totals.find((total) => total.currency === "SGD")!;
    expect(sgd(before).inMinor - sgd(after).inMinor).toBe(150_000);
  });

  it("refuses a second reversal, in the function and in the database, even when two race", async () => {
    const { id } = await resultOf<{ id: string }>(
      await callFunction(
        "recordGeneralPayment",
        payment({
          direction: "out",
          counterAccount: "expense:general",
          amountMinor: 30_000,
          currency: "MYR",
          counterparty: "Aircon Services",
        }),
        bearer(staffToken),
      ),
    );
    const [first, second] = await Promise.all([
      callFunction("reverseGeneralPayment", { id }, bearer(staffToken)),
      callFunction("reverseGeneralPayment", { id }, bearer(staffToken)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await callFunction("reverseGeneralPayment", { id }, bearer(staffToken));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This payment was already reversed.");
    expect(await db.$count(generalPaymentReversals, eq(generalPaymentReversals.paymentId, id))).toBe(1);
    // Straight at the database: one reversal per payment, and none is ever deleted to make room for another.
    const [reversal] = await db.select().from(generalPaymentReversals).where(eq(generalPaymentReversals.paymentId, id));
    await expect(db.insert(generalPaymentReversals).values({ ...reversal!, reason: "again" })).rejects.toThrow();
    await expect(db.delete(generalPaymentReversals).where(eq(generalPaymentReversals.paymentId, id))).rejects.toThrow();
    await expect(
      db.update(generalPayments).set({ amountMinor: 1 }).where(eq(generalPayments.id, id)),
    ).rejects.toThrow();
  });

  it("is for staff only, and refuses bad input with clear messages", async () => {
    expect((await callFunction("recordGeneralPayment", payment(), bearer(accountantToken))).status).toBe(403);
    expect(
      (await callFunction("listGeneralPayments", { from: thisMonth, to: thisMonth }, bearer(accountantToken))).status,
    ).toBe(403);
    const bad = await callFunction(
      "recordGeneralPayment",
      payment({ currency: "XYZ", amountMinor: 0, counterparty: " ", counterAccount: "supplier_payable" }),
      bearer(staffToken),
    );
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.issues?.map((issue) => issue.path).sort()).toEqual([
      "amountMinor",
      "counterAccount",
      "counterparty",
      "currency",
    ]);
    expect(
      (await callFunction("reverseGeneralPayment", { id: "00000000-0000-4000-8000-000000000000" }, bearer(staffToken)))
        .status,
    ).toBe(404);
  });
});

import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { auditLog, authUsers, exchangeRates } from "@/server/db/schema";
import { latestRatesWithAge } from "./queries";

const db = testDb();
// Files run one after another; like the content tests, this one borrows staff2 and gives it back.
const staffEmail = "staff2@example.com";
let staffToken: string;
let userToken: string;
// A currency code no other test uses, so its newest rate is always ours.
const QUOTE = "QQQ";

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, staffEmail));
  await createUser(db, { email: staffEmail });
  staffToken = await signIn(staffEmail);
  const user = await createUser(db, { email: `rates-user-${uniqueSuffix()}@example.test` });
  userToken = await signIn(user.user.email);
});

afterAll(async () => {
  await db.delete(exchangeRates).where(eq(exchangeRates.quote, QUOTE));
  await db.delete(authUsers).where(eq(authUsers.email, staffEmail));
});

describe("setExchangeRate", () => {
  it("refuses visitors (401) and people who are not staff (403), writing nothing", async () => {
    expect((await callFunction("setExchangeRate", { quote: QUOTE, rate: 2 })).status).toBe(401);
    expect((await callFunction("setExchangeRate", { quote: QUOTE, rate: 2 }, bearer(userToken))).status).toBe(403);
    expect(await db.select().from(exchangeRates).where(eq(exchangeRates.quote, QUOTE))).toHaveLength(0);
  });

  it("records a staff rate with its time, the staff member as source, and an audit row", async () => {
    const result = await resultOf<{ quote: string; rate: number }>(
      await callFunction("setExchangeRate", { quote: QUOTE.toLowerCase(), rate: 12.5 }, bearer(staffToken)),
    );
    expect(result).toMatchObject({ quote: QUOTE, rate: 12.5 });
    const rows = await latestRatesWithAge(db, { actor: { kind: "anonymous" }, staleHours: 48 });
    const ours = rows.find((row) => row.quote === QUOTE);
    expect(ours).toMatchObject({ rate: 12.5, source: `manual:${staffEmail}`, stale: false });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "setExchangeRate"), like(auditLog.entity, `exchange-rate:${QUOTE}`)));
    expect(audit?.actorEmail).toBe(staffEmail);
  });

  it("flags a rate older than the stale limit", async () => {
    const rows = await latestRatesWithAge(db, {
      actor: { kind: "anonymous" },
      staleHours: 48,
      now: new Date(Date.now() + 49 * 3_600_000),
    });
    expect(rows.find((row) => row.quote === QUOTE)?.stale).toBe(true);
  });

  it("refuses a bad code, the base currency and a rate that is not positive, with the field named", async () => {
    for (const data of [
      { quote: "Q1", rate: 2 },
      { quote: "USD", rate: 2 },
      { quote: QUOTE, rate: 0 },
      { quote: QUOTE, rate: -3 },
      { quote: QUOTE },
    ]) {
      const response = await callFunction("setExchangeRate", data, bearer(staffToken));
      expect(response.status, JSON.stringify(data)).toBe(400);
      expect((await errorOf(response)).details?.issues?.[0]?.path).toMatch(/quote|rate/);
    }
  });
});

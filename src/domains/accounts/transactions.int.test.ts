import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { splitSale } from "@/domains/bookings";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import { actorForUser } from "@/server/access";
import { bookings, properties } from "@/server/db/schema";
import { transactionFilterChoices, type CurrencyTotals, type TransactionRow } from "./transactions";

const db = testDb();

interface Supplier {
  user: { id: string; email: string; emailVerified: true };
  organisationId: string;
  propertyId: string;
  token: string;
  reference: string;
  totalMinor: number;
}

let guestEmail: string;
let guestToken: string;
let accountantToken: string;
let a: Supplier;
let b: Supplier;

async function supplierWithBooking(currency: "MYR" | "THB", checkIn: string): Promise<Supplier> {
  const organisation = await createOrganisation(db);
  const email = `money-owner-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    title: `Money flat ${uniqueSuffix()}`,
    ...(currency === "THB"
      ? { country: "thailand", city: "Bangkok", timeZone: "Asia/Bangkok", currency: "THB", nightlyRateMinor: 150_000 }
      : {}),
    cleaningFeeMinor: 5_000,
  });
  const outcome = await resultOf<{ reference: string; totalMinor: number }>(
    await callFunction(
      "createBooking",
      {
        propertyId: property.id,
        stay: {
          mode: "nightly",
          checkIn,
          checkOut: `${checkIn.slice(0, 8)}${String(Number(checkIn.slice(8)) + 2).padStart(2, "0")}`,
        },
        guests: 2,
        guest: { name: "Money Guest", email: guestEmail, phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Money Guest" },
        },
        idempotencyKey: randomUUID(),
      },
      bearer(guestToken),
    ),
  );
  return {
    user: { id: user.id, email, emailVerified: true },
    organisationId: organisation.id,
    propertyId: property.id,
    token: await signIn(email),
    ...outcome,
  };
}

beforeAll(async () => {
  guestEmail = `money-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail });
  guestToken = await signIn(guestEmail);
  const accountantEmail = `accountant-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: accountantEmail, profile: { specialType: "accountant" } });
  accountantToken = await signIn(accountantEmail);
  a = await supplierWithBooking("MYR", "2027-11-02");
  b = await supplierWithBooking("THB", "2027-11-05");
});

type Listed = { rows: TransactionRow[]; total: number; totals: CurrencyTotals[] };

describe("transactions", () => {
  it("shows a supplier the money of its own properties only, with its earnings and not the platform's side", async () => {
    const listed = await resultOf<Listed>(await callFunction("listTransactions", {}, bearer(a.token)));
    expect(new Set(listed.rows.map((row) => row.property?.id))).toEqual(new Set([a.propertyId]));
    expect(listed.rows.map((row) => row.kind).sort()).toEqual(["booking_sale", "payment"]);
    expect(listed.rows.every((row) => row.booking?.reference === a.reference)).toBe(true);
    const sale = listed.rows.find((row) => row.kind === "booking_sale")!;
    expect(sale.platformMinor).toBe(0);
    expect(listed.totals).toHaveLength(1);
    expect(listed.totals[0]!.currency).toBe("MYR");
    expect(listed.totals[0]!.cashMinor).toBe(a.totalMinor);

    // Another supplier's transaction answers exactly as a missing one.
    const theirs = (await resultOf<Listed>(await callFunction("listTransactions", {}, bearer(b.token)))).rows[0]!;
    const refused = await callFunction("getTransaction", { id: theirs.id }, bearer(a.token));
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe("There is no such transaction among yours.");
  });

  it("shows an accountant everything, filtered by currency, kind and property, with totals per currency", async () => {
    const thb = await resultOf<Listed>(
      await callFunction("listTransactions", { currency: "THB", propertyId: b.propertyId }, bearer(accountantToken)),
    );
    expect(thb.total).toBe(2);
    const sale = thb.rows.find((row) => row.kind === "booking_sale")!;
    expect(sale.platformMinor).toBeGreaterThan(0);
    // The split of a Thai stay (no tourism tax): the supplier's share and the platform's make the whole.
    expect(sale.supplierMinor + sale.platformMinor).toBe(sale.grossMinor);
    const payments = await resultOf<Listed>(
      await callFunction("listTransactions", { kind: "payment", propertyId: a.propertyId }, bearer(accountantToken)),
    );
    expect(payments.rows).toHaveLength(1);
    expect(payments.rows[0]).toMatchObject({
      kind: "payment",
      status: "settled",
      cashMinor: a.totalMinor,
      currency: "MYR",
    });
  });

  it("shows one transaction with its balanced lines, its booking and the booking's history", async () => {
    const listed = await resultOf<Listed>(
      await callFunction(
        "listTransactions",
        { kind: "booking_sale", propertyId: a.propertyId },
        bearer(accountantToken),
      ),
    );
    const detail = await resultOf<{
      lines: { account: string; debitMinor: number; creditMinor: number }[];
      booking: { reference: string; status: string };
      history: { what: string }[];
      related: TransactionRow[];
    }>(await callFunction("getTransaction", { id: listed.rows[0]!.id }, bearer(accountantToken)));
    const debits = detail.lines.reduce((total, line) => total + line.debitMinor, 0);
    const credits = detail.lines.reduce((total, line) => total + line.creditMinor, 0);
    expect(debits).toBe(credits);
    expect(detail.booking).toMatchObject({ reference: a.reference, status: "confirmed" });
    expect(detail.history.map((event) => event.what)).toEqual(["held (guest)", "held → confirmed (system)"]);
    expect(detail.related.map((row) => row.kind).sort()).toEqual(["booking_sale", "payment"]);
  });

  it("gives a supplier's earnings exactly as the split says, and turns away people who see no money", async () => {
    const listed = await resultOf<Listed>(
      await callFunction("listTransactions", { kind: "booking_sale" }, bearer(a.token)),
    );
    const detail = await resultOf<{ booking: { reference: string } }>(
      await callFunction("getTransaction", { id: listed.rows[0]!.id }, bearer(a.token)),
    );
    expect(detail.booking.reference).toBe(a.reference);
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, a.reference));
    expect(listed.rows[0]!.supplierMinor).toBe(splitSale(booking!.priceLines, false, BUSINESS_SETTINGS).supplierMinor);
    expect((await callFunction("listTransactions", {}, bearer(guestToken))).status).toBe(403);
    expect((await callFunction("listTransactions", {})).status).toBe(401);
    expect((await callFunction("listTransactions", { from: "last week" }, bearer(accountantToken))).status).toBe(400);
  });

  it("lists every kind of entry the ledger has, referral credit's too", async () => {
    const memo = `Referral credit towards a stay ${uniqueSuffix()}`;
    await db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "referral_credit_spend",
        memo,
        lines: [
          { account: ACCOUNTS.referralCredit, currency: "MYR", amountMinor: 2_000 },
          { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: -2_000 },
        ],
      }),
    );
    for (const filters of [{}, { kind: "referral_credit_spend" }]) {
      const listed = await resultOf<Listed>(await callFunction("listTransactions", filters, bearer(accountantToken)));
      expect(listed.rows.find((row) => row.memo === memo)).toMatchObject({ kind: "referral_credit_spend" });
    }
  });

  // Last: it moves b's property to a.
  it("offers a supplier the currencies of its money only, also after a property changes hands", async () => {
    const offered = async (supplier: Supplier) =>
      (await transactionFilterChoices(db, { actor: await actorForUser(db, supplier.user) })).currencies;
    // The entries the supplier's list shows (supplierEntries), read one by one.
    const listed = async (supplier: Supplier) =>
      (
        await db.execute<{ currency: string }>(sql`
          select distinct e.currency from journal_entries e
          where e.organisation_id = ${supplier.organisationId}::uuid
            or e.property_id in (select id from properties where organisation_id = ${supplier.organisationId}::uuid)
          order by 1`)
      ).rows.map((row) => row.currency);

    expect(await offered(a)).toEqual(["MYR"]);
    expect(await offered(b)).toEqual(["THB"]);

    // An entry of a's own of no property, in a third currency (as a payout is).
    await db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "general",
        memo: "Supplier credit in SGD",
        lines: [
          { account: ACCOUNTS.cashBank, currency: "SGD", amountMinor: 10_000 },
          {
            account: ACCOUNTS.supplierPayable,
            currency: "SGD",
            amountMinor: -10_000,
            organisationId: a.organisationId,
          },
        ],
      }),
    );
    expect(await offered(a)).toEqual(["MYR", "SGD"]);

    // b's property moves to a: its guest's payment is a's money now, while b keeps its own sale.
    await db.update(properties).set({ organisationId: a.organisationId }).where(eq(properties.id, b.propertyId));
    expect(await offered(a)).toEqual(["MYR", "SGD", "THB"]);
    expect(await offered(b)).toEqual(["THB"]);
    for (const supplier of [a, b]) expect(await offered(supplier)).toEqual(await listed(supplier));
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import type { CreateUserOptions } from "@tests/factories/identity";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { GET as csvRoute } from "@/app/dashboard/incomestatement/export/route";
import { GET as pdfRoute } from "@/app/dashboard/incomestatement/pdf/route";
import { TEST_CARDS } from "@/domains/payments";
import { actorForUser, type Actor } from "@/server/access";
import { journalEntries, journalLines, propertyInvestors } from "@/server/db/schema";
import { periodInstants } from "./period";
import { managementFees, statementChoices, statementOfAccounts, type StatementSubject } from "./queries";

const db = testDb();
const suffix = uniqueSuffix();
const month = new Date().toISOString().slice(0, 7);
const period = { from: month, to: month };
const today = new Date().toISOString().slice(0, 10);

let guestToken: string;
let guestEmail: string;
let accountant: { actor: Actor; token: string };
let investor: { actor: Actor; token: string };
let owner: { actor: Actor; token: string };
let otherOwner: { actor: Actor; token: string };
let organisationId: string;
/** Managed, in MYR: two bookings, one cancelled (a refund), two expenses (one of them edited). */
let managedId: string;
/** Unmanaged, in THB, same owner: one booking and an expense. */
let unmanagedId: string;
let otherPropertyId: string;

async function person(email: string, profile: CreateUserOptions["profile"]) {
  const created = await createUser(db, { email, profile });
  return {
    actor: await actorForUser(db, { id: created.user.id, email, emailVerified: true }),
    token: await signIn(email),
    userId: created.user.id,
  };
}

async function book(propertyId: string, checkIn: string, nights: number): Promise<string> {
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  const outcome = await resultOf<{ reference: string }>(
    await callFunction(
      "createBooking",
      {
        propertyId,
        stay: { mode: "nightly", checkIn, checkOut },
        guests: 2,
        guest: { name: "Statement Guest", email: guestEmail, phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Statement Guest" },
        },
        idempotencyKey: randomUUID(),
      },
      bearer(guestToken),
    ),
  );
  return outcome.reference;
}

beforeAll(async () => {
  guestEmail = `statement-guest-${suffix}@example.test`;
  await createUser(db, { email: guestEmail });
  guestToken = await signIn(guestEmail);
  accountant = await person(`statement-accountant-${suffix}@example.test`, { specialType: "accountant" });
  const organisation = await createOrganisation(db, { name: `Statement Owners ${suffix}` });
  organisationId = organisation.id;
  owner = await person(`statement-owner-${suffix}@example.test`, { organisationId });
  managedId = (
    await createProperty(db, {
      organisationId,
      managed: true,
      title: `Managed flat ${suffix}`,
      cleaningFeeMinor: 6_000,
      cancellationPolicy: "flexible",
    })
  ).property.id;
  unmanagedId = (
    await createProperty(db, {
      organisationId,
      title: `Own flat ${suffix}`,
      country: "thailand",
      city: "Bangkok",
      timeZone: "Asia/Bangkok",
      currency: "THB",
      nightlyRateMinor: 180_000,
      cleaningFeeMinor: 30_000,
    })
  ).property.id;
  const other = await createOrganisation(db, { name: `Other Owners ${suffix}` });
  otherOwner = await person(`statement-other-${suffix}@example.test`, { organisationId: other.id });
  otherPropertyId = (await createProperty(db, { organisationId: other.id, title: `Other flat ${suffix}` })).property.id;
  const investorPerson = await person(`statement-investor-${suffix}@example.test`, { specialType: "investor" });
  investor = investorPerson;
  await db
    .insert(propertyInvestors)
    .values({ propertyId: managedId, userId: investorPerson.userId, shareBasisPoints: 2500 });

  // Real bookings through checkout, a real cancellation (a refund), real expenses through the functions.
  await book(managedId, "2028-03-02", 3);
  const cancelled = await book(managedId, "2028-03-10", 2);
  await resultOf(
    await callFunction("cancelBooking", { reference: cancelled, reason: "Plans changed" }, bearer(guestToken)),
  );
  await book(unmanagedId, "2028-03-05", 2);
  await book(otherPropertyId, "2028-03-05", 2);
  const expense = (propertyId: string, currency: string, category: string, amountMinor: number) =>
    callFunction(
      "recordOpex",
      { propertyId, category, incurredOn: today, amountMinor, currency, note: "" },
      bearer(accountant.token),
    );
  const cleaning = await resultOf<{ id: string }>(await expense(managedId, "MYR", "cleaning", 9_000));
  await resultOf(await expense(managedId, "MYR", "utilities", 4_250));
  await resultOf(
    await callFunction(
      "editOpex",
      {
        id: cleaning.id,
        category: "repairs",
        incurredOn: today,
        amountMinor: 11_000,
        currency: "MYR",
        note: "Was a repair",
      },
      bearer(accountant.token),
    ),
  );
  await resultOf(await expense(unmanagedId, "THB", "supplies", 50_000));
});

/** Summed independently of the statement: the supplier_payable lines of its entries in the month, per currency. */
async function payableLines(propertyIds: string[]) {
  const { start, end } = periodInstants(period);
  const rows = await db
    .select({ currency: journalLines.currency, total: sql<string>`sum(${journalLines.amountMinor})` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        inArray(journalLines.propertyId, propertyIds),
        eq(journalLines.account, "supplier_payable"),
        inArray(journalEntries.kind, ["booking_sale", "refund", "opex"]),
        gte(journalEntries.createdAt, start),
        lt(journalEntries.createdAt, end),
      ),
    )
    .groupBy(journalLines.currency);
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.total)]));
}

const statementOf = (actor: Actor, subject: StatementSubject) => statementOfAccounts(db, { actor, subject, period });

describe("the statement of accounts", () => {
  it("nets, per property and per organisation, to minus the sum of its supplier_payable ledger lines", async () => {
    const managed = await statementOf(accountant.actor, { kind: "property", id: managedId });
    const myr = managed!.currencies.find((currency) => currency.currency === "MYR")!;
    expect(managed!.currencies.map((currency) => currency.currency)).toEqual(["MYR"]);
    expect(myr.current.netMinor).toBe(-(await payableLines([managedId])).MYR!);
    // The parts are all there: a refund, the fee net of it, and the expenses by the category last posted.
    expect(myr.current.refundsMinor).toBeLessThan(0);
    expect(myr.current.managementFeeMinor).toBeGreaterThan(0);
    expect(myr.current.commissionMinor).toBe(0);
    expect(myr.current.opexByCategory).toMatchObject({ cleaning: 0, repairs: 11_000, utilities: 4_250 });
    expect(myr.lines.filter((line) => !line.total).reduce((total, line) => total + line.currentMinor, 0)).toBe(
      myr.current.netMinor,
    );

    const organisation = await statementOf(accountant.actor, {
      kind: "organisation",
      id: organisationId,
      managedOnly: false,
    });
    const independent = await payableLines([managedId, unmanagedId]);
    expect(
      Object.fromEntries(organisation!.currencies.map((currency) => [currency.currency, currency.current.netMinor])),
    ).toEqual({ MYR: -independent.MYR!, THB: -independent.THB! });
    const thb = organisation!.currencies.find((currency) => currency.currency === "THB")!;
    expect(thb.current).toMatchObject({ managementFeeMinor: 0, opexMinor: 50_000 });
    expect(thb.current.commissionMinor).toBeGreaterThan(0);

    // The owner's managed statement is the managed property's alone.
    const managedOnly = await statementOf(accountant.actor, {
      kind: "organisation",
      id: organisationId,
      managedOnly: true,
    });
    expect(managedOnly!.currencies.map((currency) => [currency.currency, currency.current.netMinor])).toEqual([
      ["MYR", myr.current.netMinor],
    ]);
    // Nothing was posted in the month before: the comparison is against zero.
    expect(myr.lines.find((line) => line.key === "net")).toMatchObject({
      previousMinor: 0,
      changeMinor: myr.current.netMinor,
      changePercent: null,
    });
  });

  it("reads monthly figures that the database keeps equal to the entries themselves, opex by its category", async () => {
    const ours = [managedId, unmanagedId, otherPropertyId];
    const kept = await db.execute<Record<string, string>>(sql`
      select property_id, month::text, kind::text, currency, category, entries::text, gross_minor::text, cash_minor::text,
        supplier_minor::text, platform_minor::text, commission_minor::text, management_fee_minor::text
      from entry_month_figures where property_id in (${sql.join(
        ours.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and entries <> 0
      order by 1, 2, 3, 4, 5`);
    const recomputed = await db.execute<Record<string, string>>(sql`
      select e.property_id, date_trunc('month', e.created_at at time zone 'UTC')::date::text as month, e.kind::text,
        e.currency, coalesce(op.category::text, '') as category, count(*)::text as entries, sum(e.gross_minor)::text as gross_minor,
        sum(e.cash_minor)::text as cash_minor, sum(e.supplier_minor)::text as supplier_minor, sum(e.platform_minor)::text as platform_minor,
        sum(e.commission_minor)::text as commission_minor, sum(e.management_fee_minor)::text as management_fee_minor
      from journal_entries e left join opex_postings op on op.entry_id = e.id
      where e.property_id in (${sql.join(
        ours.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    expect(kept.rows).toEqual(recomputed.rows);
    // The edited expense's reversal and re-posting sit under the categories they were posted with.
    expect(
      kept.rows
        .filter((row) => row.kind === "opex")
        .map((row) => row.category)
        .sort(),
    ).toEqual(expect.arrayContaining(["cleaning", "repairs", "utilities", "supplies"]));
    expect(kept.rows.some((row) => row.kind === "opex" && row.category === "")).toBe(false);
  });

  it("gives management fees per owner and month from the fee lines", async () => {
    const fees = await managementFees(db, { actor: accountant.actor, period });
    const ours = fees.filter((fee) => fee.organisationId === organisationId);
    const statement = await statementOf(accountant.actor, { kind: "property", id: managedId });
    expect(ours).toEqual([
      {
        organisationId,
        organisationName: `Statement Owners ${suffix}`,
        month,
        currency: "MYR",
        feeMinor: statement!.currencies[0]!.current.managementFeeMinor,
      },
    ]);
    // An owner sees only its own fees; an investor the fees of what they hold.
    expect(
      (await managementFees(db, { actor: otherOwner.actor, period })).some(
        (fee) => fee.organisationId === organisationId,
      ),
    ).toBe(false);
  });

  it("shows an investor the properties they hold and nothing else", async () => {
    expect(await statementOf(investor.actor, { kind: "property", id: managedId })).not.toBeNull();
    expect(await statementOf(investor.actor, { kind: "property", id: unmanagedId })).toBeNull();
    expect(await statementOf(investor.actor, { kind: "property", id: otherPropertyId })).toBeNull();
    const all = await statementOf(investor.actor, { kind: "all" });
    const held = await statementOf(investor.actor, { kind: "property", id: managedId });
    expect(all!.currencies.map((currency) => currency.current)).toEqual(
      held!.currencies.map((currency) => currency.current),
    );
    const choices = await statementChoices(db, { actor: investor.actor });
    expect(choices.properties.map((property) => property.id)).toEqual([managedId]);
  });

  it("shows a supplier its own and answers another supplier's property as nothing", async () => {
    expect(await statementOf(owner.actor, { kind: "property", id: managedId })).not.toBeNull();
    expect(await statementOf(otherOwner.actor, { kind: "property", id: managedId })).toBeNull();
    expect(
      await statementOf(otherOwner.actor, { kind: "organisation", id: organisationId, managedOnly: false }),
    ).toBeNull();
    const theirs = await statementOf(otherOwner.actor, { kind: "all" });
    expect(theirs!.currencies.map((currency) => currency.current.netMinor)).toEqual([
      -(await payableLines([otherPropertyId])).MYR!,
    ]);
  });

  it("exports the same statement as CSV and PDF, to those who may see it only", async () => {
    const query = `?subject=property:${managedId}&from=${month}&to=${month}`;
    const get = (route: typeof csvRoute, path: string, token?: string) =>
      route(
        new Request(`http://localhost/dashboard/incomestatement/${path}${query}`, {
          headers: token ? bearer(token) : {},
        }),
      );
    const csv = await get(csvRoute, "export", investor.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    const net = (await statementOf(investor.actor, { kind: "property", id: managedId }))!.currencies[0]!.current
      .netMinor;
    expect(text).toContain(`,MYR,Net operating income,Net operating income,${(net / 100).toFixed(2)},0.00,`);
    expect(text).toContain(",MYR,Operating expenses,Repairs,-110.00,");

    const pdf = await get(pdfRoute, "pdf", accountant.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect((await get(csvRoute, "export", otherOwner.token)).status).toBe(404);
    expect((await get(pdfRoute, "pdf", otherOwner.token)).status).toBe(404);
    expect((await get(csvRoute, "export")).status).toBe(401);
    const guest = await get(pdfRoute, "pdf", guestToken);
    expect(guest.status).toBe(403);
  });
});

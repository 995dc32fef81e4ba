import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { actorForUser, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { bookings, properties } from "@/server/db/schema";
import { listHostTransactions } from "./settlements/host-transactions";
import { listTransactions, type TransactionFilters } from "./transactions";
import { approveSettlement, createSettlements, markSettlementPaid } from "./settlements/settle";
import { managementFees, statementSums } from "./statements/queries";

/**
 * The roll-ups per organisation (accounts/sql/month-figures.sql, booking-earnings.sql) against recomputations from the
 * ledger, after a series of writes of every kind that moves them: sales, refunds, expenses and their categories, a
 * month settled, approved and paid, a stay's dates changed, a property moved to another owner and one no longer
 * managed; then their rebuild functions, and the pages that read them against the same figures per property.
 */
const db = testDb();
const suffix = uniqueSuffix();
// A month of their own far ahead, settled as if it had ended, so no other test's entries meet these.
const MONTH = "2032-06";
const AFTER = new Date("2032-07-02T00:00:00Z");

interface Party {
  organisationId: string;
  propertyId: string;
  unitId: string;
  currency: string;
  managed: boolean;
}

let a1: Party;
let a2: Party;
let b1: Party;
let accountant: { actor: Actor; token: string };
let ownerA: Actor;
const organisations = () => [a1.organisationId, b1.organisationId];
const inOurs = (column: string) => sql.raw(`${column} in ('${a1.organisationId}'::uuid, '${b1.organisationId}'::uuid)`);

function saleOf(party: Party, stay: number, fee: number): JournalLineInput[] {
  const { organisationId, propertyId, currency } = party;
  const service = Math.round(stay / 10);
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor: stay + service, propertyId },
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: -(stay - fee), propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: -fee,
      propertyId,
    },
    { account: ACCOUNTS.serviceFeeRevenue, currency, amountMinor: -service, propertyId },
  ];
}

function refundOf(party: Party, supplierPart: number, fee: number): JournalLineInput[] {
  const { organisationId, propertyId, currency } = party;
  return [
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: supplierPart, propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: fee,
      propertyId,
    },
    { account: ACCOUNTS.cashTestCard, currency, amountMinor: -(supplierPart + fee), propertyId },
  ];
}

async function party(organisationId: string, managed: boolean, currency: string): Promise<Party> {
  const { property, units } = await createProperty(db, { organisationId, managed, currency });
  return { organisationId, propertyId: property.id, unitId: units[0]!.id, currency, managed };
}

/** A stay in MONTH with its sale (and a refund when asked), written as checkout and cancellation write them. */
async function stay(who: Party, checkIn: string, checkOut: string, amount: number, refund?: number) {
  await db.transaction(async (tx) => {
    const booking = await createBooking(tx, {
      propertyId: who.propertyId,
      unitId: who.unitId,
      checkIn,
      checkOut,
      status: "completed",
      currency: who.currency,
      guestName: `Roll-up guest ${checkIn}`,
    });
    await postJournalEntry(tx, {
      kind: "booking_sale",
      bookingId: booking.id,
      lines: saleOf(who, amount, amount / 10),
    });
    if (refund)
      await postJournalEntry(tx, {
        kind: "refund",
        bookingId: booking.id,
        lines: refundOf(who, refund - refund / 10, refund / 10),
      });
  });
}

const FIGURES = `entries::text, gross_minor::text, cash_minor::text, supplier_minor::text, platform_minor::text, commission_minor::text, management_fee_minor::text`;

/** organisation_month_figures for our organisations (rows that hold nothing left out: moves leave zeros). */
async function keptOrganisationMonths() {
  return (
    await db.execute(sql`
      select organisation_id, managed, month::text, kind::text, currency, category, ${sql.raw(FIGURES)}
      from organisation_month_figures
      where ${inOurs("organisation_id")}
        and not (entries = 0 and gross_minor = 0 and cash_minor = 0 and supplier_minor = 0 and platform_minor = 0
          and commission_minor = 0 and management_fee_minor = 0)
      order by 1, 2, 3, 4, 5, 6`)
  ).rows;
}

/** The same, recomputed from the journal and the properties as they are now. */
async function recomputedOrganisationMonths() {
  return (
    await db.execute(sql`
      select p.organisation_id, p.managed, date_trunc('month', e.created_at at time zone 'UTC')::date::text as month,
        e.kind::text as kind, e.currency, coalesce(op.category::text, '') as category, count(*)::text as entries,
        sum(e.gross_minor)::text as gross_minor, sum(e.cash_minor)::text as cash_minor, sum(e.supplier_minor)::text as supplier_minor,
        sum(e.platform_minor)::text as platform_minor, sum(e.commission_minor)::text as commission_minor,
        sum(e.management_fee_minor)::text as management_fee_minor
      from journal_entries e
      join properties p on p.id = e.property_id
      left join opex_postings op on op.entry_id = e.id
      where ${inOurs("p.organisation_id")}
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`)
  ).rows;
}

async function keptHostMonths(on: DbOrTx = db) {
  return (
    await on.execute(sql`
      select property_id, month::text, currency, payout_status, bookings::text, gross_minor::text, refunds_minor::text,
        commission_minor::text, net_minor::text
      from host_earnings_months
      where property_id in (select id from properties p where ${inOurs("p.organisation_id")})
        and not (bookings = 0 and gross_minor = 0 and refunds_minor = 0 and commission_minor = 0 and net_minor = 0)
      order by 1, 2, 3, 4`)
  ).rows;
}

/** Per booking from its sale and refund entries and their settlements, then per property, month and status. */
async function recomputedHostMonths(on: DbOrTx = db) {
  return (
    await on.execute(sql`
      with earnings as (
        select b.property_id, b.currency, b.check_out,
          count(*) filter (where e.kind = 'booking_sale') as sales,
          coalesce(sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) filter (where e.kind = 'booking_sale'), 0) as gross_minor,
          coalesce(-sum(e.supplier_minor + e.commission_minor + e.management_fee_minor) filter (where e.kind = 'refund'), 0) as refunds_minor,
          sum(e.commission_minor + e.management_fee_minor) as commission_minor, sum(e.supplier_minor) as net_minor,
          count(*) filter (where s.id is null) as unsettled, count(*) filter (where s.status = 'draft') as draft,
          count(*) filter (where s.status = 'approved') as approved
        from journal_entries e
        join bookings b on b.id = e.booking_id
        left join settlement_items si on si.entry_id = e.id
        left join settlements s on s.id = si.settlement_id
        where e.kind in ('booking_sale', 'refund')
          and b.property_id in (select id from properties p where ${inOurs("p.organisation_id")})
        group by b.id
      )
      select x.property_id, date_trunc('month', x.check_out)::date::text as month, x.currency,
        case when x.unsettled > 0 then 'unsettled' when x.draft > 0 then 'draft' when x.approved > 0 then 'approved' else 'paid' end as payout_status,
        count(*)::text as bookings, sum(x.gross_minor)::text as gross_minor, sum(x.refunds_minor)::text as refunds_minor,
        sum(x.commission_minor)::text as commission_minor, sum(x.net_minor)::text as net_minor
      from earnings x
      where x.sales > 0
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  ).rows;
}

async function expectRollupsEqualTheLedger() {
  const [kept, recomputed] = [await keptOrganisationMonths(), await recomputedOrganisationMonths()];
  expect(kept).toEqual(recomputed);
  expect(await keptHostMonths()).toEqual(await recomputedHostMonths());
  return kept;
}

beforeAll(async () => {
  const a = await createOrganisation(db, { name: `Roll-up Owners A ${suffix}` });
  const b = await createOrganisation(db, { name: `Roll-up Owners B ${suffix}` });
  a1 = await party(a.id, true, "MYR");
  a2 = await party(a.id, false, "THB");
  b1 = await party(b.id, true, "MYR");
  const accountantEmail = `rollup-accountant-${suffix}@example.test`;
  const created = await createUser(db, { email: accountantEmail, profile: { specialType: "accountant" } });
  accountant = {
    actor: await actorForUser(db, { id: created.user.id, email: accountantEmail, emailVerified: true }),
    token: await signIn(accountantEmail),
  };
  const ownerEmail = `rollup-owner-${suffix}@example.test`;
  const owner = await createUser(db, { email: ownerEmail, profile: { organisationId: a.id } });
  ownerA = await actorForUser(db, { id: owner.user.id, email: ownerEmail, emailVerified: true });

  // Sales, a refund, an expense posted under a category and edited (reversed and posted again).
  await stay(a1, "2032-06-02", "2032-06-05", 60_000);
  await stay(a1, "2032-06-10", "2032-06-12", 40_000, 20_000);
  await stay(a2, "2032-06-20", "2032-06-24", 900_000);
  await stay(a2, "2032-06-28", "2032-07-03", 500_000);
  await stay(b1, "2032-06-14", "2032-06-16", 30_000);
  const expense = await resultOf<{ id: string }>(
    await callFunction(
      "recordOpex",
      {
        propertyId: a1.propertyId,
        category: "cleaning",
        incurredOn: new Date().toISOString().slice(0, 10),
        amountMinor: 9_000,
        currency: "MYR",
        note: "",
      },
      bearer(accountant.token),
    ),
  );
  await resultOf(
    await callFunction(
      "editOpex",
      {
        id: expense.id,
        category: "repairs",
        incurredOn: new Date().toISOString().slice(0, 10),
        amountMinor: 11_000,
        currency: "MYR",
        note: "A repair",
      },
      bearer(accountant.token),
    ),
  );
});

describe("the accounts' roll-ups per organisation", () => {
  it("stay equal to the ledger through sales, refunds, expenses, a settled month, moved stays and properties, and rebuild to the same", async () => {
    const written = await expectRollupsEqualTheLedger();
    expect(written.some((row) => row.kind === "opex" && row.category === "repairs")).toBe(true);
    expect(await keptHostMonths()).toContainEqual(
      expect.objectContaining({ property_id: a1.propertyId, month: "2032-06-01", payout_status: "unsettled" }),
    );

    // Organisation A's month settled, one currency's settlement approved and paid, the other left in draft.
    const created = await db.transaction((tx) =>
      createSettlements(tx, { month: MONTH, createdBy: null, today: AFTER, organisationId: a1.organisationId }),
    );
    expect(created.created.length).toBeGreaterThan(0);
    const first = created.created.find((settlement) => settlement.currency === "MYR");
    await db.transaction((tx) => approveSettlement(tx, { id: first!.id, approvedBy: null, now: AFTER }));
    await db.transaction((tx) =>
      markSettlementPaid(tx, { id: first!.id, reference: `RU-${suffix}`, paidBy: null, now: AFTER }),
    );
    await expectRollupsEqualTheLedger();
    const statuses = new Set((await keptHostMonths()).map((row) => row.payout_status));
    expect(statuses.has("paid")).toBe(true);

    // A stay moved to the next month, a property moved to the other owner, one no longer managed.
    await db
      .update(bookings)
      .set({ checkIn: "2032-07-01", checkOut: "2032-07-04" })
      .where(sql`${bookings.propertyId} = ${b1.propertyId}::uuid`);
    await db.update(properties).set({ organisationId: b1.organisationId }).where(eq(properties.id, a2.propertyId));
    await db.update(properties).set({ managed: false }).where(eq(properties.id, a1.propertyId));
    const moved = await expectRollupsEqualTheLedger();
    expect(moved.some((row) => row.organisation_id === b1.organisationId && row.currency === "THB")).toBe(true);
    expect(moved.some((row) => row.organisation_id === a1.organisationId && row.managed === true)).toBe(false);

    // The rebuild functions recompute the same tables (in one snapshot, so other files' writes cannot differ;
    // rolled back, retried if one of those writes touched a rebuilt row first).
    for (let attempt = 0; ; attempt++) {
      try {
        await db.transaction(
          async (tx) => {
            await tx.execute(sql`select rebuild_organisation_month_figures(), rebuild_host_earnings_months()`);
            const differences = await tx.execute(sql`
              with recomputed as (
                select p.organisation_id, p.managed, date_trunc('month', e.created_at at time zone 'UTC')::date as month, e.kind,
                  e.currency, coalesce(op.category::text, '') as category, count(*)::int as entries, sum(e.gross_minor) as gross_minor,
                  sum(e.cash_minor) as cash_minor, sum(e.supplier_minor) as supplier_minor, sum(e.platform_minor) as platform_minor,
                  sum(e.commission_minor) as commission_minor, sum(e.management_fee_minor) as management_fee_minor
                from journal_entries e join properties p on p.id = e.property_id left join opex_postings op on op.entry_id = e.id
                group by 1, 2, 3, 4, 5, 6
              ),
              kept as (select * from organisation_month_figures)
              (select * from kept except select * from recomputed) union all (select * from recomputed except select * from kept)`);
            expect(differences.rows).toEqual([]);
            expect(await keptHostMonths(tx)).toEqual(await recomputedHostMonths(tx));
            expect((await keptHostMonths(tx)).length).toBeGreaterThan(0);
            tx.rollback();
          },
          { isolationLevel: "repeatable read" },
        );
      } catch (error) {
        if (error instanceof TransactionRollbackError) break;
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
        if (code === "40001" && attempt < 5) continue;
        throw error;
      }
    }
  });

  it("gives the pages of whole organisations the same figures as their properties' own", async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    const now = { from: thisMonth, to: thisMonth };
    // The organisation's statement (its roll-up) against the sum of its properties' statements (per property).
    const { rows: ours } = await db.execute<{ id: string }>(
      sql`select id from properties where organisation_id = ${b1.organisationId}::uuid order by id`,
    );
    const key = (row: { currency: string; kind: string; account: string; category: string | null; period: string }) =>
      `${row.currency} ${row.kind} ${row.account} ${row.category ?? ""} ${row.period}`;
    const add = (into: Map<string, number>, rows: Awaited<ReturnType<typeof statementSums>>) => {
      for (const row of rows) into.set(key(row), (into.get(key(row)) ?? 0) + row.amountMinor);
      return into;
    };
    const whole = add(
      new Map(),
      await statementSums(db, {
        actor: accountant.actor,
        subject: { kind: "organisation", id: b1.organisationId, managedOnly: false },
        period: now,
      }),
    );
    const parts = new Map<string, number>();
    for (const { id } of ours)
      add(parts, await statementSums(db, { actor: accountant.actor, subject: { kind: "property", id }, period: now }));
    expect(whole.size).toBeGreaterThan(0);
    expect(whole).toEqual(parts);
    // Its managed properties alone: the one that stayed managed.
    const managedOnly = add(
      new Map(),
      await statementSums(db, {
        actor: accountant.actor,
        subject: { kind: "organisation", id: b1.organisationId, managedOnly: true },
        period: now,
      }),
    );
    expect(managedOnly).toEqual(
      add(
        new Map(),
        await statementSums(db, {
          actor: accountant.actor,
          subject: { kind: "property", id: b1.propertyId },
          period: now,
        }),
      ),
    );

    // Management fees per owner: the fee lines of their properties now.
    const fees = (await managementFees(db, { actor: accountant.actor, period: now })).filter((row) =>
      organisations().includes(row.organisationId),
    );
    const { rows: feeLines } = await db.execute<{ organisation_id: string; fee: string }>(sql`
      select p.organisation_id, -sum(l.amount_minor)::bigint as fee from journal_lines l
      join journal_entries e on e.id = l.entry_id join properties p on p.id = e.property_id
      where l.account = 'revenue:management_fee' and ${inOurs("p.organisation_id")}
        and e.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      group by 1 having sum(l.amount_minor) <> 0`);
    expect(
      Object.fromEntries(
        organisations().map((id) => [
          id,
          fees.filter((row) => row.organisationId === id).reduce((t, r) => t + r.feeMinor, 0),
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        organisations().map((id) => [id, Number(feeLines.find((row) => row.organisation_id === id)?.fee ?? 0)]),
      ),
    );

    // Host transactions' totals, from whole months and the days at either end, against the bookings' own rows.
    const direct = async (organisationId: string, from?: string, to?: string) =>
      (
        await db.execute<{ currency: string; count: string; net: string; gross: string }>(sql`
          select be.currency, count(*)::text as count, sum(be.net_minor)::text as net, sum(be.gross_minor)::text as gross
          from booking_earnings be join properties p on p.id = be.property_id
          where be.sales > 0 and p.organisation_id = ${organisationId}::uuid
            and be.check_out >= ${from ?? "0001-01-01"}::date and be.check_out <= ${to ?? "9999-12-31"}::date
          group by 1 order by 1`)
      ).rows.map((row) => ({
        currency: row.currency,
        count: Number(row.count),
        netMinor: Number(row.net),
        grossMinor: Number(row.gross),
      }));
    for (const [from, to] of [
      [undefined, undefined],
      ["2032-06-05", "2032-07-03"],
      ["2032-06-01", "2032-06-30"],
      ["2032-06-13", "2032-06-30"],
      ["2032-07-01", undefined],
      [undefined, "2032-06-12"],
    ] as const) {
      const page = await listHostTransactions(db, { actor: ownerA, filters: { from, to, page: 1 } });
      expect(
        page.totals.map(({ currency, count, netMinor, grossMinor }) => ({ currency, count, netMinor, grossMinor })),
        `${from}…${to}`,
      ).toEqual(await direct(a1.organisationId, from, to));
      expect(page.total, `${from}…${to}`).toBe(page.rows.length);
    }
    const paid = await listHostTransactions(db, { actor: ownerA, filters: { status: "paid", page: 1 } });
    expect(paid.totals.reduce((total, row) => total + row.paidMinor, 0)).toBe(
      paid.totals.reduce((total, row) => total + row.netMinor, 0),
    );
    expect(paid.total).toBe(paid.rows.length);
    expect(paid.rows.every((row) => row.payoutStatus === "paid")).toBe(true);
  });

  it("gives the marketplace's transaction totals as the entries' own sums, whole months from the roll-up", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const thisMonth = `${today.slice(0, 7)}-01`;
    const cases: Omit<TransactionFilters, "page">[] = [
      {},
      { from: thisMonth, to: today },
      { from: "2026-01-15", to: today },
      { from: "2026-01-01" },
      { to: "2032-06-12" },
      { kind: "booking_sale" },
      { currency: "THB", from: "2025-12-31" },
    ];
    for (const filters of cases) {
      // One snapshot for both, so other files' writes in between cannot tell them apart.
      const [totals, entries] = await db.transaction(
        async (tx) => {
          const page = await listTransactions(tx, { actor: accountant.actor, filters: { ...filters, page: 1 } });
          const direct = await tx.execute<{
            currency: string;
            count: number;
            cash: string;
            supplier: string;
            platform: string;
          }>(sql`
            select e.currency, count(*)::int as count, sum(e.cash_minor)::text as cash, sum(e.supplier_minor)::text as supplier,
              sum(e.platform_minor)::text as platform
            from journal_entries e
            where e.created_at >= ${filters.from ?? "0001-01-01"}::date::timestamp at time zone 'UTC'
              and e.created_at < (${filters.to ?? "9999-12-30"}::date + 1)::timestamp at time zone 'UTC'
              and (${filters.kind ?? null}::text is null or e.kind::text = ${filters.kind ?? null})
              and (${filters.currency ?? null}::text is null or e.currency = ${filters.currency ?? null})
            group by 1 order by 1`);
          return [page.totals, direct.rows] as const;
        },
        { isolationLevel: "repeatable read" },
      );
      expect(totals, JSON.stringify(filters)).toEqual(
        entries.map((row) => ({
          currency: row.currency,
          count: row.count,
          cashMinor: Number(row.cash),
          supplierMinor: Number(row.supplier),
          platformMinor: Number(row.platform),
        })),
      );
    }
  });
});

/**
 * Making and moving settlements (DOMAIN.md Money), inside the caller's transaction.
 *
 * Which entries a month settles, for each organisation and currency: the entries not yet settled that carry
 * its supplier_payable lines and are due by the month's last day (UTC):
 * - `booking_sale` and `refund` entries of a live booking (confirmed, checked in, completed) whose stay
 *   checked out on or before that day: a stay is paid out once it is over;
 * - those of a cancelled or no-show booking (and any other) by the entry's own date: there is no stay to wait for;
 * - the rent of a monthly rental contract (a `booking_sale` of the contract's booking, recorded when the month's
 *   invoice is paid) month by month: each month's rent is earned once its last night has passed, so it settles
 *   with the month that night falls in, not when the whole contract checks out;
 * - `opex` entries dated on or before that day, and so `deposit_return` entries (what was kept of a rental
 *   deposit for the owner);
 * - `addon_sale` and `addon_refund` entries (a tour, transfer or meal supplier's): those sold with a stay follow
 *   the stay as above; those bought alone are due once the order's day has come, or by the entry's date when
 *   the order was cancelled;
 * - `insurance_sale` and `insurance_refund` entries (the insurer's) by the entry's date: a premium is the
 *   insurer's once the policy is issued, and a cancellation's refund is set against the next month's premiums.
 * An entry is settled at most once (the unique entry of `settlement_items`). When the entries of an
 * organisation and currency come to nothing or less (expenses and refunds above earnings), no settlement is
 * made: the entries stay unsettled and are carried into the next month's run with whatever it earns.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { KEPT } from "@/domains/bookings";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { settlements } from "../schema";
import { issueCommissionInvoice } from "../invoices/issue";
import { DELETABLE, settlementLifecycle, type SettlementEvent } from "./lifecycle";
import {
  monthHasEnded,
  periodOf,
  settlementNumber,
  SETTLED_KINDS,
  type Period,
  type SettlementFigures,
} from "./figures";

export type Settlement = typeof settlements.$inferSelect;

export class SettlementError extends Error {
  constructor(
    message: string,
    readonly code: "invalid" | "not-found" | "conflict",
  ) {
    super(message);
  }
}

/**
 * The candidates' query (exported for the bench's EXPLAIN): the unsettled entries due by the end of a period, each
 * with its item's figures. It reads the queue of unsettled entries (`unsettled_entries`, kept by the database in
 * the transaction of every entry and settlement item, with the entries' figures), never the journal, so a month's
 * run costs what the queue holds (the stays still ahead and what was carried), not the ledger's history.
 *
 * The figures are `itemFigures` (figures.ts) written in SQL so that the run is one INSERT…SELECT, not thousands
 * of rows through Node: `settle-figures.int.test.ts` holds the two equal for every settled kind.
 */
export function candidatesQuery(period: Period, organisationId?: string) {
  const organisation = organisationId ? sql`and e.organisation_id = ${organisationId}::uuid` : sql``;
  // Every due entry was written before the month's end (a sale when its stay was booked, a refund or an
  // expense when it happened), so that bound is also the queue's index range; the figures are the entry's own.
  // Our fee on a premium is revenue:insurance_commission, which the entry counts in its platform figure.
  return sql`
    select c.*,
      case when c.kind in ('booking_sale', 'addon_sale', 'insurance_sale') then c.payable_minor + c.fee_minor
        when c.kind = 'deposit_return' then c.payable_minor else 0 end as gross_minor,
      case when c.kind in ('refund', 'addon_refund', 'insurance_refund') then -(c.payable_minor + c.fee_minor) else 0 end as refunds_minor,
      case when c.kind = 'opex' then -c.payable_minor else 0 end as opex_minor
    from (
      select e.entry_id, e.kind, e.booking_id, e.created_at as entry_at, e.currency, e.organisation_id, e.property_id,
        e.supplier_minor as payable_minor, o.name as organisation_name,
        -- Deposits and expenses carry no fee of ours; anything else on the entry is not the owner's.
        case when e.kind in ('opex', 'deposit_return') then 0
          when e.kind in ('insurance_sale', 'insurance_refund') then e.platform_minor else e.commission_minor end as commission_minor,
        case when e.kind in ('opex', 'deposit_return') then 0 else e.management_fee_minor end as management_fee_minor,
        case when e.kind in ('opex', 'deposit_return') then 0
          when e.kind in ('insurance_sale', 'insurance_refund') then e.platform_minor else e.commission_minor end
          + case when e.kind in ('opex', 'deposit_return') then 0 else e.management_fee_minor end as fee_minor
      from unsettled_entries e
      join organisations o on o.id = e.organisation_id
      -- One look-up of its booking per queued entry (LIMIT keeps the planner from turning it into a hash join
      -- over every booking ever made: the run's cost follows the queue, not the history).
      left join lateral (select bk.status, bk.check_out from bookings bk where bk.id = e.booking_id limit 1) b on true
      where e.created_at < (${period.end}::date + 1)::timestamp at time zone 'UTC'
        and e.kind in (${sql.join(
          SETTLED_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and (
          e.kind in ('opex', 'deposit_return', 'insurance_sale', 'insurance_refund')
          or (e.booking_id is not null and (b.status not in (${sql.join(
            KEPT.map((status) => sql`${status}`),
            sql`, `,
          )}) or b.check_out <= ${period.end}::date))
          or exists (select 1 from rental_invoices ri
            where ri.entry_id = e.entry_id and ri.kind = 'rent' and ri.period_end - 1 <= ${period.end}::date)
          or (e.booking_id is null and e.kind in ('addon_sale', 'addon_refund') and exists (
            select 1 from payments pay
            join addon_orders ao on pay.payable_kind = 'addon_order' and ao.id = pay.payable_id
            join addon_slots slot on slot.id = ao.slot_id
            where pay.id = e.payment_id and (ao.status = 'cancelled' or slot.day <= ${period.end}::date)))
        )
        ${organisation}
    ) c`;
}

/** The run's candidates, made once per run in a temporary table that goes with the transaction. */
const RUN_TABLE = sql.raw("pg_temp.settlement_run_candidates");

const RUN_COLUMNS = [
  "entry_id",
  "kind",
  "booking_id",
  "entry_at",
  "currency",
  "organisation_id",
  "property_id",
  "organisation_name",
  "payable_minor",
  "commission_minor",
  "management_fee_minor",
  "gross_minor",
  "refunds_minor",
  "opex_minor",
].join(", ");

/** What the candidates of one organisation and currency come to. */
const Group = z.object({
  organisation_id: sqlTypes.uuid,
  organisation_name: sqlTypes.text,
  currency: sqlTypes.text,
  items: sqlTypes.bigint,
  gross_minor: sqlTypes.bigint,
  commission_minor: sqlTypes.bigint,
  management_fee_minor: sqlTypes.bigint,
  refunds_minor: sqlTypes.bigint,
  opex_minor: sqlTypes.bigint,
  net_minor: sqlTypes.bigint,
});
type Group = z.infer<typeof Group>;

function figuresOf(group: Group): SettlementFigures {
  return {
    grossMinor: group.gross_minor,
    commissionMinor: group.commission_minor,
    managementFeeMinor: group.management_fee_minor,
    refundsMinor: group.refunds_minor,
    opexMinor: group.opex_minor,
    netMinor: group.net_minor,
  };
}

export interface CreateResult {
  period: Period;
  created: {
    id: string;
    number: string;
    organisationId: string;
    organisationName: string;
    currency: string;
    netMinor: number;
    items: number;
  }[];
  /** Organisations and currencies whose entries came to nothing or less: carried into next month. */
  carried: { organisationName: string; currency: string; netMinor: number; items: number }[];
  /** Organisations and currencies that already have a settlement for this month (left as they are). */
  existing: { organisationName: string; currency: string; number: string; status: string }[];
}

/**
 * Creates the month's settlements (one per organisation and currency with something to pay), set-based: the
 * candidates once into a temporary table, their sums per organisation and currency to Node (which decides what is
 * made, carried or already there), the settlements in one insert and their items in one INSERT…SELECT. A
 * settlement's figures are the sums of its items' figures by construction (both come from the same rows).
 */
export async function createSettlements(
  tx: DbOrTx,
  options: {
    month: string;
    createdBy: string | null;
    today?: Date;
    organisationId?: string;
    /** Told how many of the organisations and currencies are done (a run's progress: server/runs). */
    onProgress?: (done: number, total: number) => Promise<void>;
  },
): Promise<CreateResult> {
  const period = periodOf(options.month);
  if (!period) throw new SettlementError("Choose a month like 2026-10.", "invalid");
  if (!monthHasEnded(period, options.today ?? new Date()))
    throw new SettlementError("Settlements are made for months that have ended.", "invalid");
  // One run at a time: a second run waits, then finds the first one's entries settled.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settlements.create'))`);
  // Made, then filled: PostgreSQL takes no parameters in CREATE TABLE … AS.
  await tx.execute(sql`drop table if exists ${RUN_TABLE}`);
  await tx.execute(sql`create temporary table settlement_run_candidates (
    entry_id uuid primary key, kind journal_entry_kind not null, booking_id uuid, entry_at timestamptz not null,
    currency text not null, organisation_id uuid not null, property_id uuid, organisation_name text not null,
    payable_minor bigint not null, commission_minor bigint not null, management_fee_minor bigint not null,
    gross_minor bigint not null, refunds_minor bigint not null, opex_minor bigint not null) on commit drop`);
  await tx.execute(sql`insert into ${RUN_TABLE} (${sql.raw(RUN_COLUMNS)})
    select ${sql.raw(RUN_COLUMNS)} from (${candidatesQuery(period, options.organisationId)}) q`);
  const groups = await rowsOf(
    tx,
    Group,
    sql`select organisation_id, min(organisation_name) as organisation_name, currency, count(*) as items,
      sum(gross_minor)::bigint as gross_minor, sum(commission_minor)::bigint as commission_minor,
      sum(management_fee_minor)::bigint as management_fee_minor, sum(refunds_minor)::bigint as refunds_minor,
      sum(opex_minor)::bigint as opex_minor, sum(payable_minor)::bigint as net_minor
    from ${RUN_TABLE} group by organisation_id, currency`,
  );
  const existingRows = await tx
    .select({
      organisationId: settlements.organisationId,
      currency: settlements.currency,
      number: settlements.number,
      status: settlements.status,
    })
    .from(settlements)
    .where(eq(settlements.periodStart, period.start));
  const existing = new Map(existingRows.map((row) => [`${row.organisationId}:${row.currency}`, row]));
  const result: CreateResult = { period, created: [], carried: [], existing: [] };
  const ordered = groups
    .map((group) => ({ key: `${group.organisation_id}:${group.currency}`, group }))
    .sort((a, b) => a.key.localeCompare(b.key));
  await options.onProgress?.(0, ordered.length);
  const toMake: Group[] = [];
  for (const { key, group } of ordered) {
    const already = existing.get(key);
    if (already) {
      result.existing.push({
        organisationName: group.organisation_name,
        currency: group.currency,
        number: already.number,
        status: already.status,
      });
    } else if (group.net_minor <= 0) {
      result.carried.push({
        organisationName: group.organisation_name,
        currency: group.currency,
        netMinor: group.net_minor,
        items: group.items,
      });
    } else toMake.push(group);
  }
  if (toMake.length > 0) {
    const made = await tx
      .insert(settlements)
      .values(
        toMake.map((group) => ({
          number: settlementNumber(period, group.organisation_id, group.currency),
          organisationId: group.organisation_id,
          currency: group.currency,
          periodStart: period.start,
          periodEnd: period.end,
          ...figuresOf(group),
          createdBy: options.createdBy,
        })),
      )
      .returning({
        id: settlements.id,
        number: settlements.number,
        organisationId: settlements.organisationId,
        currency: settlements.currency,
      });
    const madeFor = new Map(made.map((row) => [`${row.organisationId}:${row.currency}`, row]));
    // In the candidates' order (entry date, entry), as the items were always numbered.
    await tx.execute(sql`
      insert into settlement_items (settlement_id, entry_id, kind, booking_id, property_id, entry_at, gross_minor,
        commission_minor, management_fee_minor, refunds_minor, opex_minor, payable_minor)
      select s.id, c.entry_id, c.kind, c.booking_id, c.property_id, c.entry_at, c.gross_minor,
        c.commission_minor, c.management_fee_minor, c.refunds_minor, c.opex_minor, c.payable_minor
      from ${RUN_TABLE} c
      join settlements s on s.organisation_id = c.organisation_id and s.currency = c.currency
        and s.period_start = ${period.start}::date
      where s.id in (${sql.join(
        made.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})
      order by c.entry_at, c.entry_id`);
    toMake.forEach((group) => {
      const settlement = madeFor.get(`${group.organisation_id}:${group.currency}`)!;
      result.created.push({
        id: settlement.id,
        number: settlement.number,
        organisationId: group.organisation_id,
        organisationName: group.organisation_name,
        currency: group.currency,
        netMinor: group.net_minor,
        items: group.items,
      });
    });
  }
  await tx.execute(sql`drop table ${RUN_TABLE}`);
  await options.onProgress?.(ordered.length, ordered.length);
  return result;
}

/** The lifecycle's verdict on a settlement read under its lock, or a conflict in its words. */
function settlementTransition(settlement: Settlement, event: SettlementEvent) {
  const verdict = settlementLifecycle.next(settlement.status, event, "finance", { number: settlement.number });
  if (!verdict.ok) throw new SettlementError(verdict.message, "conflict");
  return verdict.to;
}

async function lockSettlement(tx: DbOrTx, id: string): Promise<Settlement> {
  const [row] = await tx.select().from(settlements).where(eq(settlements.id, id)).for("update");
  if (!row) throw new SettlementError("There is no such settlement.", "not-found");
  return row;
}

/** Approves a draft: from now on it is frozen (the database refuses changes); the commission invoice is issued. */
export async function approveSettlement(tx: DbOrTx, options: { id: string; approvedBy: string | null; now?: Date }) {
  const settlement = await lockSettlement(tx, options.id);
  const to = settlementTransition(settlement, "approve");
  const now = options.now ?? new Date();
  const [approved] = await tx
    .update(settlements)
    .set({ status: to, approvedAt: now, approvedBy: options.approvedBy })
    .where(and(eq(settlements.id, settlement.id), eq(settlements.status, settlement.status)))
    .returning();
  const invoice = await issueCommissionInvoice(tx, approved!, options.approvedBy, now);
  return { settlement: approved!, invoice };
}

/** Records the payout of an approved settlement: its reference, and the payout entry that clears the payable. */
export async function markSettlementPaid(
  tx: DbOrTx,
  options: { id: string; reference: string; paidBy: string | null; now?: Date },
) {
  const settlement = await lockSettlement(tx, options.id);
  const to = settlementTransition(settlement, "pay");
  const reference = options.reference.trim();
  const entryId = await postJournalEntry(tx, {
    kind: "payout",
    memo: `Payout of settlement ${settlement.number} (${reference})`,
    createdBy: options.paidBy,
    lines: [
      {
        account: ACCOUNTS.supplierPayable,
        currency: settlement.currency,
        amountMinor: settlement.netMinor,
        organisationId: settlement.organisationId,
      },
      { account: ACCOUNTS.cashBank, currency: settlement.currency, amountMinor: -settlement.netMinor },
    ],
  });
  const [paid] = await tx
    .update(settlements)
    .set({
      status: to,
      paidAt: options.now ?? new Date(),
      paidBy: options.paidBy,
      paymentReference: reference,
      payoutEntryId: entryId,
    })
    .where(and(eq(settlements.id, settlement.id), eq(settlements.status, settlement.status)))
    .returning();
  return paid!;
}

/** Deletes a draft (to make it again with the latest entries); its items go with it and its entries are free again. */
export async function deleteDraftSettlement(tx: DbOrTx, options: { id: string }) {
  const settlement = await lockSettlement(tx, options.id);
  if (!DELETABLE.has(settlement.status))
    throw new SettlementError(
      `Settlement ${settlement.number} is ${settlement.status}: only drafts can be deleted.`,
      "conflict",
    );
  await tx.delete(settlements).where(eq(settlements.id, settlement.id));
  return settlement;
}

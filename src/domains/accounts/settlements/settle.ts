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
import { settlementItems, settlements } from "../schema";
import { issueCommissionInvoice } from "../invoices/issue";
import { DELETABLE, settlementLifecycle, type SettlementEvent } from "./lifecycle";
import {
  addFigures,
  itemFigures,
  monthHasEnded,
  periodOf,
  settlementNumber,
  SETTLED_KINDS,
  ZERO_FIGURES,
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

const Candidate = z.object({
  entry_id: sqlTypes.uuid,
  kind: z.enum(SETTLED_KINDS),
  booking_id: sqlTypes.uuid.nullable(),
  property_id: sqlTypes.uuid.nullable(),
  entry_at: sqlTypes.timestamp,
  organisation_id: sqlTypes.uuid,
  organisation_name: sqlTypes.text,
  currency: sqlTypes.text,
  payable_minor: sqlTypes.bigint,
  commission_minor: sqlTypes.bigint,
  management_fee_minor: sqlTypes.bigint,
});
type Candidate = z.infer<typeof Candidate>;

/** The unsettled entries due by the end of a period, with their sums per line kind. */
async function candidates(tx: DbOrTx, period: Period, organisationId?: string): Promise<Candidate[]> {
  const organisation = organisationId ? sql`and e.organisation_id = ${organisationId}::uuid` : sql``;
  // Every due entry was written before the month's end (a sale when its stay was booked, a refund or an
  // expense when it happened), so that bound is also the index range; the figures are the entry's own.
  // Our fee on a premium is revenue:insurance_commission, which the entry counts in its platform figure.
  return rowsOf(
    tx,
    Candidate,
    sql`
    select e.id as entry_id, e.kind, e.booking_id, e.created_at as entry_at, e.currency, e.organisation_id, e.property_id,
      e.supplier_minor as payable_minor,
      case when e.kind in ('insurance_sale', 'insurance_refund') then e.platform_minor else e.commission_minor end as commission_minor,
      e.management_fee_minor, o.name as organisation_name
    from journal_entries e
    join organisations o on o.id = e.organisation_id
    left join bookings b on b.id = e.booking_id
    where e.kind in (${sql.join(
      SETTLED_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})
      and e.created_at < (${period.end}::date + 1)::timestamp at time zone 'UTC'
      and not exists (select 1 from settlement_items si where si.entry_id = e.id)
      and (
        e.kind in ('opex', 'deposit_return', 'insurance_sale', 'insurance_refund')
        or (e.booking_id is not null and (b.status not in (${sql.join(
          KEPT.map((status) => sql`${status}`),
          sql`, `,
        )}) or b.check_out <= ${period.end}::date))
        or exists (select 1 from rental_invoices ri
          where ri.entry_id = e.id and ri.kind = 'rent' and ri.period_end - 1 <= ${period.end}::date)
        or (e.booking_id is null and e.kind in ('addon_sale', 'addon_refund') and exists (
          select 1 from payments pay
          join addon_orders ao on pay.payable_kind = 'addon_order' and ao.id = pay.payable_id
          join addon_slots slot on slot.id = ao.slot_id
          where pay.id = e.payment_id and (ao.status = 'cancelled' or slot.day <= ${period.end}::date)))
      )
      ${organisation}
    order by e.created_at, e.id`,
  );
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

/** Creates the month's settlements (one per organisation and currency with something to pay). */
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
  const rows = await candidates(tx, period, options.organisationId);
  const groups = new Map<
    string,
    {
      organisationId: string;
      organisationName: string;
      currency: string;
      rows: Candidate[];
      figures: SettlementFigures;
    }
  >();
  for (const row of rows) {
    const key = `${row.organisation_id}:${row.currency}`;
    const group = groups.get(key) ?? {
      organisationId: row.organisation_id,
      organisationName: row.organisation_name,
      currency: row.currency,
      rows: [],
      figures: ZERO_FIGURES,
    };
    group.rows.push(row);
    group.figures = addFigures(group.figures, figuresOf(row));
    groups.set(key, group);
  }
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
  const ordered = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  let done = 0;
  await options.onProgress?.(done, ordered.length);
  for (const [key, group] of ordered) {
    if (done > 0) await options.onProgress?.(done, ordered.length);
    done += 1;
    const already = existing.get(key);
    if (already) {
      result.existing.push({
        organisationName: group.organisationName,
        currency: group.currency,
        number: already.number,
        status: already.status,
      });
      continue;
    }
    if (group.figures.netMinor <= 0) {
      result.carried.push({
        organisationName: group.organisationName,
        currency: group.currency,
        netMinor: group.figures.netMinor,
        items: group.rows.length,
      });
      continue;
    }
    const [settlement] = await tx
      .insert(settlements)
      .values({
        number: settlementNumber(period, group.organisationId, group.currency),
        organisationId: group.organisationId,
        currency: group.currency,
        periodStart: period.start,
        periodEnd: period.end,
        ...group.figures,
        createdBy: options.createdBy,
      })
      .returning({ id: settlements.id, number: settlements.number });
    const items = group.rows.map((row) => {
      const { netMinor, ...figures } = figuresOf(row);
      return {
        settlementId: settlement!.id,
        entryId: row.entry_id,
        kind: row.kind,
        bookingId: row.booking_id,
        propertyId: row.property_id,
        entryAt: new Date(row.entry_at),
        ...figures,
        payableMinor: netMinor,
      };
    });
    for (let start = 0; start < items.length; start += 1_000)
      await tx.insert(settlementItems).values(items.slice(start, start + 1_000));
    result.created.push({
      id: settlement!.id,
      number: settlement!.number,
      organisationId: group.organisationId,
      organisationName: group.organisationName,
      currency: group.currency,
      netMinor: group.figures.netMinor,
      items: items.length,
    });
  }
  return result;
}

function figuresOf(row: Candidate): SettlementFigures {
  return itemFigures(row.kind, {
    payableMinor: row.payable_minor,
    commissionMinor: row.commission_minor,
    managementFeeMinor: row.management_fee_minor,
  });
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

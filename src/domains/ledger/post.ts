import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/server/db";
import { journalEntries, journalLines, type journalEntryKind } from "./schema";
import type { Account } from "./accounts";

export interface JournalLineInput {
  account: Account;
  currency: string;
  /** Debit positive, credit negative; zero lines are dropped. */
  amountMinor: number;
  organisationId?: string | null;
  propertyId?: string | null;
}

export interface JournalEntryInput {
  kind: (typeof journalEntryKind.enumValues)[number];
  bookingId?: string | null;
  paymentId?: string | null;
  memo?: string;
  createdBy?: string | null;
  lines: JournalLineInput[];
}

export class UnbalancedEntryError extends Error {
  constructor(public readonly totals: Record<string, number>) {
    super(`journal entry does not balance: ${JSON.stringify(totals)}`);
    this.name = "UnbalancedEntryError";
  }
}

/** Sum of the lines per currency; an entry balances when every sum is zero. */
export function totalsByCurrency(
  lines: readonly Pick<JournalLineInput, "currency" | "amountMinor">[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const line of lines) totals[line.currency] = (totals[line.currency] ?? 0) + line.amountMinor;
  return totals;
}

/**
 * What an entry says at a glance, kept on its row so that lists and totals never re-add its lines: the
 * property and the supplier it concerns, its currency, its size (the sum of its debits), the cash that moved
 * at the providers, what the supplier earned (positive) or gave back, and the platform's revenue. The database
 * checks at commit that these equal its lines (`journal_entry_balances`, ledger/sql/journal.sql).
 */
export interface EntryFigures {
  propertyId: string | null;
  organisationId: string | null;
  currency: string;
  grossMinor: number;
  cashMinor: number;
  supplierMinor: number;
  platformMinor: number;
  /** Of the platform's revenue, the commission (unmanaged) and the management fee (managed) on stays. */
  commissionMinor: number;
  managementFeeMinor: number;
}

export class MalformedEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedEntryError";
  }
}

/**
 * The figures of an entry's lines. An entry is in one currency and concerns at most one property and one
 * supplier organisation: a payment that pays several suppliers writes one entry per supplier, so that each
 * supplier's money is an entry of its own (and nobody's statement shows another's lines).
 */
export function entryFigures(lines: readonly JournalLineInput[]): EntryFigures {
  const distinct = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((value): value is string => Boolean(value))),
  ];
  const currencies = distinct(lines.map((line) => line.currency));
  const propertyIds = distinct(lines.map((line) => line.propertyId));
  const organisationIds = distinct(lines.map((line) => line.organisationId));
  if (currencies.length !== 1)
    throw new MalformedEntryError(`a journal entry is in one currency, got ${currencies.join(", ") || "none"}`);
  if (propertyIds.length > 1) throw new MalformedEntryError("a journal entry concerns at most one property");
  if (organisationIds.length > 1) throw new MalformedEntryError("a journal entry concerns at most one organisation");
  const sum = (pick: (line: JournalLineInput) => boolean, sign = 1) =>
    lines.filter(pick).reduce((total, line) => total + sign * line.amountMinor, 0);
  return {
    propertyId: propertyIds[0] ?? null,
    organisationId: organisationIds[0] ?? null,
    currency: currencies[0]!,
    grossMinor: sum((line) => line.amountMinor > 0),
    cashMinor: sum((line) => line.account.startsWith("cash:")),
    supplierMinor: sum((line) => line.account === "supplier_payable", -1),
    platformMinor: sum((line) => line.account.startsWith("revenue:"), -1),
    commissionMinor: sum((line) => line.account === "revenue:commission", -1),
    managementFeeMinor: sum((line) => line.account === "revenue:management_fee", -1),
  };
}

/** The lines an entry keeps (zero lines dropped), refused when an amount is not an integer or they do not balance. */
function checkedLines(entry: JournalEntryInput): JournalLineInput[] {
  const lines = entry.lines.filter((line) => line.amountMinor !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor))
      throw new Error(`journal amounts are integer minor units, got ${line.amountMinor}`);
  }
  const totals = totalsByCurrency(lines);
  if (Object.values(totals).some((total) => total !== 0)) throw new UnbalancedEntryError(totals);
  return lines;
}

function entryRow(entry: JournalEntryInput, lines: readonly JournalLineInput[]) {
  return {
    kind: entry.kind,
    bookingId: entry.bookingId ?? null,
    paymentId: entry.paymentId ?? null,
    memo: entry.memo ?? "",
    createdBy: entry.createdBy ?? null,
    ...entryFigures(lines),
  };
}

function lineRow(entryId: string, line: JournalLineInput) {
  return {
    entryId,
    account: line.account,
    currency: line.currency,
    amountMinor: line.amountMinor,
    organisationId: line.organisationId ?? null,
    propertyId: line.propertyId ?? null,
  };
}

/**
 * Writes one journal entry inside the caller's transaction, so the entry exists if and only if the change
 * that caused it commits. Refused here when it does not balance; the database checks again at commit.
 */
export async function postJournalEntry(tx: DbOrTx, entry: JournalEntryInput): Promise<string | null> {
  const lines = checkedLines(entry);
  if (lines.length === 0) return null;
  const [row] = await tx.insert(journalEntries).values(entryRow(entry, lines)).returning({ id: journalEntries.id });
  await tx.insert(journalLines).values(lines.map((line) => lineRow(row!.id, line)));
  return row!.id;
}

/** Entries per statement of `postJournalEntries` (PostgreSQL takes at most 65,535 parameters in one). */
export const ENTRIES_PER_STATEMENT = 1_000;

/**
 * Writes many journal entries inside the caller's transaction, set-based: one insert of the entries and one of
 * their lines per ENTRIES_PER_STATEMENT, instead of two statements (and the journal's statement triggers) per
 * entry. Each entry is checked as `postJournalEntry` checks it, all before anything is written, and the database
 * checks each again at commit (journal_lines_balance). Gives each entry's id in the order given, null for an
 * entry without lines.
 */
export async function postJournalEntries(
  tx: DbOrTx,
  entries: readonly JournalEntryInput[],
): Promise<(string | null)[]> {
  const prepared = entries.map((entry) => {
    const lines = checkedLines(entry);
    return lines.length ? { id: randomUUID(), row: entryRow(entry, lines), lines } : null;
  });
  const written = prepared.filter((entry) => entry !== null);
  for (let at = 0; at < written.length; at += ENTRIES_PER_STATEMENT) {
    const chunk = written.slice(at, at + ENTRIES_PER_STATEMENT);
    await tx.insert(journalEntries).values(chunk.map((entry) => ({ id: entry.id, ...entry.row })));
    await tx.insert(journalLines).values(chunk.flatMap((entry) => entry.lines.map((line) => lineRow(entry.id, line))));
  }
  return prepared.map((entry) => entry?.id ?? null);
}

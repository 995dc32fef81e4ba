/**
 * The URL filters of /dashboard/settlements and /dashboard/hostTransactions (shareable, exported as CSV with
 * the same figures); anything malformed is ignored.
 */
import { PAYOUT_STATUSES, type HostTransactionFilters, type PayoutStatus } from "./host-transactions";
import { SETTLEMENT_STATUSES, type SettlementFilters, type SettlementStatus } from "./queries";
import { periodOf } from "./figures";
import { parseDay } from "@/lib/dates";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// One reader of URL dates (lib/dates.ts): 2026-02-31 is not a day, though Date.parse reads it as 3 March.
const isoDate = parseDay;
const pageOf = (value: string | undefined) => {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1;
};

export function settlementFiltersFrom(params: SearchParams): SettlementFilters {
  const month = first(params.month);
  const status = first(params.status);
  return {
    month: month && periodOf(month) ? month : undefined,
    status: (SETTLEMENT_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as SettlementStatus)
      : undefined,
    page: pageOf(first(params.page)),
  };
}

export function settlementsQuery(filters: Partial<SettlementFilters>): string {
  const params = new URLSearchParams();
  if (filters.month) params.set("month", filters.month);
  if (filters.status) params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hostTransactionFiltersFrom(params: SearchParams): HostTransactionFilters {
  const status = first(params.status);
  let from = isoDate(first(params.from));
  let to = isoDate(first(params.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    from,
    to,
    status: (PAYOUT_STATUSES as readonly string[]).includes(status ?? "") ? (status as PayoutStatus) : undefined,
    page: pageOf(first(params.page)),
  };
}

export function hostTransactionsQuery(filters: Partial<HostTransactionFilters>): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.status) params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

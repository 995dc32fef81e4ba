/**
 * The transactions page's filters live in its URL (`?from=2026-11-01&to=2026-11-30&kind=refund&currency=MYR`),
 * so a view can be shared, bookmarked and exported as CSV with the same figures. Anything malformed is ignored (the page says so for dates).
 */
import {
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type TransactionFilters,
  type TransactionKind,
  type TransactionStatus,
} from "./transactions";
import { parseDay } from "@/lib/dates";

type SearchParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// One reader of URL dates (lib/dates.ts): 2026-02-31 is not a day, though Date.parse reads it as 3 March.
const isoDate = parseDay;

export function transactionFiltersFrom(params: SearchParams): TransactionFilters {
  const kind = first(params.kind);
  const status = first(params.status);
  const currency = first(params.currency)?.toUpperCase();
  const property = first(params.property);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  let from = isoDate(first(params.from));
  let to = isoDate(first(params.to));
  // A reversed period is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    from,
    to,
    kind: (TRANSACTION_KINDS as readonly string[]).includes(kind ?? "") ? (kind as TransactionKind) : undefined,
    status: (TRANSACTION_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as TransactionStatus)
      : undefined,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
    propertyId: property && UUID.test(property) ? property : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of some filters (page 1 left out), for links and the CSV export. */
export function transactionsQuery(filters: Partial<TransactionFilters>): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.currency) params.set("currency", filters.currency);
  if (filters.propertyId) params.set("property", filters.propertyId);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

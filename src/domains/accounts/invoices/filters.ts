/** The URL filters of /dashboard/invoices; anything malformed is ignored. */
import { INVOICE_KINDS, INVOICE_STATUSES, type InvoiceFilters, type InvoiceKind, type InvoiceStatus } from "./queries";
import { parseDay } from "@/lib/dates";

type SearchParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// One reader of URL dates (lib/dates.ts): 2026-02-31 is not a day, though Date.parse reads it as 3 March.
const isoDate = parseDay;

export function invoiceFiltersFrom(params: SearchParams): InvoiceFilters {
  const kind = first(params.kind);
  const status = first(params.status);
  const property = first(params.property);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  let from = isoDate(first(params.from));
  let to = isoDate(first(params.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    kind: (INVOICE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as InvoiceKind) : undefined,
    status: (INVOICE_STATUSES as readonly string[]).includes(status ?? "") ? (status as InvoiceStatus) : undefined,
    from,
    to,
    propertyId: property && UUID.test(property) ? property : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function invoicesQuery(filters: Partial<InvoiceFilters>): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.propertyId) params.set("property", filters.propertyId);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

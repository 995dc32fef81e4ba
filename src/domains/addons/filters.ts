import { LISTED, type OrderStatus } from "./lifecycle";
import type { OrderFilters } from "./queries";

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The orders pages' filters from the URL; anything malformed falls back to the default. */
export function orderFiltersFrom(params: Params): OrderFilters {
  const status = one(params.status);
  const supplier = one(params.supplier);
  const page = Number(one(params.page));
  return {
    when: one(params.when) === "past" ? "past" : "upcoming",
    status: status && LISTED.has(status) ? (status as OrderStatus) : undefined,
    organisationId: supplier && UUID.test(supplier) ? supplier : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The products pages' filters from the URL. */
export function productFiltersFrom(params: Params): { organisationId?: string; status?: "active" | "archived" } {
  const status = one(params.status);
  const supplier = one(params.supplier);
  return {
    organisationId: supplier && UUID.test(supplier) ? supplier : undefined,
    status: status === "active" || status === "archived" ? status : undefined,
  };
}

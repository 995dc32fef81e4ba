/** The general payments page's filters, in its URL. */
import { periodFrom } from "../statements/period";
import type { GeneralFilters } from "./payments";
import {
  GENERAL_COUNTER_ACCOUNTS,
  GENERAL_CURRENCIES,
  GENERAL_DIRECTIONS,
  type GeneralCounterAccount,
  type GeneralDirection,
} from "./rules";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function generalFiltersFrom(params: SearchParams, today: Date): GeneralFilters {
  const direction = first(params.direction);
  const account = first(params.account);
  const currency = first(params.currency)?.toUpperCase();
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    ...periodFrom(params, today, 12),
    direction: (GENERAL_DIRECTIONS as readonly string[]).includes(direction ?? "")
      ? (direction as GeneralDirection)
      : undefined,
    counterAccount: (GENERAL_COUNTER_ACCOUNTS as readonly string[]).includes(account ?? "")
      ? (account as GeneralCounterAccount)
      : undefined,
    currency:
      currency && GENERAL_CURRENCIES.includes(currency as (typeof GENERAL_CURRENCIES)[number]) ? currency : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function generalQuery(filters: Partial<GeneralFilters>): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.direction) params.set("direction", filters.direction);
  if (filters.counterAccount) params.set("account", filters.counterAccount);
  if (filters.currency) params.set("currency", filters.currency);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

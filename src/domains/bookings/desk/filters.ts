/**
 * The booking desks' filters live in the URL (`?from=2026-11-01&to=2026-11-07&status=confirmed&channel=airasia
 * &property=…&page=2`), so a view can be shared and bookmarked. Anything malformed is ignored, as if absent.
 */
import { bookingChannel, bookingStatus } from "../schema";
import { parseDay } from "@/lib/dates";
import type { ListSort } from "@/server/db/list-order";

export type DeskStatus = (typeof bookingStatus.enumValues)[number];
export type DeskChannel = (typeof bookingChannel.enumValues)[number];

export const DESK_STATUSES = bookingStatus.enumValues;
export const DESK_CHANNELS = bookingChannel.enumValues;

export const DESK_CHANNEL_LABELS: Record<DeskChannel, string> = {
  direct: "Direct",
  airasia: "AirAsia",
  ical: "Channel (iCal)",
  staff: "Staff",
  desk: "Front desk",
};

export interface DeskFilters {
  /**
   * Stays overlapping these days (both included). With neither, the desk shows current and upcoming stays:
   * those that have not left yet, in each property's own time zone.
   */
  from?: string;
  to?: string;
  status?: DeskStatus;
  channel?: DeskChannel;
  propertyId?: string;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// One reader of URL dates (lib/dates.ts): 2026-02-30 parses (as 2 March); only a real calendar day counts.
const isoDate = parseDay;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export function deskFiltersFrom(params: SearchParams): DeskFilters {
  let from = isoDate(first(params.from));
  let to = isoDate(first(params.to));
  // A reversed range is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  const property = first(params.property);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    from,
    to,
    status: oneOf(DESK_STATUSES, first(params.status)),
    channel: oneOf(DESK_CHANNELS, first(params.channel)),
    propertyId: property && UUID.test(property) ? property.toLowerCase() : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of some filters (page 1 left out), for links. */
export function deskQuery(filters: Partial<DeskFilters>): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.status) params.set("status", filters.status);
  if (filters.channel) params.set("channel", filters.channel);
  if (filters.propertyId) params.set("property", filters.propertyId);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The inventory's filters: one property, one status of the day. */
export const UNIT_STATUSES = ["occupied", "vacant", "cleaning", "maintenance"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  occupied: "Occupied",
  vacant: "Vacant",
  cleaning: "Cleaning",
  maintenance: "Maintenance",
};

export interface InventoryFilters {
  propertyId?: string;
  status?: UnitStatus;
  page: number;
}

export function inventoryFiltersFrom(params: SearchParams): InventoryFilters {
  const property = first(params.property);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    propertyId: property && UUID.test(property) ? property.toLowerCase() : undefined,
    status: oneOf(UNIT_STATUSES, first(params.status)),
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of the inventory's filters and order (page 1 left out), for links. */
export function inventoryQuery(filters: Partial<InventoryFilters>, sort: ListSort = {}): string {
  const params = new URLSearchParams();
  if (filters.propertyId) params.set("property", filters.propertyId);
  if (filters.status) params.set("status", filters.status);
  if (sort.sort) params.set("sort", sort.sort);
  if (sort.sort && sort.dir === "desc") params.set("dir", "desc");
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

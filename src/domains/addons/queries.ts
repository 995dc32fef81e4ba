/**
 * Reads of add-ons. The dashboard's take the actor and scope by `addonScopeOf` (a supplier sees its own
 * organisation's products and orders, staff and operators all); the public ones show active products of
 * enabled suppliers only, with the places left at each time.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { country } from "@/domains/catalogue/schema";
import { fileUrl } from "@/domains/catalogue";
import { addonScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { organisations } from "@/server/db/identity-schema";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { ORDER_STATUS_LABELS, orderActionsFor, type AddonKind, type OrderAction, type OrderStatus } from "./pricing";
import { addonKind, addonOrderStatus, addonPhotos, addonPriceUnit, addonStatus } from "./schema";
import { todayIn } from "@/lib/dates";

export type AddonProductRow = {
  id: string;
  organisationId: string;
  organisationName: string;
  kind: AddonKind;
  status: "active" | "archived";
  title: string;
  description: string;
  country: "malaysia" | "philippines" | "indonesia" | "thailand";
  city: string;
  timeZone: string;
  currency: string;
  priceUnit: "person" | "vehicle";
  priceMinor: number;
  capacity: number;
  meetingPoint: string;
  durationMinutes: number;
  pickupZones: string[];
  /** The cover photo's address (/api/files/…), or null while the product has no photo. */
  coverUrl: string | null;
};

/** A product's photo as pages show it, in the supplier's order. */
export type AddonPhotoRow = {
  id: string;
  url: string;
  alt: string;
  isCover: boolean;
  width: number;
  height: number;
};

export type AddonSlotRow = {
  id: string;
  productId: string;
  day: string;
  startTime: string;
  capacity: number;
  taken: number;
  closed: boolean;
};

function scopeCondition(actor: Actor, column: SQL): SQL | null {
  const scope = addonScopeOf(actor);
  if (scope.kind === "none") return null;
  if (scope.kind === "all") return sql`true`;
  return sql`${column} = ${scope.organisationId}::uuid`;
}

const PRODUCT_COLUMNS = sql`p.id, p.organisation_id as "organisationId", o.name as "organisationName", p.kind, p.status, p.title, p.description,
  p.country, p.city, p.time_zone as "timeZone", p.currency, p.price_unit as "priceUnit", p.price_minor::float8 as "priceMinor", p.capacity,
  p.meeting_point as "meetingPoint", p.duration_minutes as "durationMinutes", p.pickup_zones as "pickupZones",
  (select ph.storage_key from addon_photos ph where ph.product_id = p.id and ph.is_cover) as "coverKey"`;

// price_minor is read as float8 (a number); the day and times come through to_char, as text.
const ProductRecord = z.object({
  id: sqlTypes.uuid,
  organisationId: sqlTypes.uuid,
  organisationName: sqlTypes.text,
  kind: z.enum(addonKind.enumValues),
  status: z.enum(addonStatus.enumValues),
  title: sqlTypes.text,
  description: sqlTypes.text,
  country: z.enum(country.enumValues),
  city: sqlTypes.text,
  timeZone: sqlTypes.text,
  currency: sqlTypes.text,
  priceUnit: z.enum(addonPriceUnit.enumValues),
  priceMinor: z.number(),
  capacity: sqlTypes.int,
  meetingPoint: sqlTypes.text,
  durationMinutes: sqlTypes.int,
  pickupZones: z.array(sqlTypes.text),
  coverKey: sqlTypes.text.nullable(),
});
type ProductRecord = z.infer<typeof ProductRecord>;

const SlotRow = z.object({
  id: sqlTypes.uuid,
  productId: sqlTypes.uuid,
  day: sqlTypes.text,
  startTime: sqlTypes.text,
  capacity: sqlTypes.int,
  taken: sqlTypes.int,
  closed: sqlTypes.boolean,
}) satisfies z.ZodType<AddonSlotRow>;

const CountRow = z.object({ n: sqlTypes.int });
const orderStatus = z.enum(addonOrderStatus.enumValues);

/** A row of PRODUCT_COLUMNS with its cover's address instead of its storage key. */
function productOf({ coverKey, ...row }: ProductRecord): AddonProductRow {
  return { ...row, coverUrl: coverKey ? fileUrl(coverKey) : null };
}

/** The photos of some products, each product's in its order. */
async function photosOf(db: DbOrTx, productIds: string[]): Promise<Map<string, AddonPhotoRow[]>> {
  const byProduct = new Map<string, AddonPhotoRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: addonPhotos.id,
      productId: addonPhotos.productId,
      storageKey: addonPhotos.storageKey,
      alt: addonPhotos.alt,
      isCover: addonPhotos.isCover,
      width: addonPhotos.width,
      height: addonPhotos.height,
    })
    .from(addonPhotos)
    .where(inArray(addonPhotos.productId, productIds))
    .orderBy(asc(addonPhotos.sortOrder), asc(addonPhotos.createdAt), asc(addonPhotos.id));
  for (const { productId, storageKey, ...photo } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), { ...photo, url: fileUrl(storageKey) }]);
  return byProduct;
}

/**
 * The slots of some products from today (in each product's time zone) for `days` days, in time order; with
 * `startedToo: false`, only those that have not started yet (what a guest can still book).
 */
async function upcomingSlots(
  db: DbOrTx,
  productIds: string[],
  days: number,
  { startedToo = true }: { startedToo?: boolean } = {},
): Promise<Map<string, AddonSlotRow[]>> {
  const bySlot = new Map<string, AddonSlotRow[]>();
  if (productIds.length === 0) return bySlot;
  const rows = await rowsOf(
    db,
    SlotRow,
    sql`
    select s.id, s.product_id as "productId", to_char(s.day, 'YYYY-MM-DD') as day, to_char(s.start_time, 'HH24:MI') as "startTime",
      s.capacity, s.taken, s.closed_reason is not null as closed
    from addon_slots s join addon_products p on p.id = s.product_id
    where s.product_id in (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and s.day >= (now() at time zone p.time_zone)::date and s.day < (now() at time zone p.time_zone)::date + ${days}::int
      ${startedToo ? sql`` : sql`and (s.day + s.start_time) > (now() at time zone p.time_zone)`}
    order by s.day, s.start_time`,
  );
  for (const row of rows) bySlot.set(row.productId, [...(bySlot.get(row.productId) ?? []), row]);
  return bySlot;
}

/** The dashboard's products of one kind, with their schedule over the next 60 days; null outside any scope. */
export async function listAddonProducts(
  db: DbOrTx,
  {
    actor,
    kind,
    organisationId,
    status,
  }: { actor: Actor; kind: AddonKind; organisationId?: string; status?: "active" | "archived" },
) {
  const scoped = scopeCondition(actor, sql`p.organisation_id`);
  if (!scoped) return null;
  const products = await rowsOf(
    db,
    ProductRecord,
    sql`
    select ${PRODUCT_COLUMNS}
    from addon_products p join organisations o on o.id = p.organisation_id
    where ${scoped} and p.kind = ${kind}
      ${organisationId ? sql`and p.organisation_id = ${organisationId}::uuid` : sql``}
      ${status ? sql`and p.status = ${status}` : sql``}
    order by p.status, p.city, p.title
    limit 200`,
  );
  const ids = products.map((row) => row.id);
  const [slots, photos] = await Promise.all([upcomingSlots(db, ids, 60), photosOf(db, ids)]);
  return products.map((row) => ({
    ...productOf(row),
    slots: slots.get(row.id) ?? [],
    photos: photos.get(row.id) ?? [],
  }));
}

/** The suppliers staff may pick from (filters, and the owner of a new product): property owners and hosts. */
export async function addonSupplierChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  if (addonScopeOf(actor).kind !== "all") return [];
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(inArray(organisations.kind, ["property_owner", "third_party_host"]), eq(organisations.enabled, true)))
    .orderBy(asc(organisations.name))
    .limit(500);
}

export interface AddonOrderRow {
  id: string;
  reference: string;
  status: OrderStatus;
  statusNote: string;
  productTitle: string;
  kind: AddonKind;
  organisationName: string;
  day: string;
  startTime: string;
  pickupTime: string | null;
  pickupZone: string | null;
  flightNumber: string | null;
  quantity: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  note: string;
  currency: string;
  totalMinor: number;
  actions: OrderAction[];
}

export const ORDERS_PAGE_SIZE = 50;

export interface OrderFilters {
  when: "upcoming" | "past";
  status?: OrderStatus;
  organisationId?: string;
  page: number;
}

type AddonOrderSortId = "reference" | "when" | "product" | "guest" | "quantity" | "flight" | "total" | "status";

/**
 * The columns a page of orders sorts by in the query: when by the day then the pickup (or start) time, the
 * flight then its pickup, totals within a currency, the status by its label. Without a sort, upcoming orders
 * come soonest first and past ones latest first.
 */
function addonOrderOrder(upcoming: boolean): ListOrder<AddonOrderSortId> {
  const direction = upcoming ? sql`asc` : sql`desc`;
  return {
    columns: {
      reference: sql`a.reference`,
      when: [sql`s.day`, sql`coalesce(a.pickup_time, s.start_time)`],
      product: sql`p.title`,
      guest: sql`a.guest_name`,
      quantity: sql`a.quantity`,
      flight: [sql`a.flight_number`, sql`a.pickup_time`],
      total: [sql`a.currency`, sql`a.total_minor`],
      status: byLabel(sql`a.status`, ORDER_STATUS_LABELS),
    },
    fallback: sql`s.day ${direction}, coalesce(a.pickup_time, s.start_time) ${direction}, a.reference`,
    tieBreaker: sql`a.reference`,
  };
}
export const ADDON_ORDER_SORTABLE = sortableIds(addonOrderOrder(true));

/**
 * The orders of some kinds in the actor's scope: upcoming (from today, soonest first) or past (latest first),
 * paid ones only (an order still being paid is not the supplier's yet), unless `sort` orders them by a column.
 * Null outside any scope.
 */
export async function listAddonOrders(
  db: DbOrTx,
  { actor, kinds, filters, sort }: { actor: Actor; kinds: AddonKind[]; filters: OrderFilters; sort?: ListSort },
) {
  const scoped = scopeCondition(actor, sql`a.organisation_id`);
  if (!scoped) return null;
  const upcoming = filters.when === "upcoming";
  const where = sql`${scoped} and p.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}) and a.status <> 'held'
    and ${upcoming ? sql`s.day >= (now() at time zone p.time_zone)::date` : sql`s.day < (now() at time zone p.time_zone)::date`}
    ${filters.status ? sql`and a.status = ${filters.status}` : sql``}
    ${filters.organisationId ? sql`and a.organisation_id = ${filters.organisationId}::uuid` : sql``}`;
  const from = sql`from addon_orders a join addon_products p on p.id = a.product_id join addon_slots s on s.id = a.slot_id join organisations o on o.id = a.organisation_id`;
  const [rows, count] = await Promise.all([
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        reference: sqlTypes.text,
        status: orderStatus,
        statusNote: sqlTypes.text,
        productTitle: sqlTypes.text,
        kind: z.enum(addonKind.enumValues),
        organisationName: sqlTypes.text,
        day: sqlTypes.text,
        startTime: sqlTypes.text,
        pickupTime: sqlTypes.text.nullable(),
        pickupZone: sqlTypes.text.nullable(),
        flightNumber: sqlTypes.text.nullable(),
        quantity: sqlTypes.int,
        guestName: sqlTypes.text,
        guestEmail: sqlTypes.text,
        guestPhone: sqlTypes.text,
        note: sqlTypes.text,
        currency: sqlTypes.text,
        totalMinor: z.number(),
        timeZone: sqlTypes.text,
      }),
      sql`
      select a.id, a.reference, a.status, a.status_note as "statusNote", p.title as "productTitle", p.kind, o.name as "organisationName",
        to_char(s.day, 'YYYY-MM-DD') as day, to_char(s.start_time, 'HH24:MI') as "startTime", to_char(a.pickup_time, 'HH24:MI') as "pickupTime",
        a.pickup_zone as "pickupZone", a.flight_number as "flightNumber", a.quantity, a.guest_name as "guestName", a.guest_email as "guestEmail",
        a.guest_phone as "guestPhone", a.note, a.currency, a.total_minor::float8 as "totalMinor", p.time_zone as "timeZone"
      ${from} where ${where}
      ${orderBySql(addonOrderOrder(upcoming), sort)}
      limit ${ORDERS_PAGE_SIZE} offset ${(filters.page - 1) * ORDERS_PAGE_SIZE}`,
    ),
    rowOf(db, CountRow, sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return {
    total: count.n,
    rows: rows.map(({ timeZone, ...row }) => ({
      ...row,
      actions: orderActionsFor(row.status, row.day <= todayIn(timeZone)),
    })),
  };
}

/** The public list: active products of enabled suppliers, optionally of one kind or city. */
export async function listPublicAddons(db: DbOrTx, { kind, city }: { kind?: AddonKind; city?: string } = {}) {
  const products = await rowsOf(
    db,
    ProductRecord,
    sql`
    select ${PRODUCT_COLUMNS}
    from addon_products p join organisations o on o.id = p.organisation_id
    where p.status = 'active' and o.enabled
      ${kind ? sql`and p.kind = ${kind}` : sql``}
      ${city ? sql`and lower(p.city) = lower(${city})` : sql``}
    order by p.country, p.city, p.kind, p.title
    limit 200`,
  );
  return products.map(productOf);
}

/** One product's public page: the product and its open times over the next 60 days with places left. */
export async function getPublicAddon(db: DbOrTx, { id }: { id: string }) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const record = await maybeRowOf(
    db,
    ProductRecord,
    sql`
    select ${PRODUCT_COLUMNS}
    from addon_products p join organisations o on o.id = p.organisation_id
    where p.id = ${id}::uuid and p.status = 'active' and o.enabled`,
  );
  if (!record) return null;
  const product = productOf(record);
  const [slots, photos] = await Promise.all([
    product.kind === "airport_transfer"
      ? Promise.resolve([])
      : upcomingSlots(db, [product.id], 60, { startedToo: false }).then((all) => all.get(product.id) ?? []),
    photosOf(db, [product.id]).then((all) => all.get(product.id) ?? []),
  ]);
  return { product, photos, slots: slots.filter((slot) => !slot.closed && slot.taken < slot.capacity) };
}

/** The guest's own add-on order, by reference (the confirmation). */
export async function findOwnAddonOrder(db: DbOrTx, { actor, reference }: { actor: Actor; reference: string }) {
  if (actor.kind !== "user") return null;
  return maybeRowOf(
    db,
    z.object({
      reference: sqlTypes.text,
      status: orderStatus,
      productTitle: sqlTypes.text,
      day: sqlTypes.text,
      startTime: sqlTypes.text,
      pickupTime: sqlTypes.text.nullable(),
      quantity: sqlTypes.int,
      currency: sqlTypes.text,
      totalMinor: z.number(),
    }),
    sql`
    select a.reference, a.status, p.title as "productTitle", to_char(s.day, 'YYYY-MM-DD') as day, to_char(s.start_time, 'HH24:MI') as "startTime",
      to_char(a.pickup_time, 'HH24:MI') as "pickupTime", a.quantity, a.currency, a.total_minor::float8 as "totalMinor"
    from addon_orders a join addon_products p on p.id = a.product_id join addon_slots s on s.id = a.slot_id
    where a.reference = ${reference} and a.guest_user_id = ${actor.userId}`,
  );
}

export type StayAddonOffer = AddonProductRow & { slots: AddonSlotRow[] };

/**
 * What the stay checkout offers to add (the bookings domain's /checkout): active products of enabled suppliers in
 * the stay's city and currency (one payment, one currency), with their open times that still have places between
 * check-in and check-out (tours, meals; at most 8 each) or, for transfers, their pickup zones. Products with no
 * such time are left out.
 */
export async function listAddonsForStay(
  db: DbOrTx,
  { city, currency, from, to }: { city: string; currency: string; from: string; to: string },
): Promise<StayAddonOffer[]> {
  const products = await rowsOf(
    db,
    ProductRecord,
    sql`
    select ${PRODUCT_COLUMNS}
    from addon_products p join organisations o on o.id = p.organisation_id
    where p.status = 'active' and o.enabled and lower(p.city) = lower(${city}) and p.currency = ${currency}
    order by p.kind, p.title
    limit 30`,
  );
  const slotted = products.filter((row) => row.kind !== "airport_transfer").map((row) => row.id);
  const slots =
    slotted.length === 0
      ? []
      : await rowsOf(
          db,
          SlotRow,
          sql`
    select id, "productId", day, "startTime", capacity, taken, false as closed from (
      select s.id, s.product_id as "productId", to_char(s.day, 'YYYY-MM-DD') as day, to_char(s.start_time, 'HH24:MI') as "startTime",
        s.capacity, s.taken, row_number() over (partition by s.product_id order by s.day, s.start_time) as n
      from addon_slots s join addon_products p on p.id = s.product_id
      where s.product_id in (${sql.join(
        slotted.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and s.day between ${from}::date and ${to}::date and s.closed_reason is null and s.taken < s.capacity
        and (s.day + s.start_time) > (now() at time zone p.time_zone)
    ) open where n <= 8
    order by day, "startTime"`,
        );
  const bySlot = new Map<string, AddonSlotRow[]>();
  for (const row of slots) bySlot.set(row.productId, [...(bySlot.get(row.productId) ?? []), row]);
  return products
    .map((row) => ({ ...productOf(row), slots: bySlot.get(row.id) ?? [] }))
    .filter((row) => row.kind === "airport_transfer" || row.slots.length > 0);
}

export const GUEST_ORDERS_PAGE_SIZE = 20;

export type GuestAddonOrderRow = {
  reference: string;
  status: OrderStatus;
  productId: string;
  productTitle: string;
  kind: AddonKind;
  city: string;
  day: string;
  startTime: string;
  pickupTime: string | null;
  pickupZone: string | null;
  flightNumber: string | null;
  quantity: number;
  priceUnit: "person" | "vehicle";
  currency: string;
  totalMinor: number;
  refundedMinor: number;
  /** The stay it was booked with, if any (its reference opens /checkout/{reference}). */
  bookingReference: string | null;
  coverUrl: string | null;
};

/**
 * The signed-in guest's own add-on orders, booked alone or with a stay: the soonest upcoming first, then the
 * past ones latest first. Only the account's own orders (`guest_user_id`); anyone else gets null.
 */
export async function listGuestAddonOrders(db: DbOrTx, { actor, page }: { actor: Actor; page: number }) {
  if (actor.kind !== "user") return null;
  const from = sql`from addon_orders a join addon_products p on p.id = a.product_id join addon_slots s on s.id = a.slot_id
    left join bookings b on b.id = a.booking_id
    where a.guest_user_id = ${actor.userId}`;
  const [rows, count] = await Promise.all([
    rowsOf(
      db,
      z.object({
        reference: sqlTypes.text,
        status: orderStatus,
        productId: sqlTypes.uuid,
        productTitle: sqlTypes.text,
        kind: z.enum(addonKind.enumValues),
        city: sqlTypes.text,
        day: sqlTypes.text,
        startTime: sqlTypes.text,
        pickupTime: sqlTypes.text.nullable(),
        pickupZone: sqlTypes.text.nullable(),
        flightNumber: sqlTypes.text.nullable(),
        quantity: sqlTypes.int,
        priceUnit: z.enum(addonPriceUnit.enumValues),
        currency: sqlTypes.text,
        totalMinor: z.number(),
        refundedMinor: z.number(),
        bookingReference: sqlTypes.text.nullable(),
        coverKey: sqlTypes.text.nullable(),
      }),
      sql`
      select a.reference, a.status, p.id as "productId", p.title as "productTitle", p.kind, p.city,
        to_char(s.day, 'YYYY-MM-DD') as day, to_char(s.start_time, 'HH24:MI') as "startTime",
        to_char(a.pickup_time, 'HH24:MI') as "pickupTime", a.pickup_zone as "pickupZone", a.flight_number as "flightNumber",
        a.quantity, p.price_unit as "priceUnit", a.currency, a.total_minor::float8 as "totalMinor",
        a.refunded_minor::float8 as "refundedMinor", b.reference as "bookingReference",
        (select ph.storage_key from addon_photos ph where ph.product_id = p.id and ph.is_cover) as "coverKey"
      ${from}
      order by (s.day < (now() at time zone p.time_zone)::date),
        case when s.day >= (now() at time zone p.time_zone)::date then s.day end asc,
        s.day desc, coalesce(a.pickup_time, s.start_time), a.reference
      limit ${GUEST_ORDERS_PAGE_SIZE} offset ${(Math.max(1, page) - 1) * GUEST_ORDERS_PAGE_SIZE}`,
    ),
    rowOf(db, CountRow, sql`select count(*)::int as n ${from}`),
  ]);
  return {
    total: count.n,
    rows: rows.map(({ coverKey, ...row }) => ({ ...row, coverUrl: coverKey ? fileUrl(coverKey) : null })),
  };
}

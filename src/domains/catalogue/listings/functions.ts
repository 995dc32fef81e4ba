/**
 * The supplier side of listings (DOMAIN.md Catalogue): create a draft, save it step by step, send it for
 * review, approve or send back, unlist and relist. Every property is reached through
 * `requireManagedProperty`, so another supplier's listing answers exactly as a missing one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { propertyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { bookings, organisations } from "@/server/db/schema";
import { aborted, defineFunction, invalidArgument, notFound, permissionDenied } from "@/server/functions";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import { properties, units } from "../schema";
import { requireManagedProperty, type ScopedProperty } from "../scope";
import { fire, LISTING_STATUS_LABELS, type ListingEvent } from "./lifecycle";
import { photoFunctions } from "./photos";
import { changesBetween, missingMessage, missingOf, requireStillComplete, sidesOf, touchProperty } from "./state";
import {
  basicsSchema,
  isHourlyType,
  minorAmountOf,
  sellsUnitsSeparately,
  unitKindFor,
  unitsInput,
  updateListingInput,
  type PricesInput,
  type UpdateListingInput,
} from "./steps";

const propertyIdInput = z.strictObject({ propertyId: z.uuid({ error: "There is no such property." }) });

/** The organisations a listing may belong to: suppliers (owners and hosts) that are enabled. */
const SUPPLIER_KINDS = ["property_owner", "third_party_host"] as const;

async function organisationForNewListing(db: DbOrTx, actor: Actor, requested: string | undefined): Promise<string> {
  const scope = propertyScopeOf(actor);
  if (scope.kind === "organisation") {
    if (requested && requested !== scope.organisationId) throw notFound("There is no such organisation.");
    return scope.organisationId;
  }
  if (scope.kind !== "all") throw permissionDenied();
  if (!requested) throw invalidArgument("Choose the organisation that owns this listing.", { issues: [{ path: "organisationId", message: "Choose an organisation." }] });
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, requested), eq(organisations.enabled, true), inArray(organisations.kind, [...SUPPLIER_KINDS])));
  if (!organisation) throw notFound("There is no such organisation.");
  return organisation.id;
}

export const createListingFunction = defineFunction({
  name: "createListing",
  kind: "write",
  permission: "editListings",
  input: basicsSchema.extend({
    country: z.enum(COUNTRY_CODES, { error: "Choose a country." }),
    /** Staff and operators name the supplier; a supplier's listing is always its own organisation's. */
    organisationId: z.uuid({ error: "Choose an organisation." }).optional(),
  }),
  handler: async (input, { db, actor, audit }) => {
    const organisationId = await organisationForNewListing(db, actor, input.organisationId);
    const country = COUNTRIES[input.country];
    const [property] = await db
      .insert(properties)
      .values({
        organisationId,
        hostUserId: actor.kind === "user" && actor.role === "supplierHost" ? actor.userId : null,
        type: input.type,
        status: "draft",
        title: input.title,
        description: input.description,
        country: input.country,
        city: "",
        timeZone: country.timeZone,
        currency: country.currency,
        maxGuests: sellsUnitsSeparately(input.type) ? 1 : 2,
      })
      .returning();
    const kind = unitKindFor(input.type);
    await db.insert(units).values({ propertyId: property!.id, name: defaultUnitName(kind), kind, sortOrder: 0 });
    audit({ entity: `property:${property!.id}`, changes: { status: { from: null, to: "draft" }, title: { from: null, to: input.title } } });
    return { propertyId: property!.id, status: property!.status };
  },
});

function defaultUnitName(kind: "entire_place" | "room" | "bed"): string {
  return kind === "room" ? "Room 1" : kind === "bed" ? "Bed 1" : "Entire place";
}

export const updateListingFunction = defineFunction({
  name: "updateListing",
  kind: "write",
  permission: "editListings",
  input: updateListingInput,
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const values = await valuesForStep(db, property, input);
    const changes = changesBetween(property as Record<string, unknown>, values as Record<string, unknown>);
    if (Object.keys(changes).length > 0) {
      await db.update(properties).set({ ...values, updatedAt: new Date() }).where(eq(properties.id, property.id));
      await requireStillComplete(db, property.id);
    }
    audit({ entity: `property:${property.id}`, changes });
    return { propertyId: property.id, step: input.step, changed: Object.keys(changes) };
  },
});

type PropertyValues = Partial<typeof properties.$inferInsert>;

/** One step's values as columns of the property, checked against what the step alone cannot know. */
async function valuesForStep(db: DbOrTx, property: ScopedProperty, input: UpdateListingInput): Promise<PropertyValues> {
  switch (input.step) {
    case "basics": {
      const { type } = input.values;
      if (type !== property.type) await changeUnitKinds(db, property, type);
      return { type, title: input.values.title, description: input.values.description };
    }
    case "location": {
      const { country, city, address, latitude, longitude } = input.values;
      const values: PropertyValues = { city, address, latitude, longitude };
      if (country !== property.country) {
        // The currency follows the country, and prices are stored in it: a country can change only before the
        // first review, and the old prices (in the old currency) are cleared rather than silently re-read.
        if (property.status !== "draft") {
          throw invalidArgument("The country of a listing cannot change once it has been sent for review.", {
            issues: [{ path: "values.country", message: "The country cannot change once the listing has been sent for review." }],
          });
        }
        const next = COUNTRIES[country];
        Object.assign(values, {
          country,
          timeZone: next.timeZone,
          currency: next.currency,
          nightlyRateMinor: null,
          weekendRateMinor: null,
          monthlyRateMinor: null,
          hourlyRateMinor: null,
          cleaningFeeMinor: 0,
        });
      }
      return values;
    }
    case "space":
      return { ...input.values };
    case "prices":
      return pricesColumns(property, input.values);
    case "rules": {
      const { cleaningFee, ...rest } = input.values;
      return { ...rest, cleaningFeeMinor: minor(cleaningFee, property.currency, "values.cleaningFee") };
    }
  }
}

function minor(major: number, currency: string, path: string): number {
  const value = minorAmountOf(major, currency);
  if (value === null) {
    throw invalidArgument("The request was not valid.", { issues: [{ path, message: `Amounts in ${currency} have at most the currency's decimals.` }] });
  }
  return value;
}

function pricesColumns(property: ScopedProperty, prices: PricesInput): PropertyValues {
  const hourlyType = isHourlyType(property.type);
  if (hourlyType && (prices.nightly || prices.monthly)) {
    throw invalidArgument("A day room is sold by the hour only.", { issues: [{ path: "values.nightly", message: "A day room is sold by the hour only." }] });
  }
  if (hourlyType && !prices.hourly) {
    throw invalidArgument("A day room needs an hourly rate.", { issues: [{ path: "values.hourly", message: "A day room needs an hourly rate." }] });
  }
  if (!hourlyType && prices.hourly) {
    throw invalidArgument("Hourly stays are for day rooms.", { issues: [{ path: "values.hourly", message: "Hourly stays are for day rooms." }] });
  }
  const currency = property.currency;
  const { nightly, monthly, hourly } = prices;
  return {
    nightlyRateMinor: nightly ? minor(nightly.rate, currency, "values.nightly.rate") : null,
    weekendRateMinor: nightly?.weekendRate != null ? minor(nightly.weekendRate, currency, "values.nightly.weekendRate") : null,
    minNights: nightly?.minNights ?? 1,
    maxNights: nightly?.maxNights ?? null,
    monthlyRateMinor: monthly ? minor(monthly.rate, currency, "values.monthly.rate") : null,
    hourlyRateMinor: hourly ? minor(hourly.rate, currency, "values.hourly.rate") : null,
    minHours: hourly?.minHours ?? null,
    maxHours: hourly?.maxHours ?? null,
    openingTime: hourly?.openingTime ?? null,
    closingTime: hourly?.closingTime ?? null,
    bufferHours: hourly?.bufferHours ?? 0,
  };
}

/** A new type may change how the place is sold: the units follow (one entire place, or rooms, or beds). */
async function changeUnitKinds(db: DbOrTx, property: ScopedProperty, type: ScopedProperty["type"]): Promise<void> {
  const kind = unitKindFor(type);
  const rows = await db.select().from(units).where(eq(units.propertyId, property.id));
  if (kind === "entire_place" && rows.length > 1) {
    throw invalidArgument(`This listing has ${rows.length} rooms or beds; keep one before making it an entire place.`, {
      issues: [{ path: "values.type", message: "Remove the extra rooms or beds first (step Rooms and beds)." }],
    });
  }
  if (isHourlyType(type) !== isHourlyType(property.type) && property.status !== "draft") {
    throw invalidArgument("A listing cannot switch between hourly and nightly stays once it has been sent for review.", {
      issues: [{ path: "values.type", message: "Hourly and nightly listings cannot be switched after review." }],
    });
  }
  await db.update(units).set({ kind }).where(eq(units.propertyId, property.id));
  if (kind === "entire_place") await db.update(units).set({ name: defaultUnitName(kind) }).where(eq(units.propertyId, property.id));
}

export const saveListingUnitsFunction = defineFunction({
  name: "saveListingUnits",
  kind: "write",
  permission: "editListings",
  input: unitsInput,
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const kind = unitKindFor(property.type);
    if (kind === "entire_place" && input.units.length !== 1) {
      throw invalidArgument("An entire place is one unit; rooms and beds are for co-living listings.", {
        issues: [{ path: "units", message: "An entire place keeps exactly one unit." }],
      });
    }
    const existing = await db.select().from(units).where(eq(units.propertyId, property.id));
    const existingIds = new Set(existing.map((unit) => unit.id));
    for (const unit of input.units) {
      if (unit.id && !existingIds.has(unit.id)) throw notFound("There is no such room or bed in this listing.");
    }
    const kept = new Set(input.units.flatMap((unit) => (unit.id ? [unit.id] : [])));
    const removed = existing.filter((unit) => !kept.has(unit.id));
    await refuseRemovingBookedUnits(db, removed);

    if (removed.length > 0) await db.delete(units).where(inArray(units.id, removed.map((unit) => unit.id)));
    for (const [index, unit] of input.units.entries()) {
      if (unit.id) await db.update(units).set({ name: unit.name, sortOrder: index, kind }).where(eq(units.id, unit.id));
      else await db.insert(units).values({ propertyId: property.id, name: unit.name, kind, sortOrder: index });
    }
    await touchProperty(db, property.id);
    await requireStillComplete(db, property.id);
    audit({
      entity: `property:${property.id}`,
      changes: { units: { from: existing.sort((a, b) => a.sortOrder - b.sortOrder).map((unit) => unit.name), to: input.units.map((unit) => unit.name) } },
    });
    return { propertyId: property.id, units: input.units.length, removed: removed.length };
  },
});

/**
 * A unit with upcoming live bookings cannot go: the guests have been promised it. A unit with only past
 * bookings keeps them for the records (bookings refer to their unit), so it cannot be deleted either.
 */
async function refuseRemovingBookedUnits(db: DbOrTx, removed: (typeof units.$inferSelect)[]): Promise<void> {
  if (removed.length === 0) return;
  const rows = await db
    .select({
      unitId: bookings.unitId,
      upcoming: sql<number>`count(*) filter (where ${bookings.checkOut} >= current_date and ${bookings.status} in (${sql.join(
        LIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(inArray(bookings.unitId, removed.map((unit) => unit.id)))
    .groupBy(bookings.unitId);
  for (const row of rows) {
    const name = removed.find((unit) => unit.id === row.unitId)?.name ?? "This unit";
    if (row.upcoming > 0) {
      throw aborted(
        `${name} has ${row.upcoming === 1 ? "an upcoming booking" : `${row.upcoming} upcoming bookings`}, so it cannot be removed. Move or cancel ${row.upcoming === 1 ? "it" : "them"} first, or close its calendar instead.`,
      );
    }
    if (row.any > 0) {
      throw aborted(`${name} has past bookings that keep it on record, so it cannot be removed. Rename it or close its calendar instead.`);
    }
  }
}

export const submitListingFunction = defineFunction({
  name: "submitListing",
  kind: "write",
  permission: "editListings",
  input: propertyIdInput,
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const to = transition(property, "submit", actor);
    const missing = await missingOf(db, property);
    if (missing.length > 0) throw invalidArgument(missingMessage(missing), { missing });
    await db
      .update(properties)
      .set({ status: to, submittedAt: new Date(), reviewNote: null, updatedAt: new Date() })
      .where(eq(properties.id, property.id));
    audit({ entity: `property:${property.id}`, changes: { status: { from: property.status, to } } });
    return { propertyId: property.id, status: to };
  },
});

export const reviewListingFunction = defineFunction({
  name: "reviewListing",
  kind: "write",
  permission: "reviewListings",
  input: z.discriminatedUnion("decision", [
    propertyIdInput.extend({ decision: z.literal("approve") }),
    propertyIdInput.extend({
      decision: z.literal("sendBack"),
      note: z
        .string({ error: "Tell the supplier what to change." })
        .trim()
        .min(5, { error: "Tell the supplier what to change (at least 5 characters)." })
        .max(2000, { error: "The note must be at most 2,000 characters." }),
    }),
  ]),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const event: ListingEvent = input.decision === "approve" ? "approve" : "sendBack";
    const to = transition(property, event, actor);
    if (event === "approve") {
      const missing = await missingOf(db, property);
      if (missing.length > 0) throw invalidArgument(missingMessage(missing), { missing });
    }
    const reviewNote = input.decision === "sendBack" ? input.note : null;
    await db.update(properties).set({ status: to, reviewNote, updatedAt: new Date() }).where(eq(properties.id, property.id));
    audit({
      entity: `property:${property.id}`,
      changes: { status: { from: property.status, to }, ...(reviewNote ? { reviewNote: { from: property.reviewNote, to: reviewNote } } : {}) },
    });
    return { propertyId: property.id, status: to };
  },
});

export const setListingStatusFunction = defineFunction({
  name: "setListingStatus",
  kind: "write",
  permission: "editListings",
  input: propertyIdInput.extend({ status: z.enum(["listed", "unlisted"], { error: "The status must be listed or unlisted." }) }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    if (property.status === input.status) return { propertyId: property.id, status: property.status };
    const to = transition(property, input.status === "unlisted" ? "unlist" : "relist", actor);
    await db.update(properties).set({ status: to, updatedAt: new Date() }).where(eq(properties.id, property.id));
    audit({ entity: `property:${property.id}`, changes: { status: { from: property.status, to } } });
    return { propertyId: property.id, status: to };
  },
});

/** Fires a lifecycle event or answers why not, in words the supplier or reviewer understands. */
function transition(property: ScopedProperty, event: ListingEvent, actor: Actor) {
  const result = fire(property.status, event, sidesOf(actor));
  if (result.ok) return result.to;
  if (result.reason === "not-your-side") throw permissionDenied();
  throw aborted(`A listing that is ${LISTING_STATUS_LABELS[property.status].toLowerCase()} cannot be ${PAST_TENSE[event]}.`, {
    status: property.status,
  });
}

const PAST_TENSE: Record<ListingEvent, string> = {
  submit: "sent for review",
  approve: "approved",
  sendBack: "sent back",
  unlist: "unlisted",
  relist: "listed again",
};

export const listingFunctions = [
  createListingFunction,
  updateListingFunction,
  saveListingUnitsFunction,
  submitListingFunction,
  reviewListingFunction,
  setListingStatusFunction,
  ...photoFunctions,
];

/**
 * The supplier side of listings (DOMAIN.md Catalogue): create a draft and save it step by step here; units,
 * photos and status changes in their own files. Every property is reached through `requireManagedProperty`,
 * so another supplier's listing answers exactly as a missing one.
 */
import { isPgError, PG } from "@/lib/pg-errors";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { COUNTRIES } from "@/lib/countries";
import { propertyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { organisations } from "@/server/db/schema";
import { defineFunction, invalidArgument, notFound, permissionDenied } from "@/server/functions";
import { properties, units } from "../schema";
import { requireManagedProperty, type ScopedProperty } from "../scope";
import { photoFunctions } from "./photos";
import { changesBetween, requireStillComplete } from "./state";
import { reviewListingFunction, setListingStatusFunction, submitListingFunction } from "./status";
import { listingTranslationFunctions } from "./translations";
import { archiveUnitFunction, defaultUnitName, restoreUnitFunction, saveListingUnitsFunction } from "./units";
import {
  createListingInput,
  isHourlyType,
  minorAmountOf,
  sellsUnitsSeparately,
  unitKindFor,
  updateListingInput,
  type PricesInput,
  type UpdateListingInput,
} from "./steps";

/** The organisations a listing may belong to: suppliers (owners and hosts) that are enabled. */
const SUPPLIER_KINDS = ["property_owner", "third_party_host"] as const;

async function organisationForNewListing(db: DbOrTx, actor: Actor, requested: string | undefined): Promise<string> {
  const scope = propertyScopeOf(actor);
  if (scope.kind === "organisation") {
    if (requested && requested !== scope.organisationId) throw notFound("There is no such organisation.");
    return scope.organisationId;
  }
  if (scope.kind !== "all") throw permissionDenied();
  if (!requested)
    throw invalidArgument("Choose the organisation that owns this listing.", {
      issues: [{ path: "organisationId", message: "Choose an organisation." }],
    });
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.id, requested),
        eq(organisations.enabled, true),
        inArray(organisations.kind, [...SUPPLIER_KINDS]),
      ),
    );
  if (!organisation) throw notFound("There is no such organisation.");
  return organisation.id;
}

export const createListingFunction = defineFunction({
  name: "createListing",
  kind: "write",
  permission: "editListings",
  input: createListingInput,
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
    audit({
      entity: `property:${property!.id}`,
      changes: { status: { from: null, to: "draft" }, title: { from: null, to: input.title } },
    });
    return { propertyId: property!.id, status: property!.status };
  },
});

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
      await db
        .update(properties)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(properties.id, property.id))
        .catch((error: unknown) => {
          // A maximum guests below the adults, children or guests the price includes kept from before.
          if (isPgError(error, PG.checkViolation, "properties_occupancy_consistent"))
            throw invalidArgument("The guests, adults and children do not add up.", {
              issues: [
                {
                  path: "values.maxGuests",
                  message: "The maximum guests must be at least the maximum adults and the guests the price includes.",
                },
              ],
            });
          throw error;
        });
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
      const values: PropertyValues = { type, title: input.values.title, description: input.values.description };
      if (type !== property.type) await changeUnitKinds(db, property, type);
      // A day room is sold by the hour and nothing else is: the rates of the mode it no longer has go.
      if (isHourlyType(type) && !isHourlyType(property.type))
        Object.assign(values, { nightlyRateMinor: null, weekendRateMinor: null, monthlyRateMinor: null });
      if (!isHourlyType(type) && isHourlyType(property.type))
        Object.assign(values, {
          hourlyRateMinor: null,
          openingTime: null,
          closingTime: null,
          minHours: null,
          maxHours: null,
        });
      return values;
    }
    case "location": {
      const { country, city, address, latitude, longitude } = input.values;
      const values: PropertyValues = { city, address, latitude, longitude };
      if (country !== property.country) {
        // The currency follows the country, and prices are stored in it: a country can change only before the
        // first review, and the old prices (in the old currency) are cleared rather than silently re-read.
        if (property.status !== "draft") {
          throw invalidArgument("The country of a listing cannot change once it has been sent for review.", {
            issues: [
              {
                path: "values.country",
                message: "The country cannot change once the listing has been sent for review.",
              },
            ],
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
    case "space": {
      const { extraAdult, extraChild, ...rest } = input.values;
      return {
        ...rest,
        ...(extraAdult !== undefined && {
          extraAdultMinor: extraAdult === null ? null : minor(extraAdult, property.currency, "values.extraAdult"),
        }),
        ...(extraChild !== undefined && {
          extraChildMinor: extraChild === null ? null : minor(extraChild, property.currency, "values.extraChild"),
        }),
      };
    }
    case "prices":
      return pricesColumns(property, input.values);
    case "rules": {
      const { cleaningFee, cancellationRules, ...rest } = input.values;
      return {
        ...rest,
        // A standard policy has no steps of its own (the database checks the two go together).
        cancellationRules: rest.cancellationPolicy === "custom" ? (cancellationRules ?? null) : null,
        cleaningFeeMinor: minor(cleaningFee, property.currency, "values.cleaningFee"),
      };
    }
  }
}

function minor(major: number, currency: string, path: string): number {
  const value = minorAmountOf(major, currency);
  if (value === null) {
    throw invalidArgument("The request was not valid.", {
      issues: [{ path, message: `Amounts in ${currency} have at most the currency's decimals.` }],
    });
  }
  return value;
}

function pricesColumns(property: ScopedProperty, prices: PricesInput): PropertyValues {
  const hourlyType = isHourlyType(property.type);
  if (hourlyType && (prices.nightly || prices.monthly)) {
    throw invalidArgument("A day room is sold by the hour only.", {
      issues: [{ path: "values.nightly", message: "A day room is sold by the hour only." }],
    });
  }
  if (hourlyType && !prices.hourly) {
    throw invalidArgument("A day room needs an hourly rate.", {
      issues: [{ path: "values.hourly", message: "A day room needs an hourly rate." }],
    });
  }
  // Any other place may be sold by the hour beside the night or the month, each at its own price
  // (docs/STAY-MODES.md); by the hour alone, it is a day room.
  if (!hourlyType && prices.hourly && !prices.nightly && !prices.monthly) {
    const message =
      "Hourly stays alone are for day rooms: add a nightly or monthly rate, or make the place a day room.";
    throw invalidArgument(message, { issues: [{ path: "values.hourly", message }] });
  }
  const currency = property.currency;
  const { nightly, monthly, hourly } = prices;
  return {
    nightlyRateMinor: nightly ? minor(nightly.rate, currency, "values.nightly.rate") : null,
    weekendRateMinor:
      nightly?.weekendRate != null ? minor(nightly.weekendRate, currency, "values.nightly.weekendRate") : null,
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
  // Archived units are off sale: only the units on sale must come down to one.
  const rows = await db
    .select()
    .from(units)
    .where(and(eq(units.propertyId, property.id), isNull(units.archivedAt)));
  if (kind === "entire_place" && rows.length > 1) {
    throw invalidArgument(`This listing has ${rows.length} rooms or beds; keep one before making it an entire place.`, {
      issues: [{ path: "values.type", message: "Remove the extra rooms or beds first (step Rooms and beds)." }],
    });
  }
  if (isHourlyType(type) !== isHourlyType(property.type) && property.status !== "draft") {
    throw invalidArgument(
      "A listing cannot switch between hourly and nightly stays once it has been sent for review.",
      {
        issues: [{ path: "values.type", message: "Hourly and nightly listings cannot be switched after review." }],
      },
    );
  }
  await db.update(units).set({ kind }).where(eq(units.propertyId, property.id));
  if (kind === "entire_place")
    await db
      .update(units)
      .set({ name: defaultUnitName(kind) })
      .where(eq(units.propertyId, property.id));
}

export const listingFunctions = [
  createListingFunction,
  updateListingFunction,
  saveListingUnitsFunction,
  archiveUnitFunction,
  restoreUnitFunction,
  submitListingFunction,
  reviewListingFunction,
  setListingStatusFunction,
  ...photoFunctions,
  ...listingTranslationFunctions,
];

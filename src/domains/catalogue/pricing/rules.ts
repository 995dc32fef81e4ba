/**
 * Pricing rules in the database (ARCHITECTURE.md, Pricing rules): the suppliers' reads and writes of one
 * property's rules, and the reads the quote's callers (product page, checkout, search) make. The precedence
 * itself is pure, in ../pricing-rules.ts. Who may read and change a property's rules is who may change its
 * calendar: `manageProperties` and the property through `requireManagedProperty` (outside the scope: not found).
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { addDays } from "@/lib/dates";
import {
  nightPriceChain,
  minNightsOf,
  rulesForUnit,
  seasonLastNight,
  type NightPriceStep,
  type PricingRule,
} from "../pricing-rules";
import { calendarDays, pricingRules, units as unitsTable } from "../schema";
import { requireManagedProperty } from "../scope";
import type { PricingRuleTerms, SavePricingRuleInput } from "./inputs";

type RuleRow = typeof pricingRules.$inferSelect;

function ruleOf(row: RuleRow): PricingRule {
  return {
    id: row.id,
    unitId: row.unitId,
    kind: row.kind,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekdays: row.weekdays,
    nightlyPriceMinor: row.nightlyPriceMinor,
    minNights: row.minNights,
    percentOff: row.percentOff,
    fromNights: row.fromNights,
    daysBeforeArrival: row.daysBeforeArrival,
    active: row.active,
  };
}

/**
 * The active rules of some properties, by property id (each list in a fixed order: seasons by their first night,
 * then the rest by creation). Guest-facing prices read this, so inactive rules never reach a quote.
 */
export async function activeRulesOfProperties(
  db: DbOrTx,
  propertyIds: readonly string[],
): Promise<Map<string, PricingRule[]>> {
  const byProperty = new Map<string, PricingRule[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(pricingRules)
    .where(and(inArray(pricingRules.propertyId, [...new Set(propertyIds)]), eq(pricingRules.active, true)))
    .orderBy(asc(pricingRules.startsOn), asc(pricingRules.createdAt), asc(pricingRules.id));
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push(ruleOf(row));
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** A rule as the supplier's list shows it. */
export interface PricingRuleView extends PricingRule {
  unitName: string | null;
  /** A season's last night (the stored end is the night after it). */
  lastNight: string | null;
}

/** One property's rules, active or not, for its supplier. */
export async function listPricingRules(
  db: DbOrTx,
  input: { actor: Actor; propertyId: string },
): Promise<{ rules: PricingRuleView[]; currency: string }> {
  const property = await requireManagedProperty(db, input.actor, input.propertyId);
  const rows = await db
    .select({ rule: pricingRules, unitName: unitsTable.name })
    .from(pricingRules)
    .leftJoin(unitsTable, eq(unitsTable.id, pricingRules.unitId))
    .where(eq(pricingRules.propertyId, property.id))
    .orderBy(asc(pricingRules.kind), asc(pricingRules.startsOn), asc(pricingRules.createdAt), asc(pricingRules.id));
  return {
    currency: property.currency,
    rules: rows.map(({ rule, unitName }) => ({
      ...ruleOf(rule),
      unitName,
      lastNight: seasonLastNight(rule),
    })),
  };
}

/** The columns of a rule's terms; the others stay null (the database's `pricing_rules_kind_shape`). */
function columnsOf(terms: PricingRuleTerms) {
  const none = {
    startsOn: null,
    endsOn: null,
    weekdays: null,
    nightlyPriceMinor: null,
    minNights: null,
    percentOff: null,
    fromNights: null,
    daysBeforeArrival: null,
  };
  switch (terms.kind) {
    case "season":
      return {
        ...none,
        startsOn: terms.firstNight,
        endsOn: addDays(terms.lastNight, 1),
        nightlyPriceMinor: terms.nightlyPriceMinor,
        minNights: terms.minNights,
      };
    case "weekday":
      return { ...none, weekdays: terms.weekdays, nightlyPriceMinor: terms.nightlyPriceMinor };
    case "length_of_stay":
      return { ...none, fromNights: terms.fromNights, percentOff: terms.percentOff };
    case "early_booking":
    case "last_minute":
      return { ...none, daysBeforeArrival: terms.daysBeforeArrival, percentOff: terms.percentOff };
  }
}

/**
 * Adds a rule, or changes one of the property's. The property row is locked (as a calendar change locks it), so
 * two changes of its rules take turns; then two active seasons of the same unit (or both property-wide) that share
 * a night, and two active weekday prices of the same unit that share a weekday, are refused with the other rule's
 * name. The seasons' exclusion constraint is the last word.
 */
export async function savePricingRule(
  db: DbOrTx,
  input: SavePricingRuleInput,
  context: {
    actor: Actor;
    audit: (record: { entity: string; changes?: Record<string, { from: unknown; to: unknown }> }) => void;
  },
): Promise<{ ruleId: string }> {
  const property = await requireManagedProperty(db, context.actor, input.propertyId, { forUpdate: true });
  if (input.unitId !== null) {
    const [unit] = await db
      .select({ id: unitsTable.id })
      .from(unitsTable)
      .where(and(eq(unitsTable.id, input.unitId), eq(unitsTable.propertyId, property.id)));
    if (!unit)
      throw invalidArgument("The request was not valid.", {
        issues: [{ path: "unitId", message: "The unit must belong to this property." }],
      });
  }
  let previous: RuleRow | undefined;
  if (input.ruleId) {
    [previous] = await db
      .select()
      .from(pricingRules)
      .where(and(eq(pricingRules.id, input.ruleId), eq(pricingRules.propertyId, property.id)));
    if (!previous) throw notFound("There is no such pricing rule.");
    if (previous.kind !== input.terms.kind)
      throw invalidArgument("The request was not valid.", {
        issues: [{ path: "terms.kind", message: "A rule keeps its kind: delete it and add another." }],
      });
  }
  const columns = columnsOf(input.terms);
  if (input.active && (input.terms.kind === "season" || input.terms.kind === "weekday")) {
    const sameScope = await db
      .select()
      .from(pricingRules)
      .where(
        and(
          eq(pricingRules.propertyId, property.id),
          eq(pricingRules.kind, input.terms.kind),
          eq(pricingRules.active, true),
          input.unitId === null ? sql`${pricingRules.unitId} is null` : eq(pricingRules.unitId, input.unitId),
          input.ruleId ? ne(pricingRules.id, input.ruleId) : sql`true`,
        ),
      );
    const clash = sameScope.find((other) =>
      input.terms.kind === "season"
        ? other.startsOn! < columns.endsOn! && columns.startsOn! < other.endsOn!
        : other.weekdays!.some((day) => columns.weekdays!.includes(day)),
    );
    if (clash) {
      throw aborted(
        input.terms.kind === "season"
          ? `These nights overlap the season "${clash.name}" (${clash.startsOn} to ${seasonLastNight(clash)}). Change or delete it first.`
          : `These days of the week already have the price "${clash.name}". Change or delete it first.`,
        { ruleId: clash.id },
      );
    }
  }
  const values = {
    unitId: input.unitId,
    kind: input.terms.kind,
    name: input.terms.name,
    active: input.active,
    ...columns,
  };
  let ruleId: string;
  if (previous) {
    await db
      .update(pricingRules)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(pricingRules.id, previous.id));
    ruleId = previous.id;
  } else {
    const [row] = await db
      .insert(pricingRules)
      .values({ propertyId: property.id, ...values })
      .returning({ id: pricingRules.id });
    ruleId = row!.id;
  }
  context.audit({
    entity: `pricing_rule:${ruleId}`,
    changes: Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        { from: previous?.[key as keyof RuleRow] ?? null, to: value },
      ]),
    ),
  });
  return { ruleId };
}

/** Deletes one of the property's rules. */
export async function deletePricingRule(
  db: DbOrTx,
  input: { propertyId: string; ruleId: string },
  context: { actor: Actor; audit: (record: { entity: string }) => void },
): Promise<{ deleted: true }> {
  const property = await requireManagedProperty(db, context.actor, input.propertyId, { forUpdate: true });
  const deleted = await db
    .delete(pricingRules)
    .where(and(eq(pricingRules.id, input.ruleId), eq(pricingRules.propertyId, property.id)))
    .returning({ id: pricingRules.id });
  if (deleted.length === 0) throw notFound("There is no such pricing rule.");
  context.audit({ entity: `pricing_rule:${input.ruleId}` });
  return { deleted: true };
}

/** "How this price is made": one unit's night, every price that could apply in order, the first is charged. */
export interface NightPriceExplanation {
  day: string;
  currency: string;
  /** Null when the place is not sold by the night. */
  steps: NightPriceStep[] | null;
  minNights: { nights: number; ruleName: string | null; fromOverride: boolean };
  /**
   * What each person beyond the price's occupancy adds a night, on top of the charged price (docs/OCCUPANCY.md;
   * nightly stays only). Null when the place charges no extra person.
   */
  extraPeople: {
    baseOccupancy: number;
    extraAdultMinor: number | null;
    extraChildMinor: number | null;
    childrenFreeUnderAge: number;
  } | null;
}

export async function explainNightPrice(
  db: DbOrTx,
  input: { actor: Actor; propertyId: string; unitId: string; day: string },
): Promise<NightPriceExplanation> {
  const property = await requireManagedProperty(db, input.actor, input.propertyId);
  const [unit] = await db
    .select({ id: unitsTable.id })
    .from(unitsTable)
    .where(and(eq(unitsTable.id, input.unitId), eq(unitsTable.propertyId, property.id)));
  if (!unit) throw notFound("There is no such unit.");
  const [entry] = await db
    .select({ priceOverrideMinor: calendarDays.priceOverrideMinor, minNightsOverride: calendarDays.minNightsOverride })
    .from(calendarDays)
    .where(and(eq(calendarDays.unitId, unit.id), eq(calendarDays.day, input.day)));
  const rules = rulesForUnit((await activeRulesOfProperties(db, [property.id])).get(property.id) ?? [], unit.id);
  const minNights = minNightsOf(property.minNights, input.day, entry, rules);
  return {
    day: input.day,
    currency: property.currency,
    steps: nightPriceChain(property, input.day, entry, rules),
    minNights: { ...minNights, fromOverride: entry?.minNightsOverride != null },
    extraPeople:
      property.baseOccupancy !== null && (property.extraAdultMinor || property.extraChildMinor)
        ? {
            baseOccupancy: property.baseOccupancy,
            extraAdultMinor: property.extraAdultMinor || null,
            extraChildMinor: property.extraChildMinor || null,
            childrenFreeUnderAge: property.childrenFreeUnderAge,
          }
        : null,
  };
}

/**
 * The supplier's side of add-ons: products and their schedules. Every change takes the actor and checks the
 * product is inside `addonScopeOf`; one outside it answers exactly as a missing one does.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { organisations } from "@/server/db/identity-schema";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { addonScopeIncludes, addonScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { invalidArgument, notFound, permissionDenied } from "@/server/functions";
import { addDays, eachDay, todayIn, weekdayOf } from "@/lib/dates";
import type { AddonKind } from "./pricing";
import { addonOrders, addonProducts, addonSlots } from "./schema";

export type AddonProduct = typeof addonProducts.$inferSelect;

export interface ProductFields {
  title: string;
  description: string;
  country: CountryCode;
  city: string;
  priceMinor: number;
  capacity: number;
  meetingPoint: string;
  durationMinutes: number;
  pickupZones: string[];
}

const SUPPLIER_KINDS = ["property_owner", "third_party_host"];

/** Whether a database error is the violation of one named constraint (drizzle wraps the driver's error). */
export function violates(error: unknown, constraint: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => (candidate as { constraint?: string })?.constraint === constraint);
}

/** A product in the actor's scope, locked for the change; "not found" when it is missing or someone else's. */
export async function productForChange(tx: DbOrTx, actor: Actor, productId: string): Promise<AddonProduct> {
  const [product] = await tx.select().from(addonProducts).where(eq(addonProducts.id, productId)).for("update");
  if (!product || !addonScopeIncludes(addonScopeOf(actor), product.organisationId))
    throw notFound("No such product in your catalogue.");
  return product;
}

function checkFields(kind: AddonKind, fields: ProductFields) {
  if (kind === "airport_transfer" && fields.pickupZones.length === 0)
    throw invalidArgument("A transfer needs at least one pickup zone.", {
      issues: [{ path: "pickupZones", message: "Add at least one pickup zone, e.g. KLIA Terminal 1." }],
    });
}

/** Creates a product for the actor's organisation (staff and operators name the supplier). */
export async function createAddonProduct(
  tx: DbOrTx,
  actor: Actor,
  input: ProductFields & { kind: AddonKind; organisationId?: string },
): Promise<AddonProduct> {
  const scope = addonScopeOf(actor);
  if (scope.kind === "none") throw permissionDenied("Your account does not manage add-ons.");
  const organisationId = scope.kind === "organisation" ? scope.organisationId : input.organisationId;
  if (!organisationId)
    throw invalidArgument("Choose the supplier that runs this product.", {
      issues: [{ path: "organisationId", message: "Choose the supplier." }],
    });
  if (scope.kind === "organisation" && input.organisationId && input.organisationId !== scope.organisationId)
    throw notFound("No such supplier.");
  const [supplier] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(eq(organisations.id, organisationId), sql`${organisations.kind} in ('property_owner', 'third_party_host')`),
    );
  if (!supplier) throw notFound(`No such supplier (${SUPPLIER_KINDS.join(" or ")}).`);
  checkFields(input.kind, input);
  const country = COUNTRIES[input.country];
  const [created] = await tx
    .insert(addonProducts)
    .values({
      organisationId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      country: input.country,
      city: input.city,
      timeZone: country.timeZone,
      currency: country.currency,
      priceUnit: input.kind === "airport_transfer" ? "vehicle" : "person",
      priceMinor: input.priceMinor,
      capacity: input.capacity,
      meetingPoint: input.meetingPoint,
      durationMinutes: input.durationMinutes,
      pickupZones: input.kind === "airport_transfer" ? input.pickupZones : [],
    })
    .returning();
  return created!;
}

/**
 * Edits a product. The country (and so its currency) is fixed once orders may exist, as a property's is. A
 * new capacity applies to the product's schedule from today on; the database refuses it where more places
 * are already sold than the new capacity, and the supplier is told so.
 */
export async function updateAddonProduct(
  tx: DbOrTx,
  actor: Actor,
  input: ProductFields & { id: string },
): Promise<AddonProduct> {
  const product = await productForChange(tx, actor, input.id);
  if (input.country !== product.country)
    throw invalidArgument(
      "The country of a product cannot change: its prices are in that country's currency. Create a new product instead.",
      { issues: [{ path: "country", message: "The country cannot change." }] },
    );
  checkFields(product.kind, input);
  const [updated] = await tx
    .update(addonProducts)
    .set({
      title: input.title,
      description: input.description,
      city: input.city,
      priceMinor: input.priceMinor,
      capacity: input.capacity,
      meetingPoint: input.meetingPoint,
      durationMinutes: input.durationMinutes,
      pickupZones: product.kind === "airport_transfer" ? input.pickupZones : [],
      updatedAt: new Date(),
    })
    .where(eq(addonProducts.id, product.id))
    .returning();
  if (input.capacity !== product.capacity) {
    try {
      await tx
        .update(addonSlots)
        .set({ capacity: input.capacity })
        .where(and(eq(addonSlots.productId, product.id), sql`${addonSlots.day} >= ${todayIn(product.timeZone)}::date`));
    } catch (error) {
      // The whole change rolls back with this error: the product keeps its old capacity too.
      if (!violates(error, "addon_slots_not_oversold")) throw error;
      throw invalidArgument(
        `Some upcoming times already have more than ${input.capacity} places sold. Cancel orders first or keep a larger capacity.`,
        { issues: [{ path: "capacity", message: "More places are already sold at some times." }] },
      );
    }
  }
  return updated!;
}

/** Archives a product (no longer sold; its orders stay) or brings it back. */
export async function setAddonProductStatus(
  tx: DbOrTx,
  actor: Actor,
  input: { id: string; status: "active" | "archived" },
) {
  const product = await productForChange(tx, actor, input.id);
  await tx
    .update(addonProducts)
    .set({ status: input.status, updatedAt: new Date() })
    .where(eq(addonProducts.id, product.id));
  return { id: product.id, from: product.status, status: input.status };
}

/** The days from `from` to `to` (inclusive) whose weekday (0 Sunday … 6 Saturday) is in `weekdays`. */
export function scheduleDays(from: string, to: string, weekdays: readonly number[]): string[] {
  return eachDay(from, addDays(to, 1)).filter((day) => weekdays.includes(weekdayOf(day)));
}

/**
 * Adds departures (tours) or services (meals) at the given times on the chosen days, each with the product's
 * capacity; a time that already exists is left as it is. Transfers have no schedule: their hours are made by
 * the orders.
 */
export async function addAddonSlots(
  tx: DbOrTx,
  actor: Actor,
  input: { productId: string; from: string; to: string; weekdays: number[]; startTimes: string[] },
) {
  const product = await productForChange(tx, actor, input.productId);
  if (product.kind === "airport_transfer")
    throw invalidArgument("Transfers are booked at any time: set their vehicles per hour instead of a schedule.");
  if (input.from < todayIn(product.timeZone))
    throw invalidArgument("The schedule cannot start in the past.", {
      issues: [{ path: "from", message: "Choose today or a later day." }],
    });
  const days = scheduleDays(input.from, input.to, input.weekdays);
  if (days.length === 0)
    throw invalidArgument("No day between these dates falls on the chosen weekdays.", {
      issues: [{ path: "weekdays", message: "Choose weekdays that occur between the dates." }],
    });
  const rows = days.flatMap((day) =>
    input.startTimes.map((startTime) => ({ productId: product.id, day, startTime, capacity: product.capacity })),
  );
  const created = await tx.insert(addonSlots).values(rows).onConflictDoNothing().returning({ id: addonSlots.id });
  return { created: created.length, skipped: rows.length - created.length };
}

/**
 * Removes a time from the schedule: deleted when nothing was ever ordered in it, otherwise closed (no more
 * sales; the orders in it stay and are handled on the orders page).
 */
export async function closeAddonSlot(tx: DbOrTx, actor: Actor, input: { slotId: string }) {
  const [slot] = await tx.select().from(addonSlots).where(eq(addonSlots.id, input.slotId)).for("update");
  if (!slot) throw notFound("No such time in your schedule.");
  await productForChange(tx, actor, slot.productId);
  const [used] = await tx.select({ n: count() }).from(addonOrders).where(eq(addonOrders.slotId, slot.id));
  if ((used?.n ?? 0) === 0) {
    await tx.delete(addonSlots).where(eq(addonSlots.id, slot.id));
    return { id: slot.id, result: "deleted" as const };
  }
  await tx.update(addonSlots).set({ closed: "closed by the supplier" }).where(eq(addonSlots.id, slot.id));
  return { id: slot.id, result: "closed" as const };
}

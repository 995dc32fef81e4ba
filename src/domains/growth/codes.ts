/**
 * Promo codes: staff and special users create, edit and deactivate them; the checkout checks a
 * code and redeems it inside the booking's transaction. The total cap holds under concurrency because a
 * redemption locks the code's row (`claimPromoCode`, FOR UPDATE) before it counts, and the row's counter
 * has a check constraint against its cap as the last word; the per-guest cap is counted under the same lock.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PromoTerms } from "@/domains/catalogue";
import { properties } from "@/domains/catalogue/schema";
import { PERMISSIONS, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { FunctionError, invalidArgument, notFound, permissionDenied } from "@/server/functions";
import { promoRefusal, windowOf } from "./rules";
import { promoCodeProperties, promoCodes, promoRedemptions } from "./schema";
import { PG, pgErrorOf } from "@/lib/pg-errors";

export type PromoCode = typeof promoCodes.$inferSelect;

export interface PromoCodeInput {
  description: string;
  kind: "percent" | "fixed";
  percentBasisPoints: number | null;
  amountMinor: number | null;
  currency: string | null;
  /** Inclusive days, UTC (`windowOf`). */
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  perGuestLimit: number | null;
  allProperties: boolean;
  propertyIds: string[];
}

function requireManager(actor: Actor): asserts actor is UserActor {
  if (!PERMISSIONS.managePromoCodes(actor)) throw permissionDenied("Only staff and marketing can manage promo codes.");
}

function columnsOf(input: PromoCodeInput) {
  const percent = input.kind === "percent";
  return {
    description: input.description,
    kind: input.kind,
    percentBasisPoints: percent ? input.percentBasisPoints : null,
    amountMinor: percent ? null : input.amountMinor,
    currency: percent ? null : input.currency,
    ...windowOf(input.validFrom, input.validUntil),
    maxRedemptions: input.maxRedemptions,
    perGuestLimit: input.perGuestLimit,
    allProperties: input.allProperties,
  };
}

async function setScope(tx: DbOrTx, promoCodeId: string, input: PromoCodeInput) {
  await tx.delete(promoCodeProperties).where(eq(promoCodeProperties.promoCodeId, promoCodeId));
  if (input.allProperties) return;
  const ids = [...new Set(input.propertyIds)];
  const found = ids.length
    ? await tx.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids))
    : [];
  if (found.length !== ids.length || ids.length === 0)
    throw invalidArgument("Choose at least one existing place for a code that is not valid everywhere.");
  await tx.insert(promoCodeProperties).values(ids.map((propertyId) => ({ promoCodeId, propertyId })));
}

/** The database's refusals of a code's terms, as the user-facing messages they deserve. */
function constraintMessage(error: unknown): FunctionError | null {
  const cause = pgErrorOf(error);
  if (cause?.code === PG.uniqueViolation)
    return new FunctionError("aborted", "A promo code with this code already exists.");
  if (cause?.constraint === "promo_codes_count_within_cap")
    return invalidArgument("The total cap cannot be below the redemptions already made.");
  if (cause?.constraint === "promo_codes_window")
    return invalidArgument("The last day must not be before the first day.");
  return null;
}

export async function createPromoCode(
  tx: DbOrTx,
  actor: Actor,
  input: PromoCodeInput & { code: string },
): Promise<PromoCode> {
  requireManager(actor);
  try {
    const [created] = await tx
      .insert(promoCodes)
      .values({ code: input.code, ...columnsOf(input), createdBy: actor.userId })
      .returning();
    await setScope(tx, created!.id, input);
    return created!;
  } catch (error) {
    throw constraintMessage(error) ?? error;
  }
}

export async function updatePromoCode(
  tx: DbOrTx,
  actor: Actor,
  input: PromoCodeInput & { id: string },
): Promise<{ before: PromoCode; after: PromoCode }> {
  requireManager(actor);
  const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, input.id)).for("update");
  if (!before) throw notFound("There is no such promo code.");
  try {
    const [after] = await tx
      .update(promoCodes)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(promoCodes.id, input.id))
      .returning();
    await setScope(tx, input.id, input);
    return { before, after: after! };
  } catch (error) {
    throw constraintMessage(error) ?? error;
  }
}

/** Deactivates (or reactivates) a code: a deactivated code is refused at checkout; its history stays. */
export async function setPromoCodeActive(
  tx: DbOrTx,
  actor: Actor,
  input: { id: string; active: boolean },
): Promise<PromoCode> {
  requireManager(actor);
  const [updated] = await tx
    .update(promoCodes)
    .set({ active: input.active, updatedAt: new Date() })
    .where(eq(promoCodes.id, input.id))
    .returning();
  if (!updated) throw notFound("There is no such promo code.");
  return updated;
}

export interface PromoCodeRow {
  id: string;
  code: string;
  description: string;
  kind: "percent" | "fixed";
  percentBasisPoints: number | null;
  amountMinor: number | null;
  currency: string | null;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  perGuestLimit: number | null;
  allProperties: boolean;
  properties: { id: string; title: string }[];
  active: boolean;
  /** Redemptions that count (bookings still live or stayed) and those given back by ended bookings. */
  redemptions: number;
  released: number;
  /** Discount given by the counting redemptions, per currency. */
  discounts: { currency: string; amountMinor: number }[];
}

export const PROMO_PAGE_SIZE = 20;

/** The codes with their usage report, newest first, a page at a time. */
export async function listPromoCodes(
  db: DbOrTx,
  scope: { actor: Actor; page: number },
): Promise<{ rows: PromoCodeRow[]; total: number; page: number; pages: number }> {
  if (!PERMISSIONS.managePromoCodes(scope.actor)) return { rows: [], total: 0, page: 1, pages: 1 };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(promoCodes);
  const pages = Math.max(1, Math.ceil(total / PROMO_PAGE_SIZE));
  const page = Math.min(Math.max(1, scope.page), pages);
  const codes = await db
    .select()
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), promoCodes.code)
    .limit(PROMO_PAGE_SIZE)
    .offset((page - 1) * PROMO_PAGE_SIZE);
  const ids = codes.map((code) => code.id);
  if (ids.length === 0) return { rows: [], total, page, pages };
  const [scoped, usage] = await Promise.all([
    db
      .select({ promoCodeId: promoCodeProperties.promoCodeId, id: properties.id, title: properties.title })
      .from(promoCodeProperties)
      .innerJoin(properties, eq(properties.id, promoCodeProperties.propertyId))
      .where(inArray(promoCodeProperties.promoCodeId, ids))
      .orderBy(properties.title),
    db
      .select({
        promoCodeId: promoRedemptions.promoCodeId,
        currency: promoRedemptions.currency,
        released: sql<boolean>`${promoRedemptions.releasedAt} is not null`,
        uses: sql<number>`count(*)::int`,
        discount: sql<string>`sum(${promoRedemptions.discountMinor})`,
      })
      .from(promoRedemptions)
      .where(inArray(promoRedemptions.promoCodeId, ids))
      .groupBy(
        promoRedemptions.promoCodeId,
        promoRedemptions.currency,
        sql`${promoRedemptions.releasedAt} is not null`,
      ),
  ]);
  const rows = codes.map((code): PromoCodeRow => {
    const mine = usage.filter((row) => row.promoCodeId === code.id);
    const counting = mine.filter((row) => !row.released);
    return {
      id: code.id,
      code: code.code,
      description: code.description,
      kind: code.kind,
      percentBasisPoints: code.percentBasisPoints,
      amountMinor: code.amountMinor,
      currency: code.currency,
      validFrom: code.validFrom.toISOString(),
      validUntil: code.validUntil.toISOString(),
      maxRedemptions: code.maxRedemptions,
      perGuestLimit: code.perGuestLimit,
      allProperties: code.allProperties,
      properties: scoped.filter((row) => row.promoCodeId === code.id).map(({ id, title }) => ({ id, title })),
      active: code.active,
      redemptions: counting.reduce((sum, row) => sum + row.uses, 0),
      released: mine.filter((row) => row.released).reduce((sum, row) => sum + row.uses, 0),
      discounts: counting
        .map((row) => ({ currency: row.currency, amountMinor: Number(row.discount) }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  });
  return { rows, total, page, pages };
}

export type PromoCheck = { ok: true; promoCodeId: string; terms: PromoTerms } | { ok: false; message: string };

function termsOf(promo: PromoCode): PromoTerms {
  return promo.kind === "percent"
    ? { code: promo.code, kind: "percent", percentBasisPoints: promo.percentBasisPoints! }
    : { code: promo.code, kind: "fixed", amountMinor: promo.amountMinor!, currency: promo.currency! };
}

async function check(
  tx: DbOrTx,
  input: { code: string; propertyId: string; currency: string; guestUserId: string | null; now?: Date },
  lock: boolean,
): Promise<PromoCheck> {
  const query = tx.select().from(promoCodes).where(eq(promoCodes.code, input.code));
  const [promo] = lock ? await query.for("update") : await query;
  if (!promo) return { ok: false, message: `There is no promo code ${input.code}. Check the spelling.` };
  const [scoped] = promo.allProperties
    ? [{ n: 1 }]
    : await tx
        .select({ n: count() })
        .from(promoCodeProperties)
        .where(
          and(eq(promoCodeProperties.promoCodeId, promo.id), eq(promoCodeProperties.propertyId, input.propertyId)),
        );
  const [uses] = input.guestUserId
    ? await tx
        .select({ n: count() })
        .from(promoRedemptions)
        .where(
          and(
            eq(promoRedemptions.promoCodeId, promo.id),
            eq(promoRedemptions.guestUserId, input.guestUserId),
            isNull(promoRedemptions.releasedAt),
          ),
        )
    : [{ n: 0 }];
  const refusal = promoRefusal(promo, {
    now: input.now ?? new Date(),
    inScope: (scoped?.n ?? 0) > 0,
    currency: input.currency,
    guestUses: uses?.n ?? 0,
  });
  return refusal ? { ok: false, message: refusal } : { ok: true, promoCodeId: promo.id, terms: termsOf(promo) };
}

/** Whether a guest may use a code for a place now (the checkout page's preview; no lock, nothing written). */
export async function checkPromoCode(
  db: DbOrTx,
  input: { actor: Actor; code: string; propertyId: string; currency: string; now?: Date },
): Promise<PromoCheck> {
  return check(db, { ...input, guestUserId: input.actor.kind === "user" ? input.actor.userId : null }, false);
}

/**
 * The checkout's check, inside the booking's transaction: the code's row stays locked until the booking
 * commits or rolls back, so concurrent checkouts with one code count their redemptions one after another.
 * Refuses with the guest's words (invalid-argument).
 */
export async function claimPromoCode(
  tx: DbOrTx,
  input: { code: string; propertyId: string; currency: string; guestUserId: string },
): Promise<{ promoCodeId: string; terms: PromoTerms }> {
  const result = await check(tx, input, true);
  if (!result.ok) throw invalidArgument(result.message);
  return { promoCodeId: result.promoCodeId, terms: result.terms };
}

/** Records a redemption in the booking's transaction, after `claimPromoCode` locked the code. */
export async function recordRedemption(
  tx: DbOrTx,
  input: { promoCodeId: string; bookingId: string; guestUserId: string; currency: string; discountMinor: number },
): Promise<void> {
  // The check constraint on the counter refuses a redemption past the cap even if a caller forgot the lock.
  await tx
    .update(promoCodes)
    .set({ redemptionsCount: sql`${promoCodes.redemptionsCount} + 1` })
    .where(eq(promoCodes.id, input.promoCodeId));
  await tx.insert(promoRedemptions).values(input);
}

/** The places a code can be limited to: every listed property, by city (for the dashboard's picker). */
export async function promoPropertyChoices(
  db: DbOrTx,
  scope: { actor: Actor },
): Promise<{ id: string; title: string; city: string; currency: string }[]> {
  if (!PERMISSIONS.managePromoCodes(scope.actor)) return [];
  return db
    .select({ id: properties.id, title: properties.title, city: properties.city, currency: properties.currency })
    .from(properties)
    .where(eq(properties.status, "listed"))
    .orderBy(properties.city, properties.title);
}

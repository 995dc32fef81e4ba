/**
 * The channel manager's writes on a unit: its export token and its import feeds. Every one checks that the
 * unit's property is in the actor's scope (`requireManagedProperty`, which also locks the property row as the
 * calendar does), and answers a unit outside it exactly as a missing one.
 */
import { and, eq, sql } from "drizzle-orm";
import { requireManagedProperty } from "@/domains/catalogue";
import { units } from "@/domains/catalogue/schema";
import type { Actor, UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, FunctionError, notFound } from "@/server/functions";
import { newExportToken } from "./exports";
import { channelConflicts, channelExports, channelFeeds } from "./schema";
import { removeFeedNights } from "./sync";

/** A supplier may give at most this many feeds per unit (one per other booking site is the normal case). */
export const MAX_FEEDS_PER_UNIT = 10;

export async function requireUnit(db: DbOrTx, actor: Actor, unitId: string) {
  const [unit] = await db
    .select({ propertyId: units.propertyId, name: units.name })
    .from(units)
    .where(eq(units.id, unitId));
  if (!unit) throw notFound("There is no such unit.");
  try {
    const property = await requireManagedProperty(db, actor, unit.propertyId, { forUpdate: true });
    return { unitId, unitName: unit.name, property };
  } catch (error) {
    throw error instanceof FunctionError ? notFound("There is no such unit.") : error;
  }
}

/** Makes the unit's export URL, or a new one in place of the old (which stops working at once). */
export async function renewExport(db: DbOrTx, actor: UserActor, unitId: string) {
  await requireUnit(db, actor, unitId);
  const token = newExportToken();
  await db
    .insert(channelExports)
    .values({ unitId, token, createdBy: actor.userId })
    .onConflictDoUpdate({
      target: channelExports.unitId,
      set: { token, createdAt: new Date(), createdBy: actor.userId },
    });
  return { unitId, token };
}

export async function revokeExport(db: DbOrTx, actor: UserActor, unitId: string) {
  await requireUnit(db, actor, unitId);
  const deleted = await db
    .delete(channelExports)
    .where(eq(channelExports.unitId, unitId))
    .returning({ unitId: channelExports.unitId });
  if (!deleted.length) throw notFound("This unit has no export URL to revoke.");
  return { unitId };
}

export async function addFeed(db: DbOrTx, actor: UserActor, input: { unitId: string; name: string; url: string }) {
  await requireUnit(db, actor, input.unitId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(channelFeeds)
    .where(eq(channelFeeds.unitId, input.unitId));
  if ((count?.n ?? 0) >= MAX_FEEDS_PER_UNIT)
    throw aborted(`A unit can import at most ${MAX_FEEDS_PER_UNIT} calendars.`);
  const [existing] = await db
    .select({ id: channelFeeds.id })
    .from(channelFeeds)
    .where(and(eq(channelFeeds.unitId, input.unitId), eq(channelFeeds.url, input.url)));
  if (existing) throw aborted("This calendar is already imported into this unit.");
  const [feed] = await db
    .insert(channelFeeds)
    .values({ ...input, createdBy: actor.userId })
    .returning();
  return feed!;
}

async function requireFeed(db: DbOrTx, actor: Actor, feedId: string) {
  const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
  if (!feed) throw notFound("There is no such feed.");
  try {
    await requireUnit(db, actor, feed.unitId);
  } catch (error) {
    throw error instanceof FunctionError ? notFound("There is no such feed.") : error;
  }
  return feed;
}

/** Checks the actor may sync a feed (the sync itself runs outside this transaction: it fetches a URL). */
export async function checkFeedAccess(db: DbOrTx, actor: Actor, feedId: string) {
  return requireFeed(db, actor, feedId);
}

/** Removes a feed: the nights only it blocked open again; its conflicts go with it. */
export async function removeFeed(db: DbOrTx, actor: UserActor, feedId: string) {
  const feed = await requireFeed(db, actor, feedId);
  await removeFeedNights(db, { id: feed.id, unitId: feed.unitId });
  await db.delete(channelFeeds).where(eq(channelFeeds.id, feed.id));
  return { id: feed.id, url: feed.url };
}

/** A person has dealt with a conflict (cancelled one of the two stays, or checked it is not one). */
export async function resolveConflict(db: DbOrTx, actor: UserActor, input: { id: string; resolution: string }) {
  const [conflict] = await db.select().from(channelConflicts).where(eq(channelConflicts.id, input.id));
  if (!conflict) throw notFound("There is no such conflict.");
  try {
    await requireFeed(db, actor, conflict.feedId);
  } catch (error) {
    throw error instanceof FunctionError ? notFound("There is no such conflict.") : error;
  }
  if (conflict.resolvedAt) throw aborted("This conflict is already marked resolved.");
  await db
    .update(channelConflicts)
    .set({ resolvedAt: new Date(), resolvedBy: actor.userId, resolution: input.resolution })
    .where(eq(channelConflicts.id, conflict.id));
  return { id: conflict.id };
}

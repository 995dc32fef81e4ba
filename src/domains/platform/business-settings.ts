/**
 * The business settings in force (ARCHITECTURE.md "Business settings"): the versions staff save, read by every
 * quote, hold and split. A version takes effect at its `effective_from` and stays until a later one does; before
 * any version, the code's `BUSINESS_SETTINGS` are in force. Nothing is cached: the lookup is one indexed row, and
 * a process-local cache would let another app server quote with a version staff have replaced (scale-out:
 * servers hold no state).
 */
import { desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { aborted, invalidArgument } from "@/server/functions";
import { HEAD_OFFICE_TIME_ZONE, instantOf, todayIn } from "@/lib/dates";
import { BUSINESS_SETTINGS, type BusinessSettings } from "./settings";
import {
  businessSettingsDocument,
  changesBetween,
  documentOf,
  settingsFrom,
  type BusinessSettingsDocument,
} from "./settings-document";
import { businessSettings, type BusinessSettingsVersion } from "./schema";
import type { SaveBusinessSettingsInput } from "./inputs";

/** The settings to compute with and the version they come from (null: the code's defaults). */
export interface SettingsInForce {
  versionId: number | null;
  effectiveFrom: Date | null;
  settings: BusinessSettings;
}

export const DEFAULT_SETTINGS: SettingsInForce = { versionId: null, effectiveFrom: null, settings: BUSINESS_SETTINGS };

/**
 * A stored document as the server computes with it. A document is checked before it is written; one that no
 * longer parses (a bound tightened in code since) is refused loudly rather than priced with.
 */
function inForceOf(row: Pick<BusinessSettingsVersion, "id" | "effectiveFrom" | "document">): SettingsInForce {
  const parsed = businessSettingsDocument.safeParse(row.document);
  if (!parsed.success)
    throw new Error(`Business settings version ${row.id} no longer fits the settings schema: ${parsed.error.message}`);
  return { versionId: row.id, effectiveFrom: row.effectiveFrom, settings: settingsFrom(parsed.data) };
}

const VERSION_COLUMNS = {
  id: businessSettings.id,
  effectiveFrom: businessSettings.effectiveFrom,
  document: businessSettings.document,
};

/** The settings in force at `at`: the latest version to take effect by then, the later saved of a tie. */
export async function settingsInForce(db: DbOrTx, at: Date = new Date()): Promise<SettingsInForce> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(businessSettings)
    .where(lte(businessSettings.effectiveFrom, at))
    .orderBy(desc(businessSettings.effectiveFrom), desc(businessSettings.id))
    .limit(1);
  return row ? inForceOf(row) : DEFAULT_SETTINGS;
}

/**
 * The settings a booking was priced with: the version it names, or the code's defaults for one made while none
 * was in force. Its sale, refunds and settlement split with these, so a later change never reprices it.
 */
export async function settingsOfVersion(db: DbOrTx, versionId: number | null): Promise<BusinessSettings> {
  if (versionId === null) return BUSINESS_SETTINGS;
  const [row] = await db.select(VERSION_COLUMNS).from(businessSettings).where(eq(businessSettings.id, versionId));
  if (!row) throw new Error(`No business settings version ${versionId}`);
  return inForceOf(row).settings;
}

export interface SettingsVersionEntry {
  id: number;
  effectiveFrom: Date;
  reason: string;
  createdBy: string;
  createdAt: Date;
  document: BusinessSettingsDocument;
  /** What this version changed from the one in force just before it took effect. */
  changes: Record<string, { from: unknown; to: unknown }>;
  state: "scheduled" | "in_force" | "past";
}

/**
 * Every version, the latest to take effect first, with what each changed and whether it is scheduled, in force or
 * past at `now`. The table stays small (a version per decision), so it is read whole.
 */
export async function listSettingsVersions(db: DbOrTx, now: Date = new Date()): Promise<SettingsVersionEntry[]> {
  const rows = await db
    .select()
    .from(businessSettings)
    .orderBy(desc(businessSettings.effectiveFrom), desc(businessSettings.id));
  const inForce = rows.find((row) => row.effectiveFrom.getTime() <= now.getTime());
  // Each document as it reads today (a version saved before stay taxes were data reads as the rules it stood for).
  const documents = rows.map((row) => {
    const parsed = businessSettingsDocument.safeParse(row.document);
    return parsed.success ? parsed.data : row.document;
  });
  return rows.map((row, index) => {
    const before = documents[index + 1] ?? documentOf(BUSINESS_SETTINGS);
    return {
      id: row.id,
      effectiveFrom: row.effectiveFrom,
      reason: row.reason,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
      document: documents[index]!,
      changes: changesBetween(before, documents[index]!),
      state: row.effectiveFrom.getTime() > now.getTime() ? "scheduled" : row === inForce ? "in_force" : "past",
    };
  });
}

/**
 * Saves a version (the `saveBusinessSettings` function's work, inside its transaction). Saves take turns on an
 * advisory lock, so ten at once make ten versions whose ids and times follow the order they were made in, each
 * compared with the one before it. "now" (or today) takes effect at the moment it is written; a later day from
 * its midnight at the head office; a day that has passed is refused: a change never reaches back to stays
 * already quoted.
 */
export async function saveSettingsVersion(
  tx: DbOrTx,
  input: SaveBusinessSettingsInput,
  createdBy: string,
  now: Date = new Date(),
): Promise<{ version: BusinessSettingsVersion; changes: Record<string, { from: unknown; to: unknown }> }> {
  const today = todayIn(HEAD_OFFICE_TIME_ZONE, now);
  if (input.effectiveFrom !== "now" && input.effectiveFrom < today)
    throw invalidArgument(`A change takes effect today (${today}) or later, never on a day that has passed.`, {
      issues: [{ path: "effectiveFrom", message: "Choose today or a later day." }],
    });
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staysia.business_settings'))`);
  const immediate = input.effectiveFrom === "now" || input.effectiveFrom === today;
  // After the lock, so the versions' times follow the order the saves took their turn in.
  const effectiveFrom = immediate
    ? sql`clock_timestamp()`
    : instantOf(HEAD_OFFICE_TIME_ZONE, input.effectiveFrom, "00:00");
  // What this version changes is read against the one in force when it takes effect. A version scheduled for a
  // later day is not replaced by it: that one still takes effect on its own day.
  const before = await settingsInForce(tx, immediate ? new Date() : (effectiveFrom as Date));
  const document = businessSettingsDocument.parse(input.settings);
  const [version] = await tx
    .insert(businessSettings)
    .values({ document, effectiveFrom, reason: input.reason, createdBy })
    .returning();
  if (!version) throw aborted("The settings could not be saved.");
  // The search pages' cache (catalogue/search-cache.ts) keeps quoted totals for up to 60 s: a change in force at
  // once drops every entry when this commits, as a TRUNCATE of a searched table does. A version scheduled for a
  // later day reaches cached totals within those 60 s of its midnight.
  if (immediate) await tx.execute(sql`select pg_notify('search_changes', '{"all": true}')`);
  return { version, changes: changesBetween(documentOf(before.settings), document) };
}

import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { quoteProduct } from "@/domains/catalogue";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS } from "@/domains/payments";
import { ANONYMOUS } from "@/server/access";
import { auditLog, bookings } from "@/server/db/schema";
import { addDays, HEAD_OFFICE_TIME_ZONE, instantOf, todayIn } from "@/lib/dates";
import { listSettingsVersions, saveSettingsVersion, settingsInForce } from "./business-settings";
import { businessSettings } from "./schema";
import { BUSINESS_SETTINGS } from "./settings";
import { documentOf, type BusinessSettingsDocument } from "./settings-document";

const db = testDb();
const staffToken = staffSession(db);
const DEFAULTS = documentOf(BUSINESS_SETTINGS);

// Versions are append-only and every later test file quotes with the settings in force: this file ends by putting
// the defaults back in force, as a version of their own.
afterAll(async () => {
  await db.transaction((tx) =>
    saveSettingsVersion(tx, { settings: DEFAULTS, effectiveFrom: "now", reason: "Tests end: defaults again" }, "test"),
  );
});

function save(settings: Partial<BusinessSettingsDocument>, extra: Record<string, unknown> = {}, token = staffToken()) {
  return callFunction(
    "saveBusinessSettings",
    { settings: { ...DEFAULTS, ...settings }, effectiveFrom: "now", reason: "Test change", ...extra },
    bearer(token),
  );
}

const versionCount = async () => (await db.select({ n: count() }).from(businessSettings))[0]!.n;

/** An unmanaged flat in Kuala Lumpur (MYR 250 a night, no cleaning fee), its owner, and a guest, signed in. */
async function world(instantBook: boolean) {
  const organisation = await createOrganisation(db);
  const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 0,
    instantBook,
    cancellationPolicy: "flexible",
    managed: false,
  });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  return { property, guestToken: await signIn(guestEmail), guestEmail, supplierToken: await signIn(supplierEmail) };
}

type World = Awaited<ReturnType<typeof world>>;

async function book(w: World, checkIn: string) {
  const outcome = await resultOf<{ reference: string; status: string }>(
    await callFunction(
      "createBooking",
      {
        propertyId: w.property.id,
        stay: { mode: "nightly", checkIn, checkOut: addDays(checkIn, 2) },
        guests: 1,
        guest: { name: "Aiko Tanaka", email: w.guestEmail, phone: "+60123456789" },
        payment: { method: "card", card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "A T" } },
        idempotencyKey: randomUUID(),
      },
      bearer(w.guestToken),
    ),
  );
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
  return row!;
}

/** The commission the booking's sale entry took (revenue:commission, credited: positive here). */
async function commissionOfSale(bookingId: string): Promise<number> {
  const lines = await db
    .select({ account: journalLines.account, amountMinor: journalLines.amountMinor })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.kind, "booking_sale")));
  return -lines
    .filter((line) => line.account === "revenue:commission")
    .reduce((sum, line) => sum + line.amountMinor, 0);
}

const serviceFeeLine = (lines: { kind: string; amountMinor: number; label: string }[]) =>
  lines.find((line) => line.kind === "service_fee");

describe("saveBusinessSettings", () => {
  it("refuses visitors (401), guests and suppliers (403), writing nothing", async () => {
    const w = await world(true);
    const before = await versionCount();
    const body = { settings: DEFAULTS, effectiveFrom: "now", reason: "Not allowed" };
    expect((await callFunction("saveBusinessSettings", body)).status).toBe(401);
    expect((await callFunction("saveBusinessSettings", body, bearer(w.guestToken))).status).toBe(403);
    expect((await callFunction("saveBusinessSettings", body, bearer(w.supplierToken))).status).toBe(403);
    expect(await versionCount()).toBe(before);
  });

  it("refuses bad input with 400 and the field named, writing nothing", async () => {
    const before = await versionCount();
    const yesterday = addDays(todayIn(HEAD_OFFICE_TIME_ZONE), -1);
    for (const [response, path] of [
      [await save({ serviceFeeBasisPoints: 10_001 }), "settings.serviceFeeBasisPoints"],
      [await save({ holdMinutes: 0 }), "settings.holdMinutes"],
      [await save({}, { effectiveFrom: yesterday }), "effectiveFrom"],
      [await save({}, { reason: "" }), "reason"],
      [await save({}, { effectiveFrom: "soon" }), "effectiveFrom"],
    ] as const) {
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).details?.issues?.[0]?.path, path).toBe(path);
    }
    expect(await versionCount()).toBe(before);
  });

  it("puts a change in force now: the next quote charges it, and it is audited with what it changed", async () => {
    const w = await world(true);
    const stay = { mode: "nightly" as const, checkIn: addDays(todayIn("Asia/Kuala_Lumpur"), 30), checkOut: "" };
    stay.checkOut = addDays(stay.checkIn, 2);
    const quote = () =>
      quoteProduct(db, { propertyId: w.property.id, stay, guests: 1, rates: null }, { actor: ANONYMOUS });
    const before = await quote();
    expect(before.available && serviceFeeLine(before.lines)?.label).toBe("Service fee (5%)");

    const saved = await resultOf<{ id: number; changed: string[] }>(await save({ serviceFeeBasisPoints: 700 }));
    expect(saved.changed).toEqual(["serviceFeeBasisPoints"]);
    const after = await quote();
    expect(after.available && serviceFeeLine(after.lines)).toMatchObject({
      label: "Service fee (7%)",
      amountMinor: 3_500,
    });

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "saveBusinessSettings"), eq(auditLog.entity, `business-settings:${saved.id}`)));
    expect(audit).toMatchObject({
      outcome: "ok",
      actorEmail: "staff4@example.com",
      changes: { serviceFeeBasisPoints: { from: 500, to: 700 } },
    });
  });

  it("schedules a change from a later day: not in force before its midnight at the head office, in force from it", async () => {
    const day = addDays(todayIn(HEAD_OFFICE_TIME_ZONE), 3);
    const saved = await resultOf<{ id: number; effectiveFrom: string }>(
      await save({ serviceFeeBasisPoints: 900 }, { effectiveFrom: day, reason: "From Thursday" }),
    );
    const midnight = instantOf(HEAD_OFFICE_TIME_ZONE, day, "00:00");
    expect(new Date(saved.effectiveFrom)).toEqual(midnight);
    expect((await settingsInForce(db)).settings.serviceFeeBasisPoints).not.toBe(900);
    expect((await settingsInForce(db, new Date(midnight.getTime() - 1))).versionId).not.toBe(saved.id);
    expect(await settingsInForce(db, midnight)).toMatchObject({
      versionId: saved.id,
      settings: { serviceFeeBasisPoints: 900 },
    });
    const versions = await listSettingsVersions(db);
    expect(versions.find((version) => version.id === saved.id)).toMatchObject({
      state: "scheduled",
      reason: "From Thursday",
    });
    expect(versions.filter((version) => version.state === "in_force")).toHaveLength(1);
  });

  it("keeps a booking made before a change at its price, and its sale at the commission it was made under", async () => {
    await resultOf(await save({}, { reason: "Defaults before the booking" }));
    const w = await world(false);
    const checkIn = addDays(todayIn("Asia/Kuala_Lumpur"), 40);
    // A request to book: held and paid now, its sale posted only when the host accepts, after the change.
    const before = await book(w, checkIn);
    expect(before.status).toBe("requested");
    expect(serviceFeeLine(before.priceLines)?.amountMinor).toBe(2_500);

    const changed = await resultOf<{ id: number }>(
      await save({ serviceFeeBasisPoints: 800, commissionBasisPoints: 2_500 }, { reason: "New rates" }),
    );
    await resultOf(await callFunction("acceptBooking", { reference: before.reference }, bearer(w.supplierToken)));
    const [accepted] = await db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(accepted!.status).toBe("confirmed");
    expect(accepted!.priceLines).toEqual(before.priceLines);
    expect(accepted!.totalMinor).toBe(before.totalMinor);
    // 15% of the stay's MYR 500, the commission in force when it was booked; not 25%.
    expect(await commissionOfSale(before.id)).toBe(7_500);
    const [entry] = await db
      .select({ commissionMinor: journalEntries.commissionMinor })
      .from(journalEntries)
      .where(and(eq(journalEntries.bookingId, before.id), eq(journalEntries.kind, "booking_sale")));
    expect(entry?.commissionMinor).toBe(7_500);

    // A full refund gives back exactly the commission the sale took.
    await resultOf(await callFunction("cancelBooking", { reference: before.reference }, bearer(w.supplierToken)));
    expect(await commissionOfSale(before.id)).toBe(7_500);
    const refundCommission = await db
      .select({ amountMinor: journalLines.amountMinor })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalEntries.bookingId, before.id),
          eq(journalEntries.kind, "refund"),
          eq(journalLines.account, "revenue:commission"),
        ),
      );
    expect(refundCommission.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(7_500);

    // A booking made after the change is priced, named and split with it.
    const instant = await world(true);
    const after = await book(instant, checkIn);
    expect(after).toMatchObject({ status: "confirmed", businessSettingsId: changed.id });
    expect(serviceFeeLine(after.priceLines)?.amountMinor).toBe(4_000);
    expect(await commissionOfSale(after.id)).toBe(12_500);
  });

  it("keeps a consistent history when ten staff save at once", async () => {
    const before = await versionCount();
    const fees = Array.from({ length: 10 }, (_, index) => 600 + index);
    const responses = await Promise.all(
      fees.map((fee) => save({ serviceFeeBasisPoints: fee }, { reason: `Race ${fee}` })),
    );
    const saved = await Promise.all(responses.map((response) => resultOf<{ id: number }>(response)));
    expect(await versionCount()).toBe(before + 10);
    const ids = saved.map((version) => version.id);
    const rows = await db
      .select()
      .from(businessSettings)
      .where(inArray(businessSettings.id, ids))
      .orderBy(businessSettings.id);
    // Saves took turns: the later saved takes effect later, and the last saved is the one in force.
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]!.effectiveFrom.getTime()).toBeGreaterThanOrEqual(rows[index - 1]!.effectiveFrom.getTime());
    const last = rows.at(-1)!;
    expect(await settingsInForce(db)).toMatchObject({
      versionId: last.id,
      settings: { serviceFeeBasisPoints: last.document.serviceFeeBasisPoints },
    });
    // Each save's audited change starts from the fee the save before it left.
    const audits = await db
      .select({ entity: auditLog.entity, changes: auditLog.changes })
      .from(auditLog)
      .where(
        inArray(
          auditLog.entity,
          ids.map((id) => `business-settings:${id}`),
        ),
      );
    const changeOf = (id: number) =>
      (
        audits.find((audit) => audit.entity === `business-settings:${id}`)!.changes as Record<
          string,
          { from: number; to: number }
        >
      ).serviceFeeBasisPoints!;
    for (let index = 1; index < rows.length; index++)
      expect(changeOf(rows[index]!.id).from).toBe(rows[index - 1]!.document.serviceFeeBasisPoints);
  });

  it("never rewrites a version: the table refuses updates and deletes", async () => {
    const [version] = await db.select({ id: businessSettings.id }).from(businessSettings).limit(1);
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    await expect(
      db.update(businessSettings).set({ reason: "Rewritten" }).where(eq(businessSettings.id, version!.id)),
    ).rejects.toMatchObject(refused);
    await expect(db.delete(businessSettings).where(eq(businessSettings.id, version!.id))).rejects.toMatchObject(
      refused,
    );
  });
});

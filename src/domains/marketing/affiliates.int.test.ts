import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { GET as affiliateClick } from "@/app/api/affiliate-click/route";
import type { CheckoutOutcome } from "@/domains/bookings";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { actorForUser, ANONYMOUS, type Actor } from "@/server/access";
import { bookings, journalEntries, journalLines } from "@/server/db/schema";
import { affiliateReport } from "./affiliate-queries";
import { AFFILIATE_COOKIE, commissionOf } from "./affiliates";
import { affiliateClicks, affiliateConversions, affiliatePayouts } from "./schema";

const db = testDb();
let editor: Record<string, string>;
let editorActor: Actor;
let guestEmail: string;
let guest: Record<string, string>;
let propertyId: string;

beforeAll(async () => {
  const email = `aff-special-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile: { specialType: "special" } });
  editor = bearer(await signIn(email));
  editorActor = await actorForUser(db, { id: user.id, email, emailVerified: true });
  guestEmail = `aff-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  guest = bearer(await signIn(guestEmail));
  const organisation = await createOrganisation(db);
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
  });
  propertyId = property.id;
});

const code = () =>
  `blog-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}`.slice(0, 32);

async function newAffiliate() {
  const trackingCode = code();
  const created = await resultOf<{ id: string; code: string }>(
    await callFunction(
      "createAffiliate",
      { name: "Travel Blog", code: trackingCode.toUpperCase(), contactEmail: "partners@blog.example" },
      editor,
    ),
  );
  return { id: created.id, code: trackingCode };
}

/** Opens a link as the proxy forwards it: the click route with the code and the page. */
async function click(trackingCode: string, to = "/findahome?city=Penang") {
  return affiliateClick(
    new Request(
      `http://localhost:3000/api/affiliate-click?code=${encodeURIComponent(trackingCode)}&to=${encodeURIComponent(to)}`,
    ),
  );
}

function clickIdOf(response: Response): string | null {
  const cookie = response.headers.get("set-cookie") ?? "";
  return new RegExp(`${AFFILIATE_COOKIE}=([0-9a-f-]{36})`).exec(cookie)?.[1] ?? null;
}

let nextNight = 0;
/** A three-night card booking made with (or without) the affiliate cookie; each call books later dates. */
async function book(cookie: string | null) {
  nextNight += 4;
  const start = new Date(Date.UTC(2028, 0, 1) + nextNight * 86_400_000);
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const input = {
    propertyId,
    stay: { mode: "nightly", checkIn: day(0), checkOut: day(3) },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
    },
    idempotencyKey: randomUUID(),
  };
  const outcome = await resultOf<CheckoutOutcome>(
    await callFunction("createBooking", input, {
      ...guest,
      ...(cookie ? { cookie: `other=1; ${AFFILIATE_COOKIE}=${cookie}` } : {}),
    }),
  );
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
  return booking!;
}

describe("affiliate partners", () => {
  it("staff and special users add them with a unique tracking code; bad input and other users are refused", async () => {
    const affiliate = await newAffiliate();
    const duplicate = await errorOf(
      await callFunction(
        "createAffiliate",
        { name: "Copycat", code: affiliate.code, contactEmail: "copy@cat.example" },
        editor,
      ),
    );
    expect(duplicate).toMatchObject({
      status: "ABORTED",
      message: expect.stringMatching(/already has this tracking code/),
    });
    const invalid = await errorOf(
      await callFunction("createAffiliate", { name: "", code: "no spaces!", contactEmail: "nope" }, editor),
    );
    expect(invalid.status).toBe("INVALID_ARGUMENT");
    expect((invalid.details?.issues ?? []).map((issue) => issue.path).sort()).toEqual(["code", "contactEmail", "name"]);
    expect(
      (
        await callFunction(
          "createAffiliate",
          { name: "Guest Blog", code: code(), contactEmail: "g@blog.example" },
          guest,
        )
      ).status,
    ).toBe(403);
    expect(await affiliateReport(db, { actor: ANONYMOUS })).toEqual({ affiliates: [], months: [] });
  });
});

describe("clicks and conversions", () => {
  it("a link records a click, keeps only the click's id in a 30-day cookie and returns to the page; an unknown code records nothing", async () => {
    const affiliate = await newAffiliate();
    const response = await click(affiliate.code);
    expect(response.status).toBe(303);
    expect(
      new URL(response.headers.get("location")!).pathname + new URL(response.headers.get("location")!).search,
    ).toBe("/findahome?city=Penang");
    const clickId = clickIdOf(response);
    expect(clickId).not.toBeNull();
    expect(response.headers.get("set-cookie")).toMatch(
      new RegExp(`Max-Age=${BUSINESS_SETTINGS.affiliateCookieDays * 86_400}`),
    );
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    const [row] = await db.select().from(affiliateClicks).where(eq(affiliateClicks.id, clickId!));
    expect(row).toMatchObject({ affiliateId: affiliate.id, landingPath: "/findahome" });

    const unknown = await click("no-such-affiliate");
    expect(unknown.status).toBe(303);
    expect(clickIdOf(unknown)).toBeNull();
    // Another site is never a landing page.
    expect(new URL((await click(affiliate.code, "//evil.example/")).headers.get("location")!).host).toBe(
      "localhost:3000",
    );
  });

  it("a booking made with the cookie is the affiliate's conversion, with the commission on its room revenue; the report counts it", async () => {
    const affiliate = await newAffiliate();
    const clickId = clickIdOf(await click(affiliate.code))!;
    const booking = await book(clickId);
    expect(booking.status).toBe("confirmed");
    const [conversion] = await db
      .select()
      .from(affiliateConversions)
      .where(eq(affiliateConversions.bookingId, booking.id));
    const roomRevenue = booking.priceLines
      .filter((line) => line.kind === "stay")
      .reduce((sum, line) => sum + line.amountMinor, 0);
    expect(roomRevenue).toBe(75_000);
    expect(conversion).toMatchObject({
      affiliateId: affiliate.id,
      clickId,
      roomRevenueMinor: roomRevenue,
      commissionMinor: commissionOf(roomRevenue, BUSINESS_SETTINGS.affiliateCommissionBasisPoints),
      currency: "MYR",
    });
    expect(conversion!.commissionMinor).toBe(3_750);

    await book(null); // no cookie, no conversion
    const report = await affiliateReport(db, { actor: editorActor });
    expect(report.affiliates.find((row) => row.id === affiliate.id)).toMatchObject({ clicks: 1, conversions: 1 });
    const months = report.months.filter((row) => row.affiliateId === affiliate.id);
    expect(months).toEqual([
      expect.objectContaining({ currency: "MYR", conversions: 1, commissionMinor: 3_750, paid: null }),
    ]);

    // A cancelled booking earns nothing.
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expect(
      (await affiliateReport(db, { actor: editorActor })).affiliates.find((row) => row.id === affiliate.id)!
        .conversions,
    ).toBe(0);
  });

  it("a click older than the cookie's lifetime, or of a switched-off affiliate, makes no conversion", async () => {
    const affiliate = await newAffiliate();
    const old = clickIdOf(await click(affiliate.code))!;
    await db
      .update(affiliateClicks)
      .set({ at: sql`now() - interval '31 days'` })
      .where(eq(affiliateClicks.id, old));
    const late = await book(old);
    expect(
      await db.select().from(affiliateConversions).where(eq(affiliateConversions.bookingId, late.id)),
    ).toHaveLength(0);

    const fresh = clickIdOf(await click(affiliate.code))!;
    await resultOf(await callFunction("setAffiliateActive", { id: affiliate.id, active: false }, editor));
    const off = await book(fresh);
    expect(await db.select().from(affiliateConversions).where(eq(affiliateConversions.bookingId, off.id))).toHaveLength(
      0,
    );
    expect(clickIdOf(await click(affiliate.code))).toBeNull();
  });
});

describe("paying commission: a statement, approved, then paid", () => {
  const staffToken = staffSession(db, "staff2@example.com");
  const staff = () => bearer(staffToken());

  /** An affiliate with one booking counted in `month` (YYYY-MM), and its statement prepared by marketing. */
  async function statementOf(month: string) {
    const affiliate = await newAffiliate();
    const booking = await book(clickIdOf(await click(affiliate.code))!);
    await db
      .update(affiliateConversions)
      .set({ month: `${month}-01` })
      .where(eq(affiliateConversions.bookingId, booking.id));
    const draft = await resultOf<{ id: string; status: string; amountMinor: number }>(
      await callFunction("prepareAffiliatePayout", { affiliateId: affiliate.id, month, currency: "MYR" }, editor),
    );
    return { affiliate, draft };
  }

  it("prepares an ended month once, for what it owes; not the running month, nor a month with nothing", async () => {
    const affiliate = await newAffiliate();
    const booking = await book(clickIdOf(await click(affiliate.code))!);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const early = await errorOf(
      await callFunction(
        "prepareAffiliatePayout",
        { affiliateId: affiliate.id, month: thisMonth, currency: "MYR" },
        editor,
      ),
    );
    expect(early).toMatchObject({ status: "INVALID_ARGUMENT", message: expect.stringMatching(/ended/) });
    await db
      .update(affiliateConversions)
      .set({ month: "2025-01-01" })
      .where(eq(affiliateConversions.bookingId, booking.id));
    const input = { affiliateId: affiliate.id, month: "2025-01", currency: "MYR" };
    const draft = await resultOf<{ status: string; amountMinor: number }>(
      await callFunction("prepareAffiliatePayout", input, editor),
    );
    expect(draft).toMatchObject({ status: "draft", amountMinor: 3_750 });
    const again = await errorOf(await callFunction("prepareAffiliatePayout", input, editor));
    expect(again).toMatchObject({ status: "ABORTED", message: expect.stringMatching(/already made/) });
    const nothing = await errorOf(await callFunction("prepareAffiliatePayout", { ...input, month: "2024-12" }, editor));
    expect(nothing).toMatchObject({ status: "ABORTED", message: expect.stringMatching(/no commission/) });
    const bad = await errorOf(await callFunction("prepareAffiliatePayout", { ...input, month: "2025-13" }, editor));
    expect(bad.status).toBe("INVALID_ARGUMENT");
    expect(await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliate.id))).toHaveLength(
      1,
    );
  });

  it("is approved and paid by finance only, not before approval, and a deleted draft can be made again", async () => {
    const { affiliate, draft } = await statementOf("2025-03");
    // Marketing prepares; finance approves and pays.
    expect((await errorOf(await callFunction("approveAffiliatePayout", { payoutId: draft.id }, editor))).status).toBe(
      "PERMISSION_DENIED",
    );
    const early = await errorOf(
      await callFunction(
        "payAffiliatePayout",
        { payoutId: draft.id, reference: "TT-early", idempotencyKey: randomUUID() },
        staff(),
      ),
    );
    expect(early.message).toBe("Approve this statement before marking it paid.");
    await resultOf(await callFunction("deleteAffiliatePayout", { payoutId: draft.id }, editor));
    const remade = await resultOf<{ id: string }>(
      await callFunction(
        "prepareAffiliatePayout",
        { affiliateId: affiliate.id, month: "2025-03", currency: "MYR" },
        editor,
      ),
    );
    await resultOf(await callFunction("approveAffiliatePayout", { payoutId: remade.id }, staff()));
    // Approved, it is frozen: the database refuses a change of amount and a delete; the function says why.
    await expect(
      db.update(affiliatePayouts).set({ amountMinor: 1 }).where(eq(affiliatePayouts.id, remade.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/frozen/) } });
    const deleted = await errorOf(await callFunction("deleteAffiliatePayout", { payoutId: remade.id }, editor));
    expect(deleted).toMatchObject({ status: "ABORTED", message: expect.stringMatching(/Only a draft/) });
  });

  it("pays once under ten presses at once and a keyed retry: one journal entry, the commission from the bank", async () => {
    const { draft } = await statementOf("2025-02");
    await resultOf(await callFunction("approveAffiliatePayout", { payoutId: draft.id }, staff()));
    const reference = `TT-${draft.id.slice(0, 8)}`;
    const blank = await errorOf(
      await callFunction(
        "payAffiliatePayout",
        { payoutId: draft.id, reference: " ", idempotencyKey: randomUUID() },
        staff(),
      ),
    );
    expect(blank.status).toBe("INVALID_ARGUMENT");
    const key = randomUUID();
    const presses = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        callFunction("payAffiliatePayout", { payoutId: draft.id, reference, idempotencyKey: randomUUID() }, staff()),
      ),
      ...Array.from({ length: 2 }, () =>
        callFunction("payAffiliatePayout", { payoutId: draft.id, reference, idempotencyKey: key }, staff()),
      ),
    ]);
    const statuses = presses.map((press) => press.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const keyed = await Promise.all(
      presses.slice(8).map(async (press) => ({ status: press.status, body: await press.json() })),
    );
    expect(keyed[1]).toEqual(keyed[0]);
    const retry = await callFunction(
      "payAffiliatePayout",
      { payoutId: draft.id, reference, idempotencyKey: key },
      staff(),
    );
    expect({ status: retry.status, body: await retry.json() }).toEqual(keyed[0]);

    const [payout] = await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, draft.id));
    expect(payout).toMatchObject({ status: "paid", reference, amountMinor: 3_750 });
    const entries = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(sql`${journalEntries.kind} = 'affiliate_payout' and ${journalEntries.memo} like ${`%(${reference})`}`);
    expect(entries).toEqual([{ id: payout!.entryId }]);
    const lines = await db
      .select({ account: journalLines.account, amountMinor: journalLines.amountMinor })
      .from(journalLines)
      .where(eq(journalLines.entryId, payout!.entryId!));
    expect(lines).toEqual(
      expect.arrayContaining([
        { account: "expense:affiliate_commission", amountMinor: 3_750 },
        { account: "cash:bank", amountMinor: -3_750 },
      ]),
    );
    expect(lines).toHaveLength(2);
    // Paid, it never changes.
    await expect(
      db.update(affiliatePayouts).set({ reference: "changed" }).where(eq(affiliatePayouts.id, draft.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/never changes/) } });
  });
});

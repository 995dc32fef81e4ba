import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { actorForUser, type UserActor } from "@/server/access";
import { authUsers } from "@/server/db/schema";
import { listReferrals } from "./referral-queries";
import { creditReferralReward } from "./referrals";
import { referrals } from "./schema";

const db = testDb();
const PASSWORD = "a-long-Passw0rd";

async function userWithToken(prefix: string) {
  const email = `${prefix}-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, name: `${prefix} ${uniqueSuffix()}` });
  const actor = await actorForUser(db, { id: user.id, email, emailVerified: true });
  if (actor.kind !== "user") throw new Error("expected a signed-in actor");
  return { id: user.id, email, token: await signIn(email), actor };
}

async function linkOf(token: string) {
  return resultOf<{ code: string; path: string }>(await callFunction("getReferralLink", {}, bearer(token)));
}

/** A guest signs up through the real sign-up function with a referral code; answers their user id. */
async function signUpWith(code: string | undefined, name = "Referred Friend") {
  const email = `referred-${uniqueSuffix()}@example.test`;
  await resultOf(await callFunction("signUp", { kind: "roomer", name, email, password: PASSWORD, referralCode: code }));
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return user!.id;
}

/** An unmanaged flat whose owner runs the desk, and a stay of `guestUserId` checked in three days ago. */
async function checkedInStay(guestUserId: string) {
  const organisation = await createOrganisation(db);
  const ownerEmail = `ref-owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
  const { property, units } = await createProperty(db, { organisationId: organisation.id });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: units[0]!.id,
    guestUserId,
    checkIn: day(-3),
    checkOut: day(-1),
    status: "checked_in",
  });
  return { booking, ownerToken: await signIn(ownerEmail) };
}

async function rewardEntries(bookingIds: string[]) {
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.kind, "referral_reward"));
  return entries.filter((entry) => entry.bookingId && bookingIds.includes(entry.bookingId));
}

describe("referral links", () => {
  it("each user has one stable code, and a guest who signs up with it is recorded as referred", async () => {
    const referrer = await userWithToken("referrer");
    const first = await linkOf(referrer.token);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.path).toBe(`/signup/roomer?ref=${first.code}`);
    expect((await linkOf(referrer.token)).code).toBe(first.code);

    const referred = await signUpWith(first.code.toLowerCase());
    const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referred));
    expect(row).toMatchObject({ referrerUserId: referrer.id, code: first.code, rewardedAt: null });
  });

  it("an unknown code does not stop a sign-up and records nothing; a malformed one is refused clearly", async () => {
    const referred = await signUpWith("ZZZZ2222");
    expect(await db.select().from(referrals).where(eq(referrals.referredUserId, referred))).toHaveLength(0);
    const error = await errorOf(
      await callFunction("signUp", {
        kind: "roomer",
        name: "Bad Code",
        email: `bad-${uniqueSuffix()}@example.test`,
        password: PASSWORD,
        referralCode: "nope",
      }),
    );
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.details?.issues?.[0]).toMatchObject({
      path: "referralCode",
      message: expect.stringMatching(/referral code/),
    });
  });
});

describe("the referral reward", () => {
  it("is credited once, in the ledger, when the referred guest's first stay completes, even if the completion runs again", async () => {
    const referrer = await userWithToken("rewarded");
    const referred = await signUpWith((await linkOf(referrer.token)).code);
    const { booking, ownerToken } = await checkedInStay(referred);

    await resultOf(
      await callFunction("runStay", { reference: booking.reference, action: "check_out" }, bearer(ownerToken)),
    );
    const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referred));
    const { amountMinor, currency } = BUSINESS_SETTINGS.referralReward;
    expect(row).toMatchObject({ firstStayBookingId: booking.id, rewardMinor: amountMinor, rewardCurrency: currency });
    expect(row!.rewardedAt).toBeInstanceOf(Date);
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, row!.rewardEntryId!));
    expect(lines.map((line) => [line.account, line.currency, line.amountMinor]).sort()).toEqual([
      ["expense:marketing", currency, amountMinor],
      ["referral_credit", currency, -amountMinor],
    ]);

    // The completion's hook runs again (a retried job, a second stay completing): nothing more is credited.
    expect(
      await db.transaction((tx) => creditReferralReward(tx, { id: booking.id, guestUserId: referred })),
    ).toBeNull();
    const second = await checkedInStay(referred);
    await resultOf(
      await callFunction(
        "runStay",
        { reference: second.booking.reference, action: "check_out" },
        bearer(second.ownerToken),
      ),
    );
    expect(await rewardEntries([booking.id, second.booking.id])).toHaveLength(1);
  });

  it("two completions at the same time credit it once", async () => {
    const referrer = await userWithToken("racing");
    const referred = await signUpWith((await linkOf(referrer.token)).code);
    const [a, b] = await Promise.all([checkedInStay(referred), checkedInStay(referred)]);
    const results = await Promise.all(
      [a!, b!].map(({ booking }) =>
        db.transaction((tx) => creditReferralReward(tx, { id: booking.id, guestUserId: referred })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await rewardEntries([a!.booking.id, b!.booking.id])).toHaveLength(1);
  });

  it("the database refuses a reward without its journal entry, and a second referrer for one person", async () => {
    const referrer = await userWithToken("guarded");
    const referred = await signUpWith((await linkOf(referrer.token)).code);
    await expect(
      db.update(referrals).set({ rewardedAt: new Date() }).where(eq(referrals.referredUserId, referred)),
    ).rejects.toThrow();
    const other = await userWithToken("second-referrer");
    await expect(
      db.insert(referrals).values({ referrerUserId: other.id, referredUserId: referred, code: "ABCDEFGH" }),
    ).rejects.toThrow();
  });

  it("a booking without a referred guest credits nothing", async () => {
    const guest = await userWithToken("unreferred");
    const { booking } = await checkedInStay(guest.id);
    expect(
      await db.transaction((tx) => creditReferralReward(tx, { id: booking.id, guestUserId: guest.id })),
    ).toBeNull();
    expect(await db.transaction((tx) => creditReferralReward(tx, { id: randomUUID(), guestUserId: null }))).toBeNull();
  });
});

describe("who sees which referrals", () => {
  it("a user sees only the people they referred; staff see everyone's; the referred person's email is never shown to a referrer", async () => {
    const alice = await userWithToken("alice");
    const bob = await userWithToken("bob");
    await signUpWith((await linkOf(alice.token)).code, "Friend Of Alice");
    await signUpWith((await linkOf(bob.token)).code, "Friend Of Bob");

    const forAlice = await listReferrals(db, { actor: alice.actor });
    expect(forAlice.rows.map((row) => row.referredName)).toEqual(["Friend Of Alice"]);
    expect(forAlice.rows[0]!.referrer).toBeNull();
    expect(JSON.stringify(forAlice)).not.toContain("referred-");
    expect((await listReferrals(db, { actor: bob.actor })).rows.map((row) => row.referredName)).toEqual([
      "Friend Of Bob",
    ]);

    const staff: UserActor = { ...alice.actor, userId: "staff-user", email: "staff1@example.com", role: "staff" };
    const all = await listReferrals(db, { actor: staff, page: 1 });
    const names = all.rows.map((row) => row.referredName);
    expect(names).toEqual(expect.arrayContaining(["Friend Of Alice", "Friend Of Bob"]));
    expect(all.rows.find((row) => row.referredName === "Friend Of Alice")!.referrer).toMatchObject({
      email: alice.email,
    });
  });
});

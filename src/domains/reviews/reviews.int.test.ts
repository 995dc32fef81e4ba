import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { changeStatus } from "@/domains/bookings/status-change";
import { actorForUser } from "@/server/access";
import { auditLog, authUsers, bookings, emailOutbox, properties, reviews } from "@/server/db/schema";
import { propertyReviews, waitingGuestReviewsSql } from "./queries";
import { publishDueReviews, submitReview } from "./write";

const db = testDb();
const staffToken = staffSession(db);
const DAY = 24 * 60 * 60 * 1000;

const guestText = "A quiet flat, spotless and exactly as in the photos.";
const hostText = "A considerate guest who left the flat tidy. Welcome back.";
const guestReview = (bookingId: string, rating = 4) => ({
  bookingId,
  rating,
  cleanliness: 5,
  accuracy: 4,
  location: 4,
  value: 3,
  communication: 5,
  comment: guestText,
});
const hostReview = (bookingId: string) => ({ bookingId, rating: 5, comment: hostText });

/** A supplier's place, its owner and a guest signed in, and a stay of that guest completed `daysAgo` days ago. */
async function world(options: { daysAgo?: number; status?: "completed" | "confirmed" } = {}) {
  const organisation = await createOrganisation(db);
  const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property, units } = await createProperty(db, { organisationId: organisation.id });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  const guest = await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  const booking = await createBooking(db, {
    propertyId: property.id,
    unitId: units[0]!.id,
    guestUserId: guest.user.id,
    guestName: "Aiko Tanaka",
    guestEmail,
    checkIn: "2026-01-10",
    checkOut: "2026-01-12",
    status: options.status ?? "completed",
    statusChangedAt: new Date(Date.now() - (options.daysAgo ?? 1) * DAY),
  });
  return {
    organisation,
    property,
    booking,
    guestUserId: guest.user.id,
    guestToken: await signIn(guestEmail),
    supplierToken: await signIn(supplierEmail),
    supplierEmail,
  };
}

const kept = async (propertyId: string) => {
  const [row] = await db
    .select({ count: properties.ratingCount, sum: properties.ratingSum })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row!;
};

const reviewsOf = (bookingId: string) => db.select().from(reviews).where(eq(reviews.bookingId, bookingId));

describe("a guest and a supplier review a completed stay", () => {
  it("keeps the guest's review unseen until the supplier's arrives, then publishes both together", async () => {
    const w = await world();
    const first = await resultOf<{ published: boolean }>(
      await callFunction("reviewStay", guestReview(w.booking.id), bearer(w.guestToken)),
    );
    expect(first.published).toBe(false);
    expect((await propertyReviews(db, { propertyId: w.property.id, page: 1 })).count).toBe(0);
    expect(await kept(w.property.id)).toEqual({ count: 0, sum: 0 });

    const second = await resultOf<{ published: boolean }>(
      await callFunction("reviewGuest", hostReview(w.booking.id), bearer(w.supplierToken)),
    );
    expect(second.published).toBe(true);
    const both = await reviewsOf(w.booking.id);
    expect(both.map((review) => review.side).sort()).toEqual(["guest", "supplier"]);
    expect(both[0]!.publishedAt).not.toBeNull();
    expect(both[0]!.publishedAt).toEqual(both[1]!.publishedAt);
    // The property's rating counts the guest's review of the stay, not the supplier's of the guest.
    expect(await kept(w.property.id)).toEqual({ count: 1, sum: 4 });
    const shown = await propertyReviews(db, { propertyId: w.property.id, page: 1 });
    expect(shown.count).toBe(1);
    expect(shown.parts).toEqual({ cleanliness: 5, accuracy: 4, location: 4, value: 3, communication: 5 });
    expect(shown.rows.map((row) => [row.authorName, row.comment])).toEqual([["Aiko", guestText]]);
  });

  it("refuses strangers, the wrong side, a stay not completed, a late review and a second one", async () => {
    const w = await world();
    const other = await world();
    // Someone else's guest and supplier: the booking does not exist for them.
    expect((await callFunction("reviewStay", guestReview(w.booking.id), bearer(other.guestToken))).status).toBe(404);
    expect((await callFunction("reviewGuest", hostReview(w.booking.id), bearer(other.supplierToken))).status).toBe(404);
    // Each side writes its own review only.
    expect((await callFunction("reviewStay", guestReview(w.booking.id), bearer(w.supplierToken))).status).toBe(403);
    expect((await callFunction("reviewGuest", hostReview(w.booking.id), bearer(w.guestToken))).status).toBe(403);
    // Staff moderate; they write no review. Nobody anonymous does.
    expect((await callFunction("reviewStay", guestReview(w.booking.id), bearer(staffToken()))).status).toBe(403);
    expect((await callFunction("reviewStay", guestReview(w.booking.id))).status).toBe(401);
    // The text's length and the stars' range are the function's input rules.
    const short = await callFunction(
      "reviewStay",
      { ...guestReview(w.booking.id), comment: "Nice." },
      bearer(w.guestToken),
    );
    expect(short.status).toBe(400);
    expect((await errorOf(short)).details?.issues).toEqual([
      { path: "comment", message: "Write at least 20 characters." },
    ]);
    expect(
      (await callFunction("reviewStay", { ...guestReview(w.booking.id), value: 6 }, bearer(w.guestToken))).status,
    ).toBe(400);

    const upcoming = await world({ status: "confirmed" });
    const early = await callFunction("reviewStay", guestReview(upcoming.booking.id), bearer(upcoming.guestToken));
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/once it is completed/);
    const late = await world({ daysAgo: 15 });
    const tooLate = await callFunction("reviewStay", guestReview(late.booking.id), bearer(late.guestToken));
    expect(tooLate.status).toBe(409);
    expect((await errorOf(tooLate)).message).toMatch(/14 days/);

    await resultOf(await callFunction("reviewStay", guestReview(w.booking.id), bearer(w.guestToken)));
    const again = await callFunction("reviewStay", guestReview(w.booking.id, 1), bearer(w.guestToken));
    expect(again.status).toBe(409);
    expect(await reviewsOf(w.booking.id)).toHaveLength(1);
  });
});

describe("the 14-day job", () => {
  it("publishes a lone review once its 14 days have ended, and nothing earlier", async () => {
    const w = await world({ daysAgo: 13 });
    await resultOf(await callFunction("reviewStay", guestReview(w.booking.id, 5), bearer(w.guestToken)));
    await publishDueReviews(db, new Date());
    expect((await reviewsOf(w.booking.id))[0]!.publishedAt).toBeNull();
    const later = new Date(Date.now() + 2 * DAY);
    expect(await publishDueReviews(db, later)).toBeGreaterThanOrEqual(1);
    expect((await reviewsOf(w.booking.id))[0]!.publishedAt).toEqual(later);
    expect(await kept(w.property.id)).toEqual({ count: 1, sum: 5 });
    // Once published, the other side's review comes too late (and the stay no longer waits in the count).
    const supplier = await actorForUser(db, await userByEmail(w.supplierEmail));
    await expect(
      db.transaction((tx) => submitReview(tx, supplier, "supplier", hostReview(w.booking.id), new Date())),
    ).rejects.toThrow(/14 days/);
    const [waiting] = (await db.execute<{ count: number }>(sql`select ${waitingGuestReviewsSql(supplier)} as count`))
      .rows;
    expect(waiting!.count).toBe(0);
  });
});

async function userByEmail(email: string) {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  return user!;
}

describe("races", () => {
  it("keeps one row when the same review is sent 10 times at once", async () => {
    const w = await world();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callFunction("reviewStay", guestReview(w.booking.id), bearer(w.guestToken))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await reviewsOf(w.booking.id)).toHaveLength(1);
  });

  it("publishes once when the second review and the 14-day job arrive together", async () => {
    for (let round = 0; round < 5; round++) {
      const w = await world({ daysAgo: 14 });
      const supplier = await actorForUser(db, await userByEmail(w.supplierEmail));
      const guest = await actorForUser(
        db,
        (await db.select().from(authUsers).where(eq(authUsers.id, w.guestUserId)))[0]!,
      );
      // The guest wrote in time; the window ends between the supplier's clock and the job's.
      await db.transaction((tx) =>
        submitReview(tx, guest, "guest", guestReview(w.booking.id), new Date(Date.now() - 60_000)),
      );
      const beforeEnd = new Date(w.booking.statusChangedAt.getTime() + 14 * DAY - 1000);
      const afterEnd = new Date(w.booking.statusChangedAt.getTime() + 14 * DAY + 1000);
      const [submitted] = await Promise.allSettled([
        db.transaction((tx) => submitReview(tx, supplier, "supplier", hostReview(w.booking.id), beforeEnd)),
        publishDueReviews(db, afterEnd),
      ]);
      const written = await reviewsOf(w.booking.id);
      expect(written.every((review) => review.publishedAt !== null)).toBe(true);
      if (submitted.status === "fulfilled") {
        // The supplier's came first: both published by it, in one statement.
        expect(written).toHaveLength(2);
        expect(new Set(written.map((review) => review.publishedAt!.getTime())).size).toBe(1);
      } else {
        // The job came first: the guest's alone, and the supplier's refused.
        expect(written).toHaveLength(1);
      }
      expect(await kept(w.property.id)).toEqual({ count: 1, sum: 4 });
    }
  });
});

describe("what the database guarantees", () => {
  it("one review per side per booking, stars from 1 to 5, and a published review frozen", async () => {
    const w = await world();
    const base = { propertyId: w.property.id, bookingId: w.booking.id, authorName: "Aiko", comment: guestText };
    await db.insert(reviews).values({ ...base, side: "supplier", rating: 4 });
    await expect(db.insert(reviews).values({ ...base, side: "supplier", rating: 5 })).rejects.toMatchObject({
      cause: { constraint: "reviews_booking_side_key" },
    });
    await expect(db.insert(reviews).values({ ...base, side: "supplier", rating: 6 })).rejects.toMatchObject({
      cause: { constraint: "reviews_rating_range" },
    });
    await expect(
      db.insert(reviews).values({
        ...base,
        side: "guest",
        rating: 4,
        cleanliness: 0,
        accuracy: 4,
        location: 4,
        value: 4,
        communication: 4,
      }),
    ).rejects.toMatchObject({ cause: { constraint: "reviews_sub_ratings_range" } });
    await db.update(reviews).set({ publishedAt: new Date() }).where(eq(reviews.bookingId, w.booking.id));
    await expect(
      db
        .update(reviews)
        .set({ comment: `${hostText} Edited.` })
        .where(eq(reviews.bookingId, w.booking.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/published and cannot be changed/) } });
    await expect(
      db.update(reviews).set({ publishedAt: null }).where(eq(reviews.bookingId, w.booking.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/published and cannot be changed/) } });
  });
});

describe("the supplier's reply and staff's hiding", () => {
  it("takes one reply, and a hidden review leaves the rating and the page with its reason in the audit log", async () => {
    const w = await world();
    const guest = await resultOf<{ id: string }>(
      await callFunction("reviewStay", guestReview(w.booking.id, 2), bearer(w.guestToken)),
    );
    // Not before publication.
    expect(
      (await callFunction("replyToReview", { reviewId: guest.id, reply: "Thank you!" }, bearer(w.supplierToken)))
        .status,
    ).toBe(409);
    await resultOf(await callFunction("reviewGuest", hostReview(w.booking.id), bearer(w.supplierToken)));
    // The guest does not answer their own review; the supplier does, once.
    expect(
      (await callFunction("replyToReview", { reviewId: guest.id, reply: "Thank you!" }, bearer(w.guestToken))).status,
    ).toBe(404);
    await resultOf(
      await callFunction(
        "replyToReview",
        { reviewId: guest.id, reply: "Sorry about the noise: the road works ended." },
        bearer(w.supplierToken),
      ),
    );
    expect(
      (await callFunction("replyToReview", { reviewId: guest.id, reply: "Again." }, bearer(w.supplierToken))).status,
    ).toBe(409);
    await expect(db.update(reviews).set({ reply: "Rewritten." }).where(eq(reviews.id, guest.id))).rejects.toMatchObject(
      { cause: { message: expect.stringMatching(/already has its reply/) } },
    );
    const shown = await propertyReviews(db, { propertyId: w.property.id, page: 1 });
    expect(shown.rows[0]!.reply).toBe("Sorry about the noise: the road works ended.");
    expect(await kept(w.property.id)).toEqual({ count: 1, sum: 2 });

    // Only staff hide.
    const reason = "Names a neighbour (content rule 3: no personal details).";
    expect((await callFunction("hideReview", { reviewId: guest.id, reason }, bearer(w.supplierToken))).status).toBe(
      403,
    );
    await resultOf(await callFunction("hideReview", { reviewId: guest.id, reason }, bearer(staffToken())));
    expect(await kept(w.property.id)).toEqual({ count: 0, sum: 0 });
    expect((await propertyReviews(db, { propertyId: w.property.id, page: 1 })).count).toBe(0);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, `review:${guest.id}`), eq(auditLog.action, "hideReview")));
    expect(audit?.changes).toEqual({ hidden: { from: null, to: reason } });
  });
});

describe("the invitation", () => {
  it("emails the guest at check-out, in the completion's transaction", async () => {
    const w = await world({ status: "confirmed" });
    await db.update(bookings).set({ status: "checked_in" }).where(eq(bookings.id, w.booking.id));
    await db.transaction((tx) =>
      changeStatus(tx, { id: w.booking.id, status: "checked_in" }, "check_out", {
        kind: "supplier",
        email: w.supplierEmail,
      }),
    );
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, w.booking.guestEmail), eq(emailOutbox.kind, "review-invitation")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`How was your stay at ${w.property.title}?`);
    expect(mail[0]!.text).toMatch(/\/bookings/);
  });
});

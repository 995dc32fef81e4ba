import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { listSettlements } from "@/domains/accounts";
import { findBookingRequests, listSupplierBids } from "@/domains/bookings";
import { dashboardListings } from "@/domains/catalogue/listings/queries";
import { listingsFiltersFrom } from "@/domains/catalogue/listings/filters";
import { channelManagerView } from "@/domains/channels";
import { channelConflicts, channelFeeds } from "@/domains/channels/schema";
import { staysToReview } from "@/domains/reviews";
import { actorForUser, dashboardMenuFor, type DashboardPage, type UserActor } from "@/server/access";
import { authUsers, priceBids } from "@/server/db/schema";
import { waitingCounts } from "./dashboard-waiting";

/**
 * The menu's counts say what the lists they link to show as waiting (SPEC.md §6 navigation; the lists'
 * scopes are the access module's): for an owner, only their organisation's unmanaged requests, their offers
 * and conflicts; for staff, the whole marketplace's, with listings in review and settlements to approve.
 */
const db = testDb();
const STAFF = "staff3@example.com";
const HOUR = 3_600_000;

let owner: UserActor;
let staff: UserActor;

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  staff = (await actorForUser(db, (await createUser(db, { email: STAFF })).user)) as UserActor;

  const organisation = await createOrganisation(db);
  const ownerAccount = await createUser(db, { profile: { organisationId: organisation.id } });
  owner = (await actorForUser(db, ownerAccount.user)) as UserActor;
  const guest = (await createUser(db, { email: `guest-${uniqueSuffix()}@example.test` })).user;

  const {
    property: own,
    units: [ownUnit],
  } = await createProperty(db, { organisationId: organisation.id, instantBook: false });
  const {
    property: managed,
    units: [managedUnit],
  } = await createProperty(db, {
    organisationId: organisation.id,
    managed: true,
    instantBook: false,
  });
  await createProperty(db, { organisationId: organisation.id, status: "in_review" });

  const stay = (day: number) => ({
    checkIn: `2031-03-${String(day).padStart(2, "0")}`,
    checkOut: `2031-03-${String(day + 2).padStart(2, "0")}`,
  });
  const requested = {
    status: "requested" as const,
    requestExpiresAt: new Date(Date.now() + 12 * HOUR),
    stayMode: "nightly" as const,
  };
  // Two requests the owner answers, one of a managed property (operations answer it), one booking confirmed.
  await createBooking(db, { propertyId: own.id, unitId: ownUnit!.id, ...stay(1), ...requested });
  const conflicted = await createBooking(db, { propertyId: own.id, unitId: ownUnit!.id, ...stay(5), ...requested });
  await createBooking(db, { propertyId: managed.id, unitId: managedUnit!.id, ...stay(1), ...requested });
  await createBooking(db, { propertyId: own.id, unitId: ownUnit!.id, ...stay(10) });
  // Stays completed yesterday wait for the host's review of the guest: the owner's own place's (operations review
  // the managed one's guest).
  const completed = { status: "completed" as const, statusChangedAt: new Date(Date.now() - 24 * HOUR) };
  await createBooking(db, { propertyId: own.id, unitId: ownUnit!.id, ...stay(14), ...completed });
  await createBooking(db, { propertyId: managed.id, unitId: managedUnit!.id, ...stay(14), ...completed });

  // Offers: two open, one lapsed (its job has not run yet), one rejected.
  const offer = (status: "open" | "rejected", expiresIn: number) => ({
    propertyId: own.id,
    guestUserId: guest.id,
    guestName: "Aiko Tanaka",
    guestEmail: guest.email,
    guestCount: 2,
    ...stay(20),
    currency: "MYR",
    amountMinor: 40_000,
    listTotalMinor: 50_000,
    status,
    expiresAt: new Date(Date.now() + expiresIn),
  });
  await db
    .insert(priceBids)
    .values([offer("open", 20 * HOUR), offer("open", HOUR), offer("open", -HOUR), offer("rejected", 20 * HOUR)]);

  // One open conflict and one resolved on the owner's unit.
  const [feed] = await db
    .insert(channelFeeds)
    .values({ unitId: ownUnit!.id, name: "Airbnb", url: `https://example.test/${uniqueSuffix()}.ics` })
    .returning();
  await db.insert(channelConflicts).values([
    {
      feedId: feed!.id,
      bookingId: conflicted.id,
      eventUid: "open@airbnb",
      startsOn: "2031-03-05",
      endsOn: "2031-03-07",
    },
    {
      feedId: feed!.id,
      bookingId: conflicted.id,
      eventUid: "done@airbnb",
      startsOn: "2031-03-05",
      endsOn: "2031-03-07",
      resolvedAt: new Date(),
    },
  ]);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

/** What each list shows as waiting for the actor, read through the lists themselves. */
async function listed(actor: UserActor) {
  const [requests, listings, bids, channels, settlements, reviews] = await Promise.all([
    findBookingRequests(db, { actor, limit: 10_000 }),
    dashboardListings(db, { actor, filters: listingsFiltersFrom({}) }),
    listSupplierBids(db, { actor, page: 1 }),
    channelManagerView(db, { actor, page: 1 }),
    listSettlements(db, { actor, filters: { status: "draft", page: 1 } }),
    staysToReview(db, { actor, now: new Date() }),
  ]);
  const reviewer = actor.role === "staff";
  return {
    listings: requests.length + (reviewer ? listings.statusCounts.in_review : 0),
    priceBidding: bids.rows.filter((row) => row.status === "open").length,
    channelManager: channels.units.reduce((total, unit) => total + unit.conflicts.length, 0),
    settlements: settlements.total,
    reviews: reviews.length,
  };
}

const menuPages = (actor: UserActor): DashboardPage[] => {
  const menu = dashboardMenuFor(actor.role);
  return [...menu.items, ...menu.more.flatMap((group) => group.items)].map((nav) => nav.page);
};

describe("waitingCounts", () => {
  it("an owner: their unmanaged requests, their open offers and their open conflicts, as the lists show them", async () => {
    const counts = await waitingCounts(db, owner, menuPages(owner));
    const shown = await listed(owner);
    expect(counts).toEqual({ listings: 2, priceBidding: 2, channelManager: 1, reviews: 1 });
    expect(counts.listings).toBe(shown.listings);
    expect(counts.priceBidding).toBe(shown.priceBidding);
    expect(counts.channelManager).toBe(shown.channelManager);
    expect(counts.reviews).toBe(shown.reviews);
    // Owners do not approve settlements: no count there.
    expect(counts.settlements).toBeUndefined();
  });

  it("staff: the whole marketplace, as their lists show it, listings in review included", async () => {
    const counts = await waitingCounts(db, staff, menuPages(staff));
    const shown = await listed(staff);
    expect(counts.listings ?? 0).toBe(shown.listings);
    expect(counts.priceBidding ?? 0).toBe(shown.priceBidding);
    expect(counts.channelManager ?? 0).toBe(shown.channelManager);
    expect(counts.settlements ?? 0).toBe(shown.settlements);
    expect(counts.reviews ?? 0).toBe(shown.reviews);
    // At least this test's own: three requests and one listing in review, two offers, one conflict.
    expect(counts.listings).toBeGreaterThanOrEqual(4);
    expect(counts.priceBidding).toBeGreaterThanOrEqual(2);
    expect(counts.channelManager).toBeGreaterThanOrEqual(1);
  });

  it("counts only pages in the menu: none for a role whose menu lists nothing waiting", async () => {
    expect(await waitingCounts(db, owner, ["transactions", "profile"])).toEqual({});
  });
});

/**
 * Price bidding (DOMAIN.md Channels and partners): a guest offers a total for nights at a place;
 * the supplier (their properties; staff all, as `propertyScopeOf` says) accepts, rejects or counters; the
 * guest accepts or declines a counter. Accepting (either side) checks availability and makes a held booking
 * at the agreed price, in one transaction with the property row locked, as the checkout's hold does (the
 * exclusion constraint is the last word); the guest pays it from /checkout/{reference}. An open bid or a
 * counter lapses 24 hours after it was made (`expireBids`, a job; every answer also refuses a lapsed one).
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { quoteProduct } from "@/domains/catalogue";
import { properties, UNIT_ARCHIVED_CONSTRAINT } from "@/domains/catalogue/schema";
import { authUsers, organisations } from "@/server/db/identity-schema";
import { settingsInForce, type SettingsInForce } from "@/domains/platform";
import { rememberNationality } from "@/domains/identity";
import { bookingReference } from "@/lib/ids";
import { formatMoney } from "@/lib/money";
import { propertyScopeOf, scopeIncludes, type Actor, type UserActor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, FunctionError, invalidArgument, notFound } from "@/server/functions";
import { deskScopeSql } from "../desk/scope";
import { bidStatus, bookingEvents, bookings, bookingStatus, priceBids, type BookingPriceLine } from "../schema";
import { claimHoldForGuest } from "../hold-limits";
import { bidLifecycle, OPEN, type BidActorKind, type BidEvent } from "./lifecycle";
import { bidPriceLines } from "./pricing";
import { isPgError, PG } from "@/lib/pg-errors";

export type PriceBid = typeof priceBids.$inferSelect;
const HOUR = 3_600_000;

// Plain spaces (Intl puts a no-break space after the code), so messages read and compare as typed.
const money = (currency: string) => (amountMinor: number) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" }).replace(/\u00a0/g, " ");

/**
 * The regular price of the nights, with the property's facts, or why they cannot be bid on, priced with the
 * business settings in force now (`inForce`, read once by the caller, which times and holds with the same).
 */
async function quoteNights(
  tx: DbOrTx,
  actor: Actor,
  input: {
    propertyId: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    guestNationality?: string | null;
  },
  inForce: SettingsInForce,
) {
  const quoted = await quoteProduct(
    tx,
    {
      propertyId: input.propertyId,
      stay: { mode: "nightly", checkIn: input.checkIn, checkOut: input.checkOut },
      guests: input.guests,
      rates: null,
      // Unanswered, the taxes are a foreign guest's, as at checkout: never less than due.
      guestNationality: input.guestNationality ?? null,
      settings: inForce,
    },
    { actor },
  );
  if (!quoted.available) {
    if (quoted.problem === "not_found") throw notFound("This place is not available for booking.");
    if (quoted.problem === "booked") throw aborted("These dates are not available any more. Choose other dates.");
    throw invalidArgument(quoted.message);
  }
  return quoted;
}

export interface PlaceBidInput {
  propertyId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  amountMinor: number;
  message: string;
  guestNationality?: string;
}

/** A guest's offer: the nights must be bookable now and the offer below their price. */
export async function placeBid(tx: DbOrTx, actor: UserActor, input: PlaceBidInput): Promise<PriceBid> {
  const inForce = await settingsInForce(tx);
  const { settings } = inForce;
  const quoted = await quoteNights(tx, actor, input, inForce);
  const lines = quoted.quote.lines as BookingPriceLine[];
  const priced = bidPriceLines(lines, quoted.quote.nights, input.amountMinor, settings, money(quoted.quote.currency));
  if (!priced.ok) throw invalidArgument(priced.message, { issues: [{ path: "amountMinor", message: priced.message }] });
  const [open] = await tx
    .select({ id: priceBids.id })
    .from(priceBids)
    .where(
      and(
        eq(priceBids.guestUserId, actor.userId),
        eq(priceBids.propertyId, input.propertyId),
        inArray(priceBids.status, [...OPEN]),
        sql`${priceBids.expiresAt} > now()`,
      ),
    );
  if (open) throw aborted("You already have an open offer for this place. Wait for the answer, or let it lapse.");
  const [user] = await tx.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, actor.userId));
  // Remembered on the profile as the checkout remembers it: the next offer or checkout starts from it.
  if (input.guestNationality) await rememberNationality(tx, actor.userId, input.guestNationality);
  const [bid] = await tx
    .insert(priceBids)
    .values({
      propertyId: input.propertyId,
      guestUserId: actor.userId,
      guestName: user?.name || actor.email,
      guestEmail: actor.email,
      guestCount: input.guests,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      currency: quoted.quote.currency,
      amountMinor: input.amountMinor,
      listTotalMinor: quoted.quote.totalMinor,
      guestNationality: input.guestNationality ?? null,
      message: input.message,
      expiresAt: new Date(Date.now() + settings.bidHours * HOUR),
    })
    .returning();
  return bid!;
}

type LockedBid = { bid: PriceBid; organisationId: string; managed: boolean };

/**
 * A bid locked for an answer. Scope comes before state: a bid the actor may not answer is "not found" whatever
 * its status, so that its status (rejected, countered…) tells nobody it exists. Then it is refused when it
 * lapsed or was already answered (the lifecycle's verdict on `event`).
 */
async function lockOpenBid(
  tx: DbOrTx,
  id: string,
  event: BidEvent,
  actorKind: BidActorKind,
  inScope: (row: LockedBid) => boolean,
  notFoundMessage: string,
): Promise<LockedBid> {
  const [row] = await tx
    .select({ bid: priceBids, organisationId: properties.organisationId, managed: properties.managed })
    .from(priceBids)
    .innerJoin(properties, eq(properties.id, priceBids.propertyId))
    .where(eq(priceBids.id, id))
    .for("update", { of: priceBids });
  if (!row || !inScope(row)) throw notFound(notFoundMessage);
  if (row.bid.expiresAt <= new Date() && OPEN.has(row.bid.status))
    throw aborted("This offer has lapsed (offers last 24 hours).");
  const verdict = bidLifecycle.next(row.bid.status, event, actorKind);
  if (!verdict.ok)
    throw new FunctionError(verdict.reason === "status" ? "aborted" : "permission-denied", verdict.message);
  return row;
}

/** A bid's status change: the lifecycle's verdict, written only if the bid is still in the status it was read in. */
async function moveBid(
  tx: DbOrTx,
  bid: PriceBid,
  event: BidEvent,
  actorKind: BidActorKind,
  fields: Partial<typeof priceBids.$inferInsert>,
) {
  const verdict = bidLifecycle.next(bid.status, event, actorKind);
  if (!verdict.ok)
    throw new FunctionError(verdict.reason === "status" ? "aborted" : "permission-denied", verdict.message);
  const [updated] = await tx
    .update(priceBids)
    .set({ ...fields, status: verdict.to })
    .where(and(eq(priceBids.id, bid.id), eq(priceBids.status, bid.status)))
    .returning();
  if (!updated) throw aborted("This offer changed in the meantime. Reload and try again.");
  return updated;
}

/**
 * The held booking of an accepted bid, at its price: the property locked, the nights quoted again (free,
 * within the rules) and the insert under the exclusion constraints. One booking per bid (its idempotency key).
 */
async function holdAtPrice(
  tx: DbOrTx,
  actor: UserActor,
  bid: PriceBid,
  totalMinor: number,
  actorKind: "guest" | "supplier" | "staff",
) {
  const [property] = await tx
    .select({
      id: properties.id,
      instantBook: properties.instantBook,
      cancellationPolicy: properties.cancellationPolicy,
      cancellationRules: properties.cancellationRules,
    })
    .from(properties)
    .innerJoin(organisations, eq(organisations.id, properties.organisationId))
    .where(and(eq(properties.id, bid.propertyId), eq(properties.status, "listed"), eq(organisations.enabled, true)))
    .for("update", { of: properties });
  if (!property) throw notFound("This place is not available for booking.");
  // The held booking is the guest's, whoever accepts: it counts against the guest's unpaid holds (hold-limits.ts).
  const inForce = await settingsInForce(tx);
  const { settings } = inForce;
  await claimHoldForGuest(tx, bid.guestUserId, settings);
  const quoted = await quoteNights(
    tx,
    actor,
    {
      propertyId: bid.propertyId,
      checkIn: bid.checkIn,
      checkOut: bid.checkOut,
      guests: bid.guestCount,
      guestNationality: bid.guestNationality,
    },
    inForce,
  );
  const priced = bidPriceLines(
    quoted.quote.lines as BookingPriceLine[],
    quoted.quote.nights,
    totalMinor,
    settings,
    money(bid.currency),
  );
  if (!priced.ok) throw aborted(`The price of these dates changed: ${priced.message}`);
  const now = new Date();
  const [booking] = await tx
    .insert(bookings)
    .values({
      reference: bookingReference(),
      propertyId: bid.propertyId,
      unitId: quoted.unitId,
      guestUserId: bid.guestUserId,
      guestName: bid.guestName,
      guestEmail: bid.guestEmail,
      guestCount: bid.guestCount,
      checkIn: bid.checkIn,
      checkOut: bid.checkOut,
      stayMode: "nightly",
      status: "held",
      channel: "direct",
      currency: bid.currency,
      totalMinor,
      priceLines: priced.lines,
      cancellationPolicy: property.cancellationPolicy,
      cancellationRules: property.cancellationRules,
      // The supplier has agreed to this booking already: paying it confirms it.
      instantBook: true,
      paymentMethod: "card",
      // What priced the taxes kept with them, as a checkout keeps it.
      taxBasis: quoted.quote.taxBasis,
      businessSettingsId: inForce.versionId,
      holdExpiresAt: new Date(now.getTime() + settings.bidHoldHours * HOUR),
      idempotencyKey: `bid:${bid.id}`,
    })
    .returning()
    .catch((error: unknown) => {
      if (isPgError(error, PG.exclusionViolation)) throw aborted("These dates were just booked by someone else.");
      if (isPgError(error, PG.checkViolation, UNIT_ARCHIVED_CONSTRAINT))
        throw aborted("This room has been taken off sale, so the offer cannot be booked.");
      throw error;
    });
  await tx.insert(bookingEvents).values({
    bookingId: booking!.id,
    fromStatus: null,
    toStatus: "held",
    actorKind,
    actorEmail: actor.email,
    note: `Price bid accepted at ${money(bid.currency)(totalMinor)}`,
  });
  return booking!;
}

export type SupplierAnswer = { action: "accept" } | { action: "reject" } | { action: "counter"; amountMinor: number };

/** The supplier's answer to an open bid (their properties only; staff any). */
export async function answerBid(tx: DbOrTx, actor: UserActor, input: { id: string } & SupplierAnswer) {
  const event = ({ accept: "accept", reject: "reject", counter: "counter" } as const)[input.action];
  const row = await lockOpenBid(
    tx,
    input.id,
    event,
    "supplier",
    (found) => scopeIncludes(propertyScopeOf(actor), found),
    "There is no such offer.",
  );
  const { bid } = row;
  const answered = { answeredBy: actor.email, answeredAt: new Date(), updatedAt: new Date() };
  if (input.action === "reject") {
    return { bid: await moveBid(tx, bid, "reject", "supplier", answered), reference: null };
  }
  if (input.action === "counter") {
    if (input.amountMinor <= bid.amountMinor)
      throw invalidArgument("A counter-offer is more than the guest's offer (accept it instead).", {
        issues: [{ path: "amountMinor", message: "A counter-offer is more than the guest's offer." }],
      });
    const inForce = await settingsInForce(tx);
    const quoted = await quoteNights(
      tx,
      actor,
      {
        propertyId: bid.propertyId,
        checkIn: bid.checkIn,
        checkOut: bid.checkOut,
        guests: bid.guestCount,
        guestNationality: bid.guestNationality,
      },
      inForce,
    );
    const priced = bidPriceLines(
      quoted.quote.lines as BookingPriceLine[],
      quoted.quote.nights,
      input.amountMinor,
      inForce.settings,
      money(bid.currency),
    );
    if (!priced.ok)
      throw invalidArgument(priced.message, { issues: [{ path: "amountMinor", message: priced.message }] });
    const updated = await moveBid(tx, bid, "counter", "supplier", {
      counterMinor: input.amountMinor,
      expiresAt: new Date(Date.now() + inForce.settings.bidHours * HOUR),
      ...answered,
    });
    return { bid: updated, reference: null };
  }
  const booking = await holdAtPrice(tx, actor, bid, bid.amountMinor, actor.role === "staff" ? "staff" : "supplier");
  return {
    bid: await moveBid(tx, bid, "accept", "supplier", { bookingId: booking.id, ...answered }),
    reference: booking.reference,
  };
}

/** The guest's answer to a counter-offer: accepting it holds the dates at the counter's price. */
export async function respondToCounter(tx: DbOrTx, actor: UserActor, input: { id: string; accept: boolean }) {
  const row = await lockOpenBid(
    tx,
    input.id,
    input.accept ? "accept_counter" : "decline_counter",
    "guest",
    (found) => found.bid.guestUserId === actor.userId,
    "There is no such offer of yours.",
  );
  const { bid } = row;
  if (!input.accept) {
    return { bid: await moveBid(tx, bid, "decline_counter", "guest", { updatedAt: new Date() }), reference: null };
  }
  const booking = await holdAtPrice(tx, actor, bid, bid.counterMinor!, "guest");
  return {
    bid: await moveBid(tx, bid, "accept_counter", "guest", { bookingId: booking.id, updatedAt: new Date() }),
    reference: booking.reference,
  };
}

/** Open bids and counters past their 24 hours lapse (the `bookings.expireBids` job). Answers how many. */
export async function expireBids(db: DbOrTx, now = new Date()): Promise<number> {
  const expired = await db
    .update(priceBids)
    .set({ status: bidLifecycle.events.lapse.to, updatedAt: now })
    .where(and(inArray(priceBids.status, [...OPEN]), lte(priceBids.expiresAt, now)))
    .returning({ id: priceBids.id });
  return expired.length;
}

export interface BidRow {
  id: string;
  property: { id: string; title: string; city: string };
  guestName: string;
  guestEmail: string;
  guestCount: number;
  checkIn: string;
  checkOut: string;
  currency: string;
  amountMinor: number;
  counterMinor: number | null;
  listTotalMinor: number;
  message: string;
  /** "expired" also for an open bid past its time that the job has not reached yet. */
  status: PriceBid["status"];
  expiresAt: string;
  reference: string | null;
  bookingStatus: string | null;
  createdAt: string;
}

export const BIDS_PAGE_SIZE = 25;

// The money columns are bigints (numbers, client.ts); the instants arrive as PostgreSQL's text, which Date reads.
const BidListRow = z.object({
  id: sqlTypes.uuid,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  guest_name: sqlTypes.text,
  guest_email: sqlTypes.text,
  guest_count: sqlTypes.int,
  check_in_text: sqlTypes.date,
  check_out_text: sqlTypes.date,
  currency: sqlTypes.text,
  amount_minor: sqlTypes.bigint,
  counter_minor: sqlTypes.bigint.nullable(),
  list_total_minor: sqlTypes.bigint,
  message: sqlTypes.text,
  status: z.enum(bidStatus.enumValues),
  expires_at: sqlTypes.timestamp,
  created_at: sqlTypes.timestamp,
  reference: sqlTypes.text.nullable(),
  booking_status: z.enum(bookingStatus.enumValues).nullable(),
});

async function bidRows(db: DbOrTx, where: ReturnType<typeof sql>, page: number) {
  const { total } = await rowOf(
    db,
    z.object({ total: sqlTypes.int }),
    sql`select count(*)::int as total from price_bids b join properties p on p.id = b.property_id where ${where}`,
  );
  const pages = Math.max(1, Math.ceil(total / BIDS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const found = await rowsOf(
    db,
    BidListRow,
    sql`
    select b.id, b.property_id, p.title, p.city, b.guest_name, b.guest_email, b.guest_count,
      b.check_in::text as check_in_text, b.check_out::text as check_out_text, b.currency, b.amount_minor, b.counter_minor,
      b.list_total_minor, b.message, b.status, b.expires_at, b.created_at, k.reference, k.status as booking_status
    from price_bids b join properties p on p.id = b.property_id left join bookings k on k.id = b.booking_id
    where ${where}
    order by (b.status in (${sql.join(
      OPEN.map((status) => sql`${status}`),
      sql`, `,
    )})) desc, b.created_at desc, b.id
    limit ${BIDS_PAGE_SIZE} offset ${(current - 1) * BIDS_PAGE_SIZE}`,
  );
  const now = Date.now();
  const rows = found.map((row): BidRow => {
    const status = row.status;
    const expiresAt = new Date(row.expires_at);
    return {
      id: row.id,
      property: { id: row.property_id, title: row.title, city: row.city },
      guestName: row.guest_name,
      guestEmail: row.guest_email,
      guestCount: row.guest_count,
      checkIn: row.check_in_text,
      checkOut: row.check_out_text,
      currency: row.currency,
      amountMinor: row.amount_minor,
      counterMinor: row.counter_minor,
      listTotalMinor: row.list_total_minor,
      message: row.message,
      status: OPEN.has(status) && expiresAt.getTime() <= now ? "expired" : status,
      expiresAt: expiresAt.toISOString(),
      reference: row.reference,
      bookingStatus: row.booking_status,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
  return { rows, total, page: current, pages };
}

/**
 * How many guests' offers wait for the actor's answer (open, not lapsed) among those `listSupplierBids` lists,
 * as a scalar SQL expression for the menu's count.
 */
export function waitingBidsSql(actor: Actor) {
  return sql`(select count(*)::int from price_bids b join properties p on p.id = b.property_id
    where ${deskScopeSql(actor)} and b.status = 'open' and b.expires_at > now())`;
}

/** Bids on the properties in the actor's scope (the supplier's; staff all), open ones first. */
export function listSupplierBids(db: DbOrTx, scope: { actor: Actor; page: number }) {
  return bidRows(db, deskScopeSql(scope.actor), scope.page);
}

/** The signed-in guest's own bids. */
export function listGuestBids(db: DbOrTx, scope: { actor: Actor; page: number }) {
  if (scope.actor.kind !== "user") return Promise.resolve({ rows: [] as BidRow[], total: 0, page: 1, pages: 1 });
  return bidRows(db, sql`b.guest_user_id = ${scope.actor.userId}`, scope.page);
}

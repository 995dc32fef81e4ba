/**
 * Referral credit (DOMAIN.md Channels and partners; docs/REFERRAL-CREDIT.md): the reward a referrer earns is a
 * grant they can spend at checkout until it expires. `referral_credit_grants` is the sub-ledger of the
 * `referral_credit` liability, one row per reward; each checkout that uses credit locks the guest's grants, takes
 * from them (the database keeps every grant between nothing and its amount) and records the uses; the sale
 * posts the spend in the booking's transaction; an ended hold gives the credit back, a cancellation gives back
 * the policy's share, and the daily job moves what is left of an expired grant to breakage income.
 */
import { and, asc, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import { latestRates, ratesInto } from "@/domains/currency";
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { settingsInForce } from "@/domains/platform";
import { convertMinor } from "@/lib/currency";
import { minorDigits } from "@/lib/money";
import type { Actor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import { bookings } from "@/domains/bookings/schema";
import {
  allocateCredit,
  creditReturnOf,
  creditToApply,
  creditWorth,
  type ConvertMinor,
  type SpendableGrant,
} from "./referral-credit-sums";
import { referralCreditGrants, referralCreditUses } from "./schema";

type Grant = typeof referralCreditGrants.$inferSelect;
type Use = typeof referralCreditUses.$inferSelect;
type BookingFacts = Pick<typeof bookings.$inferSelect, "id" | "reference" | "currency" | "propertyId">;

const DAY_MS = 86_400_000;

/** A grant is spent from until its expiry; after it, nothing of it is given back (docs/REFERRAL-CREDIT.md). */
const hasExpired = (grant: Pick<Grant, "expiredAt" | "expiresAt">, now: Date) =>
  grant.expiredAt !== null || grant.expiresAt.getTime() <= now.getTime();

/**
 * A reward becomes a grant (referrals.ts, in the reward's transaction), spendable for the settings' days. A
 * referral has one grant (unique), so a reward credited twice cannot grant twice.
 */
export async function grantReferralCredit(
  tx: DbOrTx,
  input: { userId: string; referralId: string; currency: string; amountMinor: number; grantedAt: Date },
): Promise<string> {
  const { settings } = await settingsInForce(tx, input.grantedAt);
  const [row] = await tx
    .insert(referralCreditGrants)
    .values({
      userId: input.userId,
      referralId: input.referralId,
      currency: input.currency,
      amountMinor: input.amountMinor,
      remainingMinor: input.amountMinor,
      grantedAt: input.grantedAt,
      expiresAt: new Date(input.grantedAt.getTime() + settings.referralCreditExpiryDays * DAY_MS),
    })
    .returning({ id: referralCreditGrants.id });
  return row!.id;
}

/** The stored rates as a conversion between any two currencies (through the rates' base). */
async function converter(db: DbOrTx, actor: Actor): Promise<ConvertMinor> {
  const snapshot = await latestRates(db, { actor });
  return (amountMinor, from, to) => {
    if (from === to) return amountMinor;
    const rates = ratesInto(snapshot, to);
    return rates ? convertMinor(amountMinor, from, to, rates) : null;
  };
}

/** The user's grants that can be spent now, the soonest to expire first; locked for a checkout when asked. */
async function spendableGrants(db: DbOrTx, userId: string, now: Date, lock: boolean): Promise<SpendableGrant[]> {
  const query = db
    .select({
      id: referralCreditGrants.id,
      currency: referralCreditGrants.currency,
      remainingMinor: referralCreditGrants.remainingMinor,
    })
    .from(referralCreditGrants)
    .where(
      and(
        eq(referralCreditGrants.userId, userId),
        isNull(referralCreditGrants.expiredAt),
        gt(referralCreditGrants.expiresAt, now),
        gt(referralCreditGrants.remainingMinor, 0),
      ),
    )
    .orderBy(asc(referralCreditGrants.expiresAt), asc(referralCreditGrants.id));
  return lock ? query.for("update") : query;
}

/**
 * What the checkout page offers a guest for a stay: their credit worth in the stay's currency (the stored rates),
 * how much of the stay it would pay (`applyMinor`: the checkout's own sum, so the page shows what the hold will
 * take), and what it is in the grants' own currencies. Null when they have none to spend on it.
 */
export async function referralCreditForCheckout(
  db: DbOrTx,
  input: { actor: Actor; currency: string; stayTotalMinor: number; now?: Date },
): Promise<{
  availableMinor: number;
  applyMinor: number;
  balances: { currency: string; amountMinor: number }[];
} | null> {
  if (input.actor.kind !== "user") return null;
  const grants = await spendableGrants(db, input.actor.userId, input.now ?? new Date(), false);
  if (grants.length === 0) return null;
  const availableMinor = creditWorth(grants, input.currency, await converter(db, input.actor));
  const applyMinor = creditToApply(availableMinor, input.stayTotalMinor, input.currency);
  if (applyMinor <= 0) return null;
  const balances = new Map<string, number>();
  for (const grant of grants) balances.set(grant.currency, (balances.get(grant.currency) ?? 0) + grant.remainingMinor);
  return {
    availableMinor,
    applyMinor,
    balances: [...balances].map(([currency, amountMinor]) => ({ currency, amountMinor })),
  };
}

export const NO_CREDIT_LEFT = "You have no referral credit left to use. Reload the page to pay without it.";

/**
 * The checkout's hold asks to pay with the guest's credit (bookings/checkout.ts, in the hold's transaction): the
 * guest's grants are locked, so concurrent checkouts take turns and the second sees what the first took; each
 * grant's part is taken from it and recorded as a `held` use. Answers the credit in the booking's currency; the
 * card or transfer pays the rest. Refuses (409) when nothing is left, so a guest who asked for credit is never
 * charged the whole price without being told.
 */
export async function claimReferralCredit(
  tx: DbOrTx,
  input: { booking: BookingFacts; stayTotalMinor: number; userId: string; actor: Actor; now?: Date },
): Promise<number> {
  const { booking } = input;
  const now = input.now ?? new Date();
  const grants = await spendableGrants(tx, input.userId, now, true);
  const convert = await converter(tx, input.actor);
  const wanted = creditToApply(creditWorth(grants, booking.currency, convert), input.stayTotalMinor, booking.currency);
  const allocations = allocateCredit(grants, wanted, booking.currency, convert);
  const creditMinor = allocations.reduce((total, part) => total + part.bookingAmountMinor, 0);
  if (creditMinor <= 0) throw aborted(NO_CREDIT_LEFT);
  for (const part of allocations) {
    // The check constraint is the last word: a grant never goes below nothing, whatever ran before.
    await tx
      .update(referralCreditGrants)
      .set({ remainingMinor: sql`${referralCreditGrants.remainingMinor} - ${part.amountMinor}` })
      .where(eq(referralCreditGrants.id, part.grantId));
    await tx.insert(referralCreditUses).values({
      grantId: part.grantId,
      bookingId: booking.id,
      userId: input.userId,
      amountMinor: part.amountMinor,
      bookingCurrency: booking.currency,
      bookingAmountMinor: part.bookingAmountMinor,
      // Units of the booking's currency per unit of the grant's, as this use converted (whole units, not minor).
      rate: String(
        part.bookingAmountMinor /
          10 ** minorDigits(booking.currency) /
          (part.amountMinor / 10 ** minorDigits(grantCurrencyOf(grants, part.grantId))),
      ),
      createdAt: now,
    });
  }
  return creditMinor;
}

const grantCurrencyOf = (grants: readonly SpendableGrant[], id: string) =>
  grants.find((grant) => grant.id === id)!.currency;

/** The uses of a booking in one state, with their grants, locked (grant rows first: the checkout's order). */
async function usesOf(tx: DbOrTx, bookingId: string, state: Use["state"]) {
  const rows = await tx
    .select({ use: referralCreditUses, grant: referralCreditGrants })
    .from(referralCreditUses)
    .innerJoin(referralCreditGrants, eq(referralCreditGrants.id, referralCreditUses.grantId))
    .where(and(eq(referralCreditUses.bookingId, bookingId), eq(referralCreditUses.state, state)))
    .orderBy(asc(referralCreditGrants.expiresAt), asc(referralCreditGrants.id))
    .for("update");
  return rows;
}

/**
 * Posts one move of credit between the guest's side of a sale and the referral credit owed (or breakage): in the
 * booking's currency guest_funds against the credit account (or currency_exchange when the grant is in another
 * currency), and then, in the grant's currency, currency_exchange against the credit account. `sign` +1 spends
 * (the liability pays the guest's part), −1 gives back. Answers the grant-currency entry's id.
 */
async function postCreditMove(
  tx: DbOrTx,
  move: {
    kind: "referral_credit_spend" | "referral_credit_return";
    booking: BookingFacts;
    grantCurrency: string;
    amountMinor: number;
    bookingAmountMinor: number;
    /** Where the grant's side goes: the credit owed, or breakage for credit that expired meanwhile. */
    creditAccount: typeof ACCOUNTS.referralCredit | typeof ACCOUNTS.referralCreditBreakageRevenue;
    sign: 1 | -1;
    memo: string;
    createdBy: string | null;
  },
): Promise<string | null> {
  const { booking, sign } = move;
  const propertyId = booking.propertyId;
  const sameCurrency = move.grantCurrency === booking.currency;
  const bookingLines: JournalLineInput[] = [
    {
      account: sameCurrency ? move.creditAccount : ACCOUNTS.currencyExchange,
      currency: booking.currency,
      amountMinor: sign * move.bookingAmountMinor,
      propertyId,
    },
    {
      account: ACCOUNTS.guestFunds,
      currency: booking.currency,
      amountMinor: -sign * move.bookingAmountMinor,
      propertyId,
    },
  ];
  const entry = { kind: move.kind, bookingId: booking.id, memo: move.memo, createdBy: move.createdBy };
  const bookingEntryId = await postJournalEntry(tx, { ...entry, lines: bookingLines });
  if (sameCurrency) return bookingEntryId;
  return postJournalEntry(tx, {
    ...entry,
    lines: [
      { account: move.creditAccount, currency: move.grantCurrency, amountMinor: sign * move.amountMinor },
      { account: ACCOUNTS.currencyExchange, currency: move.grantCurrency, amountMinor: -sign * move.amountMinor },
    ],
  });
}

/**
 * The sale of a booking paid in part with credit (bookings' `onSold`, in the sale's transaction): each use moves
 * from the referral credit owed to the guest's side of the sale, so the sale's split (the supplier's share, our
 * fees) is that of the whole price and the ledger balances. Runs once: only `held` uses move.
 */
export async function spendReferralCredit(tx: DbOrTx, booking: BookingFacts, createdBy: string | null) {
  for (const { use, grant } of await usesOf(tx, booking.id, "held")) {
    const entryId = await postCreditMove(tx, {
      kind: "referral_credit_spend",
      booking,
      grantCurrency: grant.currency,
      amountMinor: use.amountMinor,
      bookingAmountMinor: use.bookingAmountMinor,
      creditAccount: ACCOUNTS.referralCredit,
      sign: 1,
      memo: `Referral credit of user ${use.userId} paid towards ${booking.reference}`,
      createdBy,
    });
    await tx
      .update(referralCreditUses)
      .set({ state: "spent", spendEntryId: entryId })
      .where(eq(referralCreditUses.id, use.id));
  }
}

/** What expired credit given back comes to: breakage income, once, recorded on its grant. */
async function expireGivenBack(tx: DbOrTx, grant: Grant, amountMinor: number, memo: string, bookingId: string) {
  await postJournalEntry(tx, {
    kind: "referral_credit_expiry",
    bookingId,
    memo,
    lines: [
      { account: ACCOUNTS.referralCredit, currency: grant.currency, amountMinor },
      { account: ACCOUNTS.referralCreditBreakageRevenue, currency: grant.currency, amountMinor: -amountMinor },
    ],
  });
  if (grant.expiredAt !== null)
    await tx
      .update(referralCreditGrants)
      .set({ expiredMinor: sql`${referralCreditGrants.expiredMinor} + ${amountMinor}` })
      .where(eq(referralCreditGrants.id, grant.id));
}

/**
 * A booking ended before its sale (its hold expired, its request was declined or expired, it was cancelled
 * unpaid: bookings' `onEnded`): the credit only held with it goes back to its grants. Nothing had left the
 * liability yet, so there is no entry, except for a grant the expiry job closed meanwhile, whose part expires now.
 */
export async function releaseReferralCredit(tx: DbOrTx, booking: BookingFacts) {
  const now = new Date();
  for (const { use, grant } of await usesOf(tx, booking.id, "held")) {
    if (grant.expiredAt !== null) {
      await expireGivenBack(
        tx,
        grant,
        use.amountMinor,
        `Referral credit held for ${booking.reference} expired`,
        booking.id,
      );
      await tx
        .update(referralCreditUses)
        .set({ state: "released", forfeitedMinor: use.amountMinor, endedAt: now })
        .where(eq(referralCreditUses.id, use.id));
      continue;
    }
    await tx
      .update(referralCreditGrants)
      .set({ remainingMinor: sql`${referralCreditGrants.remainingMinor} + ${use.amountMinor}` })
      .where(eq(referralCreditGrants.id, grant.id));
    await tx
      .update(referralCreditUses)
      .set({ state: "released", returnedMinor: use.amountMinor, endedAt: now })
      .where(eq(referralCreditUses.id, use.id));
  }
}

/**
 * What a cancellation at `percent` gives back of the credit that paid part of a stay, use by use (soonest to
 * expire first), without writing: each use's share (`creditReturnOf`), the booking-currency total kept within
 * `limitMinor` (the stay's refund), and whether its grant has expired (then it goes to breakage, not back).
 */
function creditReturns(spent: { use: Use; grant: Grant }[], input: { percent: number; limitMinor: number; now: Date }) {
  let givenBackMinor = 0;
  return spent.map(({ use, grant }) => {
    const share = creditReturnOf(use, input.percent);
    const bookingAmountMinor = Math.max(0, Math.min(share.bookingAmountMinor, input.limitMinor - givenBackMinor));
    givenBackMinor += bookingAmountMinor;
    return { use, grant, amountMinor: share.amountMinor, bookingAmountMinor, expired: hasExpired(grant, input.now) };
  });
}

/**
 * What cancelling now would do with the referral credit that paid part of the stay, in the booking's currency:
 * how much comes back as credit, and how much of it had expired and is not given back. Both are taken out of the
 * refund the card would otherwise get. The cancellation's dialog shows it before the guest confirms.
 */
export async function previewReferralCreditReturn(
  tx: DbOrTx,
  input: { booking: BookingFacts; percent: number; limitMinor: number; now?: Date },
): Promise<{ creditMinor: number; expiredMinor: number }> {
  const spent = await tx
    .select({ use: referralCreditUses, grant: referralCreditGrants })
    .from(referralCreditUses)
    .innerJoin(referralCreditGrants, eq(referralCreditGrants.id, referralCreditUses.grantId))
    .where(and(eq(referralCreditUses.bookingId, input.booking.id), eq(referralCreditUses.state, "spent")))
    .orderBy(asc(referralCreditGrants.expiresAt), asc(referralCreditGrants.id));
  const returns = creditReturns(spent, { ...input, now: input.now ?? new Date() });
  const sum = (expired: boolean) =>
    returns.filter((back) => back.expired === expired).reduce((total, back) => total + back.bookingAmountMinor, 0);
  return { creditMinor: sum(false), expiredMinor: sum(true) };
}

/**
 * A sold booking paid in part with credit is cancelled (bookings/actions/cancel.ts, in its transaction): the
 * policy's share of the credit comes back to its grants (`percent`: 100 when the host or staff cancel), and the
 * card is refunded the rest of the refund. A grant that has expired since keeps nothing: its share becomes
 * breakage income. Answers the credit given back in the booking's currency (the refund entry's guest_funds line).
 */
export async function returnReferralCredit(
  tx: DbOrTx,
  input: { booking: BookingFacts; percent: number; limitMinor: number; createdBy: string | null; now?: Date },
): Promise<number> {
  const { booking } = input;
  const now = input.now ?? new Date();
  let givenBackMinor = 0;
  const spent = await usesOf(tx, booking.id, "spent");
  for (const { use, grant, expired, ...back } of creditReturns(spent, { ...input, now })) {
    await postCreditMove(tx, {
      kind: "referral_credit_return",
      booking,
      grantCurrency: grant.currency,
      amountMinor: back.amountMinor,
      bookingAmountMinor: back.bookingAmountMinor,
      creditAccount: expired ? ACCOUNTS.referralCreditBreakageRevenue : ACCOUNTS.referralCredit,
      sign: -1,
      memo: expired
        ? `Referral credit of user ${use.userId} from cancelled ${booking.reference} had expired: not given back`
        : `Referral credit of user ${use.userId} given back: ${booking.reference} cancelled (${input.percent}%)`,
      createdBy: input.createdBy,
    });
    if (expired && grant.expiredAt !== null && back.amountMinor > 0)
      await tx
        .update(referralCreditGrants)
        .set({ expiredMinor: sql`${referralCreditGrants.expiredMinor} + ${back.amountMinor}` })
        .where(eq(referralCreditGrants.id, grant.id));
    if (!expired && back.amountMinor > 0)
      await tx
        .update(referralCreditGrants)
        .set({ remainingMinor: sql`${referralCreditGrants.remainingMinor} + ${back.amountMinor}` })
        .where(eq(referralCreditGrants.id, grant.id));
    await tx
      .update(referralCreditUses)
      .set({
        state: "returned",
        returnedMinor: expired ? 0 : back.amountMinor,
        forfeitedMinor: expired ? back.amountMinor : 0,
        endedAt: now,
      })
      .where(eq(referralCreditUses.id, use.id));
    givenBackMinor += back.bookingAmountMinor;
  }
  return givenBackMinor;
}

/**
 * The daily job: every grant past its expiry that has not been closed gives what is left of it to breakage income
 * (`referral_credit_expiry`: referral_credit debit, revenue:referral_credit_breakage credit) and is closed. Each
 * grant is locked and re-read (`expired_at is null`), so two runs, or a run beside a checkout, close it once.
 */
export async function expireReferralCredits(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(referralCreditGrants)
      .where(and(isNull(referralCreditGrants.expiredAt), lte(referralCreditGrants.expiresAt, now)))
      .orderBy(asc(referralCreditGrants.expiresAt))
      .limit(1_000)
      .for("update", { skipLocked: true });
    for (const grant of due) {
      const entryId = await postJournalEntry(tx, {
        kind: "referral_credit_expiry",
        memo: `Referral credit of user ${grant.userId} expired`,
        lines: [
          { account: ACCOUNTS.referralCredit, currency: grant.currency, amountMinor: grant.remainingMinor },
          {
            account: ACCOUNTS.referralCreditBreakageRevenue,
            currency: grant.currency,
            amountMinor: -grant.remainingMinor,
          },
        ],
      });
      await tx
        .update(referralCreditGrants)
        .set({ remainingMinor: 0, expiredAt: now, expiredMinor: grant.remainingMinor, expiryEntryId: entryId })
        .where(and(eq(referralCreditGrants.id, grant.id), isNull(referralCreditGrants.expiredAt)));
    }
    return due.length;
  });
}

export interface ReferralCreditGrantRow {
  id: string;
  currency: string;
  amountMinor: number;
  remainingMinor: number;
  grantedAt: Date;
  expiresAt: Date;
  expiredMinor: number | null;
  /** Held for a booking not yet paid (it comes back if the hold ends). */
  heldMinor: number;
}

export interface ReferralCreditUseRow {
  id: string;
  currency: string;
  amountMinor: number;
  bookingCurrency: string;
  bookingAmountMinor: number;
  state: Use["state"];
  returnedMinor: number;
  forfeitedMinor: number;
  at: Date;
  booking: { reference: string; propertyTitle: string; status: string };
}

export interface ReferralCreditSummary {
  /** What can be spent now, per currency (grants not expired). */
  balances: { currency: string; amountMinor: number }[];
  grants: ReferralCreditGrantRow[];
  uses: ReferralCreditUseRow[];
}

/**
 * A user's own credit (the profile and the referrals page): the balance, each grant with its expiry, and what
 * was used on which booking. Only ever the actor's own: there is no argument naming another user.
 */
export async function referralCreditOf(
  db: DbOrTx,
  scope: { actor: Actor; now?: Date },
): Promise<ReferralCreditSummary> {
  if (scope.actor.kind !== "user") return { balances: [], grants: [], uses: [] };
  const userId = scope.actor.userId;
  const now = scope.now ?? new Date();
  const [grants, uses] = await Promise.all([
    db
      .select()
      .from(referralCreditGrants)
      .where(eq(referralCreditGrants.userId, userId))
      .orderBy(desc(referralCreditGrants.grantedAt))
      .limit(200),
    db
      .select({
        use: referralCreditUses,
        currency: referralCreditGrants.currency,
        reference: bookings.reference,
        status: bookings.status,
        propertyTitle: properties.title,
      })
      .from(referralCreditUses)
      .innerJoin(referralCreditGrants, eq(referralCreditGrants.id, referralCreditUses.grantId))
      .innerJoin(bookings, eq(bookings.id, referralCreditUses.bookingId))
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(eq(referralCreditUses.userId, userId))
      .orderBy(desc(referralCreditUses.createdAt))
      .limit(200),
  ]);
  const held = new Map<string, number>();
  for (const { use } of uses)
    if (use.state === "held") held.set(use.grantId, (held.get(use.grantId) ?? 0) + use.amountMinor);
  const balances = new Map<string, number>();
  for (const grant of grants)
    if (!hasExpired(grant, now) && grant.remainingMinor > 0)
      balances.set(grant.currency, (balances.get(grant.currency) ?? 0) + grant.remainingMinor);
  return {
    balances: [...balances].map(([currency, amountMinor]) => ({ currency, amountMinor })),
    grants: grants.map((grant) => ({
      id: grant.id,
      currency: grant.currency,
      amountMinor: grant.amountMinor,
      remainingMinor: hasExpired(grant, now) ? 0 : grant.remainingMinor,
      grantedAt: grant.grantedAt,
      expiresAt: grant.expiresAt,
      expiredMinor: grant.expiredMinor ?? (hasExpired(grant, now) ? grant.remainingMinor : null),
      heldMinor: held.get(grant.id) ?? 0,
    })),
    uses: uses.map(({ use, currency, reference, status, propertyTitle }) => ({
      id: use.id,
      currency,
      amountMinor: use.amountMinor,
      bookingCurrency: use.bookingCurrency,
      bookingAmountMinor: use.bookingAmountMinor,
      state: use.state,
      returnedMinor: use.returnedMinor,
      forfeitedMinor: use.forfeitedMinor,
      at: use.createdAt,
      booking: { reference, propertyTitle, status },
    })),
  };
}

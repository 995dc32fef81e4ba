/**
 * Travel insurance policies: priced at checkout, issued inside the transaction that posts the stay's sale,
 * cancelled by the cancellation of the stay. The ledger lines of a premium live here too, so that the
 * bookings domain posts them without knowing how an insurer is paid.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { latestRates } from "@/domains/currency";
import { organisations } from "@/server/db/identity-schema";
import { ACCOUNTS, cashAccountOf, type JournalLineInput } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { settingsInForce } from "@/domains/platform";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { IN_FORCE, policyLifecycle } from "./lifecycle";
import { policyNumber, premiumFor, premiumRefund, premiumSplit } from "./rules";
import { insurancePolicies, insurancePolicySerial, type InsurancePolicy } from "./schema";

// The premium rule is a business setting staff change (`settingsInForce`); the commission, refunds and policy
// numbers are the insurer's contract and stay code.
const SETTINGS = BUSINESS_SETTINGS.travelInsurance;

/**
 * The insurer that underwrites the policies we sell: our insurance partner, the first enabled organisation
 * of kind insurance (we sell one insurer's cover; a second partner would come with a choice at checkout).
 */
export async function currentInsurer(db: DbOrTx): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.kind, "insurance"), eq(organisations.enabled, true)))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  return row ?? null;
}

export interface InsuranceOffer {
  insurerOrganisationId: string;
  insurerName: string;
  currency: string;
  premiumMinor: number;
  label: string;
}

/** The premium of a stay of this price, or null when insurance cannot be sold now (no insurer, no rate). */
export async function quoteTravelInsurance(
  db: DbOrTx,
  input: { stayTotalMinor: number; currency: string },
  scope: { actor: Actor },
): Promise<InsuranceOffer | null> {
  const insurer = await currentInsurer(db);
  if (!insurer) return null;
  const rates = await latestRates(db, scope);
  const { settings } = await settingsInForce(db);
  const premiumMinor = premiumFor(
    input.stayTotalMinor,
    input.currency,
    rates.perBase[input.currency],
    settings.travelInsurance,
  );
  if (premiumMinor === null) return null;
  return {
    insurerOrganisationId: insurer.id,
    insurerName: insurer.name,
    currency: input.currency,
    premiumMinor,
    label: `Travel insurance (${insurer.name})`,
  };
}

export interface PolicyFacts {
  booking: { id: string; guestName: string; guestCount: number; checkIn: string; checkOut: string; currency: string };
  extra: { id: string; organisationId: string; amountMinor: number };
  place: { city: string; country: string };
}

/**
 * Issues the policy of a booking's insurance, inside the caller's transaction (the sale's): a number from
 * the sequence, the travellers and dates of the stay. Issuing twice finds the first policy.
 */
export async function issuePolicy(tx: DbOrTx, facts: PolicyFacts, now = new Date()): Promise<InsurancePolicy> {
  const [existing] = await tx.select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, facts.booking.id));
  if (existing) return existing;
  // nextval() is bigint: a number (client.ts).
  const { serial } = await rowOf(
    tx,
    z.object({ serial: sqlTypes.bigint }),
    sql.raw(`select nextval('${insurancePolicySerial.seqName}') as serial`),
  );
  const [policy] = await tx
    .insert(insurancePolicies)
    .values({
      number: policyNumber(SETTINGS.policyPrefix, now.getUTCFullYear(), serial),
      bookingId: facts.booking.id,
      extraId: facts.extra.id,
      insurerOrganisationId: facts.extra.organisationId,
      leadTraveller: facts.booking.guestName,
      travellers: facts.booking.guestCount,
      coverStart: facts.booking.checkIn,
      coverEnd: facts.booking.checkOut,
      city: facts.place.city,
      country: facts.place.country,
      currency: facts.booking.currency,
      premiumMinor: facts.extra.amountMinor,
      issuedAt: now,
    })
    .returning();
  return policy!;
}

/**
 * Cancels a booking's policy with the stay (DOMAIN.md; the wording page says the same): before the trip
 * starts the premium comes back in full, after it nothing does. Answers what to pay back, or null when the
 * booking has no active policy.
 */
export async function cancelPolicy(tx: DbOrTx, input: { bookingId: string; tripStartsAt: Date; now: Date }) {
  const [policy] = await tx
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.bookingId, input.bookingId))
    .for("update");
  const verdict = policy ? policyLifecycle.next(policy.status, "cancel", "system") : null;
  if (!policy || !verdict?.ok) return null;
  const refund = previewPolicyRefund(policy, input.tripStartsAt, input.now);
  await tx
    .update(insurancePolicies)
    .set({ status: verdict.to, cancelledAt: input.now, refundedMinor: refund.refundMinor })
    .where(and(eq(insurancePolicies.id, policy.id), eq(insurancePolicies.status, policy.status)));
  return { policy, ...refund };
}

export function previewPolicyRefund(policy: Pick<InsurancePolicy, "premiumMinor">, tripStartsAt: Date, now: Date) {
  return premiumRefund(policy.premiumMinor, tripStartsAt, now, SETTINGS);
}

/** The booking's active policy, if any (for the cancellation preview). */
export async function activePolicyOf(db: DbOrTx, bookingId: string): Promise<InsurancePolicy | null> {
  const [policy] = await db
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.bookingId, bookingId), inArray(insurancePolicies.status, [...IN_FORCE])));
  return policy ?? null;
}

/**
 * A premium sold: the guest's funds pay the insurer (its payable) and our commission. No property on the
 * lines: the entry is the insurer's, and the stay's supplier never sees it among its own.
 */
export function insuranceSaleLines(extra: {
  organisationId: string;
  currency: string;
  amountMinor: number;
}): JournalLineInput[] {
  const { commissionMinor, insurerMinor } = premiumSplit(extra.amountMinor, SETTINGS);
  return [
    { account: ACCOUNTS.guestFunds, currency: extra.currency, amountMinor: extra.amountMinor },
    {
      account: ACCOUNTS.supplierPayable,
      currency: extra.currency,
      amountMinor: -insurerMinor,
      organisationId: extra.organisationId,
    },
    { account: ACCOUNTS.insuranceCommissionRevenue, currency: extra.currency, amountMinor: -commissionMinor },
  ];
}

/** A premium paid back (in part or whole): the insurer's and our shares reversed in proportion, the cash out. */
export function insuranceRefundLines(
  extra: { organisationId: string; currency: string; amountMinor: number },
  refundMinor: number,
  provider: "test_card" | "bank_transfer",
): JournalLineInput[] {
  const { insurerMinor } = premiumSplit(extra.amountMinor, SETTINGS);
  const insurerBack =
    refundMinor === extra.amountMinor ? insurerMinor : Math.round((insurerMinor * refundMinor) / extra.amountMinor);
  return [
    {
      account: ACCOUNTS.supplierPayable,
      currency: extra.currency,
      amountMinor: insurerBack,
      organisationId: extra.organisationId,
    },
    { account: ACCOUNTS.insuranceCommissionRevenue, currency: extra.currency, amountMinor: refundMinor - insurerBack },
    { account: cashAccountOf(provider), currency: extra.currency, amountMinor: -refundMinor },
  ];
}

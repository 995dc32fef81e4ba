import { eq } from "drizzle-orm";
import { z } from "zod";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { defineFunction, aborted, notFound } from "@/server/functions";
import { commissionOwed } from "./affiliate-queries";
import { ensureReferralCode } from "./referrals";
import { recordAffiliatePayout } from "./payouts";
import { affiliates } from "./schema";
import { affiliateActiveSchema, affiliatePaidSchema, affiliateSchema } from "./inputs";
import { isPgError, PG } from "@/lib/pg-errors";

const isUniqueViolation = (error: unknown) => isPgError(error, PG.uniqueViolation);

/** The caller's referral link (made the first time): the same code every time. */
export const getReferralLink = defineFunction({
  name: "getReferralLink",
  kind: "write",
  permission: "seeReferrals",
  input: z.strictObject({}),
  handler: async (_input, { db, actor }) => {
    if (actor.kind !== "user") throw notFound("Sign in to see your referral link.");
    const code = await ensureReferralCode(db, actor.userId);
    return { code, path: `/signup/roomer?ref=${code}` };
  },
});

export const createAffiliate = defineFunction({
  name: "createAffiliate",
  kind: "write",
  permission: "manageContent",
  input: affiliateSchema,
  handler: async (input, { db, audit }) => {
    const [created] = await db
      .insert(affiliates)
      .values({ ...input, commissionBasisPoints: BUSINESS_SETTINGS.affiliateCommissionBasisPoints })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw aborted("Another affiliate already has this tracking code. Choose another one.", {
            fields: { code: "This code is taken." },
          });
        throw error;
      });
    audit({ entity: `affiliate:${created!.id}` });
    return { id: created!.id, code: created!.code, commissionBasisPoints: created!.commissionBasisPoints };
  },
});

/** Switches an affiliate off (its links stop counting) or on again. */
export const setAffiliateActive = defineFunction({
  name: "setAffiliateActive",
  kind: "write",
  permission: "manageContent",
  input: affiliateActiveSchema,
  handler: async ({ id, active }, { db, audit }) => {
    const [before] = await db
      .select({ active: affiliates.active })
      .from(affiliates)
      .where(eq(affiliates.id, id))
      .for("update");
    if (!before) throw notFound("There is no such affiliate.");
    await db.update(affiliates).set({ active }).where(eq(affiliates.id, id));
    audit({ entity: `affiliate:${id}`, changes: { active: { from: before.active, to: active } } });
    return { id, active };
  },
});

/** Records that a finished month's commission was paid to an affiliate: once per month and currency. */
export const markAffiliateCommissionPaid = defineFunction({
  name: "markAffiliateCommissionPaid",
  kind: "write",
  permission: "manageContent",
  input: affiliatePaidSchema,
  handler: async ({ affiliateId, month, currency, reference }, { db, actor, audit }) => {
    const [affiliate] = await db
      .select({ id: affiliates.id, name: affiliates.name })
      .from(affiliates)
      .where(eq(affiliates.id, affiliateId));
    if (!affiliate) throw notFound("There is no such affiliate.");
    const thisMonth = new Date().toISOString().slice(0, 7);
    if (month >= thisMonth) throw aborted("Only a month that has ended can be paid: its bookings may still change.");
    const owed = await commissionOwed(db, { affiliateId, month: `${month}-01`, currency });
    if (owed.commissionMinor <= 0) throw aborted("There is no commission to pay for this month and currency.");
    const payout = await recordAffiliatePayout(db, {
      affiliateId,
      affiliateName: affiliate.name,
      month: `${month}-01`,
      currency,
      amountMinor: owed.commissionMinor,
      reference,
      paidBy: actor.kind === "user" ? actor.email : "system",
      createdBy: actor.kind === "user" ? actor.userId : null,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw aborted("This month's commission is already marked paid.");
      throw error;
    });
    audit({
      entity: `affiliate:${affiliateId}`,
      changes: { [`paid:${month}:${currency}`]: { from: null, to: owed.commissionMinor } },
    });
    return { id: payout.id, amountMinor: payout.amountMinor, currency, entryId: payout.entryId };
  },
});

export const marketingFunctions = [getReferralLink, createAffiliate, setAffiliateActive, markAffiliateCommissionPaid];

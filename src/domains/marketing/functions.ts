import { eq } from "drizzle-orm";
import { z } from "zod";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { defineFunction, aborted, invalidArgument, notFound } from "@/server/functions";
import type { UserActor } from "@/server/access";
import { ensureReferralCode } from "./referrals";
import {
  AffiliatePayoutError,
  approveAffiliatePayout,
  deleteAffiliatePayout,
  payAffiliatePayout,
  prepareAffiliatePayout,
} from "./payouts";
import { affiliates } from "./schema";
import {
  affiliateActiveSchema,
  affiliatePayoutIdSchema,
  affiliateSchema,
  payAffiliatePayoutSchema,
  prepareAffiliatePayoutSchema,
} from "./inputs";
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

/** An affiliate statement's refusal as the functions API answers it (400, 404 or 409). */
function asStatementError(error: unknown): never {
  if (error instanceof AffiliatePayoutError) {
    if (error.code === "invalid") throw invalidArgument(error.message);
    if (error.code === "not-found") throw notFound(error.message);
    throw aborted(error.message);
  }
  throw error;
}

/** Marketing prepares an ended month's statement of an affiliate's commission (a draft of what is owed). */
export const prepareAffiliatePayoutFunction = defineFunction({
  name: "prepareAffiliatePayout",
  kind: "write",
  permission: "manageContent",
  input: prepareAffiliatePayoutSchema,
  handler: async (input, { db, actor, audit }) => {
    const draft = await prepareAffiliatePayout(db, actor as UserActor, { ...input, now: new Date() }).catch(
      asStatementError,
    );
    audit({
      entity: `affiliate:${input.affiliateId}`,
      changes: { [`statement:${input.month}:${input.currency}`]: { from: null, to: draft.amountMinor } },
    });
    return { id: draft.id, status: draft.status, amountMinor: draft.amountMinor, currency: draft.currency };
  },
});

/** Finance approves a draft statement: it is frozen from now on. */
export const approveAffiliatePayoutFunction = defineFunction({
  name: "approveAffiliatePayout",
  kind: "write",
  permission: "manageSettlements",
  input: affiliatePayoutIdSchema,
  handler: async ({ payoutId }, { db, actor, audit }) => {
    const { from, payout } = await approveAffiliatePayout(db, actor as UserActor, payoutId).catch(asStatementError);
    audit({ entity: `affiliatePayout:${payout.id}`, changes: { status: { from, to: payout.status } } });
    return { id: payout.id, status: payout.status };
  },
});

/** Finance marks an approved statement paid: its journal entry once, however often pressed or retried. */
export const payAffiliatePayoutFunction = defineFunction({
  name: "payAffiliatePayout",
  kind: "write",
  permission: "manageSettlements",
  input: payAffiliatePayoutSchema,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async ({ payoutId, reference }, { db, actor, audit }) => {
    const { from, payout } = await payAffiliatePayout(db, actor as UserActor, {
      payoutId,
      reference,
      now: new Date(),
    }).catch(asStatementError);
    audit({
      entity: `affiliatePayout:${payout.id}`,
      changes: { status: { from, to: payout.status }, reference: { from: null, to: payout.reference } },
    });
    return { id: payout.id, status: payout.status, reference: payout.reference, entryId: payout.entryId };
  },
});

export const deleteAffiliatePayoutFunction = defineFunction({
  name: "deleteAffiliatePayout",
  kind: "write",
  permission: "manageContent",
  input: affiliatePayoutIdSchema,
  handler: async ({ payoutId }, { db, audit }) => {
    const payout = await deleteAffiliatePayout(db, payoutId).catch(asStatementError);
    audit({ entity: `affiliatePayout:${payout.id}`, changes: { status: { from: payout.status, to: null } } });
    return { id: payout.id, deleted: true };
  },
});

export const marketingFunctions = [
  getReferralLink,
  createAffiliate,
  setAffiliateActive,
  prepareAffiliatePayoutFunction,
  approveAffiliatePayoutFunction,
  payAffiliatePayoutFunction,
  deleteAffiliatePayoutFunction,
];

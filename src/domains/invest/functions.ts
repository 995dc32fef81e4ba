import { z } from "zod";
import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { aborted, defineFunction, invalidArgument, notFound } from "@/server/functions";
import { RunConflictError } from "@/server/runs";
import { maskedBankDetails, saveBankDetails } from "./bank";
import {
  approveInvestorPayout,
  deleteInvestorPayout,
  InvestorPayoutError,
  investorPayoutStatement,
  listInvestorPayouts,
  payInvestorPayout,
  prepareInvestorPayouts,
} from "./payouts";
import { INVESTOR_PAYOUT_STATUSES } from "./payout-lifecycle";
import {
  buyUnitsInput,
  createOfferingInput,
  distributionMonthInput,
  investorPayoutIdInput,
  payInvestorPayoutInput,
  prepareInvestorPayoutsInput,
  monthInput as month,
  offeringIdInput as offeringId,
  saveBankDetailsInput,
} from "./inputs";
import { postDistribution, previewDistribution } from "./distributions";
import { startDistributionRun } from "./distribution-long-run";
import { changeOfferingStatus, createOffering, listOfferings, offeringSubscriptions, openOfferings } from "./offerings";
import { portfolioOf } from "./portfolio";
import { buyUnits } from "./purchase";
import { deliveryOfQueuedMail } from "@/server/email";

export const createOfferingFunction = defineFunction({
  name: "createOffering",
  kind: "write",
  permission: "staff",
  input: createOfferingInput,
  handler: async (input, { db, actor, audit }) => {
    const offering = await createOffering(db, actor as UserActor, input);
    audit({
      entity: `offering:${offering.id}`,
      changes: {
        status: { from: null, to: offering.status },
        unitsIssued: { from: null, to: offering.unitsIssued },
        unitPriceMinor: { from: null, to: offering.unitPriceMinor },
        investorShareBasisPoints: { from: null, to: offering.investorShareBasisPoints },
      },
    });
    return { id: offering.id, status: offering.status, currency: offering.currency };
  },
});

export const changeOfferingStatusFunction = defineFunction({
  name: "changeOfferingStatus",
  kind: "write",
  permission: "staff",
  input: z.strictObject({
    offeringId,
    event: z.enum(["open", "close"], { error: "Say whether to open or close the offering." }),
  }),
  handler: async (input, { db, audit }) => {
    const { from, offering } = await changeOfferingStatus(db, { id: input.offeringId, event: input.event });
    audit({ entity: `offering:${offering.id}`, changes: { status: { from, to: offering.status } } });
    return { id: offering.id, status: offering.status };
  },
});

export const listOfferingsFunction = defineFunction({
  name: "listOfferings",
  kind: "read",
  permission: "staff",
  input: z.strictObject({}).nullish(),
  handler: async (_input, { db, actor }) => ({ offerings: await listOfferings(db, { actor }) }),
});

export const listOfferingSubscriptionsFunction = defineFunction({
  name: "listOfferingSubscriptions",
  kind: "read",
  permission: "staff",
  input: z.strictObject({ offeringId, page: z.number().int().min(1).max(100_000).default(1) }),
  handler: async (input, { db, actor }) => {
    const found = await offeringSubscriptions(db, { actor, offeringId: input.offeringId, page: input.page });
    if (!found) throw notFound("There is no such offering.");
    return found;
  },
});

export const listOpenOfferingsFunction = defineFunction({
  name: "listOpenOfferings",
  kind: "read",
  permission: "public",
  allowGet: true,
  input: z.strictObject({}).nullish(),
  handler: async (_input, { db }) => ({
    offerings: (await openOfferings(db)).map((offering) => ({
      id: offering.id,
      propertyTitle: offering.propertyTitle,
      city: offering.city,
      currency: offering.currency,
      unitPriceMinor: offering.unitPriceMinor,
      unitsIssued: offering.unitsIssued,
      unitsLeft: offering.unitsIssued - offering.unitsSold,
      investorShareBasisPoints: offering.investorShareBasisPoints,
      summary: offering.summary,
    })),
  }),
});

export const previewDistributionFunction = defineFunction({
  name: "previewDistribution",
  kind: "read",
  permission: "staff",
  input: distributionMonthInput,
  handler: async (input, { db, actor }) => previewDistribution(db, { actor, ...input, now: new Date() }),
});

export const postDistributionFunction = defineFunction({
  name: "postDistribution",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ offeringId, month }),
  handler: async (input, { db, actor, audit }) => {
    const { distribution, preview } = await postDistribution(db, actor as UserActor, { ...input, now: new Date() });
    audit({
      entity: `distribution:${distribution.id}`,
      changes: {
        month: { from: null, to: input.month },
        distributedMinor: { from: null, to: distribution.distributedMinor },
      },
    });
    return {
      id: distribution.id,
      month: distribution.month,
      currency: distribution.currency,
      distributedMinor: distribution.distributedMinor,
      payments: preview.payments.length,
    };
  },
});

/**
 * Starts posting a month's distribution as a long run (distribution-long-run.ts): the preview's rules answer at
 * once, then the run posts in one transaction and the investors page follows it (getRun) until it says what it
 * paid. Pressing again, or a retry with the same idempotency key, gives the run already going; a month is posted
 * once whatever the number of runs (the offering's row lock and the unique index of distributions).
 */
export const startDistributionRunFunction = defineFunction({
  name: "startDistributionRun",
  kind: "steps",
  permission: "staff",
  input: z.strictObject({ offeringId, month, idempotencyKey: z.uuid().optional() }),
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const { run, started } = await startDistributionRun(db as Database, {
      actor: actor as UserActor,
      offeringId: input.offeringId,
      month: input.month,
    }).catch((error: unknown) => {
      throw error instanceof RunConflictError ? aborted(error.message) : error;
    });
    audit({
      entity: `offering:${input.offeringId}`,
      changes: started ? { distributionRun: { from: null, to: run.id } } : undefined,
    });
    return run;
  },
});

/** Buys units of an open offering by card. A retry with the same `idempotencyKey` never charges twice. */
export const buyUnitsFunction = defineFunction({
  name: "buyUnits",
  kind: "steps",
  permission: "investInUnits",
  input: buyUnitsInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const outcome = await buyUnits(db as Database, actor as UserActor, input);
    audit({
      entity: `subscription:${outcome.subscriptionId}`,
      changes: { status: { from: null, to: outcome.status }, units: { from: null, to: outcome.units } },
    });
    return outcome;
  },
});

export const myPortfolioFunction = defineFunction({
  name: "myPortfolio",
  kind: "read",
  permission: "investInUnits",
  input: z.strictObject({}).nullish(),
  handler: async (_input, { db, actor }) => ({ holdings: await portfolioOf(db, { actor }) }),
});

export const getBankDetailsFunction = defineFunction({
  name: "getBankDetails",
  kind: "read",
  permission: "investInUnits",
  input: z.strictObject({}).nullish(),
  handler: async (_input, { db, actor }) => ({
    bankDetails: await maskedBankDetails(db, { actor: actor as UserActor }),
  }),
});

export const saveBankDetailsFunction = defineFunction({
  name: "saveBankDetails",
  kind: "write",
  permission: "investInUnits",
  input: saveBankDetailsInput,
  handler: async (input, { db, actor, audit }) => {
    const { before, after } = await saveBankDetails(db, actor as UserActor, input);
    audit({
      entity: `bankDetails:${(actor as UserActor).userId}`,
      changes: {
        bankName: { from: before?.bankName ?? null, to: after.bankName },
        maskedAccount: { from: before?.accountMasked ?? null, to: after.accountMasked },
      },
    });
    return { bankDetails: after, confirmation: deliveryOfQueuedMail() };
  },
});

/** An investor payout's refusal as the functions API answers it (400, 404 or 409). */
function asPayoutFunctionError(error: unknown): never {
  if (error instanceof InvestorPayoutError) {
    if (error.code === "invalid") throw invalidArgument(error.message);
    if (error.code === "not-found") throw notFound(error.message);
    throw aborted(error.message);
  }
  throw error;
}

/** Finance gathers every unpaid distribution through a month that has ended into a draft payout per holder. */
export const prepareInvestorPayoutsFunction = defineFunction({
  name: "prepareInvestorPayouts",
  kind: "write",
  permission: "manageSettlements",
  input: prepareInvestorPayoutsInput,
  handler: async (input, { db, actor, audit }) => {
    const prepared = await prepareInvestorPayouts(db, actor as UserActor, {
      throughMonth: input.throughMonth,
      now: new Date(),
    }).catch(asPayoutFunctionError);
    audit({ entity: `investorPayouts:${input.throughMonth}`, changes: { prepared: { from: null, to: prepared } } });
    return prepared;
  },
});

export const approveInvestorPayoutFunction = defineFunction({
  name: "approveInvestorPayout",
  kind: "write",
  permission: "manageSettlements",
  input: z.strictObject({ payoutId: investorPayoutIdInput }),
  handler: async (input, { db, actor, audit }) => {
    const { from, payout } = await approveInvestorPayout(db, actor as UserActor, input.payoutId).catch(
      asPayoutFunctionError,
    );
    audit({ entity: `investorPayout:${payout.id}`, changes: { status: { from, to: payout.status } } });
    return { id: payout.id, status: payout.status };
  },
});

/** Marks an approved payout paid: posts its journal entries once, however often it is pressed or retried. */
export const payInvestorPayoutFunction = defineFunction({
  name: "payInvestorPayout",
  kind: "write",
  permission: "manageSettlements",
  input: payInvestorPayoutInput,
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const { from, payout, entryIds } = await payInvestorPayout(db, actor as UserActor, {
      payoutId: input.payoutId,
      reference: input.reference,
      now: new Date(),
    }).catch(asPayoutFunctionError);
    audit({
      entity: `investorPayout:${payout.id}`,
      changes: { status: { from, to: payout.status }, reference: { from: null, to: payout.reference } },
    });
    return { id: payout.id, status: payout.status, reference: payout.reference, entryIds };
  },
});

export const deleteInvestorPayoutFunction = defineFunction({
  name: "deleteInvestorPayout",
  kind: "write",
  permission: "manageSettlements",
  input: z.strictObject({ payoutId: investorPayoutIdInput }),
  handler: async (input, { db, audit }) => {
    const payout = await deleteInvestorPayout(db, input.payoutId).catch(asPayoutFunctionError);
    audit({ entity: `investorPayout:${payout.id}`, changes: { status: { from: payout.status, to: null } } });
    return { id: payout.id, deleted: true };
  },
});

/** Finance's list of payouts, or a holder's own (approved and paid). */
export const listInvestorPayoutsFunction = defineFunction({
  name: "listInvestorPayouts",
  kind: "read",
  permission: "seeInvestorPayouts",
  input: z
    .strictObject({
      status: z.enum(INVESTOR_PAYOUT_STATUSES, { error: "Choose draft, approved or paid." }).optional(),
      page: z.number().int().min(1).max(100_000).default(1),
    })
    .nullish(),
  handler: async (input, { db, actor }) =>
    listInvestorPayouts(db, { actor, status: input?.status, page: input?.page ?? 1 }),
});

export const getInvestorPayoutFunction = defineFunction({
  name: "getInvestorPayout",
  kind: "read",
  permission: "seeInvestorPayouts",
  input: z.strictObject({ payoutId: investorPayoutIdInput }),
  handler: async (input, { db, actor }) => {
    const statement = await investorPayoutStatement(db, { actor, payoutId: input.payoutId });
    if (!statement) throw notFound("There is no such payout among yours.");
    return statement;
  },
});

export const investFunctions = [
  createOfferingFunction,
  changeOfferingStatusFunction,
  listOfferingsFunction,
  listOfferingSubscriptionsFunction,
  listOpenOfferingsFunction,
  previewDistributionFunction,
  postDistributionFunction,
  startDistributionRunFunction,
  buyUnitsFunction,
  myPortfolioFunction,
  getBankDetailsFunction,
  saveBankDetailsFunction,
  prepareInvestorPayoutsFunction,
  approveInvestorPayoutFunction,
  payInvestorPayoutFunction,
  deleteInvestorPayoutFunction,
  listInvestorPayoutsFunction,
  getInvestorPayoutFunction,
];

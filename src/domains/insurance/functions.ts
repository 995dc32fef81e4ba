import { z } from "zod";
import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { markClaim, openClaim } from "./claims";
import { POLICY_NUMBER } from "./rules";

const note = z.string().trim().max(2000, { error: "Keep the note under 2,000 characters." }).default("");

/** The insurer (or staff) opens a claim on one of its policies. */
export const openInsuranceClaimFunction = defineFunction({
  name: "openInsuranceClaim",
  kind: "write",
  permission: "markInsuranceClaims",
  input: z.strictObject({
    policyNumber: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => POLICY_NUMBER.test(value), { error: "A policy number looks like PS-2026-000123." }),
    summary: z
      .string()
      .trim()
      .min(3, { error: "Say in a few words what the claim is for." })
      .max(500, { error: "Keep the summary under 500 characters." }),
    note,
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await openClaim(db, input, actor as UserActor);
    audit({ entity: `insurance_claim:${result.claimId}`, changes: { status: { from: null, to: "opened" } } });
    return result;
  },
});

/** The insurer (or staff) marks a claim approved, rejected or paid, with a note; the history keeps each move. */
export const markInsuranceClaimFunction = defineFunction({
  name: "markInsuranceClaim",
  kind: "write",
  permission: "markInsuranceClaims",
  input: z.strictObject({
    claimId: z.uuid({ error: "Choose a claim." }),
    status: z.enum(["approved", "rejected", "paid"], { error: "A claim is marked approved, rejected or paid." }),
    note,
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await markClaim(db, input, actor as UserActor);
    audit({
      entity: `insurance_claim:${result.claimId}`,
      changes: { status: { from: result.from, to: result.status } },
    });
    return result;
  },
});

export const insuranceFunctions = [openInsuranceClaimFunction, markInsuranceClaimFunction];

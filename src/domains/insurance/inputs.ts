import { z } from "zod";
import { POLICY_NUMBER } from "./rules";

/*
 * The insurance functions' input schemas. Client-safe (zod and pure rules only): the claim form validates with
 * the same schema before it calls, so each rule and its message is written once.
 */

const note = z.string().trim().max(2000, { error: "Keep the note under 2,000 characters." }).default("");

/** `openInsuranceClaim`'s input: the policy, what the claim is for, and a first note. */
export const openInsuranceClaimInput = z.strictObject({
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
});

/** `markInsuranceClaim`'s input: the claim, where it moves, and a note. */
export const markInsuranceClaimInput = z.strictObject({
  claimId: z.uuid({ error: "Choose a claim." }),
  status: z.enum(["approved", "rejected", "paid"], { error: "A claim is marked approved, rejected or paid." }),
  note,
});

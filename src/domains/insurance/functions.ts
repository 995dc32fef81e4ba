import type { UserActor } from "@/server/access";
import { defineFunction } from "@/server/functions";
import { markClaim, openClaim } from "./claims";
import { markInsuranceClaimInput, openInsuranceClaimInput } from "./inputs";

/** The insurer (or staff) opens a claim on one of its policies. */
export const openInsuranceClaimFunction = defineFunction({
  name: "openInsuranceClaim",
  kind: "write",
  permission: "markInsuranceClaims",
  input: openInsuranceClaimInput,
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
  input: markInsuranceClaimInput,
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

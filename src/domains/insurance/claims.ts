/** Claims on policies, marked by the insurer (and staff): opened → approved | rejected; approved → paid. */
import { and, eq } from "drizzle-orm";
import type { UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, notFound } from "@/server/functions";
import { claimInScope, policyInScope } from "./queries";
import { CLAIM_EVENT_TO, claimLifecycle, IN_FORCE } from "./lifecycle";
import type { ClaimStatus } from "./rules";
import { insuranceClaimEvents, insuranceClaims } from "./schema";

export async function openClaim(
  tx: DbOrTx,
  input: { policyNumber: string; summary: string; note: string },
  actor: UserActor,
) {
  const policy = await policyInScope(tx, { actor, number: input.policyNumber });
  if (!policy) throw notFound("No policy of yours has this number.");
  if (!IN_FORCE.has(policy.status)) throw aborted("This policy was cancelled with its stay: it takes no claims.");
  const [claim] = await tx
    .insert(insuranceClaims)
    .values({ policyId: policy.id, summary: input.summary, openedBy: actor.email })
    .returning();
  await tx
    .insert(insuranceClaimEvents)
    .values({ claimId: claim!.id, fromStatus: null, toStatus: "opened", note: input.note, actorEmail: actor.email });
  return { claimId: claim!.id, policyNumber: input.policyNumber, status: claim!.status };
}

export async function markClaim(
  tx: DbOrTx,
  input: { claimId: string; status: Exclude<ClaimStatus, "opened">; note: string },
  actor: UserActor,
) {
  const claim = await claimInScope(tx, { actor, claimId: input.claimId });
  if (!claim) throw notFound("No claim of yours has this id.");
  const verdict = claimLifecycle.next(claim.status, CLAIM_EVENT_TO[input.status], "insurer");
  if (!verdict.ok) throw aborted(verdict.message);
  const [moved] = await tx
    .update(insuranceClaims)
    .set({ status: verdict.to, updatedAt: new Date() })
    .where(and(eq(insuranceClaims.id, claim.id), eq(insuranceClaims.status, claim.status)))
    .returning({ id: insuranceClaims.id });
  if (!moved) throw aborted("This claim changed in the meantime. Reload and try again.");
  await tx.insert(insuranceClaimEvents).values({
    claimId: claim.id,
    fromStatus: claim.status,
    toStatus: input.status,
    note: input.note,
    actorEmail: actor.email,
  });
  return { claimId: claim.id, policyNumber: claim.number, from: claim.status, status: input.status };
}

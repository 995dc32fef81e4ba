/** The monthly distribution bound to the accounts domain's statement of accounts (see `distribution-run.ts`). */
import { statementOfAccounts } from "@/domains/accounts";
import type { Actor, UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { postDistributionWith, previewDistributionWith } from "./distribution-run";

export {
  monthIsClosed,
  offeringDistributions,
  type DistributionPreview,
  type DistributionRow,
} from "./distribution-run";

export function previewDistribution(db: DbOrTx, query: { actor: Actor; offeringId: string; month: string; now: Date }) {
  return previewDistributionWith(statementOfAccounts, db, query);
}

export function postDistribution(
  tx: DbOrTx,
  actor: UserActor,
  run: {
    offeringId: string;
    month: string;
    now: Date;
    onProgress?: (done: number, total: number) => Promise<void>;
  },
) {
  return postDistributionWith(statementOfAccounts, tx, actor, run);
}

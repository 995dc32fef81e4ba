"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";

type Answer = { status: string; reference: string | null };

/*
 * The guest's side of an offer on /bids, in the guest's language (the `offers` namespace). The supplier's answers on
 * the dashboard are in supplier-bid-actions.tsx, with the dashboard's words.
 */

/** The guest's answer to a counter-offer: accepting holds the dates at that price and opens the payment. */
export function CounterResponse({ id, total }: { id: string; total: string }) {
  const t = useTranslations("offers");
  const router = useRouter();
  const call = useFunctionCall<Answer>("respondToCounter");
  const { confirm, dialog } = useConfirm();
  async function respond(accept: boolean) {
    const result = await call.run({ id, accept });
    if (!result) return;
    if (result.reference) router.push(`/checkout/${result.reference}`);
    else router.refresh();
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button busy={call.busy} onClick={() => void respond(true)}>
          {t("accept", { total })}
        </Button>
        <Button
          variant="secondary"
          busy={call.busy}
          onClick={async () => {
            const confirmed = await confirm({
              title: t("declineTitle"),
              confirmLabel: t("decline"),
              tone: "danger",
            });
            if (confirmed) await respond(false);
          }}
        >
          {t("decline")}
        </Button>
      </div>
      {dialog}
      {call.formError && (
        <p role="alert" className="text-sm text-red-700">
          {call.formError}
        </p>
      )}
    </div>
  );
}

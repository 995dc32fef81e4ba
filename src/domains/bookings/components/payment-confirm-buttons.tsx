"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import type { ConfirmationOutcome } from "../confirm-payment";

/** Confirm or cancel at the gateway (`confirmPayment`), then back to the booking's outcome or the add-on orders. */
export function PaymentConfirmButtons({ chargeId, returnTo }: { chargeId: string; returnTo: string }) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const confirm = useFunctionCall<ConfirmationOutcome>("confirmPayment");
  const [answer, setAnswer] = useState<boolean | null>(null);
  // The buttons work only once React runs here: until then they are disabled, so a quick click (a slow phone, a
  // busy machine) is not silently lost on server-rendered HTML.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  async function answerWith(approve: boolean) {
    setAnswer(approve);
    const outcome = await confirm.run({ chargeId, approve });
    if (!outcome) {
      setAnswer(null);
      return;
    }
    router.push(outcome.returnTo ?? returnTo);
  }

  return (
    <div className="space-y-3">
      {confirm.formError && <FormMessage>{confirm.formError}</FormMessage>}
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          busy={answer === false}
          disabled={!hydrated || answer !== null}
          onClick={() => answerWith(false)}
        >
          {t("gateway.cancel")}
        </Button>
        <Button busy={answer === true} disabled={!hydrated || answer !== null} onClick={() => answerWith(true)}>
          {t("gateway.confirm")}
        </Button>
      </div>
    </div>
  );
}

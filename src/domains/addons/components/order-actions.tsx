"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import type { OrderAction } from "../pricing";

/** An order's buttons: each asks for a confirmation before the status changes. */
export function OrderActions({ reference, actions }: { reference: string; actions: OrderAction[] }) {
  const t = useTranslations("dashboardAddons.orderActions");
  const router = useRouter();
  const call = useFunctionCall<{ status: string }>("changeAddonOrder");
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  if (actions.length === 0) return null;
  if (confirming) {
    return (
      <div role="group" aria-label={t("confirmFor", { reference })} className="flex flex-wrap items-center gap-2">
        <span className="text-xs">{t(`${confirming}.question`)}</span>
        <Button
          variant={confirming === "cancel" ? "danger" : "primary"}
          className="px-2 py-1 text-xs"
          busy={call.busy}
          onClick={async () => {
            if (await call.run({ reference, action: confirming })) {
              setConfirming(null);
              router.refresh();
            }
          }}
        >
          {t(`${confirming}.yes`)}
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setConfirming(null)}>
          {t("back")}
        </Button>
        {call.formError && (
          <p role="alert" className="w-full text-xs text-red-700">
            {call.formError}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === "done" ? "primary" : "secondary"}
          className="px-2 py-1 text-xs"
          onClick={() => setConfirming(action)}
          aria-label={t("buttonFor", { action: t(`${action}.button`), reference })}
        >
          {t(`${action}.button`)}
        </Button>
      ))}
    </div>
  );
}

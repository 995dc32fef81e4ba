"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import type { DeskAction } from "../rules";

/** Acts that cannot be undone from the desk ask once more before they run. */
const CONFIRMED: ReadonlySet<DeskAction> = new Set(["no_show", "check_out", "mark_transfer_received"]);

/** The desk's buttons for one booking: each calls its function, then the page reads the booking again. */
export function StayActions({
  reference,
  guestName,
  actions,
}: {
  reference: string;
  guestName: string;
  actions: DeskAction[];
}) {
  const t = useTranslations("dashboardBookings.stayActions");
  const router = useRouter();
  const [busy, setBusy] = useState<DeskAction | null>(null);
  const [asking, setAsking] = useState<DeskAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run(action: DeskAction) {
    setAsking(null);
    setBusy(action);
    setError(null);
    setDone(null);
    try {
      if (action === "mark_transfer_received") await callFunction("markTransferReceived", { reference });
      else await callFunction("runStay", { reference, action });
      setDone(t("done", { action, reference }));
      router.refresh();
    } catch (caught) {
      setError(caught instanceof FunctionsError ? caught.message : t("failed"));
    } finally {
      setBusy(null);
    }
  }

  if (actions.length === 0 && !error && !done) return null;
  return (
    <div className="space-y-1.5">
      {asking ? (
        <div
          role="group"
          aria-label={t("confirmLabel", { action: t(`labels.${asking}`), reference })}
          className="space-y-1.5 rounded-lg border border-line bg-brand-50 p-2 text-sm"
        >
          <p>{t(`confirm.${asking as "no_show" | "check_out" | "mark_transfer_received"}`)}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={asking === "no_show" ? "danger" : "primary"}
              className="px-3 py-1.5"
              onClick={() => void run(asking)}
            >
              {t("yes", { action: t(`labels.${asking}`).toLowerCase() })}
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAsking(null)}>
              {t("keep")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === "no_show" ? "secondary" : "primary"}
              className="px-3 py-1.5"
              busy={busy === action}
              disabled={busy !== null}
              aria-label={t("buttonLabel", { action: t(`labels.${action}`), guest: guestName, reference })}
              onClick={() => (CONFIRMED.has(action) ? setAsking(action) : void run(action))}
            >
              {t(`labels.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-brand-900">
          {done}
        </p>
      )}
    </div>
  );
}

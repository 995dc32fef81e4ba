"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { callFunction, FunctionsError } from "@/lib/functions/client";

/** Sends one email of the outbox again (a failed one is retried, a sent one goes out once more as a copy). */
export function SendAgainButton({ id, label }: { id: string; label?: string }) {
  const t = useTranslations("dashboardPlatform.outbox");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setMessage(null);
          try {
            const again = await callFunction<{ copied: boolean }>("sendEmailAgain", { id });
            setMessage({ tone: "ok", text: again.copied ? t("queuedCopy") : t("queuedRetry") });
            router.refresh();
          } catch (error) {
            setMessage({
              tone: "error",
              text: error instanceof FunctionsError ? error.message : t("couldNotQueue"),
            });
          } finally {
            setBusy(false);
          }
        }}
      >
        {label ?? t("sendAgain")}
      </Button>
      {message && (
        <span
          role={message.tone === "error" ? "alert" : "status"}
          className={message.tone === "error" ? "text-sm text-red-700" : "text-sm text-emerald-800"}
        >
          {message.text}
        </span>
      )}
    </span>
  );
}

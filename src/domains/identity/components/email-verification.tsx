"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormMessage } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { callFunction, FunctionsError } from "@/lib/functions/client";

/**
 * Staff help a person whose address is not verified yet: send a new link, or confirm the address themselves
 * (they checked it another way). Both are audited; the page says honestly where a link went.
 */
export function EmailVerification({ email, onChanged }: { email: string; onChanged: (verified: boolean) => void }) {
  const t = useTranslations("dashboardIdentity.verification");
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<"link" | "verify" | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function run(kind: "link" | "verify") {
    if (kind === "verify") {
      const yes = await confirm({
        title: t("title", { email }),
        description: t("description"),
        confirmLabel: t("confirm"),
      });
      if (!yes) return;
    }
    setBusy(kind);
    setMessage(null);
    try {
      if (kind === "verify") {
        await callFunction("markEmailVerified", { email });
        onChanged(true);
      } else {
        const { delivery } = await callFunction<{ delivery: "sent" | "kept" }>("sendVerificationLink", { email });
        setMessage({
          tone: "success",
          text: delivery === "sent" ? t("sent") : t("kept"),
        });
        onChanged(false);
      }
    } catch (caught) {
      setMessage({
        tone: "error",
        text: caught instanceof FunctionsError ? caught.message : t("failed"),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-2 border-t border-line pt-4">
      <h3 className="text-sm font-semibold">{t("heading")}</h3>
      <p className="text-sm text-muted">{t("notVerified")}</p>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={busy === "link"} disabled={busy !== null} onClick={() => void run("link")}>
          {t("sendLink")}
        </Button>
        <Button
          variant="secondary"
          busy={busy === "verify"}
          disabled={busy !== null}
          onClick={() => void run("verify")}
        >
          {t("markVerified")}
        </Button>
      </div>
      {dialog}
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";

/** /pending's button that sends the verification link again, and says where it went (SPEC.md §4). */
export function ResendVerification() {
  const t = useTranslations("auth.pending");
  const resend = useFunctionCall<{ sentTo: string; delivery: "sent" | "kept" }>("resendVerificationEmail");
  const [sent, setSent] = useState<{ sentTo: string; delivery: "sent" | "kept" } | null>(null);
  return (
    <div className="space-y-3">
      {sent && (
        <FormMessage tone="success">
          {sent.delivery === "sent" ? t("resentSent", { email: sent.sentTo }) : t("resentKept", { email: sent.sentTo })}
        </FormMessage>
      )}
      {resend.formError && <FormMessage>{resend.formError}</FormMessage>}
      <Button
        variant="secondary"
        busy={resend.busy}
        onClick={async () => {
          setSent(null);
          const result = await resend.run(null);
          if (result) setSent(result);
        }}
      >
        {t("resend")}
      </Button>
    </div>
  );
}

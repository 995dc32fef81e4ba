"use client";

import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useState } from "react";

export function ResendVerification() {
  const resend = useFunctionCall<{ sentTo: string; delivery: "sent" | "kept" }>("resendVerificationEmail");
  const [sent, setSent] = useState<{ sentTo: string; delivery: "sent" | "kept" } | null>(null);
  return (
    <div className="space-y-3">
      {sent && (
        <FormMessage tone="success">
          {sent.delivery === "sent"
            ? `A new link is on its way to ${sent.sentTo}.`
            : `A new link for ${sent.sentTo} is in Staysia's outbox: this site has no mail server set up, so it was not emailed. Staysia's staff can confirm your address.`}
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
        Send the link again
      </Button>
    </div>
  );
}

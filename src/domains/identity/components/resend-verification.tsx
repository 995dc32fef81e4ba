"use client";

import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useState } from "react";

export function ResendVerification() {
  const resend = useFunctionCall<{ sentTo: string }>("resendVerificationEmail");
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {sentTo && <FormMessage tone="success">A new link is on its way to {sentTo}.</FormMessage>}
      {resend.formError && <FormMessage>{resend.formError}</FormMessage>}
      <Button
        variant="secondary"
        busy={resend.busy}
        onClick={async () => {
          setSentTo(null);
          const result = await resend.run(null);
          if (result) setSentTo(result.sentTo);
        }}
      >
        Send the link again
      </Button>
    </div>
  );
}

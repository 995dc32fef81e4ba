"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { controlClassDense } from "@/components/ui/styles";
import type { MailDelivery } from "@/server/email";

/** Whether the guest's email went out, or is only kept because the site has no mail server. */
function toldWords(guestName: string, mail: MailDelivery): string {
  return mail === "sent"
    ? `${guestName} has been emailed.`
    : `The email to ${guestName} is kept in the outbox: no mail server is set up.`;
}

/**
 * Accept or decline one request. Accepting captures the guest's payment (the back end does it) and confirms the
 * stay; declining asks for confirmation and takes an optional note for the guest. The answer stays shown.
 */
export function RequestAnswer({ reference, guestName }: { reference: string; guestName: string }) {
  const accept = useFunctionCall<{ status: "confirmed"; mail: MailDelivery }>("acceptBooking");
  const decline = useFunctionCall<{ status: "declined"; mail: MailDelivery }>("declineBooking");
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState("");
  const [answered, setAnswered] = useState<{ status: "confirmed" | "declined"; mail: MailDelivery } | null>(null);
  const busy = accept.busy || decline.busy;
  const noteId = `decline-note-${reference}`;

  if (answered) {
    return (
      <div className="mt-3" data-testid="request-answered">
        <FormMessage tone="success">
          {answered.status === "confirmed"
            ? `Accepted: ${reference} is confirmed and the guest's payment is taken. ${toldWords(guestName, answered.mail)}`
            : `Declined: ${reference} is released; nothing is charged. ${toldWords(guestName, answered.mail)}`}
        </FormMessage>
      </div>
    );
  }

  return (
    <div className="mt-3 space-y-2">
      {(accept.formError || decline.formError) && <FormMessage>{accept.formError ?? decline.formError}</FormMessage>}
      {declining ? (
        <div className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
          <label htmlFor={noteId} className="block text-sm font-medium">
            Note to the guest (optional)
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className={controlClassDense}
            placeholder="Sorry, those dates are no longer possible."
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              busy={decline.busy}
              onClick={async () => {
                const declined = await decline.run({ reference, note });
                if (declined) setAnswered(declined);
              }}
            >
              Decline request
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(false)}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            busy={accept.busy}
            disabled={busy}
            aria-label={`Accept request ${reference}`}
            onClick={async () => {
              const accepted = await accept.run({ reference });
              if (accepted) setAnswered(accepted);
            }}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Decline request ${reference}`}
            onClick={() => setDeclining(true)}
          >
            Decline…
          </Button>
        </div>
      )}
    </div>
  );
}

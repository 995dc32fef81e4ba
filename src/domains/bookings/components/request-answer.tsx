"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { controlClassDense } from "@/components/ui/styles";

/**
 * Accept or decline one request. Accepting captures the guest's payment (the back end does it) and confirms the
 * stay; declining asks for confirmation and takes an optional note for the guest. The answer stays shown.
 */
export function RequestAnswer({ reference, guestName }: { reference: string; guestName: string }) {
  const accept = useFunctionCall<{ status: "confirmed" }>("acceptBooking");
  const decline = useFunctionCall<{ status: "declined" }>("declineBooking");
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState("");
  const [answered, setAnswered] = useState<"confirmed" | "declined" | null>(null);
  const busy = accept.busy || decline.busy;
  const noteId = `decline-note-${reference}`;

  if (answered) {
    return (
      <div className="mt-3" data-testid="request-answered">
        <FormMessage tone="success">
          {answered === "confirmed"
            ? `Accepted: ${reference} is confirmed, the guest's payment is taken and ${guestName} has been emailed.`
            : `Declined: ${reference} is released and ${guestName} has been told; nothing is charged.`}
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
                if (await decline.run({ reference, note })) setAnswered("declined");
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
              if (await accept.run({ reference })) setAnswered("confirmed");
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

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { controlClassDense } from "@/components/ui/styles";
import type { MailDelivery } from "@/server/email";

/**
 * Accept or decline one request. Accepting captures the guest's payment (the back end does it) and confirms the
 * stay; declining asks for confirmation and takes an optional note for the guest. The answer stays shown.
 */
export function RequestAnswer({ reference, guestName }: { reference: string; guestName: string }) {
  const t = useTranslations("dashboardBookings.requests");
  /** Whether the guest's email went out, or is only kept because the site has no mail server. */
  const told = (mail: MailDelivery) =>
    mail === "sent" ? t("emailed", { guest: guestName }) : t("kept", { guest: guestName });
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
            ? `${t("accepted", { reference })} ${told(answered.mail)}`
            : `${t("declined", { reference })} ${told(answered.mail)}`}
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
            {t("note")}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            className={controlClassDense}
            placeholder={t("noteExample")}
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
              {t("declineRequest")}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(false)}>
              {t("back")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            busy={accept.busy}
            disabled={busy}
            aria-label={t("acceptOf", { reference })}
            onClick={async () => {
              const accepted = await accept.run({ reference });
              if (accepted) setAnswered(accepted);
            }}
          >
            {t("accept")}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t("declineOf", { reference })}
            onClick={() => setDeclining(true)}
          >
            {t("decline")}
          </Button>
        </div>
      )}
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { announceListingNotice } from "./listing-notice";
import { controlClassDense } from "@/components/ui/styles";

/** Staff and operators: approve a listing in review, or send it back with a note the supplier sees. */
export function ReviewActions({ propertyId, title }: { propertyId: string; title: string }) {
  const t = useTranslations("dashboardCatalogue.listings.review");
  const router = useRouter();
  const review = useFunctionCall<{ status: string }>("reviewListing");
  const [sendingBack, setSendingBack] = useState(false);
  const [note, setNote] = useState("");
  const noteId = useId();

  async function decide(decision: "approve" | "sendBack") {
    const result = await review.run(decision === "approve" ? { propertyId, decision } : { propertyId, decision, note });
    if (result) {
      announceListingNotice(t(decision === "approve" ? "approved" : "sentBack", { title }));
      setSendingBack(false);
      router.refresh();
    }
  }

  return (
    <div className="space-y-2" aria-label={t("label", { title })} role="group">
      {review.formError && <FormMessage>{review.formError}</FormMessage>}
      {sendingBack ? (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <label htmlFor={noteId} className="block text-sm font-medium">
            {t("note")}
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-invalid={review.fieldErrors.note ? true : undefined}
            aria-describedby={review.fieldErrors.note ? `${noteId}-error` : undefined}
            className={controlClassDense}
          />
          {review.fieldErrors.note && (
            <p id={`${noteId}-error`} className="text-sm text-red-700">
              {review.fieldErrors.note}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" busy={review.busy} onClick={() => void decide("sendBack")}>
              {t("sendBack")}
            </Button>
            <Button variant="secondary" onClick={() => setSendingBack(false)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button busy={review.busy} onClick={() => void decide("approve")}>
            {t("approve")}
          </Button>
          <Button variant="secondary" onClick={() => setSendingBack(true)}>
            {t("sendBackOpen")}
          </Button>
        </div>
      )}
    </div>
  );
}

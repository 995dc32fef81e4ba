"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import type { OrderAction } from "../pricing";

const LABELS: Record<OrderAction, { button: string; question: string; yes: string }> = {
  done: { button: "Mark done", question: "Mark this order done?", yes: "Yes, done" },
  no_show: {
    button: "No-show",
    question: "Record that the guest did not show up? They are not refunded.",
    yes: "Yes, no-show",
  },
  cancel: {
    button: "Cancel",
    question: "Cancel this order? The guest is refunded in full and the places are freed.",
    yes: "Yes, cancel and refund",
  },
};

/** An order's buttons: each asks for a confirmation before the status changes. */
export function OrderActions({ reference, actions }: { reference: string; actions: OrderAction[] }) {
  const router = useRouter();
  const call = useFunctionCall<{ status: string }>("changeAddonOrder");
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  if (actions.length === 0) return null;
  if (confirming) {
    const label = LABELS[confirming];
    return (
      <div role="group" aria-label={`Confirm for ${reference}`} className="flex flex-wrap items-center gap-2">
        <span className="text-xs">{label.question}</span>
        <Button
          variant={confirming === "cancel" ? "danger" : "primary"}
          className="px-2 py-1 text-xs"
          busy={call.busy}
          onClick={async () => {
            if (await call.run({ reference, action: confirming })) {
              setConfirming(null);
              router.refresh();
            }
          }}
        >
          {label.yes}
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setConfirming(null)}>
          Back
        </Button>
        {call.formError && (
          <p role="alert" className="w-full text-xs text-red-700">
            {call.formError}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === "done" ? "primary" : "secondary"}
          className="px-2 py-1 text-xs"
          onClick={() => setConfirming(action)}
          aria-label={`${LABELS[action].button}: ${reference}`}
        >
          {LABELS[action].button}
        </Button>
      ))}
    </div>
  );
}

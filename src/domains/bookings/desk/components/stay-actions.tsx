"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { DESK_ACTION_LABELS, type DeskAction } from "../rules";

/** Acts that cannot be undone from the desk ask once more before they run. */
const CONFIRM: Partial<Record<DeskAction, string>> = {
  no_show: "Mark this guest as a no-show? The stay ends and cannot be checked in any more.",
  check_out: "Check this guest out? The unit goes to cleaning.",
  mark_transfer_received: "Record that the bank transfer arrived? The booking is confirmed.",
};

const DONE: Record<DeskAction, string> = {
  check_in: "Checked in",
  check_out: "Checked out",
  no_show: "Marked as a no-show",
  mark_transfer_received: "Transfer recorded",
};

/** The desk's buttons for one booking: each calls its function, then the page reads the booking again. */
export function StayActions({
  reference,
  guestName,
  actions,
}: {
  reference: string;
  guestName: string;
  actions: DeskAction[];
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<DeskAction | null>(null);
  const [asking, setAsking] = useState<DeskAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function run(action: DeskAction) {
    setAsking(null);
    setBusy(action);
    setError(null);
    setDone(null);
    try {
      if (action === "mark_transfer_received") await callFunction("markTransferReceived", { reference });
      else await callFunction("runStay", { reference, action });
      setDone(`${DONE[action]}: ${reference}.`);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof FunctionsError ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  if (actions.length === 0 && !error && !done) return null;
  return (
    <div className="space-y-1.5">
      {asking ? (
        <div
          role="group"
          aria-label={`Confirm: ${DESK_ACTION_LABELS[asking]} ${reference}`}
          className="space-y-1.5 rounded-lg border border-line bg-brand-50 p-2 text-sm"
        >
          <p>{CONFIRM[asking]}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant={asking === "no_show" ? "danger" : "primary"}
              className="px-3 py-1.5"
              onClick={() => void run(asking)}
            >
              Yes, {DESK_ACTION_LABELS[asking].toLowerCase()}
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setAsking(null)}>
              Keep as is
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === "no_show" ? "secondary" : "primary"}
              className="px-3 py-1.5"
              busy={busy === action}
              disabled={busy !== null}
              aria-label={`${DESK_ACTION_LABELS[action]} ${guestName} (${reference})`}
              onClick={() => (CONFIRM[action] ? setAsking(action) : void run(action))}
            >
              {DESK_ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-brand-900">
          {done}
        </p>
      )}
    </div>
  );
}

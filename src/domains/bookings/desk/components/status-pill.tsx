import clsx from "clsx";
import { BOOKING_STATUS_LABELS } from "../../labels";
import type { BookingStatus } from "../../queries";

const TONES = {
  good: "bg-emerald-50 text-emerald-800",
  wait: "bg-amber-50 text-amber-900",
  over: "bg-slate-100 text-slate-700",
  bad: "bg-rose-50 text-rose-800",
} as const;

/** A booking's status in the words of `labels.ts`, the same on every page. */
export function StatusPill({ status }: { status: BookingStatus }) {
  const label = BOOKING_STATUS_LABELS[status];
  return (
    <span
      data-testid="booking-status"
      className={clsx("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium", TONES[label.tone])}
    >
      {label.label}
    </span>
  );
}

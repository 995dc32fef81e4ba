import { clsx } from "clsx";
import { LISTING_STATUS_LABELS, type ListingStatus } from "../lifecycle";

const TONES: Record<ListingStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  in_review: "bg-amber-50 text-amber-900",
  listed: "bg-brand-50 text-brand-700",
  unlisted: "bg-red-50 text-red-800",
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span
      className={clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium", TONES[status])}
      data-testid="listing-status"
    >
      {LISTING_STATUS_LABELS[status]}
    </span>
  );
}

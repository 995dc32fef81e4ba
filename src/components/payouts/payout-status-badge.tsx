/** A payout's status as a badge: waiting (draft), on its way (approved), done (paid). */
export function PayoutStatusBadge({ status, label }: { status: "draft" | "approved" | "paid"; label: string }) {
  const tone =
    status === "paid"
      ? "bg-green-50 text-green-800"
      : status === "approved"
        ? "bg-brand-50 text-brand-800"
        : "bg-amber-50 text-amber-800";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

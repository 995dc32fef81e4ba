import type { HTMLAttributes } from "react";
import { cn } from "./cn";

const TONES = {
  neutral: "border-line bg-canvas text-ink",
  brand: "border-brand-100 bg-brand-50 text-brand-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  danger: "border-red-200 bg-red-50 text-red-800",
  info: "border-sky-200 bg-sky-50 text-sky-900",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short status word (Draft, Paid, Cancelled): colour helps, but the word alone carries the meaning. */
export function Badge({
  tone = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      {...props}
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        TONES[tone],
        className,
      )}
    />
  );
}

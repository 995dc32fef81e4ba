"use client";

import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "./cn";

/**
 * A progress bar (Radix Progress: role=progressbar with aria-valuemin/max/now and a spoken value). `value` null
 * is a bar that does not know its size yet: no aria-valuenow, and a stripe that moves unless motion is reduced.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  className,
}: {
  value: number | null;
  max?: number;
  /** What is progressing, for screen readers (the bar's accessible name). */
  label: string;
  /** The value in words, e.g. "3 of 12 suppliers"; by default the percentage. */
  valueText?: string;
  className?: string;
}) {
  const bounded = value === null ? null : Math.max(0, Math.min(max, value));
  return (
    <ProgressPrimitive.Root
      value={bounded}
      max={max}
      aria-label={label}
      getValueLabel={(current, total) => valueText ?? `${Math.round((current / total) * 100)}%`}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-line/70", className)}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          "h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none",
          bounded === null && "w-1/3 animate-pulse motion-reduce:animate-none",
        )}
        style={bounded === null ? undefined : { width: `${(bounded / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

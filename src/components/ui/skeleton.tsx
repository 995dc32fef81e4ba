import { cn } from "./cn";

/**
 * A grey block standing in for content that is loading. Hidden from screen readers: the region that loads
 * says so itself (aria-busy, or a Spinner with a label), so a list of grey blocks is not read out.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-lg bg-line/70 motion-reduce:animate-none", className ?? "h-4 w-full")}
    />
  );
}

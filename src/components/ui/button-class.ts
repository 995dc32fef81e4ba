/**
 * The look of a button, apart from the button itself: server components (a filter bar's Apply, an empty
 * state's link) call it, and they cannot call into the client module `button.tsx`.
 */
import { cn } from "./cn";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60",
  secondary: "border border-line bg-white text-ink hover:bg-brand-50 disabled:text-muted",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
  ghost: "text-ink hover:bg-brand-50",
} as const;

const SIZES = {
  md: "px-4 py-2.5",
  sm: "px-3 py-1.5",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The class string of a button, for a link or a Radix trigger that must look like one. */
export function buttonClass({ variant = "primary", size = "md" }: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed",
    SIZES[size],
    VARIANTS[variant],
  );
}

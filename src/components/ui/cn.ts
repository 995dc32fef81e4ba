import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Class names joined, later Tailwind utilities winning over earlier ones (a caller's `px-3` beats the kit's `px-4`). */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}

"use client";

import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field-context";
import { controlClass, controlClassCompact } from "./styles";

type Density = { compact?: boolean };

/** A text input; inside a Field it takes the field's id, hint and error wiring. */
export function Input({ className, compact, ...props }: InputHTMLAttributes<HTMLInputElement> & Density) {
  return <input {...useFieldControl(props)} className={cn(compact ? controlClassCompact : controlClass, className)} />;
}

export function Textarea({ className, compact, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & Density) {
  return <textarea {...useFieldControl(props)} className={cn(compact ? controlClassCompact : controlClass, className)} />;
}

/**
 * A native select, styled. Native on purpose: phones show their own picker, the value reaches FormData like
 * any input, and screen readers know it without help (Radix's Select is a listbox in a popup, for when an
 * option must show more than text).
 */
export function Select({ className, compact, ...props }: SelectHTMLAttributes<HTMLSelectElement> & Density) {
  return <select {...useFieldControl(props)} className={cn(compact ? controlClassCompact : controlClass, "pr-8", className)} />;
}

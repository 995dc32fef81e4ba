"use client";

import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field-context";
import { controlClass, controlClassDense, controlClassInline } from "./styles";

/** normal for forms, dense for filter bars and forms inside a row, inline beside a button in a table row. */
type Density = { density?: "normal" | "dense" | "inline" };
const DENSITY = { normal: controlClass, dense: controlClassDense, inline: controlClassInline } as const;

/** A text input; inside a Field it takes the field's id, hint and error wiring. */
export function Input({ className, density = "normal", ...props }: InputHTMLAttributes<HTMLInputElement> & Density) {
  return <input {...useFieldControl(props)} className={cn(DENSITY[density], className)} />;
}

export function Textarea({
  className,
  density = "normal",
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Density) {
  return <textarea {...useFieldControl(props)} className={cn(DENSITY[density], className)} />;
}

/**
 * A native select, styled. Native on purpose: phones show their own picker, the value reaches FormData like
 * any input, and screen readers know it without help (Radix's Select is a listbox in a popup, for when an
 * option must show more than text).
 */
export function Select({ className, density = "normal", ...props }: SelectHTMLAttributes<HTMLSelectElement> & Density) {
  return <select {...useFieldControl(props)} className={cn(DENSITY[density], "pr-8", className)} />;
}

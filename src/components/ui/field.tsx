"use client";

import { Label } from "radix-ui";
import { useId, useMemo, type InputHTMLAttributes, type ReactNode } from "react";
import { cn } from "./cn";
import { FieldContext, type FieldControlProps } from "./field-context";
import { Input } from "./input";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control (Input, Select, Textarea, or any element that reads useFieldControl); an Input when absent. */
  children?: ReactNode;
}

/**
 * A labelled control with its hint and error, wired for screen readers: the label names the control, the hint
 * and the error describe it (aria-describedby), and an error marks it invalid (aria-invalid). With no children
 * the remaining props go to an Input, so `<Field label="Email" name="email" />` is the whole field.
 */
export function Field({ label, error, hint, className, id, children, ...inputProps }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showHint = Boolean(hint) && !error;
  const control = useMemo<FieldControlProps>(
    () => ({
      id: controlId,
      "aria-describedby": [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
      "aria-invalid": error ? true : undefined,
    }),
    [controlId, showHint, hintId, error, errorId],
  );
  return (
    <div className={cn("space-y-1", className)}>
      <Label.Root htmlFor={controlId} className="block text-sm font-medium">
        {label}
      </Label.Root>
      <FieldContext.Provider value={control}>{children ?? <Input {...inputProps} />}</FieldContext.Provider>
      {showHint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (after submit), announced when it appears. */
export function FormMessage({
  tone = "error",
  children,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-3 py-2 text-sm",
        tone === "error" && "border-red-200 bg-red-50 text-red-800",
        tone === "success" && "border-brand-100 bg-brand-50 text-brand-900",
        tone === "info" && "border-line bg-white text-ink",
      )}
    >
      {children}
    </div>
  );
}

"use client";

import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";

interface Described {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The kit's Field around a Select: label, hint and error wired for screen readers. */
export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...props
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Select {...props}>{children}</Select>
    </Field>
  );
}

/** The kit's Field around a Textarea. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...props
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Textarea {...props} />
    </Field>
  );
}

/** A fieldset of choices with a legend (radio groups, checkbox lists). */
export function ChoiceGroup({
  legend,
  error,
  hint,
  children,
}: {
  legend: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {children}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

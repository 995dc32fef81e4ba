import { clsx } from "clsx";
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const CONTROL = "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

interface Described {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, hint and error wired to a control for screen readers (the same shape as ui/field's Field). */
function Frame({ id, label, error, hint, className, children }: Described & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: Described): string | undefined {
  return [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function SelectField({ label, error, hint, className, children, ...props }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, error, hint })} className={clsx(CONTROL, error ? "border-red-500" : "border-line")}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, ...props }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, error, hint })} className={clsx(CONTROL, error ? "border-red-500" : "border-line")} />
    </Frame>
  );
}

/** A fieldset of choices with a legend (radio groups, checkbox lists). */
export function ChoiceGroup({ legend, error, hint, children }: { legend: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {children}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

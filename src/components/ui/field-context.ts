"use client";

import { createContext, useContext } from "react";

/** What a Field tells the control inside it: its id and the ids of the hint and error that describe it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The props a control takes from its Field (none outside one); the control's own props win, so a caller can
 * still point aria-describedby somewhere else on purpose.
 */
export function useFieldControl<P extends { id?: string; "aria-describedby"?: string; "aria-invalid"?: unknown }>(
  props: P,
): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": [field["aria-describedby"], props["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    "aria-invalid": props["aria-invalid"] ?? field["aria-invalid"],
  };
}

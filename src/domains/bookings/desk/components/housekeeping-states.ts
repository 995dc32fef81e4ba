/**
 * A unit's housekeeping states in the words the inventory shows. A plain module (no "use client"): the
 * inventory's table, a server component, reads the labels as strings, and the housekeeping form offers the same
 * states as its choices.
 */
export const HOUSEKEEPING_STATES = [
  { value: "ready", label: "Ready" },
  { value: "cleaning", label: "Cleaning" },
  { value: "maintenance", label: "Maintenance" },
] as const;

export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number]["value"];

export const HOUSEKEEPING_LABELS = Object.fromEntries(
  HOUSEKEEPING_STATES.map((state) => [state.value, state.label]),
) as Record<HousekeepingState, string>;

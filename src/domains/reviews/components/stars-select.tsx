"use client";

import { Select } from "@/components/ui/input";

const STAR_CHOICES = ["5", "4", "3", "2", "1"] as const;

/**
 * Stars to choose from, with the words of the form it is in: the guest's in the page's language (the bookings
 * catalogue), the dashboard's from its own namespace. A module of its own so that neither form's page is sent the
 * other's words (src/i18n/client-namespaces.ts).
 */
export function StarsSelect({
  chooseLabel,
  labelOf,
  ...props
}: React.SelectHTMLAttributes<HTMLSelectElement> & { chooseLabel: string; labelOf: (value: string) => string }) {
  return (
    <Select {...props}>
      <option value="">{chooseLabel}</option>
      {STAR_CHOICES.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </Select>
  );
}

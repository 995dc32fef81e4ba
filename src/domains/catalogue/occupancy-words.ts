/**
 * Who stays, in the reader's language, outside a page (emails, PDFs): "2 adults, 2 children (ages 4, 9)". Pages use
 * `OccupancyText` (components/occupancy-control.tsx), which says the same with the same messages.
 */
import { translatorFor } from "@/i18n/translator";
import type { Locale } from "@/lib/locales";

/** A booking's people: its total (`guest_count`) and its children's ages; the rest are adults. */
export function occupancyInWords(locale: Locale, booking: { guestCount: number; childrenAges: readonly number[] }) {
  const t = translatorFor(locale, "common");
  const adults = t("occupancy.adultsCount", { count: booking.guestCount - booking.childrenAges.length });
  if (booking.childrenAges.length === 0) return adults;
  const children = t("occupancy.childrenWithAges", {
    children: t("occupancy.childrenCount", { count: booking.childrenAges.length }),
    ages: booking.childrenAges.join(", "),
  });
  return `${adults}, ${children}`;
}

/**
 * What each day of a unit's month shows on the supplier's calendar: the night's price by the quote's own
 * rule, the minimum-stay override, a closure with its reason, and the stays on it. Pure, so the page
 * computes it on the server and the tests check it without a browser.
 */
import { addDays, daysBetween } from "@/lib/dates";
import { rulesForUnit } from "../pricing-rules";
import { hourlyRateOf, nightlyRateOf, type NightlyRateKind } from "../quote";
import type { BlockReason, CalendarBooking, LiveBookingStatus, PropertyCalendar } from "./queries";

export interface DayStay {
  reference: string;
  guestName: string;
  status: LiveBookingStatus;
  /** The stay's check-in is this day, and its last night is this day: the bar's rounded ends. */
  starts: boolean;
  ends: boolean;
  /** Nights of the stay from this one on, this one included. */
  nightsLeft: number;
}

export interface DayView {
  day: string;
  past: boolean;
  /** The night's price (or a day room's hourly price) and why it is that. */
  price: { amountMinor: number; kind: NightlyRateKind; per: "night" | "hour"; ruleName?: string } | null;
  minNightsOverride: number | null;
  closed: { reason: BlockReason | null; note: string } | null;
  /** The nightly or monthly stay of the night, if any (live stays of one unit never share a night). */
  stay: DayStay | null;
  /** Hourly stays on the day. */
  hourlyStays: number;
}

export const BLOCK_REASON_LABELS: Record<BlockReason, string> = {
  owner_stay: "Owner stay",
  maintenance: "Maintenance",
  external_channel: "Channel block",
  other: "Closed",
};

/** Day views of every unit over the calendar's days: unit id → day → view. */
export function unitDayViews(calendar: PropertyCalendar, days: readonly string[]): Map<string, Map<string, DayView>> {
  const { property } = calendar;
  const entries = new Map(calendar.days.map((entry) => [`${entry.unitId}|${entry.day}`, entry]));
  const stays = new Map<string, CalendarBooking>();
  const hourly = new Map<string, number>();
  for (const booking of calendar.bookings) {
    if (booking.stayMode === "hourly") {
      const key = `${booking.unitId}|${booking.checkIn}`;
      hourly.set(key, (hourly.get(key) ?? 0) + 1);
      continue;
    }
    for (let night = booking.checkIn; night < booking.checkOut; night = addDays(night, 1))
      stays.set(`${booking.unitId}|${night}`, booking);
  }
  const views = new Map<string, Map<string, DayView>>();
  for (const unit of calendar.units) {
    const unitViews = new Map<string, DayView>();
    const rules = rulesForUnit(calendar.pricingRules, unit.id);
    for (const day of days) {
      const key = `${unit.id}|${day}`;
      const entry = entries.get(key);
      const nightly = nightlyRateOf(property, day, entry, rules);
      const hourlyRate = nightly ? null : hourlyRateOf(property, entry);
      const stay = stays.get(key);
      unitViews.set(day, {
        day,
        past: day < property.today,
        price: nightly
          ? { ...nightly, per: "night" }
          : hourlyRate
            ? { amountMinor: hourlyRate.amountMinor, kind: hourlyRate.special ? "special" : "base", per: "hour" }
            : null,
        minNightsOverride: entry?.minNightsOverride ?? null,
        closed: entry?.closed ? { reason: entry.blockReason, note: entry.note } : null,
        stay: stay
          ? {
              reference: stay.reference,
              guestName: stay.guestName,
              status: stay.status,
              starts: stay.checkIn === day,
              ends: addDays(day, 1) === stay.checkOut,
              nightsLeft: daysBetween(day, stay.checkOut),
            }
          : null,
        hourlyStays: hourly.get(key) ?? 0,
      });
    }
    views.set(unit.id, unitViews);
  }
  return views;
}

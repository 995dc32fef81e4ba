/**
 * The calendars' callable functions (DOMAIN.md Catalogue, rate calendar): reads and writes of one
 * property's days and hours. Every one needs `manageProperties` and takes the property through
 * `requireManagedProperty`, so a property outside the caller's scope answers NOT_FOUND.
 */
import { z } from "zod";
import { defineFunction } from "@/server/functions";
import { daysBetween } from "@/lib/dates";
import { isoDate, MAX_RANGE_DAYS, updateCalendarDays, updateCalendarDaysInput } from "./days";
import {
  blockHours,
  blockHoursInput,
  reopenHours,
  reopenHoursInput,
  setHourlyPrice,
  setHourlyPriceInput,
} from "./hours";
import { hourlySchedule, propertyCalendar } from "./queries";

/** One property's rate calendar and live stays over some days (both ends included, at most a year). */
export const propertyCalendarFunction = defineFunction({
  name: "propertyCalendar",
  kind: "read",
  permission: "manageProperties",
  input: z
    .strictObject({ propertyId: z.uuid(), from: isoDate, to: isoDate })
    .refine((input) => daysBetween(input.from, input.to) >= 0 && daysBetween(input.from, input.to) < MAX_RANGE_DAYS, {
      error: `The period must be between one day and ${MAX_RANGE_DAYS} days.`,
      path: ["to"],
    }),
  handler: (input, { db, actor }) => propertyCalendar(db, { actor, ...input }),
});

/** One day of an hourly property by the hour: stays with their cleaning buffer, closed hours, the day's prices. */
export const propertyHoursFunction = defineFunction({
  name: "propertyHours",
  kind: "read",
  permission: "manageProperties",
  input: z.strictObject({ propertyId: z.uuid(), day: isoDate }),
  handler: (input, { db, actor }) => hourlySchedule(db, { actor, ...input }),
});

/** Close, open, price, set a minimum stay on, or clear some units' days. */
export const updateCalendarDaysFunction = defineFunction({
  name: "updateCalendarDays",
  kind: "write",
  permission: "manageProperties",
  input: updateCalendarDaysInput,
  handler: (input, { db, actor, audit }) => updateCalendarDays(db, input, { actor, audit }),
});

export const blockHoursFunction = defineFunction({
  name: "blockHours",
  kind: "write",
  permission: "manageProperties",
  input: blockHoursInput,
  handler: (input, { db, actor, audit }) => blockHours(db, input, { actor, audit }),
});

export const reopenHoursFunction = defineFunction({
  name: "reopenHours",
  kind: "write",
  permission: "manageProperties",
  input: reopenHoursInput,
  handler: (input, { db, actor, audit }) => reopenHours(db, input, { actor, audit }),
});

export const setHourlyPriceFunction = defineFunction({
  name: "setHourlyPrice",
  kind: "write",
  permission: "manageProperties",
  input: setHourlyPriceInput,
  handler: (input, { db, actor, audit }) => setHourlyPrice(db, input, { actor, audit }),
});

export const calendarFunctions = [
  propertyCalendarFunction,
  propertyHoursFunction,
  updateCalendarDaysFunction,
  blockHoursFunction,
  reopenHoursFunction,
  setHourlyPriceFunction,
];

import { z } from "zod";
import { cardInput } from "@/domains/payments";
import { COUNTRY_CODES } from "@/lib/countries";
import { isAddonOrderReference } from "@/lib/ids";
import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { defineFunction } from "@/server/functions";
import { changeAddonOrder, placeAddonOrder } from "./orders";
import { addonPhotoFunctions } from "./photos";
import { ADDON_KINDS, FLIGHT_NUMBER, normaliseFlightNumber } from "./pricing";
import {
  addAddonSlots,
  closeAddonSlot,
  createAddonProduct,
  setAddonProductStatus,
  updateAddonProduct,
} from "./products";

const isoDate = z.iso.date({ error: "Use a date like 2026-12-24." });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a time like 09:30 (24-hour clock)." });

const productFields = {
  title: z
    .string()
    .trim()
    .min(3, { error: "Give the product a title of at least 3 characters." })
    .max(120, { error: "A title is at most 120 characters." }),
  description: z.string().trim().max(4000, { error: "A description is at most 4,000 characters." }).default(""),
  country: z
    .enum(COUNTRY_CODES as [string, ...string[]], {
      error: "Choose a country: Malaysia, the Philippines, Indonesia or Thailand.",
    })
    .transform((value) => value as (typeof COUNTRY_CODES)[number]),
  city: z.string().trim().min(2, { error: "Enter the city." }).max(80),
  priceMinor: z
    .number({ error: "Enter the price." })
    .int({ error: "The price is in whole minor units (cents)." })
    .positive({ error: "The price must be more than zero." })
    .max(100_000_000_00, { error: "The price is too large." }),
  capacity: z
    .number({ error: "Enter the capacity." })
    .int({ error: "The capacity is a whole number." })
    .min(1, { error: "The capacity is at least 1." })
    .max(1000, { error: "The capacity is at most 1,000." }),
  meetingPoint: z.string().trim().max(300, { error: "A meeting point is at most 300 characters." }).default(""),
  durationMinutes: z
    .number({ error: "Enter the duration." })
    .int()
    .min(1, { error: "The duration is at least one minute." })
    .max(1440, { error: "The duration is at most 24 hours." })
    .default(60),
  pickupZones: z
    .array(z.string().trim().min(2, { error: "A pickup zone has a name of at least 2 characters." }).max(80), {
      error: "List the pickup zones.",
    })
    .max(20, { error: "At most 20 pickup zones." })
    .default([])
    .transform((zones) => [...new Set(zones)]),
};

/** Suppliers (their own organisation), operators and staff (any supplier) create a day tour, transfer or meal. */
export const createAddonProductFunction = defineFunction({
  name: "createAddonProduct",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({
    kind: z.enum(ADDON_KINDS, { error: "Choose a kind: day_tour, airport_transfer or meal." }),
    organisationId: z.uuid({ error: "Choose the supplier." }).optional(),
    ...productFields,
  }),
  handler: async (input, { db, actor, audit }) => {
    const product = await createAddonProduct(db, actor, input);
    audit({
      entity: `addon:${product.id}`,
      changes: { title: { from: null, to: product.title }, priceMinor: { from: null, to: product.priceMinor } },
    });
    return { id: product.id, currency: product.currency };
  },
});

export const updateAddonProductFunction = defineFunction({
  name: "updateAddonProduct",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({ id: z.uuid({ error: "Choose a product." }), ...productFields }),
  handler: async (input, { db, actor, audit }) => {
    const product = await updateAddonProduct(db, actor, input);
    audit({
      entity: `addon:${product.id}`,
      changes: { priceMinor: { from: null, to: product.priceMinor }, capacity: { from: null, to: product.capacity } },
    });
    return { id: product.id };
  },
});

/** Archives a product (it is no longer sold; its orders stay) or makes it active again. */
export const setAddonProductStatusFunction = defineFunction({
  name: "setAddonProductStatus",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({
    id: z.uuid({ error: "Choose a product." }),
    status: z.enum(["active", "archived"], { error: "The status is active or archived." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await setAddonProductStatus(db, actor, input);
    audit({ entity: `addon:${result.id}`, changes: { status: { from: result.from, to: result.status } } });
    return result;
  },
});

/** Adds departures (tours) or services (meals) on chosen weekdays between two dates, at one or more times. */
export const addAddonSlotsFunction = defineFunction({
  name: "addAddonSlots",
  kind: "write",
  permission: "manageAddons",
  input: z
    .strictObject({
      productId: z.uuid({ error: "Choose a product." }),
      from: isoDate,
      to: isoDate,
      weekdays: z
        .array(z.number().int().min(0).max(6), { error: "Choose the weekdays." })
        .min(1, { error: "Choose at least one weekday." })
        .default([0, 1, 2, 3, 4, 5, 6]),
      startTimes: z
        .array(clockTime, { error: "Enter the start times." })
        .min(1, { error: "Enter at least one start time." })
        .max(12, { error: "At most 12 start times a day." }),
    })
    .refine((input) => input.from <= input.to, { error: "The last day is before the first.", path: ["to"] })
    .refine((input) => (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 <= 366, {
      error: "Add at most a year of schedule at once.",
      path: ["to"],
    }),
  handler: async (input, { db, actor, audit }) => {
    const result = await addAddonSlots(db, actor, input);
    audit({ entity: `addon:${input.productId}`, changes: { slots: { from: null, to: result.created } } });
    return result;
  },
});

/** Removes a time from a schedule (deleted when never ordered, otherwise closed to new orders). */
export const closeAddonSlotFunction = defineFunction({
  name: "closeAddonSlot",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({ slotId: z.uuid({ error: "Choose a time." }) }),
  handler: async (input, { db, actor, audit }) => {
    const result = await closeAddonSlot(db, actor, input);
    audit({ entity: `addon_slot:${result.id}`, changes: { slot: { from: "open", to: result.result } } });
    return result;
  },
});

/**
 * A signed-in guest orders an add-on alone and pays by card: tours and meals at a scheduled time (`slotId`),
 * transfers at any pickup time with a flight number and pickup zone. A retry with the same `idempotencyKey`
 * never orders or charges twice.
 */
export const orderAddonFunction = defineFunction({
  name: "orderAddon",
  kind: "steps",
  permission: "bookStays",
  input: z.strictObject({
    productId: z.uuid({ error: "Choose a product." }),
    slotId: z.uuid({ error: "Choose a date and time." }).optional(),
    day: isoDate.optional(),
    pickupTime: clockTime.optional(),
    flightNumber: z
      .string()
      .transform(normaliseFlightNumber)
      .refine((value) => FLIGHT_NUMBER.test(value), {
        error: "Enter the flight number as printed on the ticket, e.g. AK6123.",
      })
      .optional(),
    pickupZone: z.string().trim().min(1, { error: "Choose a pickup zone." }).max(80).optional(),
    quantity: z
      .number({ error: "Enter how many." })
      .int({ error: "Enter a whole number." })
      .min(1, { error: "At least 1." })
      .max(1000, { error: "At most 1,000." }),
    guest: z.strictObject({
      name: z.string().trim().min(2, { error: "Enter the guest's full name." }).max(100),
      email: z.email({ error: "Enter a valid email address." }).max(254),
      phone: z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{6,14}$/, { error: "Enter the phone number in international format, e.g. +60123456789." }),
    }),
    note: z.string().trim().max(500, { error: "A note is at most 500 characters." }).default(""),
    card: cardInput,
    idempotencyKey: z.uuid(),
  }),
  idempotencyKey: (input) => input.idempotencyKey,
  handler: async (input, { db, actor, audit }) => {
    const outcome = await placeAddonOrder(db as Database, input, actor as UserActor);
    audit({ entity: `addon_order:${outcome.reference}`, changes: { status: { from: null, to: outcome.status } } });
    return outcome;
  },
});

/** The supplier or staff mark an order done or no-show (from its day on), or cancel it with a full refund. */
export const changeAddonOrderFunction = defineFunction({
  name: "changeAddonOrder",
  kind: "steps",
  permission: "manageAddons",
  input: z.strictObject({
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isAddonOrderReference, { error: "An order reference looks like AO-7K2P9Q." }),
    action: z.enum(["done", "no_show", "cancel"], { error: "The action is done, no_show or cancel." }),
    note: z.string().trim().max(500, { error: "A note is at most 500 characters." }).default(""),
  }),
  handler: async (input, { db, actor, audit }) => {
    const result = await changeAddonOrder(db as Database, actor, input);
    audit({ entity: `addon_order:${result.reference}`, changes: { status: { from: result.from, to: result.status } } });
    return result;
  },
});

export const addonFunctions = [
  createAddonProductFunction,
  updateAddonProductFunction,
  setAddonProductStatusFunction,
  addAddonSlotsFunction,
  closeAddonSlotFunction,
  orderAddonFunction,
  changeAddonOrderFunction,
  ...addonPhotoFunctions,
];

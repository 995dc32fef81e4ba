import { z } from "zod";
import { isAddonOrderReference } from "@/lib/ids";
import type { UserActor } from "@/server/access";
import type { Database } from "@/server/db";
import { defineFunction } from "@/server/functions";
import { addAddonSlotsInput, createAddonProductInput, orderAddonInput, updateAddonProductInput } from "./inputs";
import { changeAddonOrder, placeAddonOrder } from "./orders";
import { addonPhotoFunctions } from "./photos";
import {
  addAddonSlots,
  closeAddonSlot,
  createAddonProduct,
  setAddonProductStatus,
  updateAddonProduct,
} from "./products";

/** Suppliers (their own organisation), operators and staff (any supplier) create a day tour, transfer or meal. */
export const createAddonProductFunction = defineFunction({
  name: "createAddonProduct",
  kind: "write",
  permission: "manageAddons",
  input: createAddonProductInput,
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
  input: updateAddonProductInput,
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
  input: addAddonSlotsInput,
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
  input: orderAddonInput,
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

import { z } from "zod";
import { defineFunction } from "@/server/functions";
import { createPromoCode, listPromoCodes, setPromoCodeActive, updatePromoCode } from "./codes";
import { createPromoCodeInput, updatePromoCodeInput } from "./inputs";

export const createPromoCodeFunction = defineFunction({
  name: "createPromoCode",
  kind: "write",
  permission: "managePromoCodes",
  input: createPromoCodeInput,
  handler: async (input, { db, actor, audit }) => {
    const created = await createPromoCode(db, actor, input);
    audit({ entity: `promoCode:${created.id}`, changes: { code: { from: null, to: created.code } } });
    return { id: created.id, code: created.code };
  },
});

export const updatePromoCodeFunction = defineFunction({
  name: "updatePromoCode",
  kind: "write",
  permission: "managePromoCodes",
  input: updatePromoCodeInput,
  handler: async (input, { db, actor, audit }) => {
    const { before, after } = await updatePromoCode(db, actor, input);
    audit({
      entity: `promoCode:${after.id}`,
      changes: {
        maxRedemptions: { from: before.maxRedemptions, to: after.maxRedemptions },
        validUntil: { from: before.validUntil.toISOString(), to: after.validUntil.toISOString() },
      },
    });
    return { id: after.id, code: after.code };
  },
});

export const setPromoCodeActiveFunction = defineFunction({
  name: "setPromoCodeActive",
  kind: "write",
  permission: "managePromoCodes",
  input: z.strictObject({
    id: z.uuid({ error: "There is no such promo code." }),
    active: z.boolean({ error: "Say whether the code is active." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const updated = await setPromoCodeActive(db, actor, input);
    audit({ entity: `promoCode:${updated.id}`, changes: { active: { from: !input.active, to: input.active } } });
    return { id: updated.id, active: updated.active };
  },
});

export const listPromoCodesFunction = defineFunction({
  name: "listPromoCodes",
  kind: "read",
  permission: "managePromoCodes",
  input: z.strictObject({ page: z.number().int().min(1).max(100_000).default(1) }),
  handler: async (input, { db, actor }) => listPromoCodes(db, { actor, page: input.page }),
});

export const growthFunctions = [
  createPromoCodeFunction,
  updatePromoCodeFunction,
  setPromoCodeActiveFunction,
  listPromoCodesFunction,
];

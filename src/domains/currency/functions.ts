import { z } from "zod";
import { env } from "@/server/env";
import { defineFunction } from "@/server/functions";
import { detectCurrency } from "./detect";

/**
 * SPEC.md §7: `GET getClientCurrency` answers a currency code for the visitor, or null when nothing says
 * (the client then keeps its default).
 */
export const getClientCurrency = defineFunction({
  name: "getClientCurrency",
  kind: "read",
  permission: "public",
  allowGet: true,
  input: z.strictObject({}).optional(),
  handler: async (_input, { headers }) => detectCurrency(headers, env().CLIENT_COUNTRY_HEADER)?.currency ?? null,
});

export const currencyFunctions = [getClientCurrency];

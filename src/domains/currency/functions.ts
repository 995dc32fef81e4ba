import { z } from "zod";
import { env } from "@/server/env";
import { defineFunction } from "@/server/functions";
import { exchangeRates } from "@/server/db/schema";
import { detectCurrency } from "./detect";
import { RATES_BASE, setExchangeRateInput } from "./inputs";

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

/** Staff enter a rate by hand (units of `quote` for one US dollar), recorded with its time and who set it. */
export const setExchangeRate = defineFunction({
  name: "setExchangeRate",
  kind: "write",
  permission: "staff",
  input: setExchangeRateInput,
  handler: async ({ quote, rate }, { db, actor, audit }) => {
    const email = actor.kind === "user" ? actor.email : "unknown";
    const asOf = new Date();
    const [row] = await db
      .insert(exchangeRates)
      .values({ base: RATES_BASE, quote, rate, asOf, source: `manual:${email}` })
      .returning({ id: exchangeRates.id });
    audit({ entity: `exchange-rate:${quote}`, changes: { rate: { from: null, to: rate } } });
    return { id: row!.id, quote, rate, asOf: asOf.toISOString() };
  },
});

export const currencyFunctions = [getClientCurrency, setExchangeRate];

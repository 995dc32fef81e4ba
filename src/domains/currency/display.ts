import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isDetectableCurrency, isHeaderCurrency, type ConversionRates } from "@/lib/currency";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { detectCurrency } from "./detect";
import { latestRates, ratesInto } from "./queries";

export interface DisplayCurrency {
  currency: string;
  /** How it was chosen: the visitor's own choice beats detection, which beats the default. */
  chosenBy: "visitor" | "detected" | "default";
  /** Rates into `currency`, or null when they cannot be had (prices then show in their own currency). */
  rates: ConversionRates | null;
}

/**
 * The currency a page shows prices in, decided on the server from the cookie or detection, so the page
 * renders in it with no flash. A failure to read rates is logged; the page still works.
 */
export const displayCurrency = cache(async (): Promise<DisplayCurrency> => {
  const chosen = (await cookies()).get(CURRENCY_COOKIE)?.value;
  let currency: string = DEFAULT_CURRENCY;
  let chosenBy: DisplayCurrency["chosenBy"] = "default";
  if (isHeaderCurrency(chosen) || isDetectableCurrency(chosen)) {
    currency = chosen;
    chosenBy = "visitor";
  } else {
    const detected = detectCurrency(await headers(), env().CLIENT_COUNTRY_HEADER);
    if (detected) {
      currency = detected.currency;
      chosenBy = "detected";
    }
  }
  try {
    const rates = ratesInto(await latestRates(db(), { actor: ANONYMOUS }), currency);
    if (!rates) logger().warn({ currency }, "no exchange rate for the display currency; showing original prices");
    return { currency, chosenBy, rates };
  } catch (error) {
    logger().error({ err: error }, "could not read exchange rates; showing original prices");
    return { currency, chosenBy, rates: null };
  }
});

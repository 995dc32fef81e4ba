import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  isDetectableCurrency,
  isHeaderCurrency,
  type ConversionRates,
} from "@/lib/currency";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { logger, type Logger } from "@/server/logger";
import { detectCurrency } from "./detect";
import { latestRates, ratesInto, type RateSnapshot } from "./queries";

export interface DisplayCurrency {
  currency: string;
  /** How it was chosen: the visitor's own choice beats detection, which beats the default. */
  chosenBy: "visitor" | "detected" | "default";
  /** Rates into `currency`, or null when they cannot be had (prices then show in their own currency). */
  rates: ConversionRates | null;
}

/**
 * The currency a page shows prices in, decided on the server from the cookie or detection, so the page
 * renders in it with no flash. This is SPEC.md's client "currency state" (currency, conversionRates) kept
 * on the server instead: the browser never waits for a rates call, and a rates failure costs no flash.
 */
export const displayCurrency = cache(async (): Promise<DisplayCurrency> =>
  chooseDisplayCurrency({
    cookie: (await cookies()).get(CURRENCY_COOKIE)?.value,
    headers: await headers(),
    countryHeader: env().CLIENT_COUNTRY_HEADER,
    readRates: () => latestRates(db(), { actor: ANONYMOUS }),
    log: logger(),
  }),
);

/**
 * The decision itself: the visitor's own choice beats detection, which beats USD. A failure to read rates
 * is logged and leaves prices in their own currency; the page still works (SPEC.md §8).
 */
export async function chooseDisplayCurrency(input: {
  cookie: string | undefined;
  headers: Headers;
  countryHeader: string;
  readRates: () => Promise<RateSnapshot>;
  log: Pick<Logger, "warn" | "error">;
}): Promise<DisplayCurrency> {
  let currency: string = DEFAULT_CURRENCY;
  let chosenBy: DisplayCurrency["chosenBy"] = "default";
  if (isHeaderCurrency(input.cookie) || isDetectableCurrency(input.cookie)) {
    currency = input.cookie;
    chosenBy = "visitor";
  } else {
    const detected = detectCurrency(input.headers, input.countryHeader);
    if (detected) {
      currency = detected.currency;
      chosenBy = "detected";
    }
  }
  try {
    const rates = ratesInto(await input.readRates(), currency);
    if (!rates) input.log.warn({ currency }, "no exchange rate for the display currency; showing original prices");
    return { currency, chosenBy, rates };
  } catch (error) {
    input.log.error({ err: error }, "could not read exchange rates; showing original prices");
    return { currency, chosenBy, rates: null };
  }
}

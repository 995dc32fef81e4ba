import { defineJob } from "@/server/jobs";
import { ratesNeedRefresh, refreshExchangeRates } from "./refresh-rates";

/**
 * `currency.refreshRates`: the day's rates from RATES_PROVIDER_URL (the ECB by default), daily on
 * RATES_REFRESH_CRON and once at start when the last refresh is older than RATES_STALE_HOURS. Offline or a
 * bad answer: the run fails, is logged and retried, and the app keeps the rates it has.
 */
export const refreshRatesJob = defineJob({
  name: "currency.refreshRates",
  schedule: (settings) => settings.RATES_REFRESH_CRON,
  runAtStart: ({ db, settings }) => ratesNeedRefresh(db, { staleHours: settings.RATES_STALE_HOURS }),
  queue: { retryLimit: 2, retryDelay: 10 * 60, retryBackoff: true, expireInSeconds: 5 * 60 },
  handler: async ({ db, settings, log }) => {
    const result = await refreshExchangeRates(db, { url: settings.RATES_PROVIDER_URL });
    const summary = {
      asOf: result.asOf.toISOString(),
      stored: result.stored.length,
      notPublished: result.notPublished,
    };
    log.info(summary, "exchange rates refreshed");
    return summary;
  },
});

export const currencyJobs = [refreshRatesJob];

import { defineJob } from "@/server/jobs";
import { expireStaleBookings } from "./actions/expire";
import { reconcilePayments } from "./actions/reconcile";
import { expireBids } from "./bids";
import { runBalances } from "./deposits";

/** Held dates past their 15 minutes and requests past their 24 hours expire (every minute). */
export const expireBookingsJob = defineJob({
  name: "bookings.expireStale",
  schedule: () => "* * * * *",
  handler: async ({ db, log }) => {
    const expired = await expireStaleBookings(db);
    if (expired > 0) log.info({ expired }, "bookings expired");
    return { expired };
  },
});

/** Payments left open with their provider (a crash, a lost webhook) are settled again (every 5 minutes). */
export const reconcilePaymentsJob = defineJob({
  name: "bookings.reconcilePayments",
  schedule: () => "*/5 * * * *",
  runAtStart: async () => true,
  handler: async ({ db, log }) => {
    const { checked, changed } = await reconcilePayments(db);
    if (changed > 0) log.info({ checked, changed }, "open payments moved by their provider's answer");
    return { checked, changed };
  },
});

/** Price bids and counter-offers unanswered for 24 hours lapse (every 5 minutes; answers refuse them already). */
export const expireBidsJob = defineJob({
  name: "bookings.expireBids",
  schedule: () => "*/5 * * * *",
  handler: async ({ db, log }) => {
    const expired = await expireBids(db);
    if (expired > 0) log.info({ expired }, "price bids expired");
    return { expired };
  },
});

/**
 * Balances after a deposit (docs/DEPOSITS.md): reminders a few days ahead, the kept card charged on the due day, a
 * booking whose balance fails cancelled under its policy (every 15 minutes; each step runs once per booking).
 */
export const balancesJob = defineJob({
  name: "bookings.balances",
  schedule: () => "*/15 * * * *",
  handler: async ({ db, log }) => {
    const counts = await runBalances(db);
    if (counts.reminded + counts.charged + counts.cancelled > 0) log.info(counts, "booking balances");
    return counts;
  },
});

export const bookingJobs = [expireBookingsJob, reconcilePaymentsJob, expireBidsJob, balancesJob];

/**
 * A server process for the crash test (checkout-crash.int.test.ts): runs the checkouts it is given at once,
 * through the real `createBooking`, and kills itself with SIGKILL right after the gateway captured the
 * `killAfterCaptures`-th payment, before our records say so (the worst moment: money taken, booking held).
 * Run with `node --import tsx --import ./tests/security/fault/server-only.mjs` (see server-only-hooks.mjs), DATABASE_URL
 * and the app's settings in the environment.
 */
import "@/domains/booking-hooks";
import { createBooking, type CheckoutInput } from "@/domains/bookings/checkout";
import { paymentHooks } from "@/domains/bookings/payment-sync";
import { actorForUser, type UserActor } from "@/server/access";
import { db } from "@/server/db";

interface Job {
  user: { id: string; email: string };
  input: CheckoutInput;
}

const { jobs, killAfterCaptures } = JSON.parse(process.argv[2]!) as { jobs: Job[]; killAfterCaptures: number };

let captures = 0;
paymentHooks.afterProviderCall = (action) => {
  if (action !== "capture") return;
  captures += 1;
  if (captures >= killAfterCaptures) process.kill(process.pid, "SIGKILL");
};

await Promise.allSettled(
  jobs.map(async (job) => {
    const actor = (await actorForUser(db(), { ...job.user, emailVerified: true })) as UserActor;
    return createBooking(db(), job.input, actor);
  }),
);
// Not reached when the kill came; the test treats a clean exit as a failure to crash.
process.exit(0);

/**
 * A server killed (SIGKILL) in the middle of checkouts, right after the gateway captured a payment and before
 * the booking was confirmed, then started again: its reconciliation and expiry jobs leave no captured payment
 * without a confirmed booking or a full refund, and no hold that never ends. The checkouts run in a separate
 * process (fault/checkout-worker.ts) through the real `createBooking`; this test then plays the restarted
 * server by running the jobs that run at its start and on their schedules.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { brokenInvariants } from "@tests/support/invariants";
import { expireStaleBookings } from "@/domains/bookings/actions/expire";
import { reconcilePayments } from "@/domains/bookings/actions/reconcile";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import { bookings, payments, testGatewayCharges } from "@/server/db/schema";

const db = testDb();
const ROOT = path.resolve(import.meta.dirname, "../..");

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Runs the worker; answers the signal that ended it. */
function runWorker(payload: unknown): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as its loader (not the tsx command, which would run it in a child of its own), so
    // the signal that ends the worker is the one this test sees.
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions=react-server",
        "tests/security/fault/checkout-worker.ts",
        JSON.stringify(payload),
      ],
      { cwd: ROOT, env: { ...process.env, JOBS_ENABLED: "false" }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      signal
        ? resolve(signal)
        : reject(new Error(`the worker exited with ${code} instead of being killed:\n${stderr}`)),
    );
  });
}

describe("a crash between the capture and the confirmation", () => {
  it(
    "is repaired at restart: every captured payment ends in a confirmed booking or a full refund, every hold ends",
    { timeout: 120_000 },
    async () => {
      const organisation = await createOrganisation(db);
      const jobs = [];
      for (let i = 0; i < 8; i++) {
        const { property } = await createProperty(db, { organisationId: organisation.id });
        const email = `crash-${i}-${uniqueSuffix()}@example.test`;
        const { user } = await createUser(db, { email, name: "Siti Rahman" });
        jobs.push({
          user: { id: user.id, email },
          input: {
            propertyId: property.id,
            stay: { mode: "nightly", checkIn: inDays(20), checkOut: inDays(22) },
            guests: 2,
            guest: { name: "Siti Rahman", email, phone: "+60123456789" },
            payment:
              i < 6
                ? {
                    method: "card",
                    card: { number: TEST_CARDS.succeeds, expiry: "12/39", cvc: "123", holder: "Siti Rahman" },
                  }
                : { method: "bank_transfer" },
            idempotencyKey: randomUUID(),
            channel: "direct",
          },
        });
      }
      const propertyIds = jobs.map((job) => job.input.propertyId);

      expect(await runWorker({ jobs, killAfterCaptures: 3 })).toBe("SIGKILL");

      const attempts = () =>
        db
          .select({ booking: bookings, payment: payments })
          .from(bookings)
          .innerJoin(payments, paysFor("booking", bookings.id))
          .where(inArray(bookings.propertyId, propertyIds));
      const chargeOf = async (key: string) =>
        (await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, key)))[0];

      // The crash hit the window: the gateway holds a capture for a booking our records still hold.
      let window = 0;
      for (const { booking, payment } of await attempts()) {
        if (booking.status === "held" && (await chargeOf(payment.idempotencyKey))?.status === "captured") window += 1;
      }
      expect(window).toBeGreaterThanOrEqual(1);

      // The restarted server: reconciliation runs at start, expiry every minute; here, once each, as if the
      // holds' time had passed (48 hours and more for bank transfers).
      await reconcilePayments(db, new Date(Date.now() + 60_000));
      const later = new Date(Date.now() + 49 * 3_600_000);
      await expireStaleBookings(db, later);
      await reconcilePayments(db, later);

      for (const { booking, payment } of await attempts()) {
        const charge = await chargeOf(payment.idempotencyKey);
        if (charge?.status === "captured") {
          const refundedInFull =
            charge.refundedMinor === charge.capturedMinor && payment.refundedMinor === charge.capturedMinor;
          expect(
            booking.status === "confirmed" || refundedInFull,
            `${booking.reference}: ${booking.status}, refunded ${charge.refundedMinor}`,
          ).toBe(true);
        }
        if (booking.status === "confirmed") expect(payment.status).toBe("captured");
      }
      const stuck = await db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(
          and(
            inArray(bookings.propertyId, propertyIds),
            eq(bookings.status, "held"),
            lt(bookings.holdExpiresAt, later),
          ),
        );
      expect(stuck).toEqual([]);
      const open = (await attempts()).filter(
        ({ booking, payment }) =>
          booking.status !== "held" && ["pending", "requires_action", "authorised"].includes(payment.status),
      );
      expect(open.map(({ booking, payment }) => `${booking.reference} ${booking.status} ${payment.status}`)).toEqual(
        [],
      );
      expect(await brokenInvariants(process.env.DATABASE_URL!)).toEqual([]);
    },
  );
});

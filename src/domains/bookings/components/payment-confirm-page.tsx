import Link from "next/link";
import { formatMoney } from "@/lib/money";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { findPaymentConfirmation } from "../confirm-payment";
import { PaymentConfirmButtons } from "./payment-confirm-buttons";

/**
 * The test gateway's 3-D Secure style page (`/pay/confirm/{charge}`): the cardholder confirms or refuses the
 * payment, then goes back to the booking's outcome (or their add-on orders). Only the guest whose booking or
 * order it pays sees the amount.
 */
export async function PaymentConfirmPage({ chargeId }: { chargeId: string }) {
  const actor = await currentActor();
  const confirmation = await findPaymentConfirmation(db(), { actor, chargeId });
  if (!confirmation) {
    return (
      <div className="space-y-3 text-center">
        <h1 className="text-xl font-semibold">No payment to confirm</h1>
        <p className="text-sm text-slate-600">
          {actor.kind === "user"
            ? "There is no payment of yours waiting for this confirmation."
            : "Sign in with the account that is paying, then open this link again."}
        </p>
        <Link href="/bookings" className="inline-block text-sm font-medium text-indigo-700 underline">
          Your bookings
        </Link>
      </div>
    );
  }
  const amount = formatMoney(
    { amountMinor: confirmation.amountMinor, currency: confirmation.currency },
    { exact: true, currencyDisplay: "code" },
  );
  const waiting = confirmation.status === "requires_action";
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold">Confirm your payment</h1>
        <p className="mt-2" data-testid="confirm-amount">
          Your bank asks you to confirm this payment of <span className="font-semibold">{amount}</span> to Staysia.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">Card</dt>
        <dd className="text-right font-mono">•••• {confirmation.cardLast4}</dd>
        <dt className="text-slate-600">For</dt>
        <dd className="text-right">
          {confirmation.title} ({confirmation.reference})
        </dd>
      </dl>
      {waiting ? (
        <PaymentConfirmButtons chargeId={confirmation.chargeId} returnTo={confirmation.returnTo} />
      ) : (
        <p className="text-sm">
          This payment was already answered.{" "}
          <Link href={confirmation.returnTo} className="font-medium text-indigo-700 underline">
            Back to your booking
          </Link>
        </p>
      )}
    </div>
  );
}

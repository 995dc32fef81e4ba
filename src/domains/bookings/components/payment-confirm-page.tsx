import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
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
  const t = await getTranslations("checkout");
  const locale = (await getLocale()) as Locale;
  const actor = await currentActor();
  const confirmation = await findPaymentConfirmation(db(), { actor, chargeId });
  if (!confirmation) {
    return (
      <div className="space-y-3 text-center">
        <h1 className="text-xl font-semibold">{t("gateway.noPaymentTitle")}</h1>
        <p className="text-sm text-slate-600">
          {actor.kind === "user" ? t("gateway.noPaymentYours") : t("gateway.noPaymentSignIn")}
        </p>
        <Link href="/bookings" className="inline-block text-sm font-medium text-indigo-700 underline">
          {t("result.yourBookings")}
        </Link>
      </div>
    );
  }
  const amount = formatMoney({ amountMinor: confirmation.amountMinor, currency: confirmation.currency }, locale, {
    exact: true,
    currencyDisplay: "code",
  });
  const waiting = confirmation.status === "requires_action";
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-xl font-semibold">{t("gateway.title")}</h1>
        <p className="mt-2" data-testid="confirm-amount">
          {t.rich("gateway.amount", { amount, b: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{t("gateway.card")}</dt>
        <dd className="text-right font-mono">•••• {confirmation.cardLast4}</dd>
        <dt className="text-slate-600">{t("gateway.for")}</dt>
        <dd className="text-right">
          {confirmation.title} ({confirmation.reference})
        </dd>
      </dl>
      {waiting ? (
        <PaymentConfirmButtons chargeId={confirmation.chargeId} returnTo={confirmation.returnTo} />
      ) : (
        <p className="text-sm">
          {t("gateway.alreadyAnswered")}{" "}
          <Link href={confirmation.returnTo} className="font-medium text-indigo-700 underline">
            {t("gateway.backToBooking")}
          </Link>
        </p>
      )}
    </div>
  );
}

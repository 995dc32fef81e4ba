import Link from "next/link";
import { OccupancyText } from "@/domains/catalogue/components/occupancy-control";
import { notFound } from "next/navigation";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { TEST_CARDS } from "@/domains/payments";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { CancellationStepsList } from "./cancellation-steps-list";
import type { Actor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { deliveryOfQueuedMail, type MailDelivery } from "@/server/email";
import { STAYSIA_BANK_ACCOUNT } from "../bank-account";
import { Fact } from "./fact";
import { findCheckoutResult, type CheckoutResult } from "../outcome";
import { LocalTime } from "./local-time";
import { PayAgainForm } from "./pay-again-form";
import { PriceLines } from "./price-lines";
import { serverMessageWords } from "./server-message-words";
import { stayWordsIn } from "./stay-words";

/**
 * /checkout/{reference}: how the checkout ended for the guest who made it: confirmed, requested, a declined
 * card (try again while the dates are held), waiting for a bank transfer, or over. Anyone else gets 404.
 * `stayExtras` draws what other domains sold with the stay (its travel insurance policy) below its details: the
 * page that composes it (`domains/checkout-result-page.tsx`) passes it in, so bookings imports none of them.
 */
export async function CheckoutResultPage({
  reference,
  stayExtras,
}: {
  reference: string;
  stayExtras?: (booking: { actor: Actor; reference: string }) => React.ReactNode;
}) {
  const t = await getTranslations("checkout");
  const locale = (await getLocale()) as Locale;
  const actor = await currentActor();
  if (actor.kind !== "user") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t("result.signInTitle")}</h1>
        <p className="mt-3 text-muted">{t("result.signInText")}</p>
        <Link
          href="/bookings"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          {t("result.yourBookings")}
        </Link>
      </div>
    );
  }
  const result = await findCheckoutResult(db(), { actor, reference });
  if (!result) notFound();
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: result.currency }, locale, { exact: true });
  const converted = result.display
    ? { amountMinor: Math.round(result.totalMinor * result.display.rate), currency: result.display.currency }
    : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Headline
        result={result}
        total={money(result.totalMinor)}
        mail={deliveryOfQueuedMail()}
        paymentMessage={
          result.payment.message &&
          serverMessageWords(
            result.payment.message,
            (key, values) => t(`serverMessages.${key}`, values),
            (day) => formatDay(day, locale),
          )
        }
      />

      {result.status === "held" &&
        result.payment.method === "card" &&
        (result.payment.status === "failed" || !result.payment.attempted) && (
          <PayAgainForm
            reference={result.reference}
            total={money(result.chargedMinor)}
            testCards={TEST_CARDS}
            guestName={result.guestName}
            heading={result.payment.attempted ? t("payAgain.payAnotherWay") : t("payAgain.payNow")}
          />
        )}
      {result.status === "held" && result.payment.method === "card" && result.payment.actionUrl && (
        <p className="rounded-2xl border border-line bg-white p-5 text-sm">
          {t("result.bankAsks")}{" "}
          <a href={result.payment.actionUrl} className="font-medium text-brand-700 underline">
            {t("result.confirmWithBank")}
          </a>
        </p>
      )}
      {result.status === "held" && result.payment.method === "bank_transfer" && result.payment.transferReference && (
        <BankTransfer
          reference={result.payment.transferReference}
          amount={money(result.chargedMinor)}
          holdExpiresAt={result.holdExpiresAt}
        />
      )}

      <section aria-labelledby="booking-details" className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <h2 id="booking-details" className="text-lg font-semibold">
          {result.property.title}, {result.property.city}
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Fact label={t("result.reference")}>
            <span className="font-mono font-semibold tracking-wide" data-testid="booking-reference">
              {result.reference}
            </span>
          </Fact>
          <Fact label={t("page.when")}>{stayWordsIn(result, locale, (count) => t("nights", { count }))}</Fact>
          <Fact label={t("page.guests")}>
            <OccupancyText
              occupancy={{ adults: result.guestCount - result.childrenAges.length, childrenAges: result.childrenAges }}
            />{" "}
            · {result.guestName}
          </Fact>
          <Fact label={t("result.confirmationSentTo")}>{result.guestEmail}</Fact>
          {result.partnerMemberId && <Fact label={t("result.memberId")}>{result.partnerMemberId}</Fact>}
          {result.cancellationPolicy && (
            <Fact label={t("result.cancellation")}>
              {result.cancellationRules ? (
                <CancellationStepsList
                  steps={result.cancellationRules}
                  checkInDay={result.checkIn}
                  timeZone={result.property.timeZone}
                  locale={locale}
                />
              ) : (
                t(`policy.${result.cancellationPolicy}`)
              )}
            </Fact>
          )}
        </dl>
        <PriceLines
          lines={result.priceLines}
          currency={result.currency}
          totalMinor={result.totalMinor}
          converted={converted}
          caption={t("prices.captionCharged")}
        />
        {result.balance && (
          // docs/DEPOSITS.md: what was paid now and what is left, by when and how.
          <div className="space-y-1 border-t border-line pt-2 text-sm" data-testid="result-deposit">
            <p>
              {t(
                result.balance.automatic
                  ? "deposit.planCard"
                  : result.payment.method === "bank_transfer"
                    ? "deposit.planTransfer"
                    : "deposit.plan",
                {
                  percent: result.balance.depositPercent,
                  now: money(result.chargedMinor),
                  rest: money(result.balance.minor),
                  date: formatDay(result.balance.dueOn, locale),
                },
              )}
            </p>
            <dl className="space-y-1">
              <div className="flex justify-between gap-3">
                <dt>{t("deposit.resultDeposit")}</dt>
                <dd data-testid="result-deposit-paid">{money(result.chargedMinor)}</dd>
              </div>
              <div className="flex justify-between gap-3 font-semibold">
                <dt>{t("deposit.resultBalance", { date: formatDay(result.balance.dueOn, locale) })}</dt>
                <dd data-testid="result-balance">{money(result.balance.minor)}</dd>
              </div>
            </dl>
          </div>
        )}
        {result.referralCreditMinor > 0 && (
          <dl className="space-y-1 border-t border-line pt-2 text-sm" data-testid="result-referral-credit">
            <div className="flex justify-between gap-3">
              <dt>{t("referralCredit.applied")}</dt>
              <dd>−{money(result.referralCreditMinor)}</dd>
            </div>
            <div className="flex justify-between gap-3 font-semibold">
              <dt>{t("referralCredit.charged")}</dt>
              <dd data-testid="result-charged">{money(result.chargedMinor)}</dd>
            </div>
          </dl>
        )}
      </section>

      {stayExtras?.({ actor, reference: result.reference })}

      <p className="text-sm text-muted">
        {t.rich("result.allStays", {
          link: (chunks) => (
            <Link href="/bookings" className="font-medium text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

/**
 * What happened to the email about this booking, never claiming it was sent when the site has no mail
 * server and only kept it (the staff read it in the outbox).
 */
function mailWords(
  t: ReturnType<typeof useTranslations<"checkout">>,
  mail: MailDelivery,
  email: string,
  what: "confirmation" | "request" | "details",
): string {
  return mail === "sent" ? t("result.mailSent", { what, email }) : t("result.mailKept", { what, email });
}

function Headline({
  result,
  total,
  mail,
  paymentMessage,
}: {
  result: CheckoutResult;
  total: string;
  mail: MailDelivery;
  /** The gateway's answer to the card, in the page's language. */
  paymentMessage: string | null;
}) {
  const t = useTranslations("checkout");
  const ref = (chunks: React.ReactNode) => <span className="font-mono font-semibold">{chunks}</span>;
  // The moment a hold or a request ends, in the reader's own zone, where a message's <time></time> stands.
  const until = (iso: string) =>
    function Until() {
      return <LocalTime iso={iso} withDate />;
    };
  const box = "rounded-2xl border p-5";
  switch (result.status) {
    case "confirmed":
      return (
        <section
          className={`${box} border-emerald-200 bg-emerald-50`}
          data-testid="checkout-outcome"
          data-status="confirmed"
        >
          <h1 className="text-2xl font-semibold text-emerald-900">{t("result.bookedTitle")}</h1>
          <p className="mt-2">
            {t.rich("result.bookedText", { reference: result.reference, total, ref })}{" "}
            {mailWords(t, mail, result.guestEmail, "confirmation")}
          </p>
        </section>
      );
    case "requested":
      return (
        <section
          className={`${box} border-amber-200 bg-amber-50`}
          data-testid="checkout-outcome"
          data-status="requested"
        >
          <h1 className="text-2xl font-semibold text-amber-950">{t("result.requestedTitle")}</h1>
          <p className="mt-2">
            {result.requestExpiresAt
              ? t.rich("result.requestedAnswerBy", {
                  reference: result.reference,
                  ref,
                  time: until(result.requestExpiresAt),
                })
              : t.rich("result.requestedAnswer", { reference: result.reference, ref })}{" "}
            {result.payment.method === "card"
              ? t("result.requestedCard", { total })
              : t("result.requestedTransfer", { total })}{" "}
            {mailWords(t, mail, result.guestEmail, "request")}
          </p>
        </section>
      );
    case "held":
      if (result.payment.status === "failed") {
        return (
          <section
            className={`${box} border-red-200 bg-red-50`}
            data-testid="checkout-outcome"
            data-status="payment-failed"
            role="alert"
          >
            <h1 className="text-2xl font-semibold text-red-900">{t("result.failedTitle")}</h1>
            <p className="mt-2" data-testid="payment-message">
              {paymentMessage}
            </p>
            {result.holdExpiresAt && (
              <p className="mt-2" data-testid="hold-expiry">
                {t.rich("result.holdFailed", { time: until(result.holdExpiresAt) })}
              </p>
            )}
          </section>
        );
      }
      if (result.payment.method === "bank_transfer") {
        return (
          <section
            className={`${box} border-amber-200 bg-amber-50`}
            data-testid="checkout-outcome"
            data-status="transfer"
          >
            <h1 className="text-2xl font-semibold text-amber-950">{t("result.transferTitle")}</h1>
            <p className="mt-2">
              {t("result.transferText", { reference: result.reference })}{" "}
              {mailWords(t, mail, result.guestEmail, "details")}
            </p>
          </section>
        );
      }
      return (
        <section className={`${box} border-amber-200 bg-amber-50`} data-testid="checkout-outcome" data-status="held">
          <h1 className="text-2xl font-semibold text-amber-950">
            {result.payment.attempted ? t("result.waitingTitle") : t("result.payToConfirmTitle")}
          </h1>
          {result.holdExpiresAt && (
            <p className="mt-2" data-testid="hold-expiry">
              {t.rich("result.holdUntil", { time: until(result.holdExpiresAt) })}
            </p>
          )}
        </section>
      );
    default:
      return (
        <section className={`${box} border-line bg-white`} data-testid="checkout-outcome" data-status={result.status}>
          <h1 className="text-2xl font-semibold">
            {t("result.statusTitle", { reference: result.reference, status: result.status })}
          </h1>
          <p className="mt-2 text-muted">
            {result.status === "expired"
              ? t("result.expiredText")
              : result.status === "declined"
                ? t("result.declinedText")
                : t("result.seeBookings")}
          </p>
        </section>
      );
  }
}

function BankTransfer({
  reference,
  amount,
  holdExpiresAt,
}: {
  reference: string;
  amount: string;
  holdExpiresAt: string | null;
}) {
  const t = useTranslations("checkout");
  return (
    <section
      aria-labelledby="transfer-details"
      className="space-y-3 rounded-2xl border border-line bg-white p-5"
      data-testid="bank-transfer"
    >
      <h2 id="transfer-details" className="text-lg font-semibold">
        {t("transfer.title")}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label={t("transfer.amount")}>
          <span className="font-semibold">{amount}</span>
        </Fact>
        <Fact label={t("transfer.referenceToQuote")}>
          <span className="font-mono font-semibold tracking-wide" data-testid="transfer-reference">
            {reference}
          </span>
        </Fact>
        <Fact label={t("transfer.accountName")}>{STAYSIA_BANK_ACCOUNT.holder}</Fact>
        <Fact label={t("transfer.bankAndAccount")}>
          {STAYSIA_BANK_ACCOUNT.bank} {STAYSIA_BANK_ACCOUNT.account} (SWIFT {STAYSIA_BANK_ACCOUNT.swift})
        </Fact>
      </dl>
      {holdExpiresAt && (
        <p className="text-sm" data-testid="hold-expiry">
          {t.rich("transfer.before", { time: () => <LocalTime iso={holdExpiresAt} withDate /> })}
        </p>
      )}
    </section>
  );
}

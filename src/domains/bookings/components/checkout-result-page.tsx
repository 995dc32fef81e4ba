import Link from "next/link";
import { notFound } from "next/navigation";
import { TEST_CARDS } from "@/domains/payments";
import { formatMoney } from "@/lib/money";
import type { Actor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { deliveryOfQueuedMail, type MailDelivery } from "@/server/email";
import { STAYSIA_BANK_ACCOUNT } from "../bank-account";
import { describePolicy } from "../money";
import { Fact } from "./fact";
import { findCheckoutResult, type CheckoutResult } from "../outcome";
import { LocalTime } from "./local-time";
import { PayAgainForm } from "./pay-again-form";
import { PriceLines } from "./price-lines";
import { stayWords } from "./stay-words";

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
  const actor = await currentActor();
  if (actor.kind !== "user") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Sign in to see this booking</h1>
        <p className="mt-3 text-muted">Log in with the account that made it, or find it by its reference and email.</p>
        <Link
          href="/bookings"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Your bookings
        </Link>
      </div>
    );
  }
  const result = await findCheckoutResult(db(), { actor, reference });
  if (!result) notFound();
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: result.currency }, { exact: true });
  const converted = result.display
    ? { amountMinor: Math.round(result.totalMinor * result.display.rate), currency: result.display.currency }
    : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Headline result={result} total={money(result.totalMinor)} mail={deliveryOfQueuedMail()} />

      {result.status === "held" &&
        result.payment.method === "card" &&
        (result.payment.status === "failed" || !result.payment.attempted) && (
          <PayAgainForm
            reference={result.reference}
            total={money(result.totalMinor)}
            testCards={TEST_CARDS}
            guestName={result.guestName}
            heading={result.payment.attempted ? "Pay another way" : "Pay now"}
          />
        )}
      {result.status === "held" && result.payment.method === "card" && result.payment.actionUrl && (
        <p className="rounded-2xl border border-line bg-white p-5 text-sm">
          Your bank asks you to confirm this payment.{" "}
          <a href={result.payment.actionUrl} className="font-medium text-brand-700 underline">
            Confirm it with your bank
          </a>
        </p>
      )}
      {result.status === "held" && result.payment.method === "bank_transfer" && result.payment.transferReference && (
        <BankTransfer
          reference={result.payment.transferReference}
          amount={money(result.totalMinor)}
          holdExpiresAt={result.holdExpiresAt}
        />
      )}

      <section aria-labelledby="booking-details" className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <h2 id="booking-details" className="text-lg font-semibold">
          {result.property.title}, {result.property.city}
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Fact label="Reference">
            <span className="font-mono font-semibold tracking-wide" data-testid="booking-reference">
              {result.reference}
            </span>
          </Fact>
          <Fact label="When">{stayWords(result)}</Fact>
          <Fact label="Guests">
            {result.guestCount} · {result.guestName}
          </Fact>
          <Fact label="Confirmation sent to">{result.guestEmail}</Fact>
          {result.partnerMemberId && <Fact label="AirAsia member ID">{result.partnerMemberId}</Fact>}
          {result.cancellationPolicy && <Fact label="Cancellation">{describePolicy(result.cancellationPolicy)}</Fact>}
        </dl>
        <PriceLines
          lines={result.priceLines}
          currency={result.currency}
          totalMinor={result.totalMinor}
          converted={converted}
          caption="Price as charged"
        />
      </section>

      {stayExtras?.({ actor, reference: result.reference })}

      <p className="text-sm text-muted">
        All your stays are under{" "}
        <Link href="/bookings" className="font-medium text-brand-700 underline">
          Your bookings
        </Link>
        , where you can also cancel.
      </p>
    </div>
  );
}

/**
 * What happened to the email about this booking, never claiming it was sent when the site has no mail
 * server and only kept it (the staff read it in the outbox).
 */
function mailWords(mail: MailDelivery, email: string, what: string): string {
  return mail === "sent"
    ? `We emailed ${what} to ${email}.`
    : `An email with ${what} for ${email} is kept in Staysia's outbox: this site has no mail server set up, so it was not sent. Keep this page's reference.`;
}

function Headline({ result, total, mail }: { result: CheckoutResult; total: string; mail: MailDelivery }) {
  const box = "rounded-2xl border p-5";
  switch (result.status) {
    case "confirmed":
      return (
        <section
          className={`${box} border-emerald-200 bg-emerald-50`}
          data-testid="checkout-outcome"
          data-status="confirmed"
        >
          <h1 className="text-2xl font-semibold text-emerald-900">Your stay is booked</h1>
          <p className="mt-2">
            Booking <span className="font-mono font-semibold">{result.reference}</span> is confirmed and {total} was
            paid. {mailWords(mail, result.guestEmail, "the confirmation")}
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
          <h1 className="text-2xl font-semibold text-amber-950">Request sent to the host</h1>
          <p className="mt-2">
            The host answers request <span className="font-mono font-semibold">{result.reference}</span> within 24 hours
            {result.requestExpiresAt ? (
              <>
                {" "}
                (by <LocalTime iso={result.requestExpiresAt} withDate />)
              </>
            ) : null}
            .{" "}
            {result.payment.method === "card"
              ? `Your card is authorised for ${total}, not charged: it is charged only if they accept.`
              : `Your transfer of ${total} is refunded in full if they decline.`}{" "}
            {mailWords(mail, result.guestEmail, "the request")}
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
            <h1 className="text-2xl font-semibold text-red-900">The payment did not go through</h1>
            <p className="mt-2" data-testid="payment-message">
              {result.payment.message}
            </p>
            {result.holdExpiresAt && (
              <p className="mt-2" data-testid="hold-expiry">
                We hold your dates until <LocalTime iso={result.holdExpiresAt} withDate />. Pay with another card or by
                bank transfer before then.
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
            <h1 className="text-2xl font-semibold text-amber-950">Pay by bank transfer to finish</h1>
            <p className="mt-2">
              Your dates are held for booking {result.reference}. {mailWords(mail, result.guestEmail, "these details")}
            </p>
          </section>
        );
      }
      return (
        <section className={`${box} border-amber-200 bg-amber-50`} data-testid="checkout-outcome" data-status="held">
          <h1 className="text-2xl font-semibold text-amber-950">
            {result.payment.attempted ? "Waiting for your payment" : "Pay to confirm your booking"}
          </h1>
          {result.holdExpiresAt && (
            <p className="mt-2" data-testid="hold-expiry">
              We hold your dates until <LocalTime iso={result.holdExpiresAt} withDate />.
            </p>
          )}
        </section>
      );
    default:
      return (
        <section className={`${box} border-line bg-white`} data-testid="checkout-outcome" data-status={result.status}>
          <h1 className="text-2xl font-semibold">
            Booking {result.reference} is {result.status === "expired" ? "expired" : result.status.replace("_", " ")}
          </h1>
          <p className="mt-2 text-muted">
            {result.status === "expired"
              ? "The hold ended before the payment arrived, and the dates are free again. Nothing was charged."
              : result.status === "declined"
                ? "The host could not accept this request. Nothing was charged."
                : "See Your bookings for its details."}
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
  return (
    <section
      aria-labelledby="transfer-details"
      className="space-y-3 rounded-2xl border border-line bg-white p-5"
      data-testid="bank-transfer"
    >
      <h2 id="transfer-details" className="text-lg font-semibold">
        Bank transfer details
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label="Amount">
          <span className="font-semibold">{amount}</span>
        </Fact>
        <Fact label="Reference to quote">
          <span className="font-mono font-semibold tracking-wide" data-testid="transfer-reference">
            {reference}
          </span>
        </Fact>
        <Fact label="Account name">{STAYSIA_BANK_ACCOUNT.holder}</Fact>
        <Fact label="Bank and account">
          {STAYSIA_BANK_ACCOUNT.bank} {STAYSIA_BANK_ACCOUNT.account} (SWIFT {STAYSIA_BANK_ACCOUNT.swift})
        </Fact>
      </dl>
      {holdExpiresAt && (
        <p className="text-sm" data-testid="hold-expiry">
          Transfer before <LocalTime iso={holdExpiresAt} withDate />: we confirm as soon as it arrives. Unpaid, the hold
          ends then and the dates are released.
        </p>
      )}
    </section>
  );
}

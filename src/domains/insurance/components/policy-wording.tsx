import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { formatMoney } from "@/lib/money";

/**
 * /travel-insurance: the policy wording a guest reads before buying cover at checkout. The figures come from
 * the same settings the checkout prices and refunds with, so the words and the money never disagree.
 */
export function PolicyWording({
  insurerName,
  settings = BUSINESS_SETTINGS.travelInsurance,
}: {
  insurerName: string | null;
  /** The travel insurance settings in force (the premium rule is a business setting staff may change). */
  settings?: BusinessSettings["travelInsurance"];
}) {
  const SETTINGS = settings;
  const minimum = formatMoney(
    { amountMinor: SETTINGS.minimumPremium.amountMinor, currency: SETTINGS.minimumPremium.currency },
    { exact: true },
  );
  const insurer = insurerName ?? "our insurance partner";
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10" aria-labelledby="wording-title">
      <header className="space-y-3">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">Travel insurance</p>
        <h1 id="wording-title" className="text-3xl font-semibold tracking-tight">
          Policy wording
        </h1>
        <p className="text-muted">
          Travel insurance offered at the Staysia checkout is underwritten by{" "}
          <span className="font-medium text-ink">{insurer}</span>. Staysia sells the cover on the insurer&apos;s behalf;
          the insurer decides claims.
        </p>
      </header>

      <section aria-labelledby="premium" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="premium" className="text-xl font-semibold">
          Your premium
        </h2>
        <p>
          The premium is {SETTINGS.premiumBasisPoints / 100}% of the price of your stay (nights, cleaning fee, service
          fee and taxes), and at least {minimum}, converted into the currency of your stay at our stored exchange rate.
          The checkout shows the exact amount before you buy, and it is paid together with your stay.
        </p>
      </section>

      <section aria-labelledby="cover" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="cover" className="text-xl font-semibold">
          Who and what is covered
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Every traveller of the booking (the lead guest and the number of guests booked), from the check-in day to
            the check-out day of the stay.
          </li>
          <li>
            The risks covered and their limits are {insurer}&apos;s terms: Staysia issues the policy and records who is
            covered and when, and {insurer} decides what a claim pays.
          </li>
          <li>
            Each purchase issues a policy with its own number (like {SETTINGS.policyPrefix}-2026-000123), shown with
            your booking. Quote it in any claim.
          </li>
        </ul>
      </section>

      <section aria-labelledby="cancellation" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="cancellation" className="text-xl font-semibold">
          If your stay is cancelled
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Cancelled <span className="font-medium">before the trip starts</span> (check-in time on the check-in day, in
            the place&apos;s time zone): the policy is cancelled and the premium is refunded in full (
            {SETTINGS.refundBeforeStartPercent}%), whoever cancels.
          </li>
          <li>
            Cancelled <span className="font-medium">after the trip has started</span>: the policy ends and the premium
            is not refunded ({SETTINGS.refundAfterStartPercent}%).
          </li>
          <li>The premium is refunded to the card or account that paid, with the refund of the stay.</li>
        </ul>
      </section>

      <section aria-labelledby="claims" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="claims" className="text-xl font-semibold">
          Making a claim
        </h2>
        <p>
          Contact {insurer} with your policy number and what happened. A claim is opened, then approved or rejected by
          the insurer; an approved claim is paid. The insurer records a note at every step.
        </p>
      </section>
    </article>
  );
}

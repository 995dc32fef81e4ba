import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { findProduct, quoteProduct, stayTaxRulesOf, stayWindow, type PromoTerms } from "@/domains/catalogue";
import { addDays, eachDay, todayIn } from "@/lib/dates";
import { planPayment } from "../deposits-plan";
import { displayCurrency } from "@/domains/currency";
import { guestContactOf, PARTNER_ORIGINS } from "@/domains/identity";
import { TEST_CARDS } from "@/domains/payments";
import { settingsInForce } from "@/domains/platform";
import { formatDay, formatMoney } from "@/lib/format";
import { COUNTRIES } from "@/lib/countries";
import { countryName } from "@/lib/iso-countries";
import type { Locale } from "@/lib/locales";
import { mayBookStays, type Actor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { checkoutPath, parseCheckoutParams, type CheckoutParams, type CheckoutRequest } from "../checkout-params";
import type { CheckoutAddon } from "./addon-choices";
import { CancellationStepsList } from "./cancellation-steps-list";
import { CheckoutDates } from "./checkout-dates";
import { CheckoutOccupancy } from "./checkout-occupancy";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSignIn } from "@/domains/identity/components/checkout-sign-in";
import { PriceLines } from "./price-lines";
import { NationalityField } from "./nationality-field";
import { PromoCodeField } from "./promo-code-field";
import type { ReferralCreditOffer } from "./referral-credit-option";
import { serverMessageWords } from "./server-message-words";
import { endOfHours, stayWordsIn } from "./stay-words";

/** The product page with this stay chosen: where the guest goes back to change it. */
function productHref(request: CheckoutRequest): string {
  const query = new URLSearchParams(checkoutPath(request).split("?")[1]);
  query.delete("property");
  // The nationality is the checkout's question; the product page's estimate is a foreign guest's (stay-taxes.ts).
  query.delete("nationality");
  return `/products/${request.propertyId}?${query}`;
}

/**
 * What the checkout offers besides the stay, each answered by the domain that sells it (a promo code, travel
 * insurance, add-ons). Bookings is the lower layer and imports none of them: the page that composes the
 * checkout (`domains/checkout-page.tsx`) passes these loaders in.
 */
export interface CheckoutPageExtras {
  /** Whether an entered code can be used for this stay, with its terms or the guest's reason. */
  checkPromoCode(input: {
    actor: Actor;
    code: string;
    propertyId: string;
    currency: string;
  }): Promise<{ ok: true; terms: PromoTerms } | { ok: false; message: string }>;
  /** Travel insurance for a stay of this price and currency, or null when it cannot be sold now. */
  quoteTravelInsurance(
    input: { stayTotalMinor: number; currency: string },
    actor: Actor,
  ): Promise<{ premiumMinor: number; insurerName: string } | null>;
  /** Add-ons in the stay's city and currency with a time between these days, as the form offers them. */
  listAddonsForStay(input: { city: string; currency: string; from: string; to: string }): Promise<CheckoutAddon[]>;
  /**
   * The guest's referral credit for a stay of this price (marketing): what it is worth in the stay's currency at
   * the stored rates, and how much of the stay it would pay; null when they have none.
   */
  referralCreditFor(input: {
    actor: Actor;
    currency: string;
    stayTotalMinor: number;
  }): Promise<ReferralCreditOffer | null>;
}

/**
 * /checkout: the fresh quote of the chosen stay with every line, the policy in plain words, and then, for a
 * signed-in guest, their details and the payment; a visitor signs in or up here first, and an account that
 * is not a guest's is told so.
 */
export async function CheckoutPage({ search, extras }: { search: CheckoutParams; extras: CheckoutPageExtras }) {
  const t = await getTranslations("checkout");
  const locale = (await getLocale()) as Locale;
  const parsed = parseCheckoutParams(search, { partners: PARTNER_ORIGINS });
  if (!parsed.ok)
    return (
      <Problem
        title={t("page.problemOpenTitle")}
        message={parsed.message}
        href="/findahome"
        linkText={t("page.findPlace")}
      />
    );
  const parsedRequest = parsed.request;
  const actor = await currentActor();
  const display = await displayCurrency();
  const product = await findProduct(db(), parsedRequest.propertyId, { actor });
  if (!product)
    return (
      <Problem
        title={t("page.problemUnlistedTitle")}
        message={t("page.problemUnlistedMessage")}
        href="/findahome"
        linkText={t("page.findPlace")}
      />
    );
  // A code that cannot be used is shown with its reason and left out of the quote and the booking.
  const promo = parsedRequest.promoCode
    ? await extras.checkPromoCode({
        actor,
        code: parsedRequest.promoCode,
        propertyId: product.id,
        currency: product.currency,
      })
    : null;
  const { promoCode: _entered, ...withoutPromo } = parsedRequest;
  // The business settings in force now price the stay and give the page its holds, limits and answer times.
  const inForce = await settingsInForce(db());
  const settings = inForce.settings;
  const contact = actor.kind === "user" && mayBookStays(actor) ? await guestContactOf(db(), { actor }) : null;
  // The nationality question, only where a tax of the place's country exempts its citizens and permanent residents
  // (catalogue/stay-taxes.ts): the address's answer, else the one the guest's profile remembers. Unanswered, the
  // stay is quoted as a foreign guest's, the most it can cost, and the booking waits for an answer.
  const exemptingTaxes = stayTaxRulesOf(product.country, settings)
    .filter((rule) => rule.exempt === "citizens_and_permanent_residents")
    .map((rule) => ({ country: rule.country, label: rule.label }));
  const nationality = exemptingTaxes.length
    ? (parsedRequest.nationality ?? (contact?.nationality || undefined))
    : undefined;
  const { nationality: _answered, ...withoutAnswer } = promo?.ok ? parsedRequest : withoutPromo;
  const request: CheckoutRequest = nationality ? { ...withoutAnswer, nationality } : withoutAnswer;
  const quoted = await quoteProduct(
    db(),
    {
      propertyId: product.id,
      stay: request.stay,
      guests: request.occupancy,
      rates: display.rates,
      promo: promo?.ok ? promo.terms : undefined,
      guestNationality: nationality ?? null,
      settings: inForce,
    },
    { actor },
  );
  const back = productHref(request);
  if (!quoted.available)
    return (
      <Problem
        title={t("page.problemStayTitle")}
        message={quoted.message}
        href={back}
        linkText={t("page.chooseOtherDates")}
      />
    );

  const stay = request.stay;
  const nights = (count: number) => t("nights", { count });
  const when =
    stay.mode === "hourly"
      ? stayWordsIn(
          {
            checkIn: stay.day,
            checkOut: stay.day,
            hours: { start: stay.start, end: endOfHours(stay.start, stay.hours) },
          },
          locale,
          nights,
        )
      : stayWordsIn({ checkIn: stay.checkIn, checkOut: stay.checkOut, hours: null }, locale, nights);
  const total = formatMoney({ amountMinor: quoted.quote.totalMinor, currency: quoted.quote.currency }, locale, {
    exact: true,
  });
  const policy = product.cancellationPolicy;
  const depositPlan = planPayment(
    quoted.quote.totalMinor,
    product,
    stay.mode === "hourly" ? stay.day : stay.checkIn,
    todayIn(product.timeZone),
  );
  const partner = request.channel === "airasia" ? "airasia" : null;
  // Offered to a guest who can book; priced as the checkout will price it (the stay's currency, stored rate).
  const insurance = contact
    ? await extras.quoteTravelInsurance(
        { stayTotalMinor: quoted.quote.totalMinor, currency: quoted.quote.currency },
        actor,
      )
    : null;

  // The guest's referral credit, offered in the stay's currency; the server works out again what it pays.
  const referralCredit = contact
    ? await extras.referralCreditFor({
        actor,
        currency: quoted.quote.currency,
        stayTotalMinor: quoted.quote.totalMinor,
      })
    : null;

  // Add-ons in the stay's city and currency with a time between check-in and check-out (one payment, one currency).
  // Every day of the stay, check-out included (its transfers), at most 62.
  const addonDays = stay.mode === "hourly" ? [stay.day] : eachDay(stay.checkIn, addDays(stay.checkOut, 1)).slice(0, 62);
  const addons = contact
    ? await extras.listAddonsForStay({
        city: product.city,
        currency: quoted.quote.currency,
        from: addonDays[0]!,
        to: addonDays.at(-1)!,
      })
    : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link href={back} className="font-medium text-brand-700 underline">
          {t("page.backToPlace")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">
        {quoted.instantBook ? t("page.titleInstant") : t("page.titleRequest")}
      </h1>
      {partner && (
        <p
          className="mt-3 rounded-xl border border-red-100 bg-red-50 px-4 py-2 text-sm text-red-900"
          data-testid="partner-checkout"
        >
          {t.rich("page.partnerNote", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </p>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_400px]">
        <div className="order-2 lg:order-1">
          {actor.kind !== "user" ? (
            <CheckoutSignIn returnTo={checkoutPath(request)} partner={partner} />
          ) : !contact ? (
            <section
              aria-labelledby="not-a-guest"
              className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5"
              data-testid="not-a-guest"
            >
              <h2 id="not-a-guest" className="text-lg font-semibold">
                {t("page.notGuestTitle")}
              </h2>
              <p className="text-sm">
                {t.rich("page.notGuestText", {
                  email: actor.email,
                  b: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </p>
              <form method="post" action="/logout">
                <button
                  type="submit"
                  className="rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
                >
                  {t("page.logOut")}
                </button>
              </form>
            </section>
          ) : (
            <CheckoutForm
              request={request}
              contact={contact}
              total={total}
              depositNow={
                depositPlan.kind === "deposit"
                  ? formatMoney({ amountMinor: depositPlan.chargeNowMinor, currency: quoted.quote.currency }, locale, {
                      exact: true,
                    })
                  : null
              }
              totalMinor={quoted.quote.totalMinor}
              currency={quoted.quote.currency}
              insurance={
                insurance ? { premiumMinor: insurance.premiumMinor, insurerName: insurance.insurerName } : null
              }
              addons={addons}
              addonDays={addonDays}
              referralCredit={referralCredit}
              instantBook={quoted.instantBook}
              displayCurrency={display.rates && display.currency !== quoted.quote.currency ? display.currency : null}
              testCards={TEST_CARDS}
              bankTransferHoldHours={settings.bankTransferHoldHours}
              requestHours={settings.requestHours}
              productHref={back}
            />
          )}
        </div>

        <aside aria-labelledby="your-stay" className="order-1 space-y-4 lg:order-2 lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <div className="flex gap-3">
              {product.photos[0] && (
                // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, no optimiser needed
                <img
                  src={product.photos[0].url}
                  alt=""
                  width={96}
                  height={72}
                  className="h-18 w-24 shrink-0 rounded-lg object-cover"
                />
              )}
              <div className="min-w-0">
                <h2 id="your-stay" className="font-semibold">
                  {product.title}
                </h2>
                <p className="text-sm text-muted">{product.city}</p>
                {quoted.unitName !== "Entire place" && (
                  <p className="text-sm text-muted">{t("page.yourRoom", { unit: quoted.unitName })}</p>
                )}
              </div>
            </div>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t("page.when")}</dt>
                <dd className="text-right font-medium" data-testid="checkout-dates">
                  {when}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t("page.guests")}</dt>
                <dd data-testid="checkout-occupancy">
                  <CheckoutOccupancy
                    occupancy={request.occupancy}
                    maxGuests={product.maxGuests}
                    maxAdults={product.occupancy.maxAdults}
                    maxChildren={product.occupancy.maxChildren}
                  />
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">{t("page.times")}</dt>
                <dd className="text-right">
                  {stay.mode === "hourly"
                    ? t("page.timesHourly", { zone: product.timeZone.replace("_", " ") })
                    : t("page.timesNightly", {
                        checkIn: product.checkInTime,
                        checkOut: product.checkOutTime,
                        zone: product.timeZone.replace("_", " "),
                      })}
                </dd>
              </div>
            </dl>
            {stay.mode === "nightly" && (
              <CheckoutDates
                propertyId={product.id}
                checkIn={stay.checkIn}
                checkOut={stay.checkOut}
                {...stayWindow(product.timeZone, new Date(), settings)}
                minNights={product.rates.minNights}
                maxNights={settings.maxNightlyStayNights}
              />
            )}
            <PriceLines
              lines={quoted.lines}
              currency={quoted.quote.currency}
              totalMinor={quoted.quote.totalMinor}
              converted={quoted.total.converted}
            />
            {/* Unanswered, the stay is quoted as a foreign guest's: the note says so beside the figure. */}
            {!nationality &&
              (quoted.quote.taxBasis?.rules ?? [])
                .filter((rule) => rule.outcome === "charged" && rule.amountMinor > 0 && rule.exempt !== "none")
                .map((rule) => (
                  <p key={rule.label} className="text-xs text-muted" data-testid="checkout-tax-note">
                    {t("prices.taxForeignGuests", { country: countryName(COUNTRIES[rule.country].isoCode, locale) })}
                  </p>
                ))}
            {exemptingTaxes.length > 0 && (
              <NationalityField request={request} answer={nationality ?? null} taxes={exemptingTaxes} />
            )}
            <PromoCodeField
              request={{ ...parsedRequest, ...(nationality ? { nationality } : {}) }}
              applied={promo?.ok ? promo.terms.code : null}
              error={
                promo && !promo.ok
                  ? serverMessageWords(
                      promo.message,
                      (key, values) => t(`serverMessages.${key}`, values),
                      (day) => formatDay(day, locale),
                    )
                  : null
              }
            />
            {depositPlan.kind === "deposit" ? (
              // docs/DEPOSITS.md: the split as the checkout will charge it (paid in full when credit or extras join).
              <p className="border-t border-line pt-3 text-sm font-medium" data-testid="checkout-deposit">
                {t("deposit.planCard", {
                  percent: depositPlan.depositPercent,
                  now: formatMoney(
                    { amountMinor: depositPlan.chargeNowMinor, currency: quoted.quote.currency },
                    locale,
                    {
                      exact: true,
                    },
                  ),
                  rest: formatMoney(
                    { amountMinor: depositPlan.balanceMinor, currency: quoted.quote.currency },
                    locale,
                    {
                      exact: true,
                    },
                  ),
                  date: formatDay(depositPlan.balanceDueOn, locale),
                })}
              </p>
            ) : depositPlan.reason === "too_close" ? (
              <p className="border-t border-line pt-3 text-sm" data-testid="checkout-deposit">
                {t("deposit.full", { percent: product.depositPercent ?? 0, days: product.balanceDaysBefore ?? 0 })}
              </p>
            ) : null}
            <div className="space-y-1 border-t border-line pt-3 text-sm">
              <p className="font-medium">{t("page.cancellation", { policy: t(`policyName.${policy}`) })}</p>
              {product.cancellationRules ? (
                <div className="space-y-1 text-muted" data-testid="checkout-policy">
                  <CancellationStepsList
                    steps={product.cancellationRules}
                    checkInDay={stay.mode === "hourly" ? stay.day : stay.checkIn}
                    timeZone={product.timeZone}
                    locale={locale}
                  />
                  <p>{t("page.taxesRefunded")}</p>
                </div>
              ) : (
                <p className="text-muted" data-testid="checkout-policy">
                  {t(`policy.${policy}`)} {t("page.taxesRefunded")}
                </p>
              )}
            </div>
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm" data-testid="checkout-mode">
              {quoted.instantBook ? t("page.modeInstant") : t("page.modeRequest", { hours: settings.requestHours })}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

function Problem({
  title,
  message,
  href,
  linkText,
}: {
  title: string;
  message: string;
  href: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted" role="alert">
        {message}
      </p>
      <Link
        href={href}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {linkText}
      </Link>
    </div>
  );
}

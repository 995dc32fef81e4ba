"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { partySize } from "@/domains/catalogue/inputs";
import { messagesByPath } from "@/components/forms/field-messages";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { CheckoutOutcome } from "../checkout";
import type { CheckoutRequest } from "../checkout-params";
import { createBookingInput } from "../inputs";
import type { GuestContact } from "@/domains/identity";
import { AddonChoices, addonItems, initialChoice, type AddonChoice, type CheckoutAddon } from "./addon-choices";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { CardFields, emptyCard, type CardValues, type TestCards } from "./card-fields";
import { fieldErrorWords } from "./field-error-words";
import { ReferralCreditOption, type ReferralCreditOffer } from "./referral-credit-option";
import { serverMessageWords } from "./server-message-words";

/** The input paths that this form shows next to a field; the add-ons' go to their list, the rest on top. */
const FORM_FIELDS = new Set([
  "guest.name",
  "guest.email",
  "guest.phone",
  "partnerMemberId",
  "payment.card.number",
  "payment.card.expiry",
  "payment.card.cvc",
  "payment.card.holder",
  "extras",
]);

/** What the form holds as typed, named as `createBooking`'s input names it (`guest.phone`, `payment.card.cvc`). */
interface CheckoutFields {
  guest: { name: string; email: string; phone: string };
  partnerMemberId: string;
  payment: { card: CardValues };
}

/** What the checkout sends besides the typed fields: the page's request and the guest's choices. */
interface CheckoutChoices {
  request: CheckoutRequest;
  /** The partner storefront the guest came from, or null for a direct booking. */
  partner: string | null;
  method: "card" | "bank_transfer";
  idempotencyKey: string;
  displayCurrency: string | null;
  insured: boolean;
  addons: ReturnType<typeof addonItems>;
  useReferralCredit: boolean;
}

const checkoutFields = z.object({
  guest: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  partnerMemberId: z.string(),
  payment: z.object({
    card: z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), holder: z.string() }),
  }),
});

/**
 * The typed fields and the guest's choices read into `createBooking`'s input, then checked by the function's
 * own schema: the guest's details, the card, the member ID and the add-ons get its messages before any call.
 */
function checkoutSchema(choices: CheckoutChoices) {
  const { request, partner } = choices;
  return formSchema(
    checkoutFields,
    (values) => ({
      propertyId: request.propertyId,
      stay: request.stay,
      guests: request.occupancy,
      guest: {
        name: values.guest.name,
        email: values.guest.email.trim(),
        // Spaces, brackets and dashes people type to group the digits are not part of the number.
        phone: values.guest.phone.replace(/[\s()-]/g, ""),
      },
      payment:
        choices.method === "card"
          ? { method: "card" as const, card: values.payment.card }
          : { method: "bank_transfer" as const },
      ...(choices.displayCurrency ? { displayCurrency: choices.displayCurrency } : {}),
      idempotencyKey: choices.idempotencyKey,
      // The partners the page knows; the schema refuses one the function does not take.
      channel: (partner ?? "direct") as "direct" | "airasia",
      ...(partner ? { partnerMemberId: values.partnerMemberId } : {}),
      ...(choices.insured ? { extras: [{ kind: "insurance" as const }] } : {}),
      ...(choices.addons.length > 0 ? { addons: choices.addons } : {}),
      ...(request.promoCode ? { promoCode: request.promoCode } : {}),
      // The page's nationality question (nationality-field.tsx) answers on the checkout's address; the server
      // prices the stay again with it.
      ...(request.nationality ? { guestNationality: request.nationality } : {}),
      ...(choices.useReferralCredit ? { useReferralCredit: true } : {}),
    }),
    createBookingInput,
  );
}

/**
 * The guest's details and the payment, sent once to `createBooking`. One idempotency key is made when the
 * page opens and sent with every attempt, so a double click or a retry after a lost answer finds the same
 * booking instead of charging twice. The outcome has its own page (`/checkout/{reference}`), except a card
 * that asks for 3-D Secure, which goes to the bank's page first.
 */
export function CheckoutForm({
  request,
  contact,
  total,
  depositNow = null,
  totalMinor,
  currency,
  insurance,
  addons,
  addonDays,
  referralCredit = null,
  instantBook,
  displayCurrency,
  testCards,
  bankTransferHoldHours,
  requestHours = BUSINESS_SETTINGS.requestHours,
  productHref,
}: {
  request: CheckoutRequest;
  contact: GuestContact;
  /** The deposit charged now when the place takes one (docs/DEPOSITS.md), formatted; else the total is. */
  depositNow?: string | null;
  /** The total as charged, formatted ("RM 1,234.00"). */
  total: string;
  totalMinor: number;
  currency: string;
  /** Travel insurance offered with the stay (extras.ts), or null when it cannot be sold now. */
  insurance: { premiumMinor: number; insurerName: string } | null;
  /** Tours, transfers and meals offered with the stay (its city and currency), empty when there are none. */
  addons: CheckoutAddon[];
  /** The days a transfer can be booked on: the stay's, check-in to check-out. */
  addonDays: string[];
  /** The guest's referral credit for this stay (referral-credit-option.tsx), or null when they have none. */
  referralCredit?: ReferralCreditOffer | null;
  instantBook: boolean;
  displayCurrency: string | null;
  testCards: TestCards;
  bankTransferHoldHours: number;
  /** How long the host has to answer a request (the business settings in force). */
  requestHours?: number;
  productHref: string;
}) {
  const t = useTranslations("checkout");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [method, setMethod] = useState<"card" | "bank_transfer">("card");
  const [leaving, setLeaving] = useState(false);
  const [insured, setInsured] = useState(false);
  const [useCredit, setUseCredit] = useState(false);
  const [choices, setChoices] = useState<Record<string, AddonChoice>>(() =>
    Object.fromEntries(
      addons.map((addon) => [addon.id, initialChoice(addon, addonDays, partySize(request.occupancy))]),
    ),
  );
  const top = useRef<HTMLDivElement>(null);
  const partner = request.channel !== "direct" ? request.channel : null;
  const schema = useMemo(
    () =>
      checkoutSchema({
        request,
        partner,
        method,
        idempotencyKey,
        displayCurrency,
        insured: insured && insurance !== null,
        addons: addonItems(addons, choices),
        useReferralCredit: useCredit && referralCredit !== null,
      }),
    [
      request,
      partner,
      method,
      idempotencyKey,
      displayCurrency,
      insured,
      insurance,
      addons,
      choices,
      useCredit,
      referralCredit,
    ],
  );
  const {
    form,
    submitWith,
    formError: serverError,
    busy,
  } = useFunctionForm<CheckoutFields, unknown, CheckoutOutcome>({
    name: "createBooking",
    schema,
    defaultValues: {
      guest: { name: contact.name, email: contact.email, phone: contact.phone },
      partnerMemberId: contact.partnerMemberId,
      payment: { card: emptyCard(contact.name) },
    },
  });
  const { register } = form;
  // The server's refusals the page knows (a card declined, credit used up meanwhile), in the page's language.
  const formError =
    serverError &&
    serverMessageWords(
      serverError,
      (key, values) => t(`serverMessages.${key}`, values),
      (day) => formatDay(day, locale),
    );
  // The schemas' messages in the page's language (field-error-words.ts); the server's own stay as they come.
  const messages = Object.fromEntries(
    Object.entries(messagesByPath(form.formState.errors)).map(([path, message]) => [
      path,
      fieldErrorWords(message, (key) => t(`fieldErrors.${key}`))!,
    ]),
  );

  const submit = submitWith((outcome) => {
    setLeaving(true);
    if (outcome.payment.actionUrl) window.location.assign(outcome.payment.actionUrl);
    else router.push(`/checkout/${outcome.reference}`);
  });

  // Messages about what the form does not show as a field (the stay, the place) go at the top.
  const otherErrors = Object.entries(messages).filter(([path]) => !FORM_FIELDS.has(path) && !path.startsWith("addons"));
  const addonErrors = Object.entries(messages)
    .filter(([path]) => path.startsWith("addons"))
    .map(([, message]) => message);
  // A refusal shown on top is scrolled to: the button that was pressed is far below it.
  const topMessage = [formError ?? "", ...otherErrors.map(([, message]) => message)].join(" ").trim();
  useEffect(() => {
    if (topMessage) top.current?.scrollIntoView({ block: "start" });
  }, [topMessage]);

  const premium = insurance
    ? formatMoney({ amountMinor: insurance.premiumMinor, currency }, locale, { exact: true })
    : null;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency }, locale, { exact: true });
  // The lines the server adds to the stay's: each chosen add-on (title × how many), then insurance.
  const chosenAddons = addons
    .filter((addon) => choices[addon.id]?.chosen)
    .map((addon) => ({
      label: `${addon.title} × ${choices[addon.id]!.quantity}`,
      amountMinor: addon.priceMinor * choices[addon.id]!.quantity,
    }));
  const addedLines = [
    ...chosenAddons,
    ...(insured && insurance ? [{ label: t("form.travelInsurance"), amountMinor: insurance.premiumMinor }] : []),
  ];
  const addedMinor = addedLines.reduce((sum, line) => sum + line.amountMinor, 0);
  // Referral credit pays part of the stay (never add-ons or insurance); the card or transfer pays the rest.
  const creditMinor = useCredit && referralCredit ? referralCredit.applyMinor : 0;
  const toPay = addedLines.length > 0 || creditMinor > 0 ? money(totalMinor + addedMinor - creditMinor) : total;
  // A deposit (docs/DEPOSITS.md) is what the button charges; add-ons, insurance or credit make it the whole price.
  const chargedNow = addedLines.length > 0 || creditMinor > 0 ? toPay : (depositNow ?? toPay);
  const submitLabel = instantBook
    ? t("form.submitPay", { total: chargedNow })
    : method === "card"
      ? t("form.submitRequestCard", { total: chargedNow })
      : t("form.submitRequestTransfer", { total: chargedNow });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy || leaving) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      className="space-y-6"
      aria-label={t("form.label")}
    >
      <div ref={top} className="scroll-mt-24">
        {otherErrors.length > 0 && (
          <FormMessage>
            {otherErrors.map(([, message]) => message).join(" ")}{" "}
            <a href={productHref} className="font-medium underline">
              {t("form.backToPlace")}
            </a>
          </FormMessage>
        )}
        {formError && (
          <FormMessage>
            {formError}{" "}
            <a href={productHref} className="font-medium underline">
              {t("form.backToPlaceOtherDates")}
            </a>
          </FormMessage>
        )}
      </div>

      <fieldset className="space-y-3 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t("form.guestDetails")}</legend>
        {/* The account's details are also the inputs' defaultValue, so the page shows them before it hydrates. */}
        <Field
          label={t("form.fullName")}
          {...register("guest.name")}
          defaultValue={contact.name}
          autoComplete="name"
          error={messages["guest.name"]}
          required
        />
        <Field
          label={t("form.email")}
          {...register("guest.email")}
          defaultValue={contact.email}
          type="email"
          autoComplete="email"
          error={messages["guest.email"]}
          hint={t("form.emailHint")}
          required
        />
        <Field
          label={t("form.phone")}
          {...register("guest.phone")}
          defaultValue={contact.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          error={messages["guest.phone"]}
          hint={t("form.phoneHint")}
          required
        />
        {partner && (
          <Field
            label={t("form.memberId")}
            {...register("partnerMemberId")}
            defaultValue={contact.partnerMemberId}
            autoComplete="off"
            spellCheck={false}
            placeholder="AA12345678"
            error={messages.partnerMemberId}
            hint={contact.partnerMemberId ? t("form.memberIdHintProfile") : t("form.memberIdHint")}
          />
        )}
      </fieldset>

      {insurance && premium && (
        <fieldset className="space-y-2 rounded-2xl border border-line bg-white p-5" data-testid="insurance-offer">
          <legend className="px-1 text-lg font-semibold">{t("form.travelInsurance")}</legend>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              name="insurance"
              checked={insured}
              onChange={(event) => setInsured(event.target.checked)}
              className="mt-1"
              aria-describedby="insurance-terms"
            />
            <span>
              <span className="block text-sm font-medium">{t("form.insuranceAdd", { premium })}</span>
              <span id="insurance-terms" className="block text-xs text-muted">
                {t("form.insuranceTerms", { insurer: insurance.insurerName })}{" "}
                <a
                  href="/travel-insurance"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline"
                >
                  {t("form.insuranceWording")}
                </a>
              </span>
            </span>
          </label>
          {messages.extras && <p className="text-sm text-red-700">{messages.extras}</p>}
          {insured && (
            <p className="text-sm" data-testid="insured-total">
              {t.rich("form.insuredTotal", {
                total: toPay,
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
              })}
            </p>
          )}
        </fieldset>
      )}

      {addons.length > 0 && (
        <AddonChoices
          addons={addons}
          days={addonDays}
          currency={currency}
          choices={choices}
          onChange={(id, choice) => setChoices((current) => ({ ...current, [id]: choice }))}
          errors={addonErrors}
        />
      )}

      {addedLines.length > 0 && (
        <section
          aria-labelledby="checkout-summary"
          className="space-y-2 rounded-2xl border border-line bg-white p-5"
          data-testid="checkout-summary"
        >
          <h2 id="checkout-summary" className="text-lg font-semibold">
            {t("form.summary")}
          </h2>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{t("form.yourStay")}</dt>
              <dd>{total}</dd>
            </div>
            {addedLines.map((line) => (
              <div key={line.label} className="flex justify-between gap-3" data-testid="summary-line">
                <dt>{line.label}</dt>
                <dd>{money(line.amountMinor)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
              <dt>{t("form.total")}</dt>
              <dd data-testid="summary-total">{toPay}</dd>
            </div>
          </dl>
        </section>
      )}

      {referralCredit && (
        <ReferralCreditOption
          offer={referralCredit}
          currency={currency}
          checked={useCredit}
          onChange={setUseCredit}
          toPay={toPay}
        />
      )}

      <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5">
        <legend className="px-1 text-lg font-semibold">{t("form.payment")}</legend>
        <div role="radiogroup" aria-label={t("form.howYouPay")} className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ["card", t("form.card"), t("form.cardDetail")],
              ["bank_transfer", t("form.bankTransfer"), t("form.bankTransferDetail", { hours: bankTransferHoldHours })],
            ] as const
          ).map(([value, label, detail]) => (
            <label
              key={value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${method === value ? "border-brand-600 bg-brand-50" : "border-line"}`}
            >
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium">{label}</span>
                <span className="block text-xs text-muted">{detail}</span>
              </span>
            </label>
          ))}
        </div>
        {method === "card" ? (
          <CardFields
            field={(name) => register(`payment.card.${name}`)}
            errorOf={(name) => messages[`payment.card.${name}`]}
            defaultHolder={contact.name}
            testCards={testCards}
          />
        ) : (
          <p className="text-sm text-muted">
            {instantBook
              ? t("form.transferInstant", { hours: bankTransferHoldHours })
              : t("form.transferRequest", { hours: bankTransferHoldHours })}
          </p>
        )}
      </fieldset>

      <div className="space-y-2">
        <p className="text-sm text-muted">
          {instantBook
            ? t("form.noteInstant")
            : method === "card"
              ? t("form.noteRequestCard", { hours: requestHours })
              : t("form.noteRequestTransfer", { hours: requestHours })}
        </p>
        <Button type="submit" className="w-full py-3 text-base" busy={busy || leaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

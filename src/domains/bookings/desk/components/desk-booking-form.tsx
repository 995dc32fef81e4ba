"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { controlClass } from "@/components/ui/styles";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { formatMoney } from "@/lib/money";
import { isIsoDate } from "@/lib/dates";
import { CardFields, emptyCard, type TestCards } from "../../components/card-fields";
import type { MailDelivery } from "@/server/email";
import { bookAtDeskInput, type BookAtDeskInput } from "../inputs";
import type { DeskBookableProperty } from "../bookable";

const fields = z.object({
  propertyId: z.string(),
  unitId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  adults: z.string(),
  children: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string(),
  method: z.enum(["card", "bank_transfer", "cash"]),
  card: z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), holder: z.string() }),
});
type Values = z.infer<typeof fields>;

/** "4, 9" as children's ages; anything that is not a whole number is left for the schema to refuse. */
export function agesOf(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((age) => (/^\d+$/.test(age) ? Number(age) : Number.NaN));
}

/** The form's values as `bookAtDesk`'s input (the function's own schema checks it, on the client and again there). */
export function deskInputOf(values: Values, idempotencyKey: string) {
  return {
    propertyId: values.propertyId,
    unitId: values.unitId || undefined,
    stay: { mode: "nightly" as const, checkIn: values.checkIn, checkOut: values.checkOut },
    guests: {
      adults: /^\d+$/.test(values.adults.trim()) ? Number(values.adults) : Number.NaN,
      childrenAges: agesOf(values.children),
    },
    guest: { name: values.name, email: values.email.trim(), phone: values.phone.replace(/[\s-]/g, "") },
    guestNationality: values.nationality.trim() || undefined,
    payment:
      values.method === "card"
        ? { method: "card" as const, card: values.card }
        : values.method === "cash"
          ? { method: "cash" as const }
          : { method: "bank_transfer" as const },
    idempotencyKey,
  };
}

/** Where the function's messages about its input go on the form. */
const FIELD_OF = {
  propertyId: "propertyId",
  unitId: "unitId",
  "stay.checkIn": "checkIn",
  "stay.checkOut": "checkOut",
  stay: "checkOut",
  "guests.adults": "adults",
  "guests.childrenAges": "children",
  guests: "adults",
  "guest.name": "name",
  "guest.email": "email",
  "guest.phone": "phone",
  guestNationality: "nationality",
  "payment.card.number": "card.number",
  "payment.card.expiry": "card.expiry",
  "payment.card.cvc": "card.cvc",
  "payment.card.holder": "card.holder",
  payment: "method",
} as const;

interface Quote {
  available: boolean;
  message?: string;
  unitName?: string;
  currency?: string;
  totalMinor?: number;
  lines?: { kind: string; label: string; amountMinor: number }[];
}

interface Outcome {
  reference: string;
  status: string;
  totalMinor: number;
  currency: string;
  linkedToAccount: boolean;
  mail: MailDelivery;
  payment: {
    method: "card" | "bank_transfer" | "cash";
    message: string | null;
    transferReference: string | null;
    cashHeldBy: "supplier" | "platform" | null;
  };
}

const METHODS = ["cash", "card", "bank_transfer"] as const;

type Words = ReturnType<typeof useTranslations<"dashboardBookings.desk">>;

/**
 * The front desk's "New booking" (docs/FRONT-DESK.md): a walk-in or telephone guest booked for a property of the
 * desk, with the price the booking will be charged shown live (`quoteAtDesk`) before it is confirmed.
 */
export function DeskBookingForm({
  properties,
  initial,
  testCards,
}: {
  properties: DeskBookableProperty[];
  initial: { propertyId?: string; unitId?: string; checkIn?: string; checkOut?: string };
  testCards: TestCards;
}) {
  const t = useTranslations("dashboardBookings.desk");
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<(Outcome & { calendarHref: string }) | null>(null);
  const schema = useMemo(
    () => formSchema(fields, (values) => deskInputOf(values, idempotencyKey), bookAtDeskInput),
    [idempotencyKey],
  );
  const startProperty = properties.find((property) => property.id === initial.propertyId) ?? properties[0];
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<Values, BookAtDeskInput, Outcome>({
    name: "bookAtDesk",
    schema,
    fieldOf: FIELD_OF,
    defaultValues: {
      propertyId: startProperty?.id ?? "",
      unitId: startProperty?.units.some((unit) => unit.id === initial.unitId) ? initial.unitId : "",
      checkIn: initial.checkIn ?? "",
      checkOut: initial.checkOut ?? "",
      adults: "2",
      children: "",
      name: "",
      email: "",
      phone: "",
      nationality: "",
      method: "cash",
      card: emptyCard(),
    },
  });
  const { register, control } = form;
  const watched = useWatch({ control });
  const property = properties.find((each) => each.id === watched.propertyId);
  const quote = useLiveQuote(watched as Values);

  const submit = submitWith((outcome, input) => {
    const month = input.stay.mode === "hourly" ? input.stay.day : input.stay.checkIn;
    setDone({
      ...outcome,
      calendarHref: `/dashboard/calendar?property=${input.propertyId}&month=${month.slice(0, 7)}`,
    });
    // The next booking is another one: a new key. The calendar and the desk show this one.
    setIdempotencyKey(crypto.randomUUID());
    router.refresh();
  });

  if (properties.length === 0) return <FormMessage tone="info">{t("noProperties")}</FormMessage>;

  if (done)
    return (
      <section aria-labelledby="desk-booking-done" className="space-y-3 rounded-2xl border border-line bg-white p-4">
        <h2 id="desk-booking-done" className="text-lg font-semibold">
          {done.status === "confirmed" ? t("confirmed") : t("held")}
        </h2>
        <p data-testid="desk-booking-reference">
          {t.rich("reference", {
            reference: done.reference,
            amount: formatMoney({ amountMinor: done.totalMinor, currency: done.currency }),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <FormMessage tone={done.status === "confirmed" ? "success" : "info"}>{outcomeWords(done, t)}</FormMessage>
        <div className="flex flex-wrap gap-3">
          <Link href={done.calendarHref} className="font-medium text-brand-700 hover:underline">
            {t("seeCalendar")}
          </Link>
          <Button type="button" variant="secondary" onClick={() => setDone(null)}>
            {t("another")}
          </Button>
        </div>
      </section>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="desk-booking-heading"
      className="space-y-4 rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="desk-booking-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="desk-property" className="block text-sm font-medium">
            {t("property")}
          </label>
          <select id="desk-property" className={controlClass} {...register("propertyId")}>
            {properties.map((each) => (
              <option key={each.id} value={each.id}>
                {each.title} · {each.city}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="desk-unit" className="block text-sm font-medium">
            {t("unit")}
          </label>
          <select id="desk-unit" className={controlClass} {...register("unitId")}>
            <option value="">{t("anyUnit")}</option>
            {property?.units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </select>
        </div>
        <Field label={t("checkIn")} type="date" {...register("checkIn")} error={errorOf("checkIn")} required />
        <Field label={t("checkOut")} type="date" {...register("checkOut")} error={errorOf("checkOut")} required />
        <Field label={t("adults")} inputMode="numeric" {...register("adults")} error={errorOf("adults")} required />
        <Field label={t("children")} {...register("children")} error={errorOf("children")} hint={t("childrenHint")} />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{t("guest")}</legend>
        <Field label={t("name")} autoComplete="off" {...register("name")} error={errorOf("name")} required />
        <Field
          label={t("email")}
          type="email"
          autoComplete="off"
          {...register("email")}
          error={errorOf("email")}
          required
        />
        <Field
          label={t("phone")}
          type="tel"
          placeholder="+60123456789"
          {...register("phone")}
          error={errorOf("phone")}
          required
        />
        <Field
          label={t("nationality")}
          {...register("nationality")}
          error={errorOf("nationality")}
          placeholder={t("nationalityExample")}
          maxLength={2}
          hint={t("nationalityHint")}
        />
      </fieldset>

      <section aria-live="polite" aria-labelledby="desk-price-heading" className="rounded-xl bg-brand-50 p-3 text-sm">
        <h3 id="desk-price-heading" className="font-semibold">
          {t("price")}
        </h3>
        <PriceWords quote={quote} />
      </section>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t("payment")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {METHODS.map((method) => (
            <label
              key={method}
              className="cursor-pointer rounded-lg border border-line px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input type="radio" value={method} {...register("method")} className="sr-only" />
              {t(`methods.${method}`)}
            </label>
          ))}
        </div>
        {watched.method === "card" && (
          <CardFields
            field={(name) => register(`card.${name}`)}
            errorOf={(name) => errorOf(`card.${name}`)}
            testCards={testCards}
          />
        )}
        {watched.method === "bank_transfer" && <p className="text-sm text-muted">{t("transferHint")}</p>}
        {watched.method === "cash" && <p className="text-sm text-muted">{t("cashHint")}</p>}
      </fieldset>

      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {t("submit")}
      </Button>
    </form>
  );
}

function PriceWords({ quote }: { quote: Quote | "waiting" | null }) {
  const t = useTranslations("dashboardBookings.desk");
  if (quote === null) return <p className="text-muted">{t("choosePrice")}</p>;
  if (quote === "waiting") return <p className="text-muted">{t("working")}</p>;
  if (!quote.available) return <p data-testid="desk-quote-problem">{quote.message}</p>;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency! });
  return (
    <div>
      {quote.unitName && <p className="text-muted">{quote.unitName}</p>}
      <dl className="mt-1 space-y-0.5">
        {quote.lines!.map((line, index) => (
          <div key={index} className="flex justify-between gap-3">
            <dt>{line.label}</dt>
            <dd>{money(line.amountMinor)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-line pt-1 font-semibold">
          <dt>{t("total")}</dt>
          <dd data-testid="desk-quote-total">{money(quote.totalMinor!)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The quote of what the form says now, asked a moment after the person stops typing. */
function useLiveQuote(values: Values): Quote | "waiting" | null {
  const t = useTranslations("dashboardBookings.desk");
  const failed = t("quoteFailed");
  // The answer is kept with the question it answers: a newer question shows "waiting" until its own answer.
  const [answer, setAnswer] = useState<{ input: string; quote: Quote } | null>(null);
  const input = useMemo(() => {
    const adults = Number(values.adults);
    if (!values.propertyId || !isIsoDate(values.checkIn ?? "") || !isIsoDate(values.checkOut ?? "")) return null;
    if (!Number.isInteger(adults) || adults < 1) return null;
    const ages = agesOf(values.children ?? "");
    if (ages.some((age) => !Number.isInteger(age))) return null;
    const nationality = (values.nationality ?? "").trim();
    return JSON.stringify({
      propertyId: values.propertyId,
      unitId: values.unitId || undefined,
      stay: { mode: "nightly", checkIn: values.checkIn, checkOut: values.checkOut },
      guests: { adults, childrenAges: ages },
      guestNationality: nationality.length === 2 ? nationality : undefined,
    });
  }, [
    values.propertyId,
    values.unitId,
    values.checkIn,
    values.checkOut,
    values.adults,
    values.children,
    values.nationality,
  ]);

  useEffect(() => {
    if (!input) return;
    let current = true;
    const timer = setTimeout(() => {
      callFunction<Quote>("quoteAtDesk", JSON.parse(input))
        .then((quote) => current && setAnswer({ input, quote }))
        .catch(
          (error: unknown) =>
            current &&
            setAnswer({
              input,
              quote: {
                available: false,
                message: error instanceof FunctionsError ? error.message : failed,
              },
            }),
        );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, failed]);
  if (!input) return null;
  return answer?.input === input ? answer.quote : "waiting";
}

/** What happened to the payment, in the desk's words. */
export function outcomeWords(outcome: Outcome, t: Words): string {
  const told = outcome.mail === "sent" ? t("outcome.emailed") : t("outcome.kept");
  const account = outcome.linkedToAccount ? t("outcome.inAccount") : t("outcome.byReference");
  switch (outcome.payment.method) {
    case "cash":
      return `${t("outcome.cash", { holder: outcome.payment.cashHeldBy === "supplier" ? "supplier" : "platform" })} ${told} ${account}`;
    case "bank_transfer":
      return `${outcome.payment.transferReference ? t("outcome.transfer", { reference: outcome.payment.transferReference }) : t("outcome.transferInEmail")} ${told} ${account}`;
    case "card":
      return outcome.status === "confirmed"
        ? `${t("outcome.card")} ${told} ${account}`
        : (outcome.payment.message ?? t("outcome.cardPending"));
  }
}

"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { fieldErrorWords } from "@/domains/bookings/components/field-error-words";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { orderAddonInput } from "../inputs";
import type { AddonKind } from "../pricing";

interface Outcome {
  reference: string;
  status: string;
  totalMinor: number;
  currency: string;
  message: string | null;
  actionUrl: string | null;
}

/** What the form holds: text as typed, the guest and the card named as the function names them (`card.cvc`). */
interface OrderFields {
  slotId: string;
  day: string;
  pickupTime: string;
  flightNumber: string;
  pickupZone: string;
  quantity: string;
  guest: { name: string; email: string; phone: string };
  note: string;
  card: { number: string; expiry: string; cvc: string; holder: string };
}

/**
 * The typed order read into `orderAddon`'s input (a time for tours and meals, a pickup for transfers) with this
 * attempt's key, then checked by the function's own schema, the guest and the card included.
 */
function orderSchema(productId: string, transfer: boolean, idempotencyKey: string) {
  return formSchema(
    z.object({
      slotId: z.string(),
      day: z.string(),
      pickupTime: z.string(),
      flightNumber: z.string(),
      pickupZone: z.string(),
      quantity: z.string(),
      guest: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
      note: z.string(),
      card: z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), holder: z.string() }),
    }),
    (values) => ({
      productId,
      ...(transfer
        ? {
            day: values.day.trim(),
            pickupTime: values.pickupTime.trim(),
            flightNumber: values.flightNumber.trim(),
            pickupZone: values.pickupZone.trim(),
          }
        : { slotId: values.slotId.trim() || undefined }),
      quantity: numberOf(values.quantity),
      guest: { name: values.guest.name, email: values.guest.email.trim(), phone: values.guest.phone },
      note: values.note,
      card: values.card,
      idempotencyKey,
    }),
    orderAddonInput,
  );
}

/**
 * The order form of an add-on's page: a time (tours, meals) or a pickup (transfers), how many, the guest's
 * details and a card. One idempotency key per attempt, so a double click never orders twice; a declined card
 * leaves the form as it was for another try.
 */
export function AddonOrderForm({
  product,
  slots,
  contact,
  today,
  testCard,
  confirmCard,
}: {
  product: {
    id: string;
    kind: AddonKind;
    currency: string;
    priceMinor: number;
    capacity: number;
    pickupZones: string[];
    priceUnit: "person" | "vehicle";
  };
  slots: { id: string; day: string; startTime: string; left: number }[];
  contact: { name: string; email: string; phone: string };
  today: string;
  testCard: string;
  confirmCard: string;
}) {
  const t = useTranslations("addons.order");
  const checkoutWords = useTranslations("checkout");
  const locale = useLocale() as Locale;
  const formId = useId();
  const [key, setKey] = useState(newIdempotencyKey);
  const transfer = product.kind === "airport_transfer";
  const schema = useMemo(() => orderSchema(product.id, transfer, key), [product.id, transfer, key]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OrderFields, unknown, Outcome>({
    name: "orderAddon",
    schema,
    defaultValues: {
      slotId: slots[0]?.id ?? "",
      day: today,
      pickupTime: "",
      flightNumber: "",
      pickupZone: product.pickupZones[0] ?? "",
      quantity: "1",
      guest: { name: contact.name, email: contact.email, phone: contact.phone },
      note: "",
      card: { number: "", expiry: "", cvc: "", holder: contact.name },
    },
  });
  const { register, watch } = form;
  const errors = form.formState.errors;
  // The schemas' messages in the page's language (bookings' field-error-words.ts knows the add-on's too); a message
  // the server adds is shown as it came.
  const said = (message: string | undefined) => fieldErrorWords(message, (key) => checkoutWords(`fieldErrors.${key}`));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const quantity = Number(watch("quantity"));
  const total = formatMoney(
    {
      amountMinor: product.priceMinor * (Number.isInteger(quantity) && quantity > 0 ? quantity : 1),
      currency: product.currency,
    },
    locale,
    { exact: true },
  );

  const submit = submitWith((result) => {
    // The card asks its holder to confirm (3-D Secure style): the gateway's page answers, then the guest's orders.
    if (result.actionUrl) {
      window.location.assign(result.actionUrl);
      return;
    }
    setOutcome(result);
  });

  if (outcome?.status === "scheduled") {
    return (
      <section
        aria-labelledby={`${formId}-done`}
        className="space-y-2 rounded-2xl border border-green-200 bg-green-50 p-5"
        data-testid="addon-order-confirmed"
      >
        <h2 id={`${formId}-done`} className="text-lg font-semibold">
          {t("booked", { reference: outcome.reference })}
        </h2>
        <p className="text-sm">
          {t("charged", {
            amount: formatMoney({ amountMinor: outcome.totalMinor, currency: outcome.currency }, locale, {
              exact: true,
            }),
          })}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/bookings?tab=addons" className="text-sm font-medium text-brand-700 underline">
            {t("yourOrders")}
          </Link>
          <Link href="/experiences" className="text-sm font-medium text-brand-700 underline">
            {t("seeMore")}
          </Link>
        </p>
      </section>
    );
  }

  if (!transfer && slots.length === 0)
    return <p className="rounded-2xl border border-line bg-white p-5 text-muted">{t("noTimes")}</p>;

  return (
    <form
      onSubmit={async (event) => {
        setOutcome(null);
        await submit(event);
        // Each attempt is a new order: a declined one is over, another card starts afresh.
        setKey(newIdempotencyKey());
      }}
      aria-label={t("book")}
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      noValidate
    >
      <h2 className="text-lg font-semibold">{t("book")}</h2>
      {transfer ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("day")} {...register("day")} type="date" min={today} required error={said(errorOf("day"))} />
          <Field
            label={t("pickupTime")}
            {...register("pickupTime")}
            type="time"
            required
            error={said(errorOf("pickupTime"))}
          />
          <Field
            label={t("flightNumber")}
            {...register("flightNumber")}
            placeholder="AK6123"
            autoComplete="off"
            required
            error={said(errorOf("flightNumber"))}
          />
          <Field label={t("pickupZone")} error={said(errorOf("pickupZone"))}>
            <Select {...register("pickupZone")} required>
              {product.pickupZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : (
        <Field label={t("slot")} error={said(errorOf("slotId"))}>
          <Select {...register("slotId")} required>
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {t("slotOption", { day: slot.day, time: slot.startTime, left: slot.left })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label={transfer ? t("vehicles") : t("persons")}
        {...register("quantity")}
        type="number"
        min={1}
        max={product.capacity}
        required
        error={said(errorOf("quantity"))}
        hint={t("total", { total })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t("yourDetails")}</legend>
        <Field
          label={t("fullName")}
          {...register("guest.name")}
          autoComplete="name"
          required
          error={said(errors.guest?.name?.message)}
        />
        <Field
          label={t("email")}
          {...register("guest.email")}
          type="email"
          autoComplete="email"
          required
          error={said(errors.guest?.email?.message)}
        />
        <Field
          label={t("phone")}
          {...register("guest.phone")}
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          required
          error={said(errors.guest?.phone?.message)}
        />
      </fieldset>
      <Field label={t("note")} error={said(errorOf("note"))}>
        <Textarea {...register("note")} rows={2} maxLength={500} />
      </Field>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">{t("card")}</legend>
        <Field
          label={t("cardNumber")}
          {...register("card.number")}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          error={said(errors.card?.number?.message)}
          className="sm:col-span-2"
        />
        <Field
          label={t("expiry")}
          {...register("card.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          required
          error={said(errors.card?.expiry?.message)}
        />
        <Field
          label={t("cvc")}
          {...register("card.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={said(errors.card?.cvc?.message)}
        />
        <Field
          label={t("holder")}
          {...register("card.holder")}
          autoComplete="cc-name"
          required
          error={said(errors.card?.holder?.message)}
          className="sm:col-span-2"
        />
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 sm:col-span-2">
          {t("testCards", { succeeds: testCard, confirms: confirmCard })}
        </p>
      </fieldset>
      {outcome && outcome.status !== "scheduled" && <FormMessage>{outcome.message ?? t("failed")}</FormMessage>}
      {formError && <FormMessage>{formError}</FormMessage>}
      {Object.keys(errors).length > 0 && <FormMessage>{t("checkFields")}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {t("pay", { total })}
      </Button>
    </form>
  );
}

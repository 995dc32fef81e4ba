"use client";

import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { formatMoney } from "@/lib/money";
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const quantity = Number(watch("quantity"));
  const total = formatMoney(
    {
      amountMinor: product.priceMinor * (Number.isInteger(quantity) && quantity > 0 ? quantity : 1),
      currency: product.currency,
    },
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
          Booked: {outcome.reference}
        </h2>
        <p className="text-sm">
          {formatMoney({ amountMinor: outcome.totalMinor, currency: outcome.currency }, { exact: true })} was charged to
          your card. Keep the reference: the supplier has your details and will see you there.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/bookings?tab=addons" className="text-sm font-medium text-brand-700 underline">
            Your tours, transfers and meals
          </Link>
          <Link href="/experiences" className="text-sm font-medium text-brand-700 underline">
            See more tours, transfers and meals
          </Link>
        </p>
      </section>
    );
  }

  if (!transfer && slots.length === 0)
    return (
      <p className="rounded-2xl border border-line bg-white p-5 text-muted">
        No times are open for booking at the moment. Check again soon.
      </p>
    );

  return (
    <form
      onSubmit={async (event) => {
        setOutcome(null);
        await submit(event);
        // Each attempt is a new order: a declined one is over, another card starts afresh.
        setKey(newIdempotencyKey());
      }}
      aria-label="Book"
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      noValidate
    >
      <h2 className="text-lg font-semibold">Book</h2>
      {transfer ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Day" {...register("day")} type="date" min={today} required error={errorOf("day")} />
          <Field
            label="Pickup time (local)"
            {...register("pickupTime")}
            type="time"
            required
            error={errorOf("pickupTime")}
          />
          <Field
            label="Flight number"
            {...register("flightNumber")}
            placeholder="AK6123"
            autoComplete="off"
            required
            error={errorOf("flightNumber")}
          />
          <Field label="Pickup zone" error={errorOf("pickupZone")}>
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
        <Field label="Date and time (local)" error={errorOf("slotId")}>
          <Select {...register("slotId")} required>
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {slot.day} at {slot.startTime} ({slot.left} left)
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label={transfer ? "Vehicles" : "Persons"}
        {...register("quantity")}
        type="number"
        min={1}
        max={product.capacity}
        required
        error={errorOf("quantity")}
        hint={`Total ${total}`}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">Your details</legend>
        <Field
          label="Full name"
          {...register("guest.name")}
          autoComplete="name"
          required
          error={errors.guest?.name?.message}
        />
        <Field
          label="Email"
          {...register("guest.email")}
          type="email"
          autoComplete="email"
          required
          error={errors.guest?.email?.message}
        />
        <Field
          label="Phone"
          {...register("guest.phone")}
          type="tel"
          autoComplete="tel"
          placeholder="+60123456789"
          required
          error={errors.guest?.phone?.message}
        />
      </fieldset>
      <Field label="Note for the supplier (optional)" error={errorOf("note")}>
        <Textarea {...register("note")} rows={2} maxLength={500} />
      </Field>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">Card</legend>
        <Field
          label="Card number"
          {...register("card.number")}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          error={errors.card?.number?.message}
          className="sm:col-span-2"
        />
        <Field
          label="Expiry (MM/YY)"
          {...register("card.expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          required
          error={errors.card?.expiry?.message}
        />
        <Field
          label="Security code (CVC)"
          {...register("card.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={errors.card?.cvc?.message}
        />
        <Field
          label="Name on the card"
          {...register("card.holder")}
          autoComplete="cc-name"
          required
          error={errors.card?.holder?.message}
          className="sm:col-span-2"
        />
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 sm:col-span-2">
          Test payments only: {testCard} is accepted, {confirmCard} asks you to confirm the payment. Use any future
          expiry and any 3 digits.
        </p>
      </fieldset>
      {outcome && outcome.status !== "scheduled" && (
        <FormMessage>{outcome.message ?? "The order did not go through."}</FormMessage>
      )}
      {formError && <FormMessage>{formError}</FormMessage>}
      {Object.keys(errors).length > 0 && <FormMessage>Check the fields marked above.</FormMessage>}
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        Pay {total}
      </Button>
    </form>
  );
}

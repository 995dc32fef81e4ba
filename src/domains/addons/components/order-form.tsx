"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { newIdempotencyKey } from "@/domains/bookings/components/card-fields";
import { formatMoney } from "@/lib/money";
import type { AddonKind } from "../pricing";
import { controlClass } from "@/components/ui/styles";

interface Outcome {
  reference: string;
  status: string;
  totalMinor: number;
  currency: string;
  message: string | null;
  actionUrl: string | null;
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
  const call = useFunctionCall<Outcome>("orderAddon");
  const [key, setKey] = useState(newIdempotencyKey);
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const transfer = product.kind === "airport_transfer";
  const errors = call.fieldErrors;
  const total = formatMoney(
    {
      amountMinor: product.priceMinor * (Number.isInteger(quantity) && quantity > 0 ? quantity : 1),
      currency: product.currency,
    },
    { exact: true },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const result = await call.run({
      productId: product.id,
      ...(transfer
        ? {
            day: text("day"),
            pickupTime: text("pickupTime"),
            flightNumber: text("flightNumber"),
            pickupZone: text("pickupZone"),
          }
        : { slotId: text("slotId") || undefined }),
      quantity,
      guest: { name: text("guestName"), email: text("guestEmail"), phone: text("guestPhone") },
      note: text("note"),
      card: {
        number: text("cardNumber"),
        expiry: text("cardExpiry"),
        cvc: text("cardCvc"),
        holder: text("cardHolder"),
      },
      idempotencyKey: key,
    });
    // Each attempt is a new order: a declined one is over, another card starts afresh.
    setKey(newIdempotencyKey());
    // The card asks its holder to confirm (3-D Secure style): the gateway's page answers, then the guest's orders.
    if (result?.actionUrl) {
      window.location.assign(result.actionUrl);
      return;
    }
    if (result) setOutcome(result);
  }

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
      onSubmit={(event) => void submit(event)}
      aria-label="Book"
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      noValidate
    >
      <h2 className="text-lg font-semibold">Book</h2>
      {transfer ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Day" name="day" type="date" min={today} defaultValue={today} required error={errors.day} />
          <Field label="Pickup time (local)" name="pickupTime" type="time" required error={errors.pickupTime} />
          <Field
            label="Flight number"
            name="flightNumber"
            placeholder="AK6123"
            autoComplete="off"
            required
            error={errors.flightNumber}
          />
          <div className="space-y-1">
            <label htmlFor={`${formId}-zone`} className="block text-sm font-medium">
              Pickup zone
            </label>
            <select
              id={`${formId}-zone`}
              name="pickupZone"
              className={controlClass}
              required
              aria-invalid={errors.pickupZone ? true : undefined}
            >
              {product.pickupZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            {errors.pickupZone && <p className="text-sm text-red-700">{errors.pickupZone}</p>}
          </div>
        </div>
      ) : (
        <div className="space-y-1">
          <label htmlFor={`${formId}-slot`} className="block text-sm font-medium">
            Date and time (local)
          </label>
          <select
            id={`${formId}-slot`}
            name="slotId"
            className={controlClass}
            required
            aria-invalid={errors.slotId ? true : undefined}
          >
            {slots.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {slot.day} at {slot.startTime} ({slot.left} left)
              </option>
            ))}
          </select>
          {errors.slotId && <p className="text-sm text-red-700">{errors.slotId}</p>}
        </div>
      )}
      <Field
        label={transfer ? "Vehicles" : "Persons"}
        name="quantity"
        type="number"
        min={1}
        max={product.capacity}
        value={String(quantity)}
        onChange={(event) => setQuantity(Number(event.target.value))}
        required
        error={errors.quantity}
        hint={`Total ${total}`}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">Your details</legend>
        <Field
          label="Full name"
          name="guestName"
          autoComplete="name"
          defaultValue={contact.name}
          required
          error={errors["guest.name"]}
        />
        <Field
          label="Email"
          name="guestEmail"
          type="email"
          autoComplete="email"
          defaultValue={contact.email}
          required
          error={errors["guest.email"]}
        />
        <Field
          label="Phone"
          name="guestPhone"
          type="tel"
          autoComplete="tel"
          defaultValue={contact.phone}
          placeholder="+60123456789"
          required
          error={errors["guest.phone"]}
        />
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${formId}-note`} className="block text-sm font-medium">
          Note for the supplier (optional)
        </label>
        <textarea id={`${formId}-note`} name="note" rows={2} maxLength={500} className={controlClass} />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold">Card</legend>
        <Field
          label="Card number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          error={errors["card.number"]}
          className="sm:col-span-2"
        />
        <Field
          label="Expiry (MM/YY)"
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          required
          error={errors["card.expiry"]}
        />
        <Field
          label="Security code (CVC)"
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={errors["card.cvc"]}
        />
        <Field
          label="Name on the card"
          name="cardHolder"
          autoComplete="cc-name"
          defaultValue={contact.name}
          required
          error={errors["card.holder"]}
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
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
      {Object.keys(errors).length > 0 && <FormMessage>Check the fields marked above.</FormMessage>}
      <Button type="submit" busy={call.busy} className="w-full sm:w-auto">
        Pay {total}
      </Button>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { minorDigits, toMinor } from "@/lib/money";
import { ADDON_KIND_LABELS, type AddonKind } from "../pricing";
import { controlClass } from "@/components/ui/styles";

export interface ProductFormValues {
  id?: string;
  organisationId?: string;
  title: string;
  description: string;
  country: string;
  city: string;
  currency: string;
  priceMinor: number | null;
  capacity: number;
  meetingPoint: string;
  durationMinutes: number;
  pickupZones: string[];
}

function majorText(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return "";
  const digits = minorDigits(currency);
  return digits === 0 ? String(amountMinor) : (amountMinor / 10 ** digits).toFixed(digits);
}

/** A typed price ("120.50") in minor units of the currency, or an error in words. */
export function parsePrice(text: string, currency: string): { minor: number } | { error: string } {
  const cleaned = text.replace(/[,\s]/g, "");
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!cleaned) return { error: "Enter the price." };
  if (!pattern.test(cleaned))
    return {
      error: digits === 0 ? `Enter a whole amount in ${currency}.` : `Enter a price like 120.50 in ${currency}.`,
    };
  const minor = toMinor(Number(cleaned), currency);
  if (minor <= 0) return { error: "The price must be more than zero." };
  return { minor };
}

/**
 * Creates a product of one kind or edits one (`initial.id`). The currency follows the country (a supplier is
 * paid in its country's currency, as for properties) and cannot change once the product exists.
 */
export function ProductForm({
  kind,
  initial,
  suppliers,
  onDone,
}: {
  kind: AddonKind;
  initial: ProductFormValues;
  suppliers: { id: string; name: string }[];
  onDone?: () => void;
}) {
  const router = useRouter();
  const formId = useId();
  const editing = Boolean(initial.id);
  const call = useFunctionCall<{ id: string }>(editing ? "updateAddonProduct" : "createAddonProduct");
  const [country, setCountry] = useState(initial.country);
  const [saved, setSaved] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  const currency = COUNTRIES[country as keyof typeof COUNTRIES]?.currency ?? initial.currency;
  const labels = ADDON_KIND_LABELS[kind];
  const errors = call.fieldErrors;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const element = event.currentTarget;
    const form = new FormData(element);
    const price = parsePrice(String(form.get("price") ?? ""), currency);
    setPriceError("error" in price ? price.error : null);
    if ("error" in price) return;
    const zones = String(form.get("pickupZones") ?? "")
      .split("\n")
      .map((zone) => zone.trim())
      .filter(Boolean);
    const data = {
      ...(editing
        ? { id: initial.id }
        : {
            kind,
            ...(suppliers.length > 0 ? { organisationId: String(form.get("organisationId") ?? "") || undefined } : {}),
          }),
      title: String(form.get("title") ?? ""),
      description: String(form.get("description") ?? ""),
      country,
      city: String(form.get("city") ?? ""),
      priceMinor: price.minor,
      capacity: Number(form.get("capacity")),
      meetingPoint: String(form.get("meetingPoint") ?? ""),
      durationMinutes: Number(form.get("durationMinutes")),
      pickupZones: kind === "airport_transfer" ? zones : [],
    };
    const result = await call.run(data);
    if (!result) return;
    setSaved(editing ? "Saved." : `${labels.one} created. Add its schedule below.`);
    if (!editing) element.reset();
    router.refresh();
    onDone?.();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? `Edit ${initial.title}` : `New ${labels.one.toLowerCase()}`}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
    >
      {!editing && suppliers.length > 0 && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-supplier`} className="block text-sm font-medium">
            Supplier
          </label>
          <select
            id={`${formId}-supplier`}
            name="organisationId"
            defaultValue={initial.organisationId ?? ""}
            className={controlClass}
            aria-invalid={errors.organisationId ? true : undefined}
          >
            <option value="">Choose a supplier</option>
            {suppliers.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </select>
          {errors.organisationId && <p className="text-sm text-red-700">{errors.organisationId}</p>}
        </div>
      )}
      <Field
        label="Title"
        name="title"
        defaultValue={initial.title}
        required
        maxLength={120}
        error={errors.title}
        className="sm:col-span-2"
      />
      <div className="space-y-1">
        <label htmlFor={`${formId}-country`} className="block text-sm font-medium">
          Country
        </label>
        <select
          id={`${formId}-country`}
          name="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          disabled={editing}
          className={controlClass}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {COUNTRIES[code].name}
            </option>
          ))}
        </select>
        {errors.country && <p className="text-sm text-red-700">{errors.country}</p>}
      </div>
      <Field label="City" name="city" defaultValue={initial.city} required error={errors.city} />
      <Field
        label={`Price per ${labels.unit} (${currency})`}
        name="price"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={majorText(initial.priceMinor, currency)}
        required
        error={priceError ?? errors.priceMinor}
      />
      <Field
        label={labels.capacity}
        name="capacity"
        type="number"
        min={1}
        max={1000}
        defaultValue={initial.capacity}
        required
        error={errors.capacity}
      />
      <Field
        label="Duration (minutes)"
        name="durationMinutes"
        type="number"
        min={1}
        max={1440}
        defaultValue={initial.durationMinutes}
        required
        error={errors.durationMinutes}
      />
      {kind !== "airport_transfer" && (
        <Field
          label={kind === "meal" ? "Venue" : "Meeting point"}
          name="meetingPoint"
          defaultValue={initial.meetingPoint}
          maxLength={300}
          error={errors.meetingPoint}
        />
      )}
      {kind === "airport_transfer" && (
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor={`${formId}-zones`} className="block text-sm font-medium">
            Pickup zones (one per line)
          </label>
          <textarea
            id={`${formId}-zones`}
            name="pickupZones"
            rows={3}
            defaultValue={initial.pickupZones.join("\n")}
            className={controlClass}
            aria-invalid={errors.pickupZones ? true : undefined}
            aria-describedby={errors.pickupZones ? `${formId}-zones-error` : undefined}
          />
          {errors.pickupZones && (
            <p id={`${formId}-zones-error`} className="text-sm text-red-700">
              {errors.pickupZones}
            </p>
          )}
        </div>
      )}
      <div className="space-y-1 sm:col-span-2 lg:col-span-3">
        <label htmlFor={`${formId}-description`} className="block text-sm font-medium">
          Description
        </label>
        <textarea
          id={`${formId}-description`}
          name="description"
          rows={3}
          maxLength={4000}
          defaultValue={initial.description}
          className={controlClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" busy={call.busy}>
          {editing ? "Save changes" : `Create ${labels.one.toLowerCase()}`}
        </Button>
        {call.formError && <FormMessage>{call.formError}</FormMessage>}
        {Object.keys(errors).length > 0 && !call.formError && <FormMessage>Check the fields marked above.</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf, numberOf } from "@/components/forms/form-values";
import { messageIn, useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { COUNTRIES, COUNTRY_CODES } from "@/lib/countries";
import { minorDigits } from "@/lib/money";
import { createAddonProductInput, updateAddonProductInput } from "../inputs";
import type { AddonKind } from "../pricing";

type Words = ReturnType<typeof useTranslations<"dashboardAddons.form">>;

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

/** What the form holds: text as typed. */
interface ProductFields {
  organisationId: string;
  title: string;
  country: string;
  city: string;
  price: string;
  capacity: string;
  durationMinutes: string;
  meetingPoint: string;
  pickupZones: string;
  description: string;
}

function majorText(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return "";
  const digits = minorDigits(currency);
  return digits === 0 ? String(amountMinor) : (amountMinor / 10 ** digits).toFixed(digits);
}

/** The currency a product in `country` is priced in (a supplier is paid in its country's currency). */
function currencyOf(country: string, fallback: string): string {
  return COUNTRIES[country as keyof typeof COUNTRIES]?.currency ?? fallback;
}

/**
 * The typed text read into `createAddonProduct`'s or `updateAddonProduct`'s input (the price in minor units of
 * the country's currency, the pickup zones one per line), then checked by the function's own schema.
 */
function productSchema(t: Words, kind: AddonKind, initial: ProductFormValues, withSupplier: boolean) {
  const fields = z.object({
    organisationId: z.string(),
    title: z.string(),
    country: z.string(),
    city: z.string(),
    price: z.string(),
    capacity: z.string(),
    durationMinutes: z.string(),
    meetingPoint: z.string(),
    pickupZones: z.string(),
    description: z.string(),
  });
  type Fields = z.infer<typeof fields>;
  const readProduct = (values: Fields, context: z.RefinementCtx) => {
    const currency = currencyOf(values.country, initial.currency);
    // Empty is the schema's "Enter the price."; text that is no amount of this currency is said here.
    let priceMinor = Number.NaN;
    if (values.price.trim() !== "") {
      const minor = minorOf(values.price, currency);
      if (minor === undefined)
        fieldIssue(
          context,
          "price",
          minorDigits(currency) === 0 ? t("wholeAmount", { currency }) : t("priceShape", { currency }),
        );
      else priceMinor = minor;
    }
    return {
      title: values.title,
      description: values.description,
      country: values.country,
      city: values.city,
      priceMinor,
      capacity: numberOf(values.capacity),
      meetingPoint: kind === "airport_transfer" ? "" : values.meetingPoint,
      durationMinutes: numberOf(values.durationMinutes),
      pickupZones:
        kind === "airport_transfer"
          ? values.pickupZones
              .split("\n")
              .map((zone) => zone.trim())
              .filter(Boolean)
          : [],
    };
  };
  return initial.id
    ? formSchema(
        fields,
        (values, context) => ({ id: initial.id!, ...readProduct(values, context) }),
        updateAddonProductInput,
      )
    : formSchema(
        fields,
        (values, context) => ({
          kind,
          ...(withSupplier ? { organisationId: values.organisationId || undefined } : {}),
          ...readProduct(values, context),
        }),
        createAddonProductInput,
      );
}

/** The function's names for what the form calls otherwise. */
const FIELD_OF = { priceMinor: "price", pickupZones: "pickupZones" } as const;

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
  const t = useTranslations("dashboardAddons.form");
  const router = useRouter();
  const editing = Boolean(initial.id);
  const withSupplier = !editing && suppliers.length > 0;
  // The page passes a new `initial` on each render; the form reads it once, like its default values.
  const [schema] = useState(() => productSchema(t, kind, initial, withSupplier));
  const defaultValues = useMemo<ProductFields>(
    () => ({
      organisationId: initial.organisationId ?? "",
      title: initial.title,
      country: initial.country,
      city: initial.city,
      price: majorText(initial.priceMinor, initial.currency),
      capacity: String(initial.capacity),
      durationMinutes: String(initial.durationMinutes),
      meetingPoint: initial.meetingPoint,
      pickupZones: initial.pickupZones.join("\n"),
      description: initial.description,
    }),
    [initial],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<ProductFields, unknown, { id: string }>({
    name: editing ? "updateAddonProduct" : "createAddonProduct",
    schema,
    defaultValues,
    fieldOf: FIELD_OF,
  });
  const { register, watch } = form;
  const [saved, setSaved] = useState<string | null>(null);
  const currency = currencyOf(watch("country"), initial.currency);
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;

  const submit = submitWith(() => {
    setSaved(editing ? t("saved") : t("created", { kind }));
    if (!editing) form.reset();
    router.refresh();
    onDone?.();
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label={editing ? t("edit", { title: initial.title }) : t("new", { kind })}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
    >
      {withSupplier && (
        <Field label={t("supplier")} error={errorOf("organisationId")}>
          <Select {...register("organisationId")}>
            <option value="">{t("chooseSupplier")}</option>
            {suppliers.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        label={t("title")}
        {...register("title")}
        required
        maxLength={120}
        error={errorOf("title")}
        className="sm:col-span-2"
      />
      <Field label={t("country")} error={errorOf("country")}>
        {editing ? (
          // The currency cannot change once the product exists: the country is shown, not sent as typed.
          <Select value={initial.country} disabled onChange={() => undefined}>
            <option value={initial.country}>
              {COUNTRIES[initial.country as keyof typeof COUNTRIES]?.name ?? initial.country}
            </option>
          </Select>
        ) : (
          <Select {...register("country")}>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {COUNTRIES[code].name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t("city")} {...register("city")} required error={errorOf("city")} />
      <Field
        label={t("price", { kind, currency })}
        {...register("price")}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errorOf("price")}
      />
      <Field
        label={t("capacity", { kind })}
        {...register("capacity")}
        type="number"
        min={1}
        max={1000}
        required
        error={errorOf("capacity")}
      />
      <Field
        label={t("duration")}
        {...register("durationMinutes")}
        type="number"
        min={1}
        max={1440}
        required
        error={errorOf("durationMinutes")}
      />
      {kind !== "airport_transfer" && (
        <Field
          label={kind === "meal" ? t("venue") : t("meetingPoint")}
          {...register("meetingPoint")}
          maxLength={300}
          error={errorOf("meetingPoint")}
        />
      )}
      {kind === "airport_transfer" && (
        <Field label={t("pickupZones")} error={messageIn(form.formState.errors.pickupZones)} className="sm:col-span-2">
          <Textarea {...register("pickupZones")} rows={3} />
        </Field>
      )}
      <Field label={t("description")} error={errorOf("description")} className="sm:col-span-2 lg:col-span-3">
        <Textarea {...register("description")} rows={3} maxLength={4000} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" busy={busy}>
          {editing ? t("save") : t("create", { kind })}
        </Button>
        {formError && <FormMessage>{formError}</FormMessage>}
        {hasFieldErrors && !formError && <FormMessage>{t("checkFields")}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
    </form>
  );
}

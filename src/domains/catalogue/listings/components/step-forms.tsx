"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, type FormEvent, type ReactNode } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { toMajor } from "@/lib/money";
import type { CancellationStep } from "../../cancellation-rules";
import { AMENITIES, TYPE_LABELS, type PropertyType } from "../../labels";
import { editorHref } from "../filters";
import { basicsSchema, locationSchema, PROPERTY_TYPES, spaceSchema, type ListingStepId } from "../steps";
import { ChoiceGroup, SelectField, TextAreaField } from "./form-controls";
import { numberOrNullOf, useStepForm } from "./use-step-save";

/** What the editor's forms show of a listing (plain values, times as "HH:MM"). */
export interface EditorListing {
  id: string;
  status: "draft" | "in_review" | "listed" | "unlisted";
  type: (typeof PROPERTY_TYPES)[number];
  title: string;
  description: string;
  country: CountryCode;
  city: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  currency: string;
  timeZone: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  /** Occupancy (docs/OCCUPANCY.md): null is "no limit or price of its own". */
  maxAdults: number | null;
  maxChildren: number | null;
  baseOccupancy: number | null;
  extraAdultMinor: number | null;
  extraChildMinor: number | null;
  childrenFreeUnderAge: number;
  sizeSqm: number | null;
  amenities: string[];
  nightlyRateMinor: number | null;
  weekendRateMinor: number | null;
  minNights: number;
  maxNights: number | null;
  monthlyRateMinor: number | null;
  hourlyRateMinor: number | null;
  minHours: number | null;
  maxHours: number | null;
  openingTime: string | null;
  closingTime: string | null;
  bufferHours: number;
  cleaningFeeMinor: number;
  houseRules: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: "flexible" | "moderate" | "strict" | "custom";
  /** A custom policy's steps, null for a standard policy. */
  cancellationRules?: CancellationStep[] | null;
  instantBook: boolean;
  /** A deposit (docs/DEPOSITS.md): both null when guests pay in full at booking. */
  depositPercent?: number | null;
  balanceDaysBefore?: number | null;
  licenceNumber: string | null;
}

export function StepForm({
  label,
  onSubmit,
  submit: submitEvent,
  busy,
  formError,
  back,
  children,
}: {
  label: string;
  /** The form's values as FormData, for a step that reads them itself. */
  onSubmit?: (form: FormData) => void;
  /** Instead of onSubmit: a step on `useStepForm`, validated with its schema before it saves. */
  submit?: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  formError: string | null;
  back?: string;
  children: ReactNode;
}) {
  const t = useTranslations("dashboardCatalogue.listings.steps");
  function submit(event: FormEvent<HTMLFormElement>) {
    if (submitEvent) return submitEvent(event);
    event.preventDefault();
    onSubmit?.(new FormData(event.currentTarget));
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="space-y-5 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button type="submit" busy={busy}>
          {t("save")}
        </Button>
        {back && (
          <Link href={back} className="text-sm font-medium text-brand-700 underline">
            {t("back")}
          </Link>
        )}
      </div>
    </form>
  );
}

export const back = (listing: EditorListing, step: ListingStepId) => editorHref(listing.id, step);

/** The basics as typed, read into `basicsSchema`. */
const basicsValues = formSchema(
  z.object({ type: z.string(), title: z.string(), description: z.string() }),
  (values) => ({ ...values, type: values.type as PropertyType }),
  basicsSchema,
);

export function BasicsStep({ listing }: { listing: EditorListing }) {
  const t = useTranslations("dashboardCatalogue.listings.steps");
  const defaults = useMemo(
    () => ({ type: listing.type, title: listing.title, description: listing.description }),
    [listing],
  );
  const { form, submit, busy, formError, errorOf } = useStepForm(listing.id, "basics", basicsValues, defaults);
  const { register } = form;
  return (
    <StepForm label={t("basics.label")} busy={busy} formError={formError} submit={(event) => void submit(event)}>
      <SelectField label={t("basics.type")} {...register("type")} error={errorOf("type")} hint={t("basics.typeHint")}>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <Field label={t("basics.title")} {...register("title")} maxLength={120} error={errorOf("title")} />
      <TextAreaField
        label={t("basics.description")}
        {...register("description")}
        rows={7}
        error={errorOf("description")}
        hint={t("basics.descriptionHint")}
      />
    </StepForm>
  );
}

/** The location as typed, read into `locationSchema`; a listed place keeps its country (its prices' currency). */
function locationValues(listing: EditorListing) {
  return formSchema(
    z.object({
      country: z.string(),
      city: z.string(),
      address: z.string(),
      latitude: z.string(),
      longitude: z.string(),
    }),
    (values) => ({
      country: (listing.status === "draft" ? values.country : listing.country) as CountryCode,
      city: values.city,
      address: values.address,
      latitude: numberOrNullOf(values.latitude),
      longitude: numberOrNullOf(values.longitude),
    }),
    locationSchema,
  );
}

export function LocationStep({ listing }: { listing: EditorListing }) {
  const t = useTranslations("dashboardCatalogue.listings.steps");
  const schema = useMemo(() => locationValues(listing), [listing]);
  const defaults = useMemo(
    () => ({
      country: listing.country as string,
      city: listing.city,
      address: listing.address,
      latitude: listing.latitude?.toString() ?? "",
      longitude: listing.longitude?.toString() ?? "",
    }),
    [listing],
  );
  const { form, submit, busy, formError, errorOf } = useStepForm(listing.id, "location", schema, defaults);
  const { register, watch } = form;
  const country = watch("country") as CountryCode;
  const hasPrices =
    listing.nightlyRateMinor !== null || listing.monthlyRateMinor !== null || listing.hourlyRateMinor !== null;
  return (
    <StepForm
      label={t("location.label")}
      busy={busy}
      formError={formError}
      back={back(listing, "basics")}
      submit={(event) => void submit(event)}
    >
      <SelectField
        label={t("location.country")}
        {...register("country")}
        error={errorOf("country")}
        disabled={listing.status !== "draft"}
        hint={t("location.countryHint", {
          currency: COUNTRIES[country].currency,
          timeZone: COUNTRIES[country].timeZone,
        })}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRIES[code].name}
          </option>
        ))}
      </SelectField>
      {country !== listing.country && hasPrices && (
        <FormMessage tone="info">
          {t("location.currencyChanges", { currency: COUNTRIES[country].currency, previous: listing.currency })}
        </FormMessage>
      )}
      <Field
        label={t("location.city")}
        {...register("city")}
        maxLength={80}
        error={errorOf("city")}
        autoComplete="address-level2"
      />
      <Field
        label={t("location.address")}
        {...register("address")}
        maxLength={200}
        error={errorOf("address")}
        autoComplete="street-address"
        hint={t("location.addressHint")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("location.latitude")}
          {...register("latitude")}
          type="number"
          step="any"
          inputMode="decimal"
          error={errorOf("latitude")}
          hint={t("location.latitudeHint")}
        />
        <Field
          label={t("location.longitude")}
          {...register("longitude")}
          type="number"
          step="any"
          inputMode="decimal"
          error={errorOf("longitude")}
          hint={t("location.longitudeHint")}
        />
      </div>
    </StepForm>
  );
}

/** The space as typed, read into `spaceSchema`. */
const spaceValues = formSchema(
  z.object({
    bedrooms: z.string(),
    bathrooms: z.string(),
    maxGuests: z.string(),
    sizeSqm: z.string(),
    amenities: z.array(z.string()),
    maxAdults: z.string(),
    maxChildren: z.string(),
    baseOccupancy: z.string(),
    extraAdult: z.string(),
    extraChild: z.string(),
    childrenFreeUnderAge: z.string(),
  }),
  // An empty count is sent as null for the schema to ask for it ("Enter the number of bedrooms.").
  (values) => ({
    bedrooms: numberOrNullOf(values.bedrooms) as number,
    bathrooms: numberOrNullOf(values.bathrooms) as number,
    maxGuests: numberOrNullOf(values.maxGuests) as number,
    sizeSqm: numberOrNullOf(values.sizeSqm),
    // Checkboxes from the list; the schema says so if one is not an amenity it knows.
    amenities: values.amenities as (typeof AMENITIES)[number][],
    maxAdults: numberOrNullOf(values.maxAdults),
    maxChildren: numberOrNullOf(values.maxChildren),
    baseOccupancy: numberOrNullOf(values.baseOccupancy),
    extraAdult: numberOrNullOf(values.extraAdult),
    extraChild: numberOrNullOf(values.extraChild),
    childrenFreeUnderAge: numberOrNullOf(values.childrenFreeUnderAge) ?? 2,
  }),
  spaceSchema,
);

export function SpaceStep({ listing }: { listing: EditorListing }) {
  const t = useTranslations("dashboardCatalogue.listings.steps");
  const defaults = useMemo(
    () => ({
      bedrooms: String(listing.bedrooms),
      bathrooms: String(listing.bathrooms),
      maxGuests: String(listing.maxGuests),
      sizeSqm: listing.sizeSqm?.toString() ?? "",
      amenities: listing.amenities,
      maxAdults: listing.maxAdults?.toString() ?? "",
      maxChildren: listing.maxChildren?.toString() ?? "",
      baseOccupancy: listing.baseOccupancy?.toString() ?? "",
      extraAdult: listing.extraAdultMinor === null ? "" : String(toMajor(listing.extraAdultMinor, listing.currency)),
      extraChild: listing.extraChildMinor === null ? "" : String(toMajor(listing.extraChildMinor, listing.currency)),
      childrenFreeUnderAge: String(listing.childrenFreeUnderAge),
    }),
    [listing],
  );
  const { form, submit, busy, formError, errorOf } = useStepForm(listing.id, "space", spaceValues, defaults);
  const { register } = form;
  return (
    <StepForm
      label={t("space.label")}
      busy={busy}
      formError={formError}
      back={back(listing, "location")}
      submit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("space.bedrooms")}
          {...register("bedrooms")}
          type="number"
          min={0}
          max={50}
          error={errorOf("bedrooms")}
          hint={t("space.bedroomsHint")}
        />
        <Field
          label={t("space.bathrooms")}
          {...register("bathrooms")}
          type="number"
          min={0}
          max={50}
          error={errorOf("bathrooms")}
        />
        <Field
          label={t("space.maxGuests")}
          {...register("maxGuests")}
          type="number"
          min={1}
          max={100}
          error={errorOf("maxGuests")}
        />
        <Field label={t("space.size")} {...register("sizeSqm")} type="number" min={5} error={errorOf("sizeSqm")} />
      </div>
      <fieldset className="space-y-3" data-testid="occupancy-fields">
        <legend className="text-sm font-semibold">{t("space.whoCanStay")}</legend>
        <p className="text-sm text-muted">{t("space.whoCanStayIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t("space.maxAdults")}
            {...register("maxAdults")}
            type="number"
            min={1}
            max={100}
            error={errorOf("maxAdults")}
          />
          <Field
            label={t("space.maxChildren")}
            {...register("maxChildren")}
            type="number"
            min={0}
            max={99}
            error={errorOf("maxChildren")}
            hint={t("space.maxChildrenHint")}
          />
          <Field
            label={t("space.baseOccupancy")}
            {...register("baseOccupancy")}
            type="number"
            min={1}
            max={100}
            error={errorOf("baseOccupancy")}
          />
          <Field
            label={t("space.extraAdult", { currency: listing.currency })}
            {...register("extraAdult")}
            type="number"
            min={0}
            step="any"
            error={errorOf("extraAdult")}
          />
          <Field
            label={t("space.extraChild", { currency: listing.currency })}
            {...register("extraChild")}
            type="number"
            min={0}
            step="any"
            error={errorOf("extraChild")}
          />
          <Field
            label={t("space.childrenFree")}
            {...register("childrenFreeUnderAge")}
            type="number"
            min={0}
            max={18}
            error={errorOf("childrenFreeUnderAge")}
            hint={t("space.childrenFreeHint")}
          />
        </div>
      </fieldset>
      <ChoiceGroup legend={t("space.amenities")} error={errorOf("amenities")}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register("amenities")} value={amenity} className="h-4 w-4" />
              {amenity}
            </label>
          ))}
        </div>
      </ChoiceGroup>
    </StepForm>
  );
}

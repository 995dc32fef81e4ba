"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { minorDigits, toMajor } from "@/lib/money";
import { AMENITIES, CANCELLATION_POLICIES, TYPE_LABELS } from "../../labels";
import { isHourlyType, PROPERTY_TYPES, type ListingStepId } from "../steps";
import { ChoiceGroup, SelectField, TextAreaField } from "./form-controls";
import { editorHref } from "../filters";
import { numberOrNull, text, useStepSave } from "./use-step-save";

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
  cancellationPolicy: "flexible" | "moderate" | "strict";
  instantBook: boolean;
  licenceNumber: string | null;
}

function StepForm({
  label,
  onSubmit,
  busy,
  formError,
  back,
  children,
}: {
  label: string;
  onSubmit: (form: FormData) => void;
  busy: boolean;
  formError: string | null;
  back?: string;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
  }
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="space-y-5 rounded-2xl border border-line bg-white p-5 sm:p-6">
      {formError && <FormMessage>{formError}</FormMessage>}
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button type="submit" busy={busy}>
          Save and continue
        </Button>
        {back && (
          <Link href={back} className="text-sm font-medium text-brand-700 underline">
            Back
          </Link>
        )}
      </div>
    </form>
  );
}

const back = (listing: EditorListing, step: ListingStepId) => editorHref(listing.id, step);

export function BasicsStep({ listing }: { listing: EditorListing }) {
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "basics");
  return (
    <StepForm
      label="Basics"
      busy={busy}
      formError={formError}
      onSubmit={(form) => void save({ type: text(form, "type"), title: text(form, "title"), description: text(form, "description") })}
    >
      <SelectField label="Kind of place" name="type" defaultValue={listing.type} error={errorOf("type")} hint="Co-living rooms and beds are sold one by one; every other kind is booked whole.">
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <Field label="Title" name="title" defaultValue={listing.title} maxLength={120} error={errorOf("title")} />
      <TextAreaField
        label="Description"
        name="description"
        rows={7}
        defaultValue={listing.description}
        error={errorOf("description")}
        hint="What makes the place good to stay in: the rooms, the view, the neighbourhood, how to get there. At least 50 characters."
      />
    </StepForm>
  );
}

export function LocationStep({ listing }: { listing: EditorListing }) {
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "location");
  const [country, setCountry] = useState<CountryCode>(listing.country);
  const hasPrices = listing.nightlyRateMinor !== null || listing.monthlyRateMinor !== null || listing.hourlyRateMinor !== null;
  return (
    <StepForm
      label="Location"
      busy={busy}
      formError={formError}
      back={back(listing, "basics")}
      onSubmit={(form) =>
        void save({
          country,
          city: text(form, "city"),
          address: text(form, "address"),
          latitude: numberOrNull(form, "latitude"),
          longitude: numberOrNull(form, "longitude"),
        })
      }
    >
      <SelectField
        label="Country"
        name="country"
        value={country}
        onChange={(event) => setCountry(event.target.value as CountryCode)}
        error={errorOf("country")}
        disabled={listing.status !== "draft"}
        hint={`Prices in ${COUNTRIES[country].currency}, times in ${COUNTRIES[country].timeZone}.`}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRIES[code].name}
          </option>
        ))}
      </SelectField>
      {country !== listing.country && hasPrices && (
        <FormMessage tone="info">
          The currency changes to {COUNTRIES[country].currency}: the prices you entered in {listing.currency} will be cleared when you save.
        </FormMessage>
      )}
      <Field label="City" name="city" defaultValue={listing.city} maxLength={80} error={errorOf("city")} autoComplete="address-level2" />
      <Field label="Street address" name="address" defaultValue={listing.address} maxLength={200} error={errorOf("address")} autoComplete="street-address" hint="Guests see the exact address once they have booked." />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Latitude (optional)" name="latitude" type="number" step="any" inputMode="decimal" defaultValue={listing.latitude ?? ""} error={errorOf("latitude")} hint="For the map, e.g. 3.1390." />
        <Field label="Longitude (optional)" name="longitude" type="number" step="any" inputMode="decimal" defaultValue={listing.longitude ?? ""} error={errorOf("longitude")} hint="e.g. 101.6869." />
      </div>
    </StepForm>
  );
}

export function SpaceStep({ listing }: { listing: EditorListing }) {
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "space");
  return (
    <StepForm
      label="Space"
      busy={busy}
      formError={formError}
      back={back(listing, "location")}
      onSubmit={(form) =>
        void save({
          bedrooms: numberOrNull(form, "bedrooms"),
          bathrooms: numberOrNull(form, "bathrooms"),
          maxGuests: numberOrNull(form, "maxGuests"),
          sizeSqm: numberOrNull(form, "sizeSqm"),
          amenities: form.getAll("amenities").map(String),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Bedrooms" name="bedrooms" type="number" min={0} max={50} defaultValue={listing.bedrooms} error={errorOf("bedrooms")} hint="0 for a studio." />
        <Field label="Bathrooms" name="bathrooms" type="number" min={0} max={50} defaultValue={listing.bathrooms} error={errorOf("bathrooms")} />
        <Field label="Maximum guests" name="maxGuests" type="number" min={1} max={100} defaultValue={listing.maxGuests} error={errorOf("maxGuests")} />
        <Field label="Size in m² (optional)" name="sizeSqm" type="number" min={5} defaultValue={listing.sizeSqm ?? ""} error={errorOf("sizeSqm")} />
      </div>
      <ChoiceGroup legend="Amenities" error={errorOf("amenities")}>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="amenities" value={amenity} defaultChecked={listing.amenities.includes(amenity)} className="h-4 w-4" />
              {amenity}
            </label>
          ))}
        </div>
      </ChoiceGroup>
    </StepForm>
  );
}

function major(amountMinor: number | null, currency: string): number | "" {
  return amountMinor === null ? "" : toMajor(amountMinor, currency);
}

export function PricesStep({ listing }: { listing: EditorListing }) {
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "prices");
  const hourly = isHourlyType(listing.type);
  const [nightly, setNightly] = useState(listing.nightlyRateMinor !== null || (!hourly && listing.monthlyRateMinor === null));
  const [monthly, setMonthly] = useState(listing.monthlyRateMinor !== null);
  const currency = listing.currency;
  const amountStep = minorDigits(currency) === 0 ? "1" : "0.01";

  function submit(form: FormData) {
    void save({
      nightly:
        !hourly && nightly
          ? {
              rate: numberOrNull(form, "nightlyRate"),
              weekendRate: numberOrNull(form, "weekendRate"),
              minNights: numberOrNull(form, "minNights"),
              maxNights: numberOrNull(form, "maxNights"),
            }
          : null,
      monthly: !hourly && monthly ? { rate: numberOrNull(form, "monthlyRate") } : null,
      hourly: hourly
        ? {
            rate: numberOrNull(form, "hourlyRate"),
            minHours: numberOrNull(form, "minHours"),
            maxHours: numberOrNull(form, "maxHours"),
            openingTime: text(form, "openingTime"),
            closingTime: text(form, "closingTime"),
            bufferHours: numberOrNull(form, "bufferHours") ?? 0,
          }
        : null,
    });
  }

  return (
    <StepForm label="Stays and prices" busy={busy} formError={formError} back={back(listing, "photos")} onSubmit={submit}>
      <p className="text-sm text-muted">
        Amounts are in {currency}, the currency of {COUNTRIES[listing.country].nameInSentence}. Guests may see them converted, but
        they are charged and you are paid in {currency}.
      </p>
      {hourly ? (
        <fieldset className="space-y-4">
          <legend className="font-medium">By the hour</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={`Hourly rate (${currency})`} name="hourlyRate" type="number" min={0} step={amountStep} inputMode="decimal" defaultValue={major(listing.hourlyRateMinor, currency)} error={errorOf("hourly.rate")} />
            <Field label="Minimum hours" name="minHours" type="number" min={1} max={24} defaultValue={listing.minHours ?? 2} error={errorOf("hourly.minHours")} />
            <Field label="Maximum hours (optional)" name="maxHours" type="number" min={1} max={24} defaultValue={listing.maxHours ?? ""} error={errorOf("hourly.maxHours")} />
            <Field label="Cleaning buffer after each stay (hours)" name="bufferHours" type="number" min={0} max={12} defaultValue={listing.bufferHours} error={errorOf("hourly.bufferHours")} />
            <Field label="Opens at" name="openingTime" type="time" defaultValue={listing.openingTime ?? "08:00"} error={errorOf("hourly.openingTime")} />
            <Field label="Closes at" name="closingTime" type="time" defaultValue={listing.closingTime ?? "22:00"} error={errorOf("hourly.closingTime")} />
          </div>
        </fieldset>
      ) : (
        <>
          {errorOf("nightly") && <FormMessage>{errorOf("nightly")}</FormMessage>}
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1">
              <label className="flex items-center gap-2 font-medium">
                <input type="checkbox" checked={nightly} onChange={(event) => setNightly(event.target.checked)} className="h-4 w-4" />
                Nightly stays
              </label>
            </legend>
            {nightly && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={`Nightly rate (${currency})`} name="nightlyRate" type="number" min={0} step={amountStep} inputMode="decimal" defaultValue={major(listing.nightlyRateMinor, currency)} error={errorOf("nightly.rate")} />
                <Field label={`Weekend rate (${currency}, optional)`} name="weekendRate" type="number" min={0} step={amountStep} inputMode="decimal" defaultValue={major(listing.weekendRateMinor, currency)} error={errorOf("nightly.weekendRate")} hint="Friday and Saturday nights." />
                <Field label="Minimum nights" name="minNights" type="number" min={1} max={365} defaultValue={listing.minNights} error={errorOf("nightly.minNights")} />
                <Field label="Maximum nights (optional)" name="maxNights" type="number" min={1} max={365} defaultValue={listing.maxNights ?? ""} error={errorOf("nightly.maxNights")} />
              </div>
            )}
          </fieldset>
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1">
              <label className="flex items-center gap-2 font-medium">
                <input type="checkbox" checked={monthly} onChange={(event) => setMonthly(event.target.checked)} className="h-4 w-4" />
                Monthly stays (28 nights or more)
              </label>
            </legend>
            {monthly && (
              <Field label={`Monthly rate (${currency})`} name="monthlyRate" type="number" min={0} step={amountStep} inputMode="decimal" defaultValue={major(listing.monthlyRateMinor, currency)} error={errorOf("monthly.rate")} />
            )}
          </fieldset>
        </>
      )}
    </StepForm>
  );
}

export function RulesStep({ listing }: { listing: EditorListing }) {
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "rules");
  const currency = listing.currency;
  return (
    <StepForm
      label="Fees and rules"
      busy={busy}
      formError={formError}
      back={back(listing, "prices")}
      onSubmit={(form) =>
        void save({
          cleaningFee: numberOrNull(form, "cleaningFee") ?? 0,
          houseRules: text(form, "houseRules"),
          checkInTime: text(form, "checkInTime"),
          checkOutTime: text(form, "checkOutTime"),
          cancellationPolicy: text(form, "cancellationPolicy"),
          instantBook: text(form, "booking") === "instant",
          licenceNumber: text(form, "licenceNumber").trim() || null,
        })
      }
    >
      <Field
        label={`Cleaning fee (${currency})`}
        name="cleaningFee"
        type="number"
        min={0}
        step={minorDigits(currency) === 0 ? "1" : "0.01"}
        inputMode="decimal"
        defaultValue={toMajor(listing.cleaningFeeMinor, currency)}
        error={errorOf("cleaningFee")}
        hint="Charged once per stay. 0 for none."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Check-in from" name="checkInTime" type="time" defaultValue={listing.checkInTime} error={errorOf("checkInTime")} />
        <Field label="Check-out by" name="checkOutTime" type="time" defaultValue={listing.checkOutTime} error={errorOf("checkOutTime")} />
      </div>
      <TextAreaField label="House rules" name="houseRules" rows={4} defaultValue={listing.houseRules} error={errorOf("houseRules")} hint="Smoking, pets, parties, quiet hours: what guests agree to when they book." />
      <ChoiceGroup legend="Cancellation policy" error={errorOf("cancellationPolicy")}>
        {(Object.keys(CANCELLATION_POLICIES) as (keyof typeof CANCELLATION_POLICIES)[]).map((policy) => (
          <label key={policy} className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
            <input type="radio" name="cancellationPolicy" value={policy} defaultChecked={listing.cancellationPolicy === policy} className="mt-0.5 h-4 w-4" />
            <span>
              <span className="font-medium">{CANCELLATION_POLICIES[policy].name}</span>
              <span className="block text-muted">{CANCELLATION_POLICIES[policy].summary}</span>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="How guests book">
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
          <input type="radio" name="booking" value="instant" defaultChecked={listing.instantBook} className="mt-0.5 h-4 w-4" />
          <span>
            <span className="font-medium">Instant book</span>
            <span className="block text-muted">Guests book free dates straight away; no answer needed from you.</span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
          <input type="radio" name="booking" value="request" defaultChecked={!listing.instantBook} className="mt-0.5 h-4 w-4" />
          <span>
            <span className="font-medium">Request to book</span>
            <span className="block text-muted">You accept or decline each request within 24 hours; the dates are held meanwhile.</span>
          </span>
        </label>
      </ChoiceGroup>
      <Field label="Licence or registration number (optional)" name="licenceNumber" defaultValue={listing.licenceNumber ?? ""} maxLength={60} error={errorOf("licenceNumber")} />
    </StepForm>
  );
}

"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { AMENITIES, TYPE_LABELS } from "../../labels";
import { PROPERTY_TYPES, type ListingStepId } from "../steps";
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

export function StepForm({
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

export const back = (listing: EditorListing, step: ListingStepId) => editorHref(listing.id, step);

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

"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { fieldErrorsOfZod, useFunctionCall } from "@/components/forms/use-function-call";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { TYPE_LABELS } from "../../labels";
import { basicsSchema, PROPERTY_TYPES } from "../steps";
import { SelectField, TextAreaField } from "./form-controls";

/**
 * The first step of a new listing: what it is and in which country (its currency and time zone follow).
 * Saving makes the draft; the editor's other steps follow.
 */
export function NewListingForm({ organisations }: { organisations: { id: string; name: string }[] | null }) {
  const router = useRouter();
  const create = useFunctionCall<{ propertyId: string }>("createListing");
  const [country, setCountry] = useState<CountryCode>("malaysia");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = { type: String(form.get("type")), title: String(form.get("title") ?? ""), description: String(form.get("description") ?? "") };
    const parsed = basicsSchema.safeParse(values);
    if (!parsed.success) {
      create.setFieldErrors(fieldErrorsOfZod(parsed.error.issues));
      return;
    }
    const organisationId = organisations ? String(form.get("organisationId") ?? "") || undefined : undefined;
    const result = await create.run({ ...parsed.data, country, ...(organisations ? { organisationId } : {}) });
    if (result) router.push(`/dashboard/listings/${result.propertyId}/edit?step=location`);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="New property" className="max-w-2xl space-y-4 rounded-2xl border border-line bg-white p-6">
      {create.formError && <FormMessage>{create.formError}</FormMessage>}
      {organisations && (
        <SelectField label="Organisation" name="organisationId" defaultValue="" error={create.fieldErrors.organisationId} hint="The supplier that owns this property and is paid for it.">
          <option value="">Choose an organisation</option>
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label="Kind of place" name="type" defaultValue="apartment" error={create.fieldErrors.type}>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <Field label="Title" name="title" maxLength={120} error={create.fieldErrors.title} hint="What guests see first, e.g. “Sunny 2-bedroom condo near KLCC”." />
      <TextAreaField label="Description" name="description" rows={5} error={create.fieldErrors.description} hint="You can write it now or later (at least 50 characters before review)." />
      <SelectField
        label="Country"
        name="country"
        value={country}
        onChange={(event) => setCountry(event.target.value as CountryCode)}
        hint={`Prices in ${COUNTRIES[country].currency}, times in ${COUNTRIES[country].timeZone}.`}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRIES[code].name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={create.busy}>
        Save and continue
      </Button>
    </form>
  );
}

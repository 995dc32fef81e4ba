"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { TYPE_LABELS, type PropertyType } from "../../labels";
import { createListingInput, PROPERTY_TYPES } from "../steps";
import { SelectField, TextAreaField } from "./form-controls";

const newListingFields = z.object({
  organisationId: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  country: z.string(),
});
type NewListingFields = z.infer<typeof newListingFields>;

/**
 * The form read into `createListing`'s input. The organisation is asked of staff only (a supplier's listing is
 * its own); whether one was chosen is the function's to say, as it knows who is asking.
 */
function newListingSchema(choosesOrganisation: boolean) {
  return formSchema(
    newListingFields,
    (values) => ({
      type: values.type as PropertyType,
      title: values.title,
      description: values.description,
      country: values.country as CountryCode,
      organisationId: choosesOrganisation ? values.organisationId || undefined : undefined,
    }),
    createListingInput,
  );
}

/**
 * The first step of a new listing: what it is and in which country (its currency and time zone follow).
 * Saving makes the draft; the editor's other steps follow.
 */
export function NewListingForm({ organisations }: { organisations: { id: string; name: string }[] | null }) {
  const t = useTranslations("dashboardCatalogue.listings.new");
  const router = useRouter();
  const schema = useMemo(() => newListingSchema(organisations !== null), [organisations]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    NewListingFields,
    unknown,
    { propertyId: string }
  >({
    name: "createListing",
    schema,
    defaultValues: { organisationId: "", type: "apartment", title: "", description: "", country: "malaysia" },
  });
  const { register, watch } = form;
  const country = watch("country") as CountryCode;
  const submit = submitWith((result) => router.push(`/dashboard/listings/${result.propertyId}/edit?step=location`));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("label")}
      className="max-w-2xl space-y-4 rounded-2xl border border-line bg-white p-6"
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      {organisations && (
        <SelectField
          label={t("organisation")}
          {...register("organisationId")}
          error={errorOf("organisationId")}
          hint={t("organisationHint")}
        >
          <option value="">{t("chooseOrganisation")}</option>
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={t("type")} {...register("type")} error={errorOf("type")}>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <Field label={t("title")} {...register("title")} maxLength={120} error={errorOf("title")} hint={t("titleHint")} />
      <TextAreaField
        label={t("description")}
        {...register("description")}
        rows={5}
        error={errorOf("description")}
        hint={t("descriptionHint")}
      />
      <SelectField
        label={t("country")}
        {...register("country")}
        error={errorOf("country")}
        hint={t("countryHint", { currency: COUNTRIES[country].currency, timeZone: COUNTRIES[country].timeZone })}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {COUNTRIES[code].name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}

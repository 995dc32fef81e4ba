"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { basisPointsOf, fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { formatDay } from "@/lib/format";
import { minorDigits, toMajor } from "@/lib/money";
import { BUSINESS_SETTINGS } from "../settings";
import { EDITABLE_SETTINGS, type BusinessSettingsDocument, type EditableSetting } from "../settings-document";
import { saveBusinessSettingsInput, type SaveBusinessSettingsInput } from "../inputs";

type Values = Record<string, string | boolean>;

const TAXES = BUSINESS_SETTINGS.nightlyTaxes;
const taxField = (country: string) => `tax_${country}`;
const taxEnabledField = (country: string) => `taxEnabled_${country}`;
const isPercent = (key: EditableSetting) => key.endsWith("BasisPoints");
const isUsdAmount = (key: EditableSetting) => key === "travelInsuranceMinimumPremiumUsdMinor";

/** What the person typed, read into `saveBusinessSettings`'s input: its schema checks the bounds. */
const settingsFormSchema = formSchema(
  z.record(z.string(), z.union([z.string(), z.boolean()])),
  (values, context): SaveBusinessSettingsInput => {
    const text = (field: string) => String(values[field] ?? "");
    const settings: Record<string, unknown> = {};
    for (const { key } of EDITABLE_SETTINGS) {
      const typed = text(key);
      const value = isPercent(key)
        ? basisPointsOf(typed)
        : isUsdAmount(key)
          ? minorOf(typed, "USD")
          : (wholeOrNull(typed) ?? undefined);
      if (value === undefined)
        fieldIssue(
          context,
          key,
          isPercent(key)
            ? "Enter a percentage like 5 or 12.5."
            : isUsdAmount(key)
              ? "Enter an amount like 5.00."
              : "Enter a whole number.",
        );
      settings[key] = value ?? Number.NaN;
    }
    settings.nightlyTaxes = TAXES.map((tax) => {
      const amount = minorOf(text(taxField(tax.country)), tax.currency);
      if (amount === undefined) fieldIssue(context, taxField(tax.country), `Enter an amount in ${tax.currency}.`);
      return {
        country: tax.country,
        amountMinorPerRoomNight: amount ?? Number.NaN,
        enabled: values[taxEnabledField(tax.country)] === true,
      };
    });
    return {
      settings: settings as BusinessSettingsDocument,
      effectiveFrom: text("effectiveFrom"),
      reason: text("reason"),
    };
  },
  saveBusinessSettingsInput,
);

/** The input's paths as the form's fields: a setting's message goes under its own field. */
const FIELD_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EDITABLE_SETTINGS.map(({ key }) => [`settings.${key}`, key])),
  ...Object.fromEntries(TAXES.map((tax, index) => [`settings.nightlyTaxes.${index}`, taxField(tax.country)])),
  "settings.nightlyTaxes": taxField(TAXES[0]?.country ?? ""),
};

/** An amount as a person types it back ("10.00"), in the currency's digits. */
const amountText = (amountMinor: number, currency: string) =>
  toMajor(amountMinor, currency).toFixed(minorDigits(currency));

function valuesOf(current: BusinessSettingsDocument, today: string): Values {
  const values: Values = { effectiveFrom: today, reason: "" };
  for (const { key } of EDITABLE_SETTINGS) {
    const value = current[key];
    values[key] = isPercent(key) ? String(value / 100) : isUsdAmount(key) ? amountText(value, "USD") : String(value);
  }
  for (const tax of TAXES) {
    const set = current.nightlyTaxes.find((candidate) => candidate.country === tax.country);
    values[taxField(tax.country)] = amountText(
      set?.amountMinorPerRoomNight ?? tax.amountMinorPerRoomNight,
      tax.currency,
    );
    values[taxEnabledField(tax.country)] = set?.enabled ?? tax.enabled;
  }
  return values;
}

/**
 * Staff schedule a change of the business settings from a day (today: at once). The form starts from the settings
 * in force and sends the whole document: a version never depends on another.
 */
export function BusinessSettingsForm({ current, today }: { current: BusinessSettingsDocument; today: string }) {
  const router = useRouter();
  const defaultValues = useMemo(() => valuesOf(current, today), [current, today]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    Values,
    SaveBusinessSettingsInput,
    { id: number; effectiveFrom: string; changed: string[] }
  >({ name: "saveBusinessSettings", schema: settingsFormSchema, defaultValues, fieldOf: FIELD_OF });
  const [saved, setSaved] = useState<string | null>(null);

  const submit = submitWith((result, input) => {
    const when =
      input.effectiveFrom === "now" || input.effectiveFrom === today
        ? "now"
        : `from ${formatDay(input.effectiveFrom, "en")}`;
    setSaved(
      result.changed.length === 0
        ? `Version ${result.id} saved, in force ${when}: it changes nothing.`
        : `Version ${result.id} saved, in force ${when}.`,
    );
    form.reset({ ...form.getValues(), reason: "" });
    router.refresh();
  });

  const groups = [...new Set(EDITABLE_SETTINGS.map((setting) => setting.group))];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-labelledby="change-settings"
      className="space-y-5 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="change-settings" className="text-lg font-semibold">
        Change the settings
      </h2>
      <p className="text-sm text-muted">
        A change applies to quotes and bookings made from its day (midnight at the head office; today: at once).
        Bookings already made keep the settings that priced them.
      </p>
      {formError && <FormMessage>{formError}</FormMessage>}
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      {groups.map((group) => (
        <fieldset key={group} className="space-y-3">
          <legend className="text-sm font-semibold">{group}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {EDITABLE_SETTINGS.filter((setting) => setting.group === group).map((setting) => (
              <Field
                key={setting.key}
                label={setting.label}
                hint={isPercent(setting.key) ? "Percent" : isUsdAmount(setting.key) ? "US dollars" : setting.unit}
                inputMode={isPercent(setting.key) || isUsdAmount(setting.key) ? "decimal" : "numeric"}
                {...form.register(setting.key)}
                error={errorOf(setting.key)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Nightly taxes</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TAXES.map((tax) => (
            <div key={tax.country} className="space-y-2">
              <Field
                label={`${tax.label} (${tax.country}), per room and night`}
                hint={tax.currency}
                inputMode="decimal"
                {...form.register(taxField(tax.country))}
                error={errorOf(taxField(tax.country))}
              />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...form.register(taxEnabledField(tax.country))} />
                Charge the {tax.label.toLowerCase()}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field label="In force from" hint="Today or a later day" error={errorOf("effectiveFrom")}>
          <Input type="date" min={today} {...form.register("effectiveFrom")} />
        </Field>
        <Field label="Why" hint="Kept with the version for whoever reads the history" error={errorOf("reason")}>
          <Textarea rows={2} maxLength={500} {...form.register("reason")} />
        </Field>
      </div>
      <Button type="submit" busy={busy}>
        Save the settings
      </Button>
    </form>
  );
}

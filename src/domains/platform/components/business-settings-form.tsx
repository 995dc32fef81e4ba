"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { basisPointsOf, fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { formatDay } from "@/lib/format";
import { minorDigits, toMajor } from "@/lib/money";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { STAY_TAX_EXEMPTIONS, type StayTaxRule } from "../settings";
import { EDITABLE_SETTINGS, type BusinessSettingsDocument, type EditableSetting } from "../settings-document";
import { saveBusinessSettingsInput, type SaveBusinessSettingsInput } from "../inputs";

type Values = Record<string, string | boolean>;

const isPercent = (key: EditableSetting) => key.endsWith("BasisPoints");
const isUsdAmount = (key: EditableSetting) => key === "travelInsuranceMinimumPremiumUsdMinor";

/** The fields of the stay tax in row `row` (flat names: react-hook-form reads dots as nesting). */
const taxField = (row: number, part: "country" | "label" | "kind" | "amount" | "exempt" | "enabled") =>
  `stayTax_${row}_${part}`;

type Words = ReturnType<typeof useTranslations<"dashboardPlatform.form">>;

/** A stay tax's rows as typed, read into the document's rules: the document's schema checks each. */
function stayTaxesOf(t: Words, values: Values, rows: number, context: z.RefinementCtx): unknown[] {
  const text = (field: string) => String(values[field] ?? "");
  return Array.from({ length: rows }, (_, row) => {
    const country = text(taxField(row, "country")) as CountryCode;
    const currency = COUNTRIES[country]?.currency ?? "";
    const kind = text(taxField(row, "kind"));
    const typed = text(taxField(row, "amount"));
    const common = {
      country,
      label: text(taxField(row, "label")),
      currency,
      exempt: text(taxField(row, "exempt")),
      enabled: values[taxField(row, "enabled")] === true,
    };
    if (kind === "percent_of_room_revenue") {
      const basisPoints = basisPointsOf(typed);
      if (basisPoints === undefined) fieldIssue(context, taxField(row, "amount"), t("enterTaxPercent"));
      return { ...common, kind, basisPoints: basisPoints ?? Number.NaN };
    }
    const amount = currency ? minorOf(typed, currency) : undefined;
    if (amount === undefined)
      fieldIssue(context, taxField(row, "amount"), currency ? t("enterAmountIn", { currency }) : t("enterAmount"));
    return { ...common, kind, amountMinorPerRoomNight: amount ?? Number.NaN };
  });
}

/** What the person typed, read into `saveBusinessSettings`'s input: its schema checks the bounds. */
function settingsFormSchema(t: Words, taxRows: number) {
  return formSchema(
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
            isPercent(key) ? t("enterPercent") : isUsdAmount(key) ? t("enterUsd") : t("enterWhole"),
          );
        settings[key] = value ?? Number.NaN;
      }
      settings.stayTaxes = stayTaxesOf(t, values, taxRows, context);
      return {
        settings: settings as BusinessSettingsDocument,
        effectiveFrom: text("effectiveFrom"),
        reason: text("reason"),
      };
    },
    saveBusinessSettingsInput,
  );
}

/** The input's paths as the form's fields: a setting's message goes under its own field, a tax's under its row's. */
function fieldOfInput(taxRows: number): Readonly<Record<string, string>> {
  const taxes: [string, string][] = [];
  for (let row = 0; row < taxRows; row++) {
    for (const part of ["country", "label", "kind", "exempt", "enabled"] as const)
      taxes.push([`settings.stayTaxes.${row}.${part}`, taxField(row, part)]);
    taxes.push([`settings.stayTaxes.${row}.amountMinorPerRoomNight`, taxField(row, "amount")]);
    taxes.push([`settings.stayTaxes.${row}.basisPoints`, taxField(row, "amount")]);
    taxes.push([`settings.stayTaxes.${row}.currency`, taxField(row, "country")]);
    taxes.push([`settings.stayTaxes.${row}`, taxField(row, "label")]);
  }
  return {
    ...Object.fromEntries(EDITABLE_SETTINGS.map(({ key }) => [`settings.${key}`, key])),
    ...Object.fromEntries(taxes),
    "settings.stayTaxes": "stayTaxes",
  };
}

/** An amount as a person types it back ("10.00"), in the currency's digits. */
const amountText = (amountMinor: number, currency: string) =>
  toMajor(amountMinor, currency).toFixed(minorDigits(currency));

/** A stay tax's amount as typed back: money in its currency's digits, or a percentage. */
function taxAmountText(tax: StayTaxRule): string {
  return tax.kind === "per_room_night"
    ? amountText(tax.amountMinorPerRoomNight, tax.currency)
    : String(tax.basisPoints / 100);
}

function taxValues(tax: StayTaxRule, row: number): Values {
  return {
    [taxField(row, "country")]: tax.country,
    [taxField(row, "label")]: tax.label,
    [taxField(row, "kind")]: tax.kind,
    [taxField(row, "amount")]: taxAmountText(tax),
    [taxField(row, "exempt")]: tax.exempt,
    [taxField(row, "enabled")]: tax.enabled,
  };
}

/** A new row: switched off until staff have filled it in and chosen to charge it. */
const NEW_TAX: StayTaxRule = {
  country: "malaysia",
  label: "",
  kind: "per_room_night",
  currency: "MYR",
  amountMinorPerRoomNight: 0,
  exempt: "none",
  enabled: false,
};

function valuesOf(current: BusinessSettingsDocument, today: string): Values {
  const values: Values = { effectiveFrom: today, reason: "" };
  for (const { key } of EDITABLE_SETTINGS) {
    const value = current[key];
    values[key] = isPercent(key) ? String(value / 100) : isUsdAmount(key) ? amountText(value, "USD") : String(value);
  }
  current.stayTaxes.forEach((tax, row) => Object.assign(values, taxValues(tax, row)));
  return values;
}

/**
 * Staff schedule a change of the business settings from a day (today: at once). The form starts from the settings
 * in force and sends the whole document: a version never depends on another.
 */
export function BusinessSettingsForm({ current, today }: { current: BusinessSettingsDocument; today: string }) {
  const t = useTranslations("dashboardPlatform.form");
  const router = useRouter();
  const defaultValues = useMemo(() => valuesOf(current, today), [current, today]);
  const [taxRows, setTaxRows] = useState(current.stayTaxes.length);
  const schema = useMemo(() => settingsFormSchema(t, taxRows), [t, taxRows]);
  const fieldOf = useMemo(() => fieldOfInput(taxRows), [taxRows]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    Values,
    SaveBusinessSettingsInput,
    { id: number; effectiveFrom: string; changed: string[] }
  >({ name: "saveBusinessSettings", schema, defaultValues, fieldOf });
  const addTax = () => {
    // The amount starts empty: its digits depend on the country's currency, chosen first.
    const values = { ...taxValues(NEW_TAX, taxRows), [taxField(taxRows, "amount")]: "" };
    for (const [field, value] of Object.entries(values)) form.setValue(field, value);
    setTaxRows(taxRows + 1);
  };
  // The rows after the removed one move up a place, so the rows stay numbered as the document's list is.
  const removeTax = (removed: number) => {
    const values = form.getValues();
    for (let row = removed; row < taxRows - 1; row++)
      for (const part of ["country", "label", "kind", "amount", "exempt", "enabled"] as const)
        form.setValue(taxField(row, part), values[taxField(row + 1, part)]!);
    setTaxRows(taxRows - 1);
  };
  const [saved, setSaved] = useState<string | null>(null);

  const submit = submitWith((result, input) => {
    const id = String(result.id);
    const unchanged = result.changed.length === 0;
    setSaved(
      input.effectiveFrom === "now" || input.effectiveFrom === today
        ? t(unchanged ? "savedNowNoChange" : "savedNow", { id })
        : t(unchanged ? "savedFromNoChange" : "savedFrom", { id, day: formatDay(input.effectiveFrom, "en") }),
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
        {t("heading")}
      </h2>
      <p className="text-sm text-muted">{t("intro")}</p>
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
                hint={isPercent(setting.key) ? t("percent") : isUsdAmount(setting.key) ? t("usd") : setting.unit}
                inputMode={isPercent(setting.key) || isUsdAmount(setting.key) ? "decimal" : "numeric"}
                {...form.register(setting.key)}
                error={errorOf(setting.key)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="space-y-3" data-testid="stay-taxes">
        <legend className="text-sm font-semibold">{t("stayTaxes")}</legend>
        <p className="text-sm text-muted">{t("stayTaxesIntro")}</p>
        {errorOf("stayTaxes") && <p className="text-sm text-red-700">{errorOf("stayTaxes")}</p>}
        {Array.from({ length: taxRows }, (_, row) => (
          <StayTaxRow
            key={row}
            row={row}
            register={(part) => form.register(taxField(row, part))}
            errorOf={(part) => errorOf(taxField(row, part))}
            percent={form.watch(taxField(row, "kind")) === "percent_of_room_revenue"}
            currency={COUNTRIES[form.watch(taxField(row, "country")) as CountryCode]?.currency ?? ""}
            onRemove={() => removeTax(row)}
          />
        ))}
        <Button type="button" variant="secondary" onClick={addTax} disabled={taxRows >= 20}>
          {t("addTax")}
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field label={t("effectiveFrom")} hint={t("effectiveFromHint")} error={errorOf("effectiveFrom")}>
          <Input type="date" min={today} {...form.register("effectiveFrom")} />
        </Field>
        <Field label={t("reason")} hint={t("reasonHint")} error={errorOf("reason")}>
          <Textarea rows={2} maxLength={500} {...form.register("reason")} />
        </Field>
      </div>
      <Button type="submit" busy={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}

type TaxPart = "country" | "label" | "kind" | "amount" | "exempt" | "enabled";

/** One stay tax's fields: country, name, how it is charged and how much, who is exempt, and whether it is charged. */
function StayTaxRow({
  row,
  register,
  errorOf,
  percent,
  currency,
  onRemove,
}: {
  row: number;
  register: (
    part: TaxPart,
  ) => ReturnType<ReturnType<typeof useFunctionForm<Values, unknown, unknown>>["form"]["register"]>;
  errorOf: (part: TaxPart) => string | undefined;
  percent: boolean;
  currency: string;
  onRemove: () => void;
}) {
  const t = useTranslations("dashboardPlatform.form.tax");
  return (
    <div
      className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="stay-tax"
      aria-label={t("group", { number: row + 1 })}
      role="group"
    >
      <Field label={t("country")} error={errorOf("country")}>
        <Select {...register("country")}>
          {COUNTRY_CODES.map((country) => (
            <option key={country} value={country}>
              {COUNTRIES[country].name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("label")} {...register("label")} error={errorOf("label")} maxLength={60} />
      <Field label={t("kind")} error={errorOf("kind")}>
        <Select {...register("kind")}>
          <option value="per_room_night">{t("perNight")}</option>
          <option value="percent_of_room_revenue">{t("percent")}</option>
        </Select>
      </Field>
      <Field
        label={percent ? t("rate") : t("amount")}
        hint={percent ? t("percentHint") : currency}
        inputMode="decimal"
        {...register("amount")}
        error={errorOf("amount")}
      />
      <Field label={t("exempt")} error={errorOf("exempt")}>
        <Select {...register("exempt")}>
          {STAY_TAX_EXEMPTIONS.map((exempt) => (
            <option key={exempt} value={exempt}>
              {t(`exemptions.${exempt}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex items-end justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("enabled")} />
          {t("enabled")}
        </label>
        <Button type="button" variant="secondary" onClick={onRemove}>
          {t("remove")}
        </Button>
      </div>
    </div>
  );
}

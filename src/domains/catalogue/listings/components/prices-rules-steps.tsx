"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { COUNTRIES } from "@/lib/countries";
import { minorDigits, toMajor } from "@/lib/money";
import { CANCELLATION_POLICIES } from "../../labels";
import { isHourlyType } from "../steps";
import { CancellationStepsEditor, cancellationStepsOf } from "./cancellation-steps-editor";
import { BALANCE_DAYS_MAX, BALANCE_DAYS_MIN, DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN } from "../../deposit-rules";
import { ChoiceGroup, TextAreaField } from "./form-controls";
import { back, StepForm, type EditorListing } from "./step-forms";
import { numberOrNull, text, useStepSave } from "./use-step-save";

function major(amountMinor: number | null, currency: string): number | "" {
  return amountMinor === null ? "" : toMajor(amountMinor, currency);
}

export function PricesStep({ listing }: { listing: EditorListing }) {
  const t = useTranslations("dashboardCatalogue.listings.prices");
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "prices");
  const hourly = isHourlyType(listing.type);
  const [nightly, setNightly] = useState(
    listing.nightlyRateMinor !== null || (!hourly && listing.monthlyRateMinor === null),
  );
  const [monthly, setMonthly] = useState(listing.monthlyRateMinor !== null);
  // A place other than a day room may be sold by the hour as well, each mode at its own price.
  const [byTheHour, setByTheHour] = useState(!hourly && listing.hourlyRateMinor !== null);
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
      hourly:
        hourly || byTheHour
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
    <StepForm label={t("label")} busy={busy} formError={formError} back={back(listing, "photos")} onSubmit={submit}>
      <p className="text-sm text-muted">
        {t("intro", { currency, country: COUNTRIES[listing.country].nameInSentence })}
      </p>
      {hourly ? (
        <fieldset className="space-y-4">
          <legend className="font-medium">{t("byTheHour")}</legend>
          <HourlyFields listing={listing} errorOf={errorOf} />
        </fieldset>
      ) : (
        <>
          {errorOf("nightly") && <FormMessage>{errorOf("nightly")}</FormMessage>}
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={nightly}
                  onChange={(event) => setNightly(event.target.checked)}
                  className="h-4 w-4"
                />
                {t("nightly")}
              </label>
            </legend>
            {nightly && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t("nightlyRate", { currency })}
                  name="nightlyRate"
                  type="number"
                  min={0}
                  step={amountStep}
                  inputMode="decimal"
                  defaultValue={major(listing.nightlyRateMinor, currency)}
                  error={errorOf("nightly.rate")}
                />
                <Field
                  label={t("weekendRate", { currency })}
                  name="weekendRate"
                  type="number"
                  min={0}
                  step={amountStep}
                  inputMode="decimal"
                  defaultValue={major(listing.weekendRateMinor, currency)}
                  error={errorOf("nightly.weekendRate")}
                  hint={t("weekendRateHint")}
                />
                <Field
                  label={t("minNights")}
                  name="minNights"
                  type="number"
                  min={1}
                  max={365}
                  defaultValue={listing.minNights}
                  error={errorOf("nightly.minNights")}
                />
                <Field
                  label={t("maxNights")}
                  name="maxNights"
                  type="number"
                  min={1}
                  max={365}
                  defaultValue={listing.maxNights ?? ""}
                  error={errorOf("nightly.maxNights")}
                />
              </div>
            )}
          </fieldset>
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={monthly}
                  onChange={(event) => setMonthly(event.target.checked)}
                  className="h-4 w-4"
                />
                {t("monthly")}
              </label>
            </legend>
            {monthly && (
              <Field
                label={t("monthlyRate", { currency })}
                name="monthlyRate"
                type="number"
                min={0}
                step={amountStep}
                inputMode="decimal"
                defaultValue={major(listing.monthlyRateMinor, currency)}
                error={errorOf("monthly.rate")}
              />
            )}
          </fieldset>
          {errorOf("hourly") && <FormMessage>{errorOf("hourly")}</FormMessage>}
          <fieldset className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  checked={byTheHour}
                  onChange={(event) => setByTheHour(event.target.checked)}
                  className="h-4 w-4"
                />
                {t("hourlyToo")}
              </label>
            </legend>
            {byTheHour && (
              <>
                <p className="text-sm text-muted">{t("hourlyTooHint")}</p>
                <HourlyFields listing={listing} errorOf={errorOf} />
              </>
            )}
          </fieldset>
        </>
      )}
    </StepForm>
  );
}

export function RulesStep({ listing }: { listing: EditorListing }) {
  const t = useTranslations("dashboardCatalogue.listings.rules");
  const { save, busy, formError, errorOf } = useStepSave(listing.id, "rules");
  const currency = listing.currency;
  const [policy, setPolicy] = useState(listing.cancellationPolicy);
  return (
    <StepForm
      label={t("label")}
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
          cancellationRules: policy === "custom" ? cancellationStepsOf(form) : null,
          instantBook: text(form, "booking") === "instant",
          depositPercent: numberOrNull(form, "depositPercent"),
          balanceDaysBefore: numberOrNull(form, "balanceDaysBefore"),
          licenceNumber: text(form, "licenceNumber").trim() || null,
        })
      }
    >
      <Field
        label={t("cleaningFee", { currency })}
        name="cleaningFee"
        type="number"
        min={0}
        step={minorDigits(currency) === 0 ? "1" : "0.01"}
        inputMode="decimal"
        defaultValue={toMajor(listing.cleaningFeeMinor, currency)}
        error={errorOf("cleaningFee")}
        hint={t("cleaningFeeHint")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("checkIn")}
          name="checkInTime"
          type="time"
          defaultValue={listing.checkInTime}
          error={errorOf("checkInTime")}
        />
        <Field
          label={t("checkOut")}
          name="checkOutTime"
          type="time"
          defaultValue={listing.checkOutTime}
          error={errorOf("checkOutTime")}
        />
      </div>
      <TextAreaField
        label={t("houseRules")}
        name="houseRules"
        rows={4}
        defaultValue={listing.houseRules}
        error={errorOf("houseRules")}
        hint={t("houseRulesHint")}
      />
      <ChoiceGroup legend={t("cancellationPolicy")} error={errorOf("cancellationPolicy")}>
        {(Object.keys(CANCELLATION_POLICIES) as (keyof typeof CANCELLATION_POLICIES)[]).map((policy) => (
          <label key={policy} className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
            <input
              type="radio"
              name="cancellationPolicy"
              value={policy}
              defaultChecked={listing.cancellationPolicy === policy}
              onChange={() => setPolicy(policy)}
              className="mt-0.5 h-4 w-4"
            />
            <span>
              <span className="font-medium">{CANCELLATION_POLICIES[policy].name}</span>
              <span className="block text-muted">{CANCELLATION_POLICIES[policy].summary}</span>
            </span>
          </label>
        ))}
        {policy === "custom" && (
          <CancellationStepsEditor initial={listing.cancellationRules ?? null} errorOf={errorOf} />
        )}
      </ChoiceGroup>
      <ChoiceGroup legend={t("howGuestsBook")}>
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
          <input
            type="radio"
            name="booking"
            value="instant"
            defaultChecked={listing.instantBook}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            <span className="font-medium">{t("instant")}</span>
            <span className="block text-muted">{t("instantHint")}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 text-sm">
          <input
            type="radio"
            name="booking"
            value="request"
            defaultChecked={!listing.instantBook}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            <span className="font-medium">{t("request")}</span>
            <span className="block text-muted">{t("requestHint")}</span>
          </span>
        </label>
      </ChoiceGroup>
      <ChoiceGroup legend={t("deposit")}>
        <p className="text-sm text-muted">{t("depositIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("depositPercent", { min: String(DEPOSIT_PERCENT_MIN), max: String(DEPOSIT_PERCENT_MAX) })}
            name="depositPercent"
            type="number"
            min={DEPOSIT_PERCENT_MIN}
            max={DEPOSIT_PERCENT_MAX}
            step="1"
            inputMode="numeric"
            defaultValue={listing.depositPercent ?? ""}
            error={errorOf("depositPercent")}
          />
          <Field
            label={t("balanceDays", { min: String(BALANCE_DAYS_MIN), max: String(BALANCE_DAYS_MAX) })}
            name="balanceDaysBefore"
            type="number"
            min={BALANCE_DAYS_MIN}
            max={BALANCE_DAYS_MAX}
            step="1"
            inputMode="numeric"
            defaultValue={listing.balanceDaysBefore ?? ""}
            error={errorOf("balanceDaysBefore")}
          />
        </div>
      </ChoiceGroup>
      <Field
        label={t("licence")}
        name="licenceNumber"
        defaultValue={listing.licenceNumber ?? ""}
        maxLength={60}
        error={errorOf("licenceNumber")}
      />
    </StepForm>
  );
}

/** The hourly rate, the length of a stay, the cleaning buffer and the opening hours: a day room's, or a place's day use. */
function HourlyFields({ listing, errorOf }: { listing: EditorListing; errorOf: (path: string) => string | undefined }) {
  const t = useTranslations("dashboardCatalogue.listings.prices");
  const currency = listing.currency;
  const amountStep = minorDigits(currency) === 0 ? "1" : "0.01";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("hourlyRate", { currency })}
        name="hourlyRate"
        type="number"
        min={0}
        step={amountStep}
        inputMode="decimal"
        defaultValue={major(listing.hourlyRateMinor, currency)}
        error={errorOf("hourly.rate")}
      />
      <Field
        label={t("minHours")}
        name="minHours"
        type="number"
        min={1}
        max={24}
        defaultValue={listing.minHours ?? 2}
        error={errorOf("hourly.minHours")}
      />
      <Field
        label={t("maxHours")}
        name="maxHours"
        type="number"
        min={1}
        max={24}
        defaultValue={listing.maxHours ?? ""}
        error={errorOf("hourly.maxHours")}
      />
      <Field
        label={t("bufferHours")}
        name="bufferHours"
        type="number"
        min={0}
        max={12}
        defaultValue={listing.bufferHours}
        error={errorOf("hourly.bufferHours")}
      />
      <Field
        label={t("opensAt")}
        name="openingTime"
        type="time"
        defaultValue={listing.openingTime ?? "08:00"}
        error={errorOf("hourly.openingTime")}
      />
      <Field
        label={t("closesAt")}
        name="closingTime"
        type="time"
        defaultValue={listing.closingTime ?? "22:00"}
        error={errorOf("hourly.closingTime")}
      />
    </div>
  );
}

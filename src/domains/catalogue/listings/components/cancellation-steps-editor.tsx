"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { MAX_CANCELLATION_STEPS, type CancellationStep } from "../../cancellation-rules";

/** The names of a step's two inputs; `cancellationStepsOf` reads them back in their order. */
const DAYS = "cancellationDays";
const PERCENT = "cancellationPercent";

/** A starting point for a supplier who has no steps yet: the example the form explains itself with. */
const STARTER: CancellationStep[] = [
  { daysBefore: 30, percent: 100 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 0, percent: 0 },
];

/**
 * A custom policy's steps as typed: one row per step (days before check-in, refund), rows added and removed.
 * The inputs are plain named fields of the Rules form, read on submit; the rules (1–5 steps, fewer days and no
 * larger refund at each step, the last at 0 days) are the function's (cancellation-rules.ts), whose messages come
 * back by step and field.
 */
export function CancellationStepsEditor({
  initial,
  errorOf,
}: {
  initial: CancellationStep[] | null;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useTranslations("dashboardCatalogue.listings.cancellationSteps");
  const [rows, setRows] = useState(() =>
    (initial ?? STARTER).map((step, index) => ({
      key: index,
      days: String(step.daysBefore),
      percent: String(step.percent),
    })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  const update = (key: number, field: "days" | "percent", value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3" data-testid="custom-cancellation-steps">
      <legend className="px-1 text-sm font-medium">{t("legend")}</legend>
      <p className="text-xs text-muted">{t("intro")}</p>
      {rows.map((row, index) => (
        <div key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
          <Field
            label={t("days", { step: String(index + 1) })}
            name={DAYS}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={row.days}
            onChange={(event) => update(row.key, "days", event.target.value)}
            error={errorOf(`cancellationRules.${index}.daysBefore`)}
          />
          <Field
            label={t("percent", { step: String(index + 1) })}
            name={PERCENT}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            value={row.percent}
            onChange={(event) => update(row.key, "percent", event.target.value)}
            error={errorOf(`cancellationRules.${index}.percent`)}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={rows.length === 1}
            onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            aria-label={t("removeLabel", { step: String(index + 1) })}
          >
            {t("remove")}
          </Button>
        </div>
      ))}
      {errorOf("cancellationRules") && <p className="text-sm text-red-700">{errorOf("cancellationRules")}</p>}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={rows.length >= MAX_CANCELLATION_STEPS}
        onClick={() => {
          setRows((current) => [...current, { key: nextKey, days: "0", percent: "0" }]);
          setNextKey(nextKey + 1);
        }}
      >
        {t("add")}
      </Button>
    </fieldset>
  );
}

/** The steps as the form holds them, for the function to judge: an empty box is sent as NaN and refused there. */
export function cancellationStepsOf(form: FormData): CancellationStep[] {
  const days = form.getAll(DAYS).map(String);
  const percents = form.getAll(PERCENT).map(String);
  return days.map((value, index) => ({
    daysBefore: numberAsTyped(value),
    percent: numberAsTyped(percents[index] ?? ""),
  }));
}

function numberAsTyped(value: string): number {
  return value.trim() === "" ? Number.NaN : Number(value);
}

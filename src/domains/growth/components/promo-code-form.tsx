"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import {
  amountShapeMessage,
  basisPointsOf,
  fieldIssue,
  formSchema,
  minorOf,
  wholeOrNull,
} from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { toMajor } from "@/lib/money";
import { createPromoCodeInput, updatePromoCodeInput } from "../inputs";
import { PROMO_CURRENCIES } from "../rules";

export interface PromoFormValues {
  id?: string;
  code: string;
  description: string;
  kind: "percent" | "fixed";
  percentBasisPoints: number | null;
  amountMinor: number | null;
  currency: string | null;
  /** Inclusive days. */
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | null;
  perGuestLimit: number | null;
  allProperties: boolean;
  propertyIds: string[];
}

export interface PropertyChoice {
  id: string;
  title: string;
  city: string;
  currency: string;
}

/** What the form holds: text as typed, and the choices. */
interface PromoFields {
  code: string;
  description: string;
  kind: "percent" | "fixed";
  percent: string;
  currency: string;
  amount: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  perGuestLimit: string;
  scope: "all" | "some";
  propertyIds: string[];
}

/**
 * The typed text read into the function's input, then checked by the function's own schema
 * (`createPromoCodeInput` / `updatePromoCodeInput`): only the shape of the text is checked here.
 */
type Words = ReturnType<typeof useTranslations<"dashboardGrowth.form">>;

function promoSchema(t: Words, id: string | undefined) {
  const fields = z.object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(["percent", "fixed"]),
    percent: z.string(),
    currency: z.string(),
    amount: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    maxRedemptions: z.string(),
    perGuestLimit: z.string(),
    scope: z.enum(["all", "some"]),
    propertyIds: z.array(z.string()),
  });
  type Fields = z.infer<typeof fields>;
  const readTerms = (values: Fields, context: z.RefinementCtx) => {
    let percentBasisPoints: number | null = null;
    let amountMinor: number | null = null;
    if (values.kind === "percent") {
      percentBasisPoints = basisPointsOf(values.percent) ?? null;
      if (percentBasisPoints === null) fieldIssue(context, "percent", t("enterPercent"));
    } else {
      amountMinor = minorOf(values.amount, values.currency) ?? null;
      if (amountMinor === null) fieldIssue(context, "amount", amountShapeMessage(values.currency));
    }
    const maxRedemptions = wholeOrNull(values.maxRedemptions);
    const perGuestLimit = wholeOrNull(values.perGuestLimit);
    const noCap = t("noCap");
    if (maxRedemptions === undefined) fieldIssue(context, "maxRedemptions", noCap);
    if (perGuestLimit === undefined) fieldIssue(context, "perGuestLimit", noCap);
    const allProperties = values.scope === "all";
    return {
      description: values.description.trim(),
      kind: values.kind,
      percentBasisPoints,
      amountMinor,
      // A choice from the list; the function's schema says so if it is not one of its currencies.
      currency: values.kind === "fixed" ? (values.currency as (typeof PROMO_CURRENCIES)[number]) : null,
      validFrom: values.validFrom,
      validUntil: values.validUntil,
      maxRedemptions: maxRedemptions ?? null,
      perGuestLimit: perGuestLimit ?? null,
      allProperties,
      propertyIds: allProperties ? [] : values.propertyIds,
    };
  };
  return id
    ? formSchema(fields, (values, context) => ({ ...readTerms(values, context), id }), updatePromoCodeInput)
    : formSchema(
        fields,
        (values, context) => ({ ...readTerms(values, context), code: values.code }),
        createPromoCodeInput,
      );
}

/** The function's names for what the form calls otherwise. */
const FIELD_OF = { percentBasisPoints: "percent", amountMinor: "amount" } as const;

/** Creates a promo code, or edits one (`initial.id`): terms, window, caps and the places it is valid for. */
export function PromoCodeForm({
  initial,
  choices,
  onDone,
}: {
  initial: PromoFormValues;
  choices: PropertyChoice[];
  onDone?: () => void;
}) {
  const t = useTranslations("dashboardGrowth.form");
  const router = useRouter();
  const id = useId();
  const editing = Boolean(initial.id);
  const schema = useMemo(() => promoSchema(t, initial.id), [t, initial.id]);
  const defaults = useMemo<PromoFields>(
    () => ({
      code: initial.code,
      description: initial.description,
      kind: initial.kind,
      percent: initial.percentBasisPoints !== null ? String(initial.percentBasisPoints / 100) : "",
      currency: initial.currency ?? "MYR",
      amount:
        initial.amountMinor !== null && initial.currency ? String(toMajor(initial.amountMinor, initial.currency)) : "",
      validFrom: initial.validFrom,
      validUntil: initial.validUntil,
      maxRedemptions: initial.maxRedemptions?.toString() ?? "",
      perGuestLimit: initial.perGuestLimit?.toString() ?? "",
      scope: initial.allProperties ? "all" : "some",
      propertyIds: initial.propertyIds,
    }),
    [initial],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<PromoFields, unknown, { code: string }>({
    name: editing ? "updatePromoCode" : "createPromoCode",
    schema,
    defaultValues: defaults,
    fieldOf: FIELD_OF,
  });
  const { register, watch } = form;
  const [saved, setSaved] = useState<string | null>(null);
  const kind = watch("kind");
  const currency = watch("currency");
  const allProperties = watch("scope") === "all";

  const submit = submitWith(async (result) => {
    if (!editing) form.reset();
    setSaved(t(editing ? "saved" : "created", { code: result.code }));
    router.refresh();
    onDone?.();
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label={editing ? t("editForm", { code: initial.code }) : t("createForm")}
      className="space-y-3"
      noValidate
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {editing ? (
          <p className="text-sm">
            <span className="block font-medium">{t("code")}</span>
            <span className="mt-2 block font-mono">{initial.code}</span>
          </p>
        ) : (
          <Field
            label={t("code")}
            {...register("code")}
            maxLength={20}
            autoComplete="off"
            required
            hint={t("codeHint")}
            error={errorOf("code")}
          />
        )}
        <Field
          label={t("description")}
          {...register("description")}
          maxLength={300}
          className="lg:col-span-3"
          error={errorOf("description")}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t("discount")}</legend>
          <div className="flex gap-4 pt-2 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" value="percent" {...register("kind")} /> {t("percentage")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" value="fixed" {...register("kind")} /> {t("fixed")}
            </label>
          </div>
        </fieldset>
        {kind === "percent" ? (
          <Field
            label={t("percent")}
            {...register("percent")}
            inputMode="decimal"
            hint={t("percentHint")}
            error={errorOf("percent")}
          />
        ) : (
          <>
            <Field label={t("currency")} error={errorOf("currency")}>
              <Select {...register("currency")}>
                {PROMO_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t("amount", { currency })}
              {...register("amount")}
              inputMode="decimal"
              hint={t("amountHint", { currency })}
              error={errorOf("amount")}
            />
          </>
        )}
        <Field label={t("firstDay")} {...register("validFrom")} type="date" required error={errorOf("validFrom")} />
        <Field
          label={t("lastDay")}
          {...register("validUntil")}
          type="date"
          required
          hint={t("lastDayHint")}
          error={errorOf("validUntil")}
        />
        <Field
          label={t("totalCap")}
          {...register("maxRedemptions")}
          inputMode="numeric"
          hint={t("capHint")}
          error={errorOf("maxRedemptions")}
        />
        <Field
          label={t("guestCap")}
          {...register("perGuestLimit")}
          inputMode="numeric"
          hint={t("capHint")}
          error={errorOf("perGuestLimit")}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("validFor")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="all" {...register("scope")} /> {t("everyPlace")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="some" {...register("scope")} /> {t("somePlaces")}
          </label>
        </div>
        {!allProperties && (
          <Field label={t("places")} id={`${id}-properties`} error={errorOf("propertyIds")}>
            <Select {...register("propertyIds")} multiple size={8}>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.city} · {choice.title} ({choice.currency})
                </option>
              ))}
            </Select>
          </Field>
        )}
      </fieldset>
      <Button type="submit" busy={busy}>
        {editing ? t("save") : t("create")}
      </Button>
    </form>
  );
}

/** Deactivates a code after a confirmation, or reactivates it. */
export function PromoActiveButton({ id, code, active }: { id: string; code: string; active: boolean }) {
  const t = useTranslations("dashboardGrowth.form");
  const router = useRouter();
  const call = useFunctionCall<{ active: boolean }>("setPromoCodeActive");
  const { confirm, dialog } = useConfirm();
  async function toggle() {
    if (
      active &&
      !(await confirm({
        title: t("deactivateTitle", { code }),
        description: t("deactivateDescription"),
        confirmLabel: t("deactivate"),
        tone: "danger",
      }))
    )
      return;
    if (await call.run({ id, active: !active })) router.refresh();
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant={active ? "secondary" : "primary"}
        busy={call.busy}
        onClick={() => void toggle()}
        aria-label={active ? t("deactivateCode", { code }) : t("reactivateCode", { code })}
      >
        {active ? t("deactivate") : t("reactivate")}
      </Button>
      {dialog}
      {call.formError && (
        <span role="alert" className="text-xs text-red-700">
          {call.formError}
        </span>
      )}
    </span>
  );
}

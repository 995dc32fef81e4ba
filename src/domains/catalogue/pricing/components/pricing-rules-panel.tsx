"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formFieldOf, useFunctionForm } from "@/components/forms/use-function-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, FormMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { formatMoney, toMajor } from "@/lib/money";
import { WEEKDAY_NAMES, type PricingRuleKind } from "../../pricing-rules";
import { savePricingRuleInput, type PricingRuleTerms } from "../inputs";
import type { NightPriceExplanation, PricingRuleView } from "../rules";

/** The kinds of rule, in the form's order; their words are `dashboardCatalogue.pricing.kinds`. */
const KINDS = [
  "season",
  "weekday",
  "length_of_stay",
  "early_booking",
  "last_minute",
] as const satisfies readonly PricingRuleKind[];

/** The week's nights by number (Sunday is 0, as WEEKDAY_NAMES); their words are `dashboardCatalogue.pricing.weekdays`. */
const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

type PricingWords = ReturnType<typeof useTranslations<"dashboardCatalogue.pricing">>;

interface PanelProperty {
  id: string;
  currency: string;
  today: string;
}
interface PanelUnit {
  id: string;
  name: string;
}

/** What a rule says, in a line: "13 Apr 2027 to 15 Apr 2027 · THB 2,400 a night · at least 3 nights". */
export function describeRule(t: PricingWords, rule: PricingRuleView, currency: string): string {
  const money = (minor: number) => formatMoney({ amountMinor: minor, currency });
  switch (rule.kind) {
    case "season":
      return [
        t("describe.dates", { from: rule.startsOn!, to: rule.lastNight! }),
        t("describe.aNight", { price: money(rule.nightlyPriceMinor!) }),
        rule.minNights ? t("describe.atLeast", { count: rule.minNights }) : null,
      ]
        .filter(Boolean)
        .join(" · ");
    case "weekday":
      return t("describe.weekday", {
        days: rule.weekdays!.map((day) => t(`weekdays.${WEEKDAY_KEYS[day]!}`)).join(", "),
        price: money(rule.nightlyPriceMinor!),
      });
    case "length_of_stay":
      return t("describe.lengthOfStay", { percent: String(rule.percentOff), nights: String(rule.fromNights) });
    case "early_booking":
      return t("describe.earlyBooking", { percent: String(rule.percentOff), days: String(rule.daysBeforeArrival) });
    case "last_minute":
      return t("describe.lastMinute", { percent: String(rule.percentOff), days: String(rule.daysBeforeArrival) });
  }
}

/**
 * The property's pricing rules on its calendar page: the list, a dialog to add or change one (validated with the
 * function's own schema), delete after a confirmation, and "how this price is made" for a chosen night.
 */
export function PricingRulesPanel({
  property,
  units,
  rules,
}: {
  property: PanelProperty;
  units: PanelUnit[];
  rules: PricingRuleView[];
}) {
  const t = useTranslations("dashboardCatalogue.pricing");
  const router = useRouter();
  const { confirm, dialog } = useConfirm();
  const removal = useFunctionCall<{ deleted: true }>("deletePricingRule");
  const [editing, setEditing] = useState<PricingRuleView | "new" | null>(null);

  const remove = async (rule: PricingRuleView) => {
    const confirmed = await confirm({
      title: t("delete.title", { name: rule.name }),
      description: t("delete.description"),
      confirmLabel: t("delete.confirm"),
      tone: "danger",
    });
    if (!confirmed) return;
    if (await removal.run({ propertyId: property.id, ruleId: rule.id })) router.refresh();
  };

  return (
    <section aria-labelledby="pricing-rules-heading" className="space-y-4 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="pricing-rules-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted">{t("intro")}</p>
        </div>
        <Button type="button" onClick={() => setEditing("new")}>
          {t("add")}
        </Button>
      </div>
      {rules.length === 0 ? (
        <EmptyState size="inline" title={t("empty")} />
      ) : (
        <ul className="divide-y divide-line" aria-label={t("heading")}>
          {rules.map((rule) => (
            <li
              key={rule.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="pricing-rule"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {rule.name} <Badge tone="neutral">{t(`kinds.${rule.kind}`)}</Badge>
                  {!rule.active && <Badge tone="warning">{t("paused")}</Badge>}
                </p>
                <p className="text-sm text-muted">
                  {describeRule(t, rule, property.currency)} · {rule.unitName ?? t("wholeProperty")}
                </p>
              </div>
              <div className="flex gap-2">
                <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(rule)}>
                  {t("edit")}
                  <span className="sr-only"> {rule.name}</span>
                </Button>
                <Button type="button" variant="secondary" size="sm" onClick={() => void remove(rule)}>
                  {t("deleteButton")}
                  <span className="sr-only"> {rule.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {removal.formError && <FormMessage>{removal.formError}</FormMessage>}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing === "new" || editing === null ? t("addTitle") : t("editTitle", { name: editing.name })}
      >
        {editing !== null && (
          <RuleForm
            property={property}
            units={units}
            rule={editing === "new" ? null : editing}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Dialog>
      <PriceExplainer property={property} units={units} />
      {dialog}
    </section>
  );
}

const ruleFields = z.object({
  kind: z.string(),
  name: z.string(),
  unitId: z.string(),
  firstNight: z.string(),
  lastNight: z.string(),
  price: z.string(),
  minNights: z.string(),
  weekdays: z.array(z.string()),
  fromNights: z.string(),
  percentOff: z.string(),
  daysBeforeArrival: z.string(),
});
type RuleFields = z.infer<typeof ruleFields>;

/** The typed fields read into `savePricingRule`'s input, whose schema (`pricingRuleTerms`) checks the rest. */
function ruleSchema(
  t: PricingWords,
  currency: string,
  propertyId: string,
  ruleId: string | undefined,
  active: boolean,
) {
  const read = (values: RuleFields, context: z.RefinementCtx) => {
    const whole = (field: keyof RuleFields, text: string) => {
      const value = wholeOrNull(text);
      if (value === undefined) fieldIssue(context, field, t("wholeNumber"));
      return value ?? Number.NaN;
    };
    const kind = values.kind as PricingRuleKind;
    let terms: Record<string, unknown>;
    if (kind === "season" || kind === "weekday") {
      const price = minorOf(values.price, currency);
      if (price === undefined) fieldIssue(context, "price", t("priceShape", { currency }));
      terms =
        kind === "season"
          ? {
              kind,
              name: values.name,
              firstNight: values.firstNight,
              lastNight: values.lastNight,
              nightlyPriceMinor: price ?? Number.NaN,
              minNights: values.minNights.trim() === "" ? null : whole("minNights", values.minNights),
            }
          : { kind, name: values.name, weekdays: values.weekdays.map(Number), nightlyPriceMinor: price ?? Number.NaN };
    } else if (kind === "length_of_stay") {
      terms = {
        kind,
        name: values.name,
        fromNights: whole("fromNights", values.fromNights),
        percentOff: whole("percentOff", values.percentOff),
      };
    } else {
      terms = {
        kind,
        name: values.name,
        daysBeforeArrival: whole("daysBeforeArrival", values.daysBeforeArrival),
        percentOff: whole("percentOff", values.percentOff),
      };
    }
    const input = {
      propertyId,
      ...(ruleId ? { ruleId } : {}),
      unitId: values.unitId === "" ? null : values.unitId,
      active,
      terms: terms as PricingRuleTerms,
    };
    // The function's schema, asked here so that its messages land on the fields by name: the resolver would
    // report the nested paths ("terms.nightlyPriceMinor") under "terms", which no field shows.
    const checked = savePricingRuleInput.safeParse(input);
    if (!checked.success)
      for (const issue of checked.error.issues)
        fieldIssue(context, formFieldOf(issue.path.join("."), FIELD_OF), issue.message);
    return input;
  };
  return formSchema(ruleFields, read, savePricingRuleInput);
}

const FIELD_OF = {
  "terms.name": "name",
  "terms.firstNight": "firstNight",
  "terms.lastNight": "lastNight",
  "terms.nightlyPriceMinor": "price",
  "terms.minNights": "minNights",
  "terms.weekdays": "weekdays",
  "terms.fromNights": "fromNights",
  "terms.percentOff": "percentOff",
  "terms.daysBeforeArrival": "daysBeforeArrival",
  unitId: "unitId",
} as const;

function RuleForm({
  property,
  units,
  rule,
  onSaved,
}: {
  property: PanelProperty;
  units: PanelUnit[];
  rule: PricingRuleView | null;
  onSaved: () => void;
}) {
  const t = useTranslations("dashboardCatalogue.pricing");
  const schema = useMemo(
    () => ruleSchema(t, property.currency, property.id, rule?.id, rule?.active ?? true),
    [t, property.currency, property.id, rule],
  );
  const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<RuleFields, unknown, { ruleId: string }>({
    name: "savePricingRule",
    schema,
    defaultValues: {
      kind: rule?.kind ?? "season",
      name: rule?.name ?? "",
      unitId: rule?.unitId ?? "",
      firstNight: rule?.startsOn ?? "",
      lastNight: rule?.lastNight ?? "",
      price: rule?.nightlyPriceMinor != null ? String(toMajor(rule.nightlyPriceMinor, property.currency)) : "",
      minNights: text(rule?.minNights),
      weekdays: (rule?.weekdays ?? []).map(String),
      fromNights: text(rule?.fromNights),
      percentOff: text(rule?.percentOff),
      daysBeforeArrival: text(rule?.daysBeforeArrival),
    },
    fieldOf: FIELD_OF,
  });
  const { register, watch } = form;
  const kind = watch("kind") as PricingRuleKind;
  const submit = submitWith(onSaved);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-label={t("form.label")}>
      <Field label={t("form.kind")} hint={rule ? t("form.kindHint") : undefined}>
        <Select {...register("kind")} disabled={rule !== null}>
          {KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t("form.name")}
        {...register("name")}
        maxLength={80}
        placeholder={t("form.namePlaceholder")}
        error={errorOf("name")}
      />
      {units.length > 1 && (
        <Field label={t("form.appliesTo")} error={errorOf("unitId")}>
          <Select {...register("unitId")}>
            <option value="">{t("wholeProperty")}</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {kind === "season" && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t("form.firstNight")}
            type="date"
            {...register("firstNight")}
            min={property.today}
            error={errorOf("firstNight")}
          />
          <Field
            label={t("form.lastNight")}
            type="date"
            {...register("lastNight")}
            min={property.today}
            error={errorOf("lastNight")}
          />
        </div>
      )}
      {(kind === "season" || kind === "weekday") && (
        <Field
          label={t("form.price", { currency: property.currency })}
          {...register("price")}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf("price")}
        />
      )}
      {kind === "season" && (
        <Field
          label={t("form.minNights")}
          {...register("minNights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("minNights")}
          hint={t("form.minNightsHint")}
        />
      )}
      {kind === "weekday" && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t("form.weekdays")}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" value={String(day)} {...register("weekdays")} />
                {t(`weekdays.${WEEKDAY_KEYS[day]!}`)}
              </label>
            ))}
          </div>
          {errorOf("weekdays") && <FormMessage>{errorOf("weekdays")}</FormMessage>}
        </fieldset>
      )}
      {kind === "length_of_stay" && (
        <Field
          label={t("form.fromNights")}
          {...register("fromNights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("fromNights")}
          hint={t("form.fromNightsHint")}
        />
      )}
      {(kind === "early_booking" || kind === "last_minute") && (
        <Field
          label={t(kind === "early_booking" ? "form.daysAtLeast" : "form.daysAtMost")}
          {...register("daysBeforeArrival")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("daysBeforeArrival")}
        />
      )}
      {kind !== "season" && kind !== "weekday" && (
        <Field
          label={t("form.percentOff")}
          {...register("percentOff")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("percentOff")}
          hint={t("form.percentOffHint")}
        />
      )}
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full">
        {t(rule ? "form.save" : "form.add")}
      </Button>
    </form>
  );
}

/** "How this price is made": every price that could apply to a unit's night, the charged one first. */
function PriceExplainer({ property, units }: { property: PanelProperty; units: PanelUnit[] }) {
  const t = useTranslations("dashboardCatalogue.pricing.explain");
  const [day, setDay] = useState(property.today);
  const [unitId, setUnitId] = useState(units[0]?.id ?? "");
  const explain = useFunctionCall<NightPriceExplanation>("explainNightPrice");
  const [answer, setAnswer] = useState<NightPriceExplanation | null>(null);
  const money = (minor: number) => formatMoney({ amountMinor: minor, currency: property.currency });

  return (
    <form
      noValidate
      aria-labelledby="explain-heading"
      className="space-y-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void explain.run({ propertyId: property.id, unitId, day }).then((result) => setAnswer(result ?? null));
      }}
    >
      <h3 id="explain-heading" className="font-semibold">
        {t("heading")}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t("night")} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        {units.length > 1 && (
          <Field label={t("unit")}>
            <Select value={unitId} onChange={(event) => setUnitId(event.target.value)}>
              {units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button type="submit" variant="secondary" busy={explain.busy}>
          {t("submit")}
        </Button>
      </div>
      {explain.formError && <FormMessage>{explain.formError}</FormMessage>}
      {answer && (
        <div aria-live="polite" data-testid="price-explanation">
          {answer.steps === null ? (
            <p className="text-sm text-muted">{t("notNightly")}</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {answer.steps.map((step, index) => (
                <li
                  key={`${step.source}-${step.rule?.id ?? index}`}
                  className={index === 0 ? "font-semibold" : "text-muted"}
                >
                  {t(index === 0 ? "charged" : "beaten", { label: step.label, price: money(step.amountMinor) })}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-1 text-sm text-muted">
            {answer.minNights.fromOverride
              ? t("minStayOverride", { count: answer.minNights.nights })
              : answer.minNights.ruleName
                ? t("minStayRule", { count: answer.minNights.nights, rule: answer.minNights.ruleName })
                : t("minStayProperty", { count: answer.minNights.nights })}
          </p>
          {answer.steps !== null && answer.extraPeople && (
            <p className="mt-1 text-sm text-muted" data-testid="price-explanation-extra-people">
              {t("extraPeople", {
                count: answer.extraPeople.baseOccupancy,
                prices: [
                  answer.extraPeople.extraAdultMinor !== null &&
                    t("extraAdult", { price: money(answer.extraPeople.extraAdultMinor) }),
                  answer.extraPeople.extraChildMinor !== null &&
                    t("extraChild", {
                      price: money(answer.extraPeople.extraChildMinor),
                      age: String(answer.extraPeople.childrenFreeUnderAge),
                    }),
                ]
                  .filter(Boolean)
                  .join(", "),
              })}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

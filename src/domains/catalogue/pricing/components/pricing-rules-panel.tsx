"use client";

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
import { plural } from "@/lib/plural";
import { WEEKDAY_NAMES, type PricingRuleKind } from "../../pricing-rules";
import { savePricingRuleInput, type PricingRuleTerms } from "../inputs";
import type { NightPriceExplanation, PricingRuleView } from "../rules";

const KIND_LABELS: Record<PricingRuleKind, string> = {
  season: "Season",
  weekday: "Weekday price",
  length_of_stay: "Length-of-stay discount",
  early_booking: "Early-booking discount",
  last_minute: "Last-minute discount",
};

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
export function describeRule(rule: PricingRuleView, currency: string): string {
  const money = (minor: number) => formatMoney({ amountMinor: minor, currency });
  switch (rule.kind) {
    case "season":
      return [
        `${rule.startsOn} to ${rule.lastNight}`,
        `${money(rule.nightlyPriceMinor!)} a night`,
        rule.minNights ? `at least ${plural(rule.minNights, { one: "night", other: "nights" })}` : null,
      ]
        .filter(Boolean)
        .join(" · ");
    case "weekday":
      return `${rule.weekdays!.map((day) => WEEKDAY_NAMES[day]).join(", ")} nights · ${money(rule.nightlyPriceMinor!)} a night`;
    case "length_of_stay":
      return `${rule.percentOff}% off stays of ${rule.fromNights}+ nights`;
    case "early_booking":
      return `${rule.percentOff}% off when booked ${rule.daysBeforeArrival}+ days ahead`;
    case "last_minute":
      return `${rule.percentOff}% off when booked at most ${rule.daysBeforeArrival} days ahead`;
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
  const router = useRouter();
  const { confirm, dialog } = useConfirm();
  const removal = useFunctionCall<{ deleted: true }>("deletePricingRule");
  const [editing, setEditing] = useState<PricingRuleView | "new" | null>(null);

  const remove = async (rule: PricingRuleView) => {
    const confirmed = await confirm({
      title: `Delete "${rule.name}"?`,
      description: "Guests' quotes stop using it at once. Stays already booked keep their price.",
      confirmLabel: "Delete rule",
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
            Pricing rules
          </h2>
          <p className="text-sm text-muted">
            A day&apos;s own price beats a season, which beats a weekday price, the weekend rate and the base rate; then
            one length-of-stay discount, then an early-booking or last-minute discount.
          </p>
        </div>
        <Button type="button" onClick={() => setEditing("new")}>
          Add a rule
        </Button>
      </div>
      {rules.length === 0 ? (
        <EmptyState size="inline" title="No pricing rules yet: every night is at the base or weekend rate." />
      ) : (
        <ul className="divide-y divide-line" aria-label="Pricing rules">
          {rules.map((rule) => (
            <li
              key={rule.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="pricing-rule"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {rule.name} <Badge tone="neutral">{KIND_LABELS[rule.kind]}</Badge>
                  {!rule.active && <Badge tone="warning">Paused</Badge>}
                </p>
                <p className="text-sm text-muted">
                  {describeRule(rule, property.currency)} · {rule.unitName ?? "Whole property"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(rule)}>
                  Edit<span className="sr-only"> {rule.name}</span>
                </Button>
                <Button type="button" variant="secondary" size="sm" onClick={() => void remove(rule)}>
                  Delete<span className="sr-only"> {rule.name}</span>
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
        title={editing === "new" || editing === null ? "Add a pricing rule" : `Edit "${editing.name}"`}
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
function ruleSchema(currency: string, propertyId: string, ruleId: string | undefined, active: boolean) {
  const read = (values: RuleFields, context: z.RefinementCtx) => {
    const whole = (field: keyof RuleFields, text: string) => {
      const value = wholeOrNull(text);
      if (value === undefined) fieldIssue(context, field, "Enter a whole number.");
      return value ?? Number.NaN;
    };
    const kind = values.kind as PricingRuleKind;
    let terms: Record<string, unknown>;
    if (kind === "season" || kind === "weekday") {
      const price = minorOf(values.price, currency);
      if (price === undefined) fieldIssue(context, "price", `Enter a price in ${currency}.`);
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
  const schema = useMemo(
    () => ruleSchema(property.currency, property.id, rule?.id, rule?.active ?? true),
    [property.currency, property.id, rule],
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
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3" aria-label="Pricing rule">
      <Field label="Kind" hint={rule ? "A rule keeps its kind." : undefined}>
        <Select {...register("kind")} disabled={rule !== null}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Name" {...register("name")} maxLength={80} placeholder="Songkran season" error={errorOf("name")} />
      {units.length > 1 && (
        <Field label="Applies to" error={errorOf("unitId")}>
          <Select {...register("unitId")}>
            <option value="">Whole property</option>
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
            label="First night"
            type="date"
            {...register("firstNight")}
            min={property.today}
            error={errorOf("firstNight")}
          />
          <Field
            label="Last night"
            type="date"
            {...register("lastNight")}
            min={property.today}
            error={errorOf("lastNight")}
          />
        </div>
      )}
      {(kind === "season" || kind === "weekday") && (
        <Field
          label={`Price per night (${property.currency})`}
          {...register("price")}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf("price")}
        />
      )}
      {kind === "season" && (
        <Field
          label="Minimum nights (optional)"
          {...register("minNights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("minNights")}
          hint="For stays that check in during the season."
        />
      )}
      {kind === "weekday" && (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Nights of the week</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className="flex items-center gap-1.5 text-sm">
                <input type="checkbox" value={String(day)} {...register("weekdays")} />
                {name}
              </label>
            ))}
          </div>
          {errorOf("weekdays") && <FormMessage>{errorOf("weekdays")}</FormMessage>}
        </fieldset>
      )}
      {kind === "length_of_stay" && (
        <Field
          label="From how many nights"
          {...register("fromNights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("fromNights")}
          hint="7 for a weekly discount, 28 for a monthly one: the larger reached applies."
        />
      )}
      {(kind === "early_booking" || kind === "last_minute") && (
        <Field
          label={
            kind === "early_booking" ? "At least how many days before arrival" : "At most how many days before arrival"
          }
          {...register("daysBeforeArrival")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("daysBeforeArrival")}
        />
      )}
      {kind !== "season" && kind !== "weekday" && (
        <Field
          label="Discount (%)"
          {...register("percentOff")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("percentOff")}
          hint="From 1 to 90."
        />
      )}
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full">
        {rule ? "Save rule" : "Add rule"}
      </Button>
    </form>
  );
}

/** "How this price is made": every price that could apply to a unit's night, the charged one first. */
function PriceExplainer({ property, units }: { property: PanelProperty; units: PanelUnit[] }) {
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
        How this price is made
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Night of" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        {units.length > 1 && (
          <Field label="Unit">
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
          Explain
        </Button>
      </div>
      {explain.formError && <FormMessage>{explain.formError}</FormMessage>}
      {answer && (
        <div aria-live="polite" data-testid="price-explanation">
          {answer.steps === null ? (
            <p className="text-sm text-muted">This place is not sold by the night.</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {answer.steps.map((step, index) => (
                <li
                  key={`${step.source}-${step.rule?.id ?? index}`}
                  className={index === 0 ? "font-semibold" : "text-muted"}
                >
                  {index === 0 ? "Charged: " : "Beaten: "}
                  {step.label} · {money(step.amountMinor)}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-1 text-sm text-muted">
            Minimum stay from this night: {plural(answer.minNights.nights, { one: "night", other: "nights" })}
            {answer.minNights.fromOverride
              ? " (the day's own setting)"
              : answer.minNights.ruleName
                ? ` (${answer.minNights.ruleName})`
                : " (the property's)"}
            .
          </p>
          {answer.steps !== null && answer.extraPeople && (
            <p className="mt-1 text-sm text-muted" data-testid="price-explanation-extra-people">
              On top of it, for each person beyond{" "}
              {plural(answer.extraPeople.baseOccupancy, { one: "guest", other: "guests" })}, a night:{" "}
              {[
                answer.extraPeople.extraAdultMinor !== null && `${money(answer.extraPeople.extraAdultMinor)} an adult`,
                answer.extraPeople.extraChildMinor !== null &&
                  `${money(answer.extraPeople.extraChildMinor)} a child (under ${answer.extraPeople.childrenFreeUnderAge} free)`,
              ]
                .filter(Boolean)
                .join(", ")}
              .
            </p>
          )}
        </div>
      )}
    </form>
  );
}

"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { addDays } from "@/lib/dates";
import { useId, useMemo, useState, type SelectHTMLAttributes } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { controlClass } from "@/components/ui/styles";
import { describeRange } from "../grid";
import { calendarChange, supplierBlockReason, type CalendarChange } from "../inputs";
import type { CalendarProperty, CalendarUnit } from "../queries";
import type { CalendarWords } from "./calendar-nav";

/** The panel's actions; their words are `dashboardCatalogue.calendar.actions`. */
const ACTIONS = ["close", "open", "price", "minStay", "clear"] as const;
type ActionKind = (typeof ACTIONS)[number];

/** The reasons a supplier may give; their words are `dashboardCatalogue.calendar.reasons`. */
const SUPPLIER_REASONS = ["maintenance", "owner_stay", "other"] as const;

const dayFields = z.object({ reason: z.string(), note: z.string(), price: z.string(), nights: z.string() });
type DayFields = z.infer<typeof dayFields>;

/** The message for a price the property's currency cannot hold. */
export function priceShapeMessage(t: CalendarWords, currency: string, example: string | number = 250): string {
  return t("priceShape", { currency, example: String(example) });
}

/**
 * The chosen action's fields read into the change `updateCalendarDays` takes (its own `calendarChange` schema
 * checks it), sent with the days and units. An empty minimum stay is refused here: the panel sets one.
 */
function daysSchema(
  t: CalendarWords,
  kind: ActionKind,
  currency: string,
  days: { propertyId: string; unitIds: string[]; from: string; to: string },
) {
  const read = (values: DayFields, context: z.RefinementCtx): CalendarChange => {
    switch (kind) {
      case "close":
        // A choice from the list; the schema says so if it is not one of the reasons.
        return { kind, reason: values.reason as z.infer<typeof supplierBlockReason>, note: values.note };
      case "price": {
        const amountMinor = minorOf(values.price, currency);
        if (amountMinor === undefined) fieldIssue(context, "price", priceShapeMessage(t, currency));
        return { kind, amountMinor: amountMinor ?? null };
      }
      case "minStay": {
        const nights = wholeOrNull(values.nights);
        if (nights === null || nights === undefined) fieldIssue(context, "nights", t("nightsShape"));
        return { kind, nights: nights ?? null };
      }
      default:
        return { kind };
    }
  };
  return formSchema(dayFields, read, calendarChange).transform((change) => ({ ...days, change }));
}

/** Where the function's messages about the change go on the panel. */
const FIELD_OF = {
  amountMinor: "price",
  "change.amountMinor": "price",
  "change.nights": "nights",
  "change.note": "note",
  "change.reason": "reason",
} as const;

/** The action panel of the month calendar: what to do with the chosen days of one unit (or all of them). */
export function DayActions({
  property,
  from,
  to,
  unit,
  allUnits,
  deskBookingPath,
}: {
  property: CalendarProperty;
  from: string;
  to: string;
  unit: CalendarUnit;
  allUnits: CalendarUnit[];
  /** The front desk's booking form (docs/FRONT-DESK.md), offered for the chosen nights of this unit. */
  deskBookingPath?: string;
}) {
  const t = useTranslations("dashboardCatalogue.calendar");
  const router = useRouter();
  const [kind, setKind] = useState<ActionKind>("close");
  const [everyUnit, setEveryUnit] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const groupId = useId();
  const schema = useMemo(
    () =>
      daysSchema(t, kind, property.currency, {
        propertyId: property.id,
        unitIds: everyUnit ? allUnits.map((each) => each.id) : [unit.id],
        from,
        to,
      }),
    [t, kind, property.currency, property.id, everyUnit, allUnits, unit.id, from, to],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<DayFields, unknown, { days: number }>({
    name: "updateCalendarDays",
    schema,
    defaultValues: { reason: "maintenance", note: "", price: "", nights: "" },
    fieldOf: FIELD_OF,
  });
  const { register } = form;
  const submit = submitWith(() => {
    setDone(t("done", { action: t(`actions.${kind}`), days: describeRange(from, to) }));
    // The days stay chosen, so the person sees the result of the change on them.
    router.refresh();
  });
  // The function's refusals of the days or units themselves (past days, a unit not of this place).
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const rangeError = errors.from?.message ?? errors.to?.message ?? errors.unitIds?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
      className="space-y-4 rounded-2xl border border-line bg-white p-4"
      aria-label={t("changeDays")}
    >
      <div>
        <p className="text-sm font-semibold" data-testid="selected-range">
          {describeRange(from, to)}
        </p>
        <p className="text-sm text-muted">{unit.name}</p>
        {deskBookingPath && (
          <Link
            href={`${deskBookingPath}&${new URLSearchParams({ unit: unit.id, checkIn: from, checkOut: addDays(to, 1) })}#new-booking`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t("bookNights")}
          </Link>
        )}
      </div>
      {allUnits.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={everyUnit} onChange={(event) => setEveryUnit(event.target.checked)} />
          {t("applyToAll", { count: allUnits.length })}
        </label>
      )}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">{t("action")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {ACTIONS.map((action) => (
            <label
              key={action}
              className="cursor-pointer rounded-lg border border-line px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="action"
                value={action}
                checked={kind === action}
                onChange={() => setKind(action)}
                className="sr-only"
              />
              {t(`actions.${action}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "close" && (
        <>
          <ReasonSelect id={`${groupId}-reason`} {...register("reason")} />
          <Field
            label={t("note")}
            {...register("note")}
            maxLength={500}
            placeholder={t("notePlaceholder")}
            error={errorOf("note")}
          />
        </>
      )}
      {kind === "price" && (
        <Field
          label={t(
            property.nightlyRateMinor === null && property.hourlyRateMinor !== null ? "pricePerHour" : "pricePerNight",
            { currency: property.currency },
          )}
          {...register("price")}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf("price")}
          hint={t("priceHint")}
        />
      )}
      {kind === "minStay" && (
        <Field
          label={t("minimumNights")}
          {...register("nights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("nights")}
          hint={t("minimumNightsHint")}
        />
      )}
      {kind === "open" && <p className="text-sm text-muted">{t("openHint")}</p>}
      {kind === "clear" && <p className="text-sm text-muted">{t("clearHint")}</p>}

      {formError && <FormMessage>{formError}</FormMessage>}
      {rangeError && <FormMessage>{rangeError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full">
        {t("apply")}
      </Button>
    </form>
  );
}

/** Why days or hours are closed, as a supplier may say it (imported channel blocks are not theirs to pick). */
export function ReasonSelect({ id, ...props }: { id: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const t = useTranslations("dashboardCatalogue.calendar");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("reason")}
      </label>
      <select id={id} name="reason" defaultValue="maintenance" className={controlClass} {...props}>
        {SUPPLIER_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

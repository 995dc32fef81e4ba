"use client";

import Link from "next/link";
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

const ACTIONS = [
  { kind: "close", label: "Close" },
  { kind: "open", label: "Open" },
  { kind: "price", label: "Set price" },
  { kind: "minStay", label: "Minimum stay" },
  { kind: "clear", label: "Clear overrides" },
] as const;
type ActionKind = (typeof ACTIONS)[number]["kind"];

const SUPPLIER_REASONS = [
  { value: "maintenance", label: "Maintenance" },
  { value: "owner_stay", label: "Owner stay" },
  { value: "other", label: "Other" },
] as const;

const dayFields = z.object({ reason: z.string(), note: z.string(), price: z.string(), nights: z.string() });
type DayFields = z.infer<typeof dayFields>;

/** The message for a price the property's currency cannot hold. */
export function priceShapeMessage(currency: string, example: string | number = 250): string {
  return `Enter a price in ${currency}, like ${example}.`;
}

/**
 * The chosen action's fields read into the change `updateCalendarDays` takes (its own `calendarChange` schema
 * checks it), sent with the days and units. An empty minimum stay is refused here: the panel sets one.
 */
function daysSchema(
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
        if (amountMinor === undefined) fieldIssue(context, "price", priceShapeMessage(currency));
        return { kind, amountMinor: amountMinor ?? null };
      }
      case "minStay": {
        const nights = wholeOrNull(values.nights);
        if (nights === null || nights === undefined)
          fieldIssue(context, "nights", "Enter a number of nights from 1 to 365.");
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
  const router = useRouter();
  const [kind, setKind] = useState<ActionKind>("close");
  const [everyUnit, setEveryUnit] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const groupId = useId();
  const schema = useMemo(
    () =>
      daysSchema(kind, property.currency, {
        propertyId: property.id,
        unitIds: everyUnit ? allUnits.map((each) => each.id) : [unit.id],
        from,
        to,
      }),
    [kind, property.currency, property.id, everyUnit, allUnits, unit.id, from, to],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<DayFields, unknown, { days: number }>({
    name: "updateCalendarDays",
    schema,
    defaultValues: { reason: "maintenance", note: "", price: "", nights: "" },
    fieldOf: FIELD_OF,
  });
  const { register } = form;
  const submit = submitWith(() => {
    const label = ACTIONS.find((action) => action.kind === kind)!.label;
    setDone(`${label}: done for ${describeRange(from, to)}.`);
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
      aria-label="Change the chosen days"
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
            Book these nights for a guest
          </Link>
        )}
      </div>
      {allUnits.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={everyUnit} onChange={(event) => setEveryUnit(event.target.checked)} />
          Apply to all {allUnits.length} units
        </label>
      )}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">Action</legend>
        <div className="flex flex-wrap gap-1.5">
          {ACTIONS.map((action) => (
            <label
              key={action.kind}
              className="cursor-pointer rounded-lg border border-line px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="action"
                value={action.kind}
                checked={kind === action.kind}
                onChange={() => setKind(action.kind)}
                className="sr-only"
              />
              {action.label}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "close" && (
        <>
          <ReasonSelect id={`${groupId}-reason`} {...register("reason")} />
          <Field
            label="Note"
            {...register("note")}
            maxLength={500}
            placeholder="Air-conditioning service"
            error={errorOf("note")}
          />
        </>
      )}
      {kind === "price" && (
        <Field
          label={`Price per ${property.nightlyRateMinor === null && property.hourlyRateMinor !== null ? "hour" : "night"} (${property.currency})`}
          {...register("price")}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf("price")}
          hint="Replaces the base and weekend rate on these days."
        />
      )}
      {kind === "minStay" && (
        <Field
          label="Minimum nights"
          {...register("nights")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("nights")}
          hint="For stays that check in on these days."
        />
      )}
      {kind === "open" && (
        <p className="text-sm text-muted">Opens closed days again (owner stays, maintenance and channel blocks).</p>
      )}
      {kind === "clear" && (
        <p className="text-sm text-muted">Removes price and minimum-stay overrides; closed days stay closed.</p>
      )}

      {formError && <FormMessage>{formError}</FormMessage>}
      {rangeError && <FormMessage>{rangeError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full">
        Apply
      </Button>
    </form>
  );
}

/** Why days or hours are closed, as a supplier may say it (imported channel blocks are not theirs to pick). */
export function ReasonSelect({ id, ...props }: { id: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Reason
      </label>
      <select id={id} name="reason" defaultValue="maintenance" className={controlClass} {...props}>
        {SUPPLIER_REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </select>
    </div>
  );
}

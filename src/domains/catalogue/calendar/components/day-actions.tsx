"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { minorDigits, toMinor } from "@/lib/money";
import type { CalendarProperty, CalendarUnit } from "../queries";
import { describeRange } from "../grid";
import { controlClass } from "@/components/ui/styles";

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

/** An amount typed in major units ("250", "1,250.50") as minor units, or null when it is not a price in that currency. */
export function parseMajorAmount(text: string, currency: string): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  return pattern.test(cleaned) ? toMinor(Number(cleaned), currency) : null;
}

/** The action panel of the month calendar: what to do with the chosen days of one unit (or all of them). */
export function DayActions({
  property,
  from,
  to,
  unit,
  allUnits,
}: {
  property: CalendarProperty;
  from: string;
  to: string;
  unit: CalendarUnit;
  allUnits: CalendarUnit[];
}) {
  const router = useRouter();
  const update = useFunctionCall<{ days: number }>("updateCalendarDays");
  const [kind, setKind] = useState<ActionKind>("close");
  const [everyUnit, setEveryUnit] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [inputError, setInputError] = useState<{ field: string; message: string } | null>(null);
  const groupId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    setInputError(null);
    const form = new FormData(event.currentTarget);
    let change: Record<string, unknown>;
    switch (kind) {
      case "close":
        change = { kind, reason: String(form.get("reason")), note: String(form.get("note") ?? "") };
        break;
      case "price": {
        const amountMinor = parseMajorAmount(String(form.get("price") ?? ""), property.currency);
        if (amountMinor === null) return setInputError({ field: "price", message: `Enter a price in ${property.currency}, like 250.` });
        change = { kind, amountMinor };
        break;
      }
      case "minStay": {
        const nights = Number(String(form.get("nights") ?? "").trim());
        if (!Number.isInteger(nights) || nights < 1 || nights > 365) return setInputError({ field: "nights", message: "Enter a number of nights from 1 to 365." });
        change = { kind, nights };
        break;
      }
      default:
        change = { kind };
    }
    const unitIds = everyUnit ? allUnits.map((each) => each.id) : [unit.id];
    const result = await update.run({ propertyId: property.id, unitIds, from, to, change });
    if (result) {
      const label = ACTIONS.find((action) => action.kind === kind)!.label;
      setDone(`${label}: done for ${describeRange(from, to)}.`);
      // The days stay chosen, so the person sees the result of the change on them.
      router.refresh();
    }
  }

  const fieldError = (name: string) => (inputError?.field === name ? inputError.message : update.fieldErrors[`change.${name === "price" ? "amountMinor" : name}`]);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-2xl border border-line bg-white p-4" aria-label="Change the chosen days">
      <div>
        <p className="text-sm font-semibold" data-testid="selected-range">
          {describeRange(from, to)}
        </p>
        <p className="text-sm text-muted">{unit.name}</p>
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
            <label key={action.kind} className="cursor-pointer rounded-lg border border-line px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
              <input type="radio" name="action" value={action.kind} checked={kind === action.kind} onChange={() => setKind(action.kind)} className="sr-only" />
              {action.label}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "close" && (
        <>
          <ReasonSelect id={`${groupId}-reason`} />
          <Field label="Note" name="note" maxLength={500} placeholder="Air-conditioning service" error={update.fieldErrors["change.note"]} />
        </>
      )}
      {kind === "price" && (
        <Field
          label={`Price per ${property.nightlyRateMinor === null && property.hourlyRateMinor !== null ? "hour" : "night"} (${property.currency})`}
          name="price"
          inputMode="decimal"
          autoComplete="off"
          error={fieldError("price")}
          hint="Replaces the base and weekend rate on these days."
        />
      )}
      {kind === "minStay" && <Field label="Minimum nights" name="nights" inputMode="numeric" autoComplete="off" error={fieldError("nights")} hint="For stays that check in on these days." />}
      {kind === "open" && <p className="text-sm text-muted">Opens closed days again (owner stays, maintenance and channel blocks).</p>}
      {kind === "clear" && <p className="text-sm text-muted">Removes price and minimum-stay overrides; closed days stay closed.</p>}

      {update.formError && <FormMessage>{update.formError}</FormMessage>}
      {Object.keys(update.fieldErrors).length > 0 && !fieldError("price") && !fieldError("nights") && (
        <FormMessage>{Object.values(update.fieldErrors)[0]}</FormMessage>
      )}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={update.busy} className="w-full">
        Apply
      </Button>
    </form>
  );
}

/** Why days or hours are closed, as a supplier may say it (imported channel blocks are not theirs to pick). */
export function ReasonSelect({ id }: { id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Reason
      </label>
      <select id={id} name="reason" defaultValue="maintenance" className={controlClass}>
        {SUPPLIER_REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </select>
    </div>
  );
}

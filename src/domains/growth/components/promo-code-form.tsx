"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { minorDigits, toMajor, toMinor } from "@/lib/money";
import { PROMO_CURRENCIES } from "../rules";
import { controlClass } from "@/components/ui/styles";

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

function wholeOrNull(text: string): number | null | "bad" {
  const value = text.trim();
  if (value === "") return null;
  return /^\d{1,7}$/.test(value) ? Number(value) : "bad";
}

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
  const router = useRouter();
  const id = useId();
  const editing = Boolean(initial.id);
  const call = useFunctionCall<{ id: string; code: string }>(editing ? "updatePromoCode" : "createPromoCode");
  const [kind, setKind] = useState(initial.kind);
  const [currency, setCurrency] = useState(initial.currency ?? "MYR");
  const [allProperties, setAllProperties] = useState(initial.allProperties);
  const [hints, setHints] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const errors = { ...call.fieldErrors, ...hints };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const found: Record<string, string> = {};
    let percentBasisPoints: number | null = null;
    let amountMinor: number | null = null;
    if (kind === "percent") {
      const percent = text("percent");
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent) || Number(percent) <= 0 || Number(percent) > 100)
        found.percentBasisPoints = "Enter a percentage between 0.01 and 100.";
      else percentBasisPoints = Math.round(Number(percent) * 100);
    } else {
      const digits = minorDigits(currency);
      const amount = text("amount").replace(/[,\s]/g, "");
      const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
      if (!pattern.test(amount) || Number(amount) <= 0)
        found.amountMinor = digits === 0 ? `Enter a whole amount in ${currency}.` : "Enter an amount like 50.00.";
      else amountMinor = toMinor(Number(amount), currency);
    }
    const maxRedemptions = wholeOrNull(text("maxRedemptions"));
    const perGuestLimit = wholeOrNull(text("perGuestLimit"));
    if (maxRedemptions === "bad") found.maxRedemptions = "Enter a whole number, or leave it empty for no cap.";
    if (perGuestLimit === "bad") found.perGuestLimit = "Enter a whole number, or leave it empty for no cap.";
    const propertyIds = form.getAll("propertyIds").map(String);
    setHints(found);
    if (Object.keys(found).length > 0) return;
    const result = await call.run({
      ...(editing ? { id: initial.id } : { code: text("code") }),
      description: text("description"),
      kind,
      percentBasisPoints,
      amountMinor,
      currency: kind === "fixed" ? currency : null,
      validFrom: text("validFrom"),
      validUntil: text("validUntil"),
      maxRedemptions,
      perGuestLimit,
      allProperties,
      propertyIds: allProperties ? [] : propertyIds,
    });
    if (!result) return;
    if (!editing) element.reset();
    setSaved(editing ? `Promo code ${result.code} saved.` : `Promo code ${result.code} created.`);
    router.refresh();
    onDone?.();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? `Edit promo code ${initial.code}` : "Create a promo code"}
      className="space-y-3"
      noValidate
    >
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {editing ? (
          <p className="text-sm">
            <span className="block font-medium">Code</span>
            <span className="mt-2 block font-mono">{initial.code}</span>
          </p>
        ) : (
          <Field
            label="Code"
            name="code"
            defaultValue={initial.code}
            maxLength={20}
            autoComplete="off"
            required
            hint="3 to 20 letters and digits, e.g. WELCOME10."
            error={errors.code}
          />
        )}
        <Field
          label="Description"
          name="description"
          defaultValue={initial.description}
          maxLength={300}
          className="lg:col-span-3"
          error={errors.description}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Discount</legend>
          <div className="flex gap-4 pt-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value="percent"
                checked={kind === "percent"}
                onChange={() => setKind("percent")}
              />{" "}
              Percentage
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value="fixed"
                checked={kind === "fixed"}
                onChange={() => setKind("fixed")}
              />{" "}
              Fixed amount
            </label>
          </div>
        </fieldset>
        {kind === "percent" ? (
          <Field
            label="Percent off the stay"
            name="percent"
            inputMode="decimal"
            defaultValue={initial.percentBasisPoints !== null ? String(initial.percentBasisPoints / 100) : ""}
            hint="Taken off the room revenue; cleaning, service fee and taxes are not discounted."
            error={errors.percentBasisPoints}
          />
        ) : (
          <>
            <div className="space-y-1">
              <label htmlFor={`${id}-currency`} className="block text-sm font-medium">
                Currency
              </label>
              <select
                id={`${id}-currency`}
                value={currency}
                onChange={(event) => setCurrency(event.target.value)}
                className={controlClass}
              >
                {PROMO_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              {errors.currency && <p className="text-sm text-red-700">{errors.currency}</p>}
            </div>
            <Field
              label={`Amount off (${currency})`}
              name="amount"
              inputMode="decimal"
              defaultValue={
                initial.amountMinor !== null && initial.currency
                  ? String(toMajor(initial.amountMinor, initial.currency))
                  : ""
              }
              hint={`Valid only at places priced in ${currency}.`}
              error={errors.amountMinor}
            />
          </>
        )}
        <Field
          label="First day"
          name="validFrom"
          type="date"
          defaultValue={initial.validFrom}
          required
          error={errors.validFrom}
        />
        <Field
          label="Last day"
          name="validUntil"
          type="date"
          defaultValue={initial.validUntil}
          required
          hint="Inclusive, UTC."
          error={errors.validUntil}
        />
        <Field
          label="Total cap"
          name="maxRedemptions"
          inputMode="numeric"
          defaultValue={initial.maxRedemptions?.toString() ?? ""}
          hint="Empty: no cap."
          error={errors.maxRedemptions}
        />
        <Field
          label="Cap per guest"
          name="perGuestLimit"
          inputMode="numeric"
          defaultValue={initial.perGuestLimit?.toString() ?? ""}
          hint="Empty: no cap."
          error={errors.perGuestLimit}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Valid for</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="scope"
              value="all"
              checked={allProperties}
              onChange={() => setAllProperties(true)}
            />{" "}
            Every place
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="scope"
              value="some"
              checked={!allProperties}
              onChange={() => setAllProperties(false)}
            />{" "}
            Some places
          </label>
        </div>
        {!allProperties && (
          <div className="space-y-1">
            <label htmlFor={`${id}-properties`} className="block text-sm font-medium">
              Places (hold Ctrl or ⌘ to choose several)
            </label>
            <select
              id={`${id}-properties`}
              name="propertyIds"
              multiple
              size={8}
              defaultValue={initial.propertyIds}
              className={controlClass}
              aria-invalid={errors.propertyIds ? true : undefined}
            >
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.city} · {choice.title} ({choice.currency})
                </option>
              ))}
            </select>
            {errors.propertyIds && (
              <p className="text-sm text-red-700" role="alert">
                {errors.propertyIds}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <Button type="submit" busy={call.busy}>
        {editing ? "Save changes" : "Create promo code"}
      </Button>
    </form>
  );
}

/** Deactivates a code after a confirmation, or reactivates it. */
export function PromoActiveButton({ id, code, active }: { id: string; code: string; active: boolean }) {
  const router = useRouter();
  const call = useFunctionCall<{ active: boolean }>("setPromoCodeActive");
  const { confirm, dialog } = useConfirm();
  async function toggle() {
    if (
      active &&
      !(await confirm({
        title: `Deactivate ${code}?`,
        description: "Guests can no longer use it; bookings already made keep their discount.",
        confirmLabel: "Deactivate",
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
        aria-label={`${active ? "Deactivate" : "Reactivate"} ${code}`}
      >
        {active ? "Deactivate" : "Reactivate"}
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

"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { controlClassDense } from "@/components/ui/styles";
import { HOUSEKEEPING_LABELS, HOUSEKEEPING_STATES, type HousekeepingState } from "./housekeeping-states";

type State = HousekeepingState;

/** Operations set a unit's housekeeping state (ready, cleaning, maintenance) with a note. */
export function HousekeepingForm({
  unitId,
  unitName,
  current,
  note,
}: {
  unitId: string;
  unitName: string;
  current: State;
  note: string;
}) {
  const router = useRouter();
  const id = useId();
  // After cleaning the next step is usually "ready": offer it first.
  const [state, setState] = useState<State>(current === "cleaning" ? "ready" : current);
  const [text, setText] = useState(note);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await callFunction("setUnitHousekeeping", { unitId, housekeeping: state, note: text });
      setDone(`${unitName}: ${HOUSEKEEPING_LABELS[state].toLowerCase()}.`);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof FunctionsError ? caught.message : "Could not save. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label={`Housekeeping of ${unitName}`} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[8rem] flex-1 space-y-1">
          <label htmlFor={`${id}-state`} className="block text-xs font-medium text-muted">
            Housekeeping
          </label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as State)}
            className={controlClassDense}
          >
            {HOUSEKEEPING_STATES.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-[10rem] flex-[2] space-y-1">
          <label htmlFor={`${id}-note`} className="block text-xs font-medium text-muted">
            Note
          </label>
          <input
            id={`${id}-note`}
            value={text}
            maxLength={300}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Air-conditioning repaired"
            className={controlClassDense}
          />
        </div>
        <Button type="submit" variant="secondary" className="px-3 py-2" busy={busy}>
          Save
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-brand-900">
          {done}
        </p>
      )}
    </form>
  );
}

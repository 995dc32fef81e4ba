"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { setUnitHousekeepingInput } from "../../inputs";
import { HOUSEKEEPING_STATES, type HousekeepingState } from "./housekeeping-states";

interface HousekeepingFields {
  housekeeping: string;
  note: string;
}

/**
 * Operations set a unit's housekeeping state (ready, cleaning, maintenance) with a note, checked with
 * setUnitHousekeeping's own schema before the call.
 */
export function HousekeepingForm({
  unitId,
  unitName,
  current,
  note,
}: {
  unitId: string;
  unitName: string;
  current: HousekeepingState;
  note: string;
}) {
  const t = useTranslations("dashboardBookings.housekeeping");
  const router = useRouter();
  const schema = useMemo(
    () =>
      formSchema(
        z.object({ housekeeping: z.string(), note: z.string() }),
        // The select's text as the state: the function's enum is what checks it.
        ({ housekeeping, note: text }) => ({ unitId, housekeeping: housekeeping as HousekeepingState, note: text }),
        setUnitHousekeepingInput,
      ),
    [unitId],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    HousekeepingFields,
    z.output<typeof setUnitHousekeepingInput>,
    unknown
  >({
    name: "setUnitHousekeeping",
    schema,
    // After cleaning the next step is usually "ready": offer it first.
    defaultValues: { housekeeping: current === "cleaning" ? "ready" : current, note },
  });
  const [done, setDone] = useState<string | null>(null);
  const submit = submitWith((_, input) => {
    setDone(t("done", { unit: unitName, state: t(`states.${input.housekeeping}`).toLowerCase() }));
    router.refresh();
  });

  return (
    <form
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
      aria-label={t("of", { unit: unitName })}
      className="space-y-2"
      noValidate
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t("label")} className="min-w-[8rem] flex-1" error={errorOf("housekeeping")}>
          <Select density="dense" {...form.register("housekeeping")}>
            {HOUSEKEEPING_STATES.map((each) => (
              <option key={each} value={each}>
                {t(`states.${each}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("note")} className="min-w-[10rem] flex-[2]" error={errorOf("note")}>
          <Input density="dense" placeholder={t("noteExample")} {...form.register("note")} />
        </Field>
        <Button type="submit" variant="secondary" className="px-3 py-2" busy={busy}>
          {t("save")}
        </Button>
      </div>
      {formError && <FormMessage>{formError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
    </form>
  );
}

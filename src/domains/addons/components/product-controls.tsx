"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { messageIn, useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { addAddonSlotsInput } from "../inputs";

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

interface SlotFields {
  from: string;
  to: string;
  startTimes: string;
  weekdays: string[];
}

/** The typed times (separated by commas or spaces) and the ticked weekdays, checked by `addAddonSlots`' schema. */
function slotsSchema(productId: string) {
  return formSchema(
    z.object({ from: z.string(), to: z.string(), startTimes: z.string(), weekdays: z.array(z.string()) }),
    (values) => ({
      productId,
      from: values.from,
      to: values.to,
      weekdays: values.weekdays.map(Number),
      startTimes: values.startTimes.split(/[,\s]+/).filter(Boolean),
    }),
    addAddonSlotsInput,
  );
}

/** Adds departures or services: from a day to a day, on chosen weekdays, at one or more start times. */
export function AddSlotsForm({
  productId,
  productTitle,
  today,
}: {
  productId: string;
  productTitle: string;
  today: string;
}) {
  const t = useTranslations("dashboardAddons.slots");
  const router = useRouter();
  const formId = useId();
  const schema = useMemo(() => slotsSchema(productId), [productId]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    SlotFields,
    unknown,
    { created: number; skipped: number }
  >({
    name: "addAddonSlots",
    schema,
    defaultValues: { from: today, to: today, startTimes: "", weekdays: WEEKDAYS.map((_, index) => String(index)) },
  });
  const { register } = form;
  const [done, setDone] = useState<string | null>(null);

  const submit = submitWith((result) => {
    setDone(t("added", { count: result.created, skipped: result.skipped }));
    router.refresh();
  });

  const weekdaysError = messageIn(form.formState.errors.weekdays);
  return (
    <form
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
      aria-label={t("label", { title: productTitle })}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      noValidate
    >
      <Field label={t("from")} {...register("from")} type="date" min={today} required error={errorOf("from")} />
      <Field label={t("to")} {...register("to")} type="date" min={today} required error={errorOf("to")} />
      <Field
        label={t("startTimes")}
        {...register("startTimes")}
        placeholder="09:00, 14:30"
        hint={t("startTimesHint")}
        required
        error={messageIn(form.formState.errors.startTimes)}
      />
      <fieldset className="space-y-1" aria-describedby={weekdaysError ? `${formId}-weekdays-error` : undefined}>
        <legend className="text-sm font-medium">{t("weekdays")}</legend>
        <div className="flex flex-wrap gap-2" id={`${formId}-weekdays`}>
          {WEEKDAYS.map((day, index) => (
            <label key={day} className="inline-flex items-center gap-1 text-sm">
              <input type="checkbox" {...register("weekdays")} value={String(index)} />
              {t(`days.${day}`)}
            </label>
          ))}
        </div>
        {weekdaysError && (
          <p id={`${formId}-weekdays-error`} className="text-sm text-red-700">
            {weekdaysError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="secondary" busy={busy}>
          {t("submit")}
        </Button>
        {formError && <FormMessage>{formError}</FormMessage>}
        {done && <FormMessage tone="success">{done}</FormMessage>}
      </div>
    </form>
  );
}

/** Removes a time from the schedule after a confirmation (closed instead when orders exist). */
export function CloseSlotButton({ slotId, label, sold }: { slotId: string; label: string; sold: number }) {
  const t = useTranslations("dashboardAddons.slots");
  const router = useRouter();
  const call = useFunctionCall<{ result: string }>("closeAddonSlot");
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span
        role="group"
        aria-label={t("confirmRemoving", { label })}
        className="inline-flex flex-wrap items-center gap-2"
      >
        <span className="text-xs">{sold > 0 ? t("stopSales") : t("removeTime")}</span>
        <Button
          variant="danger"
          className="px-2 py-1 text-xs"
          busy={call.busy}
          onClick={async () => {
            if (await call.run({ slotId })) {
              setConfirming(false);
              router.refresh();
            }
          }}
        >
          {t("yes")}
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setConfirming(false)}>
          {t("no")}
        </Button>
        {call.formError && <span className="text-xs text-red-700">{call.formError}</span>}
      </span>
    );
  }
  return (
    <Button
      variant="ghost"
      className="px-2 py-1 text-xs"
      onClick={() => setConfirming(true)}
      aria-label={sold > 0 ? t("closeOf", { label }) : t("removeOf", { label })}
    >
      {sold > 0 ? t("close") : t("remove")}
    </Button>
  );
}

/** Archive (with a confirmation) or restore a product. */
export function ArchiveButton({
  productId,
  title,
  status,
}: {
  productId: string;
  title: string;
  status: "active" | "archived";
}) {
  const t = useTranslations("dashboardAddons.archive");
  const router = useRouter();
  const call = useFunctionCall<{ status: string }>("setAddonProductStatus");
  const [confirming, setConfirming] = useState(false);
  const change = async (to: "active" | "archived") => {
    if (await call.run({ id: productId, status: to })) {
      setConfirming(false);
      router.refresh();
    }
  };
  if (status === "archived") {
    return (
      <Button variant="secondary" busy={call.busy} onClick={() => void change("active")}>
        {t("restore")}
      </Button>
    );
  }
  return confirming ? (
    <span role="group" aria-label={t("confirmFor", { title })} className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm">{t("question", { title })}</span>
      <Button variant="danger" busy={call.busy} onClick={() => void change("archived")}>
        {t("yes")}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(false)}>
        {t("keep")}
      </Button>
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
    </span>
  ) : (
    <Button variant="secondary" onClick={() => setConfirming(true)}>
      {t("archive")}
    </Button>
  );
}

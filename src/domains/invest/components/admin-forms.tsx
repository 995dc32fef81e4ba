"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { basisPointsOf, countOf, fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { RunStatus } from "@/components/runs/run-status";
import { useFollowedRun } from "@/components/runs/use-followed-run";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/empty-state";
import { formatMoney, minorDigits } from "@/lib/money";
import { runIsGoing, type RunView } from "@/lib/runs";
import { createOfferingInput, distributionMonthInput } from "../inputs";
import { utcDayOf } from "@/lib/dates";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

interface OfferingFields {
  propertyId: string;
  units: string;
  price: string;
  share: string;
  summary: string;
  open: boolean;
}

interface PropertyChoice {
  id: string;
  title: string;
  city: string;
  currency: string;
}

/**
 * The typed text read into `createOffering`'s input (the price in minor units of the chosen property's
 * currency, the share in basis points), then checked by the function's own schema.
 */
type Words = ReturnType<typeof useTranslations<"dashboardInvest.admin">>;

function offeringSchema(t: Words, properties: PropertyChoice[]) {
  return formSchema(
    z.object({
      propertyId: z.string(),
      units: z.string(),
      price: z.string(),
      share: z.string(),
      summary: z.string(),
      open: z.boolean(),
    }),
    (values, context) => {
      const currency = properties.find((property) => property.id === values.propertyId)?.currency ?? "MYR";
      const unitsIssued = countOf(values.units);
      if (unitsIssued === undefined) fieldIssue(context, "units", t("enterUnits"));
      const unitPriceMinor = minorOf(values.price, currency);
      if (unitPriceMinor === undefined)
        fieldIssue(
          context,
          "price",
          minorDigits(currency) === 0 ? t("enterWholePrice", { currency }) : t("enterPrice"),
        );
      const investorShareBasisPoints = basisPointsOf(values.share);
      if (investorShareBasisPoints === undefined) fieldIssue(context, "share", t("enterShare"));
      return {
        propertyId: values.propertyId,
        unitsIssued: unitsIssued ?? 0,
        unitPriceMinor: unitPriceMinor ?? 0,
        investorShareBasisPoints: investorShareBasisPoints ?? 0,
        summary: values.summary,
        open: values.open,
      };
    },
    createOfferingInput,
  );
}

/** The function's names for what the form calls otherwise. */
const OFFERING_FIELD_OF = { unitsIssued: "units", unitPriceMinor: "price", investorShareBasisPoints: "share" } as const;

/** Staff make an offering on a listed property: units, unit price (in its currency), investors' share. */
export function NewOfferingForm({
  properties,
  defaultSharePercent,
}: {
  properties: PropertyChoice[];
  defaultSharePercent: number;
}) {
  const t = useTranslations("dashboardInvest.admin");
  const router = useRouter();
  const schema = useMemo(() => offeringSchema(t, properties), [t, properties]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OfferingFields, unknown, { id: string }>({
    name: "createOffering",
    schema,
    defaultValues: {
      propertyId: properties[0]?.id ?? "",
      units: "",
      price: "",
      share: String(defaultSharePercent),
      summary: "",
      open: true,
    },
    fieldOf: OFFERING_FIELD_OF,
  });
  const { register, watch, getValues, setValue } = form;
  const [created, setCreated] = useState(false);
  const propertyId = watch("propertyId");
  const currency = properties.find((property) => property.id === propertyId)?.currency ?? "MYR";

  // A property that got its offering leaves the list on refresh; the select then shows another one, so the
  // form's value follows it.
  useEffect(() => {
    if (!properties.some((property) => property.id === getValues("propertyId")))
      setValue("propertyId", properties[0]?.id ?? "");
  }, [properties, getValues, setValue]);

  const submit = submitWith(() => {
    form.reset({ ...getValues(), units: "", price: "", share: String(defaultSharePercent), summary: "", open: true });
    setCreated(true);
    router.refresh();
  });

  if (properties.length === 0) {
    return <p className="text-sm text-muted">{t("allOffered")}</p>;
  }

  return (
    <form
      onSubmit={(event) => {
        setCreated(false);
        void submit(event);
      }}
      aria-label={t("form")}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      noValidate
    >
      <Field label={t("property")} error={errorOf("propertyId")} className="sm:col-span-2">
        <Select {...register("propertyId")}>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.title} · {property.city} ({property.currency})
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t("units")}
        {...register("units")}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errorOf("units")}
      />
      <Field
        label={t("price", { currency })}
        {...register("price")}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errorOf("price")}
      />
      <Field
        label={t("share")}
        {...register("share")}
        inputMode="decimal"
        required
        error={errorOf("share")}
        hint={t("shareHint", { percent: String(defaultSharePercent) })}
      />
      <Field label={t("summary")} error={errorOf("summary")} className="sm:col-span-2 lg:col-span-3">
        <Textarea {...register("summary")} rows={2} maxLength={1000} />
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-4">
        <input type="checkbox" {...register("open")} /> {t("openNow")}
      </label>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" busy={busy}>
          {t("create")}
        </Button>
      </div>
      {formError && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage>{formError}</FormMessage>
        </div>
      )}
      {created && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage tone="success">{t("created")}</FormMessage>
        </div>
      )}
    </form>
  );
}

/** Open a draft, or close an offering after a confirmation (closing ends the sale of units for good). */
export function OfferingStatusButton({
  offeringId,
  event,
  label,
}: {
  offeringId: string;
  event: "open" | "close";
  label: string;
}) {
  const t = useTranslations("dashboardInvest.admin");
  const router = useRouter();
  const call = useFunctionCall<{ status: string }>("changeOfferingStatus");
  const [confirming, setConfirming] = useState(false);

  async function run() {
    const result = await call.run({ offeringId, event });
    setConfirming(false);
    if (result) router.refresh();
  }

  if (event === "close" && confirming) {
    return (
      <div role="group" aria-label={t("confirmClosing")} className="flex flex-wrap items-center gap-2">
        <span className="text-sm">{t("closeQuestion")}</span>
        <Button variant="danger" busy={call.busy} onClick={() => void run()}>
          {t("closeYes")}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t("keepOpen")}
        </Button>
        {call.formError && <FormMessage>{call.formError}</FormMessage>}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        variant={event === "close" ? "secondary" : "primary"}
        busy={call.busy}
        onClick={() => (event === "close" ? setConfirming(true) : void run())}
      >
        {label}
      </Button>
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
    </div>
  );
}

interface Preview {
  month: string;
  currency: string;
  netIncomeMinor: number;
  investorShareBasisPoints: number;
  unitsIssued: number;
  unitsHeld: number;
  totalMinor: number;
  payments: { userId: string; name: string; email: string; units: number; amountMinor: number }[];
  posted: { id: string; createdAt: string; distributedMinor: number } | null;
}

/** The month as typed, for the offering, checked by `previewDistribution`'s own input schema. */
function distributionMonthSchema(offeringId: string) {
  return formSchema(z.object({ month: z.string() }), ({ month }) => ({ offeringId, month }), distributionMonthInput);
}

/**
 * A month's distribution: preview each holder's amount, then post it after a confirmation, as a long run
 * (startDistributionRun) that the form follows until it says what it paid. `lastRun` is the viewer's latest run of
 * this offering, read by the page, so leaving and coming back shows it.
 */
export function DistributionRunner({
  offeringId,
  defaultMonth,
  remainderRule,
  lastRun = null,
}: {
  offeringId: string;
  defaultMonth: string;
  remainderRule: string;
  lastRun?: RunView | null;
}) {
  const t = useTranslations("dashboardInvest.admin");
  const schema = useMemo(() => distributionMonthSchema(offeringId), [offeringId]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<{ month: string }, unknown, Preview>({
    name: "previewDistribution",
    schema,
    defaultValues: { month: defaultMonth },
  });
  // The same preview asked again, without the form, once a posting run has ended.
  const preview = useFunctionCall<Preview>("previewDistribution");
  const post = useFunctionCall<RunView>("startDistributionRun");
  const { run, follow } = useFollowedRun(lastRun);
  const [shown, setShown] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const going = run ? runIsGoing(run) : false;
  const previewAgain = preview.run;
  const shownMonth = shown?.month;

  // Once the posting run has ended, the preview of its month says what was posted.
  useEffect(() => {
    if (run?.state !== "done" || !shownMonth || !run.label.startsWith(`Distribution of ${shownMonth}:`)) return;
    let current = true;
    void previewAgain({ offeringId, month: shownMonth }).then((fresh) => {
      if (current && fresh) setShown(fresh);
    });
    return () => {
      current = false;
    };
  }, [run?.state, run?.label, shownMonth, offeringId, previewAgain]);

  const runPreview = submitWith((result) => {
    setConfirming(false);
    setShown(result);
  });

  async function runPost() {
    if (!shown) return;
    const started = await post.run({ offeringId, month: shown.month, idempotencyKey: crypto.randomUUID() });
    setConfirming(false);
    if (started) follow(started);
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={(event) => void runPreview(event)}
        aria-label={t("previewForm")}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        <Field label={t("month")} type="month" {...form.register("month")} error={errorOf("month")} />
        <Button type="submit" variant="secondary" busy={busy}>
          {t("preview")}
        </Button>
      </form>
      <p className="text-xs text-muted">{remainderRule}</p>
      {formError && <FormMessage>{formError}</FormMessage>}
      {run && <RunStatus run={run} unit={t("holdersUnit")} />}
      {shown && (
        <section
          aria-label={t("distributionOf", { month: shown.month })}
          className="space-y-3 rounded-xl border border-line p-4"
          data-testid="distribution-preview"
        >
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted">{t("income", { month: shown.month })}</dt>
              <dd className="font-medium tabular-nums">{money(shown.netIncomeMinor, shown.currency)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t("share2")}</dt>
              <dd className="font-medium">
                {t("shareValue", {
                  percent: String(shown.investorShareBasisPoints / 100),
                  held: String(shown.unitsHeld),
                  issued: shown.unitsIssued,
                })}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t("toHolders")}</dt>
              <dd className="font-medium tabular-nums" data-testid="distribution-total">
                {money(shown.totalMinor, shown.currency)}
              </dd>
            </div>
          </dl>
          {shown.netIncomeMinor <= 0 && (
            <p role="status" className="text-sm">
              {t("noIncome")}
            </p>
          )}
          {shown.payments.length === 0 ? (
            <EmptyState size="inline" title={t("nobodyHeld", { month: shown.month })} />
          ) : (
            <DataTable
              plain
              label={t("amounts")}
              columns={[
                {
                  id: "holder",
                  header: t("columns.holder"),
                  cell: (payment) => (
                    <>
                      {payment.name} <span className="text-muted">({payment.email})</span>
                    </>
                  ),
                },
                {
                  id: "units",
                  header: t("columns.units"),
                  align: "right",
                  className: "tabular-nums",
                  value: (payment) => payment.units,
                },
                {
                  id: "amount",
                  header: t("columns.amount"),
                  align: "right",
                  className: "tabular-nums",
                  value: (payment) => money(payment.amountMinor, shown.currency),
                },
              ]}
              rows={shown.payments}
              rowKey={(payment) => payment.userId}
              empty={null}
              minWidth="min-w-[32rem]"
            />
          )}
          {shown.posted ? (
            <p role="status" className="text-sm font-medium">
              {t("postedOn", {
                day: utcDayOf(new Date(shown.posted.createdAt)),
                amount: money(shown.posted.distributedMinor, shown.currency),
              })}
            </p>
          ) : confirming ? (
            <div role="group" aria-label={t("confirmPosting")} className="flex flex-wrap items-center gap-2">
              <span className="text-sm">
                {t("postQuestion", { amount: money(shown.totalMinor, shown.currency), month: shown.month })}
              </span>
              <Button busy={post.busy || going} onClick={() => void runPost()}>
                {t("postYes")}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t("cancel")}
              </Button>
            </div>
          ) : (
            <Button onClick={() => setConfirming(true)}>{t("post")}</Button>
          )}
          {post.formError && <FormMessage>{post.formError}</FormMessage>}
        </section>
      )}
    </div>
  );
}

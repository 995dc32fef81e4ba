"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { RunStatus } from "@/components/runs/run-status";
import { useFollowedRun } from "@/components/runs/use-followed-run";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formSchema } from "@/components/forms/form-values";
import { MarkPaidForm, PayoutDraftActions } from "@/components/payouts/payout-actions";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { formatMoney } from "@/lib/money";
import { runIsGoing, type RunView } from "@/lib/runs";
import { z } from "zod";
import { markSettlementPaidInput, startSettlementRunInput } from "../inputs";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

interface RunResult {
  created: {
    id: string;
    number: string;
    organisationName: string;
    currency: string;
    netMinor: number;
    items: number;
  }[];
  carried: { organisationName: string; currency: string; netMinor: number; items: number }[];
  existing: { organisationName: string; currency: string; number: string; status: string }[];
}

interface MonthFields {
  month: string;
}

// Each press is a new run request with its own key; pressing while one goes gives that run (the function's rule).
const monthSchema = formSchema(
  z.object({ month: z.string() }),
  ({ month }) => ({ month, idempotencyKey: crypto.randomUUID() }),
  startSettlementRunInput,
);

/**
 * Staff start the settlements of a month that has ended as a long run (startSettlementRun), and follow it: its
 * progress while it goes, what it made when done, why when it failed. `lastRun` is their latest run, read by the
 * page, so leaving and coming back shows it. `basePath`: the page the settlements are shown on
 * (/dashboard/settlements, or accountants' /dashboard/management/payouts).
 */
export function CreateSettlementsForm({
  defaultMonth,
  maxMonth,
  lastRun,
  basePath = "/dashboard/settlements",
}: {
  defaultMonth: string;
  maxMonth: string;
  lastRun: RunView | null;
  basePath?: string;
}) {
  const t = useTranslations("dashboardAccounts.settlements.create");
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<MonthFields, unknown, RunView>({
    name: "startSettlementRun",
    schema: monthSchema,
    defaultValues: { month: defaultMonth },
  });
  const { run, follow } = useFollowedRun(lastRun);
  const going = run ? runIsGoing(run) : false;
  const submit = submitWith((started) => follow(started));
  return (
    <section aria-labelledby="create-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="create-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted">{t("intro")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void submit(event)}
        aria-label={t("heading")}
        noValidate
      >
        <Field label={t("month")} type="month" max={maxMonth} {...form.register("month")} error={errorOf("month")} />
        <Button type="submit" busy={busy || going}>
          {t("submit")}
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
      {run && (
        <RunStatus
          run={run}
          unit={t("unit")}
          details={(done) => <RunDetails result={done.result as RunResult | null} basePath={basePath} />}
        />
      )}
    </section>
  );
}

/** The settlements a run made (links), what it carried and what was already made. */
function RunDetails({ result, basePath }: { result: RunResult | null; basePath: string }) {
  const t = useTranslations("dashboardAccounts.settlements.create");
  if (!result) return null;
  return (
    <>
      <p className="mt-1">
        {result.created.length === 0 ? t("noneNew") : t("created", { count: result.created.length })}
      </p>
      {result.created.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {result.created.map((created) => (
            <li key={created.id}>
              <Link href={`${basePath}?id=${created.id}`} className="font-medium underline">
                {created.number}
              </Link>{" "}
              · {created.organisationName} · {money(created.netMinor, created.currency)}{" "}
              {t("lines", { count: created.items })}
            </li>
          ))}
        </ul>
      )}
      {result.carried.length > 0 && (
        <>
          <p className="mt-2">{t("carried")}</p>
          <ul className="list-disc pl-5">
            {result.carried.map((carried) => (
              <li key={`${carried.organisationName}-${carried.currency}`}>
                {carried.organisationName} · {money(carried.netMinor, carried.currency)}{" "}
                {t("lines", { count: carried.items })}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.existing.length > 0 && (
        <p className="mt-2">
          {t("existing", {
            list: result.existing.map((existing) => `${existing.number} (${existing.status})`).join(", "),
          })}
        </p>
      )}
    </>
  );
}

/**
 * Approve or delete a draft (each after a ConfirmDialog that shows the function's refusal), or mark an approved
 * settlement paid with the bank transfer's reference.
 */
export function SettlementActions({
  id,
  number,
  status,
  netMinor,
  currency,
  basePath = "/dashboard/settlements",
}: {
  id: string;
  number: string;
  status: "draft" | "approved" | "paid";
  netMinor: number;
  currency: string;
  basePath?: string;
}) {
  const t = useTranslations("dashboardAccounts.settlements.actions");
  if (status === "paid") return null;
  return (
    <section aria-labelledby="actions-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="actions-heading" className="text-base font-semibold">
        {status === "draft" ? t("review") : t("pay")}
      </h2>
      {status === "draft" ? (
        <DraftActions id={id} number={number} netMinor={netMinor} currency={currency} basePath={basePath} />
      ) : (
        <MarkPaidSettlementForm id={id} netMinor={netMinor} currency={currency} />
      )}
    </section>
  );
}

/** A draft's two acts, each asked once more: approving freezes it, deleting gives its entries back to the next run. */
function DraftActions({
  id,
  number,
  netMinor,
  currency,
  basePath,
}: {
  id: string;
  number: string;
  netMinor: number;
  currency: string;
  basePath: string;
}) {
  const t = useTranslations("dashboardAccounts.settlements.actions");
  return (
    <PayoutDraftActions
      intro={t("intro")}
      approve={{
        name: "approveSettlement",
        input: { id },
        title: t("approveTitle", { number, amount: money(netMinor, currency) }),
        description: t("approveDescription"),
      }}
      remove={{
        name: "deleteSettlement",
        input: { id },
        title: t("deleteTitle", { number }),
        description: t("deleteDescription"),
      }}
      basePath={basePath}
    />
  );
}

/** The payment's reference, checked with markSettlementPaid's own schema before the call. */
function MarkPaidSettlementForm({ id, netMinor, currency }: { id: string; netMinor: number; currency: string }) {
  const schema = useMemo(
    () =>
      formSchema(z.object({ reference: z.string() }), ({ reference }) => ({ id, reference }), markSettlementPaidInput),
    [id],
  );
  return <MarkPaidForm name="markSettlementPaid" schema={schema} amount={money(netMinor, currency)} />;
}

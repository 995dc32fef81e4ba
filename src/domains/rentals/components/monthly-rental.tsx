"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { Field, FormMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { EmptyState } from "@/components/ui/empty-state";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { createRentalContractInput, giveRentalNoticeInput, renewRentalContractInput } from "../inputs";
import type { RentableUnit, RentalContractView, RentalInvoiceView } from "../queries";
import { DepositReturn } from "./deposit-return";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

type Words = ReturnType<typeof useTranslations<"dashboardRentals">>;

/** How the contracts' table sorts and pages: serialisable, as the server page hands it to this client panel. */
export interface ContractsTableState {
  /** The page's own address, which the sort and page links are made on. */
  path: string;
  /** The sort the address asks for (`tableStateFrom` over `CONTRACT_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
  /** The ids the query sorts by (`CONTRACT_SORTABLE`). */
  sortable: readonly string[];
  page: number;
  pages: number;
}

export function MonthlyRentalPanel({
  contracts,
  units,
  today,
  table,
}: {
  contracts: RentalContractView[];
  units: RentableUnit[];
  /** The new contract's first start: today on the head office's calendar (each contract reads its own property's). */
  today: string;
  /** Sorting and paging in the address; without it (a component test) the table has no links. */
  table?: ContractsTableState;
}) {
  const t = useTranslations("dashboardRentals");
  const columns = useMemo(() => sortedInQuery(contractColumns(t), table?.sortable ?? []), [table, t]);
  return (
    <div className="space-y-6">
      <NewContractForm units={units} today={today} />
      <section aria-labelledby="contracts-heading" className="space-y-4">
        <h2 id="contracts-heading" className="text-lg font-semibold">
          {t("contracts.heading")}
        </h2>
        <DataTable
          label={t("contracts.heading")}
          labelledBy="contracts-heading"
          columns={columns}
          rows={contracts}
          rowKey={(contract) => contract.id}
          rowProps={(contract) => ({ "data-testid": "contract", "data-booking": contract.bookingReference })}
          empty={{ title: t("contracts.empty"), description: t("contracts.emptyHint") }}
          href={table ? (state) => tableHref(table.path, {}, state) : undefined}
          sort={table?.sort.sort ? { id: table.sort.sort, dir: table.sort.dir ?? "asc" } : null}
          pagination={table ? { page: table.page, pages: table.pages } : undefined}
          minWidth="min-w-[80rem]"
        />
      </section>
    </div>
  );
}

interface ContractFields {
  unitId: string;
  tenantName: string;
  tenantEmail: string;
  rent: string;
  deposit: string;
  startsOn: string;
  endsOn: string;
}

/**
 * The typed contract read into `createRentalContract`'s input (the rent and deposit in minor units of the
 * chosen unit's currency), then checked by the function's own schema.
 */
function contractSchema(units: RentableUnit[], t: Words) {
  return formSchema(
    z.object({
      unitId: z.string(),
      tenantName: z.string(),
      tenantEmail: z.string(),
      rent: z.string(),
      deposit: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
    }),
    (values, context) => {
      const currency = units.find((unit) => unit.unitId === values.unitId)?.currency ?? "MYR";
      const rent = minorOf(values.rent, currency);
      if (rent === undefined) fieldIssue(context, "rent", t("form.rentShape", { currency }));
      const deposit = minorOf(values.deposit.trim() || "0", currency);
      if (deposit === undefined) fieldIssue(context, "deposit", t("form.depositShape", { currency }));
      return {
        unitId: values.unitId,
        tenantName: values.tenantName,
        tenantEmail: values.tenantEmail.trim(),
        monthlyRentMinor: rent ?? 0,
        depositMinor: deposit ?? 0,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
      };
    },
    createRentalContractInput,
  );
}

/** The function's names for what the form calls otherwise. */
const CONTRACT_FIELD_OF = { monthlyRentMinor: "rent", depositMinor: "deposit" } as const;

function NewContractForm({ units, today }: { units: RentableUnit[]; today: string }) {
  const t = useTranslations("dashboardRentals");
  const router = useRouter();
  const id = useId();
  const schema = useMemo(() => contractSchema(units, t), [units, t]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    ContractFields,
    unknown,
    { id: string; bookingReference: string; invoicesIssued: number }
  >({
    name: "createRentalContract",
    schema,
    defaultValues: {
      unitId: units[0]?.unitId ?? "",
      tenantName: "",
      tenantEmail: "",
      rent: "",
      deposit: "0",
      startsOn: today,
      endsOn: "",
    },
    fieldOf: CONTRACT_FIELD_OF,
  });
  const { register, watch, getValues } = form;
  const [saved, setSaved] = useState<string | null>(null);
  const currency = units.find((unit) => unit.unitId === watch("unitId"))?.currency ?? "MYR";

  const submit = submitWith((result) => {
    // The unit stays chosen, as before; the rest starts afresh.
    form.reset({ ...form.formState.defaultValues, unitId: getValues("unitId") });
    setSaved(t("form.saved", { reference: result.bookingReference, count: result.invoicesIssued }));
    router.refresh();
  });

  if (units.length === 0) return <EmptyState title={t("form.noUnits")} />;

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("form.heading")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("form.intro")}</p>
      <form
        onSubmit={(event) => {
          setSaved(null);
          void submit(event);
        }}
        aria-label={t("form.label")}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        noValidate
      >
        <Field label={t("form.unit")} error={errorOf("unitId")} className="sm:col-span-2 lg:col-span-3">
          <Select {...register("unitId")}>
            {units.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unit.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t("form.tenantName")}
          {...register("tenantName")}
          autoComplete="off"
          error={errorOf("tenantName")}
        />
        <Field
          label={t("form.tenantEmail")}
          {...register("tenantEmail")}
          type="email"
          autoComplete="off"
          error={errorOf("tenantEmail")}
        />
        <Field label={t("form.rent", { currency })} {...register("rent")} inputMode="decimal" error={errorOf("rent")} />
        <Field
          label={t("form.deposit", { currency })}
          {...register("deposit")}
          inputMode="decimal"
          error={errorOf("deposit")}
        />
        <Field label={t("form.start")} {...register("startsOn")} type="date" error={errorOf("startsOn")} />
        <Field label={t("form.end")} {...register("endsOn")} type="date" error={errorOf("endsOn")} />
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" busy={busy}>
            {t("form.submit")}
          </Button>
        </div>
      </form>
      <div className="mt-3 space-y-2">
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
    </section>
  );
}

const money = (amountMinor: number, currency: string) => formatMoney({ amountMinor, currency });

/**
 * A contract's row: the tenant, the place and dates, the money, then its invoices and what can change. Whether it
 * has ended is read on its property's calendar (`contract.today`), not the page's.
 */
function contractColumns(t: Words): DataColumn<RentalContractView>[] {
  return [
    {
      id: "tenant",
      header: t("contracts.columns.tenant"),
      rowHeader: true,
      cell: (contract) => (
        <>
          <span className="font-medium">{contract.tenantName}</span>
          <span className="block text-muted">{contract.tenantEmail}</span>
        </>
      ),
    },
    {
      id: "place",
      header: t("contracts.columns.place"),
      cell: (contract) => (
        <>
          {contract.propertyTitle} · {contract.unitName}
          <span className="block text-muted">{contract.city}</span>
        </>
      ),
    },
    {
      id: "starts",
      header: t("contracts.columns.dates"),
      sortFirst: "desc",
      className: "whitespace-nowrap",
      cell: (contract) => (
        <>
          {contract.startsOn} → {contract.endsOn} {contract.endsOn <= contract.today ? t("contracts.ended") : ""}
          {contract.noticeGivenOn && (
            <span className="block whitespace-normal text-muted">
              {t("contracts.noticeGiven", { day: contract.noticeGivenOn })}
            </span>
          )}
        </>
      ),
    },
    {
      id: "rent",
      header: t("contracts.columns.rent"),
      align: "right",
      sortFirst: "desc",
      className: "whitespace-nowrap tabular-nums",
      value: (contract) => money(contract.monthlyRentMinor, contract.currency),
    },
    {
      id: "deposit",
      header: t("contracts.columns.deposit"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (contract) => money(contract.depositMinor, contract.currency),
    },
    {
      id: "unpaid",
      header: t("contracts.columns.unpaid"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (contract) => {
        const owed = contract.invoices
          .filter((invoice) => invoice.status === "issued")
          .reduce((total, invoice) => total + invoice.amountMinor, 0);
        return owed ? (
          <span className="font-medium text-red-700">{money(owed, contract.currency)}</span>
        ) : (
          t("contracts.nothing")
        );
      },
    },
    {
      id: "booking",
      header: t("contracts.columns.booking"),
      className: "font-mono whitespace-nowrap",
      value: (contract) => contract.bookingReference,
    },
    {
      id: "invoices",
      header: t("contracts.columns.invoices"),
      className: "min-w-[30rem]",
      cell: (contract) => (
        <>
          <Invoices contract={contract} />
          {contract.endsOn > contract.today && <ChangeEnd contract={contract} today={contract.today} />}
          <DepositReturn contract={contract} today={contract.today} />
        </>
      ),
    },
  ];
}

function Invoices({ contract }: { contract: RentalContractView }) {
  const t = useTranslations("dashboardRentals");
  if (contract.invoices.length === 0) return <EmptyState size="inline" title={t("invoices.none")} />;
  return (
    <div>
      <DataTable
        plain
        label={t("invoices.of", { tenant: contract.tenantName })}
        columns={invoiceColumns(t)}
        rows={contract.invoices}
        rowKey={(invoice) => invoice.id}
        empty={null}
        minWidth="min-w-[28rem]"
      />
    </div>
  );
}

/** How the invoice is named in its row's buttons and its confirmation ("Deposit", "Rent 2026-03-01"). */
const invoiceLabel = (t: Words, invoice: RentalInvoiceView) =>
  invoice.kind === "deposit" ? t("invoices.deposit") : t("invoices.rentOf", { start: invoice.periodStart });

const invoiceColumns = (t: Words): DataColumn<RentalInvoiceView>[] => [
  {
    id: "invoice",
    header: t("invoices.columns.invoice"),
    value: (invoice) => (invoice.kind === "deposit" ? t("invoices.deposit") : t("invoices.rent")),
  },
  {
    id: "period",
    header: t("invoices.columns.period"),
    value: (invoice) => (invoice.kind === "deposit" ? "—" : `${invoice.periodStart} → ${invoice.periodEnd}`),
    className: "whitespace-nowrap",
  },
  {
    id: "amount",
    header: t("invoices.columns.amount"),
    align: "right",
    value: (invoice) => formatMoney({ amountMinor: invoice.amountMinor, currency: invoice.currency }),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    id: "status",
    header: t("invoices.columns.status"),
    cell: (invoice) =>
      invoice.status === "paid" ? (
        <>
          <Badge tone="success">{t("invoices.paid")}</Badge>{" "}
          <span className="text-muted">
            {invoice.paidAt?.slice(0, 10)}
            {invoice.paymentReference ? ` · ${invoice.paymentReference}` : ""}
          </span>
        </>
      ) : invoice.status === "void" ? (
        <Badge>{t("invoices.void")}</Badge>
      ) : (
        <Badge tone="danger">{t("invoices.unpaid")}</Badge>
      ),
  },
  {
    id: "actions",
    header: t("invoices.columns.actions"),
    hideHeader: true,
    cell: (invoice) => (invoice.status === "issued" ? <MarkInvoicePaid invoice={invoice} /> : null),
  },
];

/** Records an unpaid invoice as paid, after a confirmation that asks for the payment's reference. */
function MarkInvoicePaid({ invoice }: { invoice: RentalInvoiceView }) {
  const t = useTranslations("dashboardRentals");
  const router = useRouter();
  const call = useFunctionCall<{ id: string }>("markRentalInvoicePaid");
  const [reference, setReference] = useState("");
  const label = invoiceLabel(t, invoice);

  async function pay() {
    const result = await call.run({ invoiceId: invoice.id, reference });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={t("invoices.markPaidOf", { invoice: label })}>
          {t("invoices.markPaid")}
        </Button>
      }
      title={t("invoices.payTitle", { invoice: label })}
      description={t("invoices.payDescription", {
        amount: formatMoney({ amountMinor: invoice.amountMinor, currency: invoice.currency }),
      })}
      confirmLabel={t("invoices.payConfirm")}
      onConfirm={pay}
      error={call.formError}
    >
      <Field
        label={t("invoices.reference")}
        name="reference"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={100}
        error={call.fieldErrors.reference}
      />
    </ConfirmDialog>
  );
}

function ChangeEnd({ contract, today }: { contract: RentalContractView; today: string }) {
  const t = useTranslations("dashboardRentals.end");
  const router = useRouter();
  const [mode, setMode] = useState<"renew" | "notice" | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function changed(endsOn: string) {
    setMessage(t("changed", { day: endsOn }));
    setMode(null);
    router.refresh();
  }

  return (
    <div className="mt-3 space-y-2">
      {mode === null ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setMode("renew")}
            aria-label={t("renewOf", { tenant: contract.tenantName })}
          >
            {t("renew")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setMode("notice")}
            aria-label={t("noticeFrom", { tenant: contract.tenantName })}
          >
            {t("notice")}
          </Button>
        </div>
      ) : (
        <EndDateForm
          key={mode}
          mode={mode}
          contract={contract}
          today={today}
          onChanged={changed}
          onCancel={() => setMode(null)}
        />
      )}
      {message && <FormMessage tone="success">{message}</FormMessage>}
    </div>
  );
}

/** Renews a contract to a new end date, or records the tenant's notice, each with its function's own schema. */
function EndDateForm({
  mode,
  contract,
  today,
  onChanged,
  onCancel,
}: {
  mode: "renew" | "notice";
  contract: RentalContractView;
  today: string;
  onChanged: (endsOn: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("dashboardRentals.end");
  const renew = mode === "renew";
  const schema = useMemo(
    () =>
      renew
        ? formSchema(
            z.object({ date: z.string() }),
            (values) => ({ contractId: contract.id, endsOn: values.date }),
            renewRentalContractInput,
          )
        : formSchema(
            z.object({ date: z.string() }),
            (values) => ({ contractId: contract.id, noticeOn: values.date }),
            giveRentalNoticeInput,
          ),
    [renew, contract.id],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<{ date: string }, unknown, { endsOn: string }>(
    {
      name: renew ? "renewRentalContract" : "giveRentalNotice",
      schema,
      defaultValues: { date: renew ? "" : today },
      fieldOf: renew ? { endsOn: "date" } : { noticeOn: "date" },
    },
  );
  const submit = submitWith((result) => onChanged(result.endsOn));

  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={renew ? t("renewForm") : t("notice")}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        {renew ? (
          <Field
            label={t("newEnd")}
            {...form.register("date")}
            type="date"
            min={contract.endsOn}
            error={errorOf("date")}
          />
        ) : (
          <Field
            label={t("noticeOn")}
            {...form.register("date")}
            type="date"
            hint={t("noticeHint")}
            error={errorOf("date")}
          />
        )}
        <Button type="submit" busy={busy}>
          {renew ? t("renew") : t("notice")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
    </>
  );
}

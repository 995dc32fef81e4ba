"use client";

import { useRouter } from "next/navigation";
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
import { plural } from "@/lib/plural";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

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
  const columns = useMemo(() => sortedInQuery(contractColumns(), table?.sortable ?? []), [table]);
  return (
    <div className="space-y-6">
      <NewContractForm units={units} today={today} />
      <section aria-labelledby="contracts-heading" className="space-y-4">
        <h2 id="contracts-heading" className="text-lg font-semibold">
          Contracts
        </h2>
        <DataTable
          label="Contracts"
          labelledBy="contracts-heading"
          columns={columns}
          rows={contracts}
          rowKey={(contract) => contract.id}
          rowProps={(contract) => ({ "data-testid": "contract", "data-booking": contract.bookingReference })}
          empty={{ title: "No monthly rental contracts yet.", description: "Add the first one above." }}
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
function contractSchema(units: RentableUnit[]) {
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
      if (rent === undefined) fieldIssue(context, "rent", `Enter the monthly rent in ${currency}, like 3500.00.`);
      const deposit = minorOf(values.deposit.trim() || "0", currency);
      if (deposit === undefined) fieldIssue(context, "deposit", `Enter the deposit in ${currency}, or 0.`);
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
  const router = useRouter();
  const id = useId();
  const schema = useMemo(() => contractSchema(units), [units]);
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
    setSaved(
      `Contract saved (booking ${result.bookingReference}); ${plural(result.invoicesIssued, { one: "invoice", other: "invoices" })} issued.`,
    );
    router.refresh();
  });

  if (units.length === 0) return <EmptyState title="There is no unit you can let by the month." />;

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        New contract
      </h2>
      <p className="mt-1 text-sm text-muted">
        The unit is held for the contract&apos;s dates; the deposit and each month&apos;s rent are invoiced.
      </p>
      <form
        onSubmit={(event) => {
          setSaved(null);
          void submit(event);
        }}
        aria-label="New monthly rental contract"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        noValidate
      >
        <Field label="Unit" error={errorOf("unitId")} className="sm:col-span-2 lg:col-span-3">
          <Select {...register("unitId")}>
            {units.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unit.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tenant name" {...register("tenantName")} autoComplete="off" error={errorOf("tenantName")} />
        <Field
          label="Tenant email"
          {...register("tenantEmail")}
          type="email"
          autoComplete="off"
          error={errorOf("tenantEmail")}
        />
        <Field label={`Monthly rent (${currency})`} {...register("rent")} inputMode="decimal" error={errorOf("rent")} />
        <Field
          label={`Deposit (${currency})`}
          {...register("deposit")}
          inputMode="decimal"
          error={errorOf("deposit")}
        />
        <Field label="Start" {...register("startsOn")} type="date" error={errorOf("startsOn")} />
        <Field label="End (move-out day)" {...register("endsOn")} type="date" error={errorOf("endsOn")} />
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" busy={busy}>
            Save contract
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
function contractColumns(): DataColumn<RentalContractView>[] {
  return [
    {
      id: "tenant",
      header: "Tenant",
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
      header: "Property · unit",
      cell: (contract) => (
        <>
          {contract.propertyTitle} · {contract.unitName}
          <span className="block text-muted">{contract.city}</span>
        </>
      ),
    },
    {
      id: "starts",
      header: "Dates",
      sortFirst: "desc",
      className: "whitespace-nowrap",
      cell: (contract) => (
        <>
          {contract.startsOn} → {contract.endsOn} {contract.endsOn <= contract.today ? "(ended)" : ""}
          {contract.noticeGivenOn && (
            <span className="block whitespace-normal text-muted">Notice given on {contract.noticeGivenOn}.</span>
          )}
        </>
      ),
    },
    {
      id: "rent",
      header: "Monthly rent",
      align: "right",
      sortFirst: "desc",
      className: "whitespace-nowrap tabular-nums",
      value: (contract) => money(contract.monthlyRentMinor, contract.currency),
    },
    {
      id: "deposit",
      header: "Deposit",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (contract) => money(contract.depositMinor, contract.currency),
    },
    {
      id: "unpaid",
      header: "Unpaid",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (contract) => {
        const owed = contract.invoices
          .filter((invoice) => invoice.status === "issued")
          .reduce((total, invoice) => total + invoice.amountMinor, 0);
        return owed ? <span className="font-medium text-red-700">{money(owed, contract.currency)}</span> : "Nothing";
      },
    },
    {
      id: "booking",
      header: "Booking",
      className: "font-mono whitespace-nowrap",
      value: (contract) => contract.bookingReference,
    },
    {
      id: "invoices",
      header: "Invoices",
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
  if (contract.invoices.length === 0)
    return <EmptyState size="inline" title="No invoice yet: the first month's rent is invoiced on its first day." />;
  return (
    <div>
      <DataTable
        plain
        label={`Invoices of ${contract.tenantName}`}
        columns={invoiceColumns}
        rows={contract.invoices}
        rowKey={(invoice) => invoice.id}
        empty={null}
        minWidth="min-w-[28rem]"
      />
    </div>
  );
}

/** How the invoice is named in its row's buttons and its confirmation ("Deposit", "Rent 2026-03-01"). */
const invoiceLabel = (invoice: RentalInvoiceView) =>
  invoice.kind === "deposit" ? "Deposit" : `Rent ${invoice.periodStart}`;

const invoiceColumns: DataColumn<RentalInvoiceView>[] = [
  { id: "invoice", header: "Invoice", value: (invoice) => (invoice.kind === "deposit" ? "Deposit" : "Rent") },
  {
    id: "period",
    header: "Period",
    value: (invoice) => (invoice.kind === "deposit" ? "—" : `${invoice.periodStart} → ${invoice.periodEnd}`),
    className: "whitespace-nowrap",
  },
  {
    id: "amount",
    header: "Amount",
    align: "right",
    value: (invoice) => formatMoney({ amountMinor: invoice.amountMinor, currency: invoice.currency }),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    id: "status",
    header: "Status",
    cell: (invoice) =>
      invoice.status === "paid" ? (
        <>
          <Badge tone="success">Paid</Badge>{" "}
          <span className="text-muted">
            {invoice.paidAt?.slice(0, 10)}
            {invoice.paymentReference ? ` · ${invoice.paymentReference}` : ""}
          </span>
        </>
      ) : invoice.status === "void" ? (
        <Badge>Void</Badge>
      ) : (
        <Badge tone="danger">Unpaid</Badge>
      ),
  },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    cell: (invoice) => (invoice.status === "issued" ? <MarkInvoicePaid invoice={invoice} /> : null),
  },
];

/** Records an unpaid invoice as paid, after a confirmation that asks for the payment's reference. */
function MarkInvoicePaid({ invoice }: { invoice: RentalInvoiceView }) {
  const router = useRouter();
  const call = useFunctionCall<{ id: string }>("markRentalInvoicePaid");
  const [reference, setReference] = useState("");
  const label = invoiceLabel(invoice);

  async function pay() {
    const result = await call.run({ invoiceId: invoice.id, reference });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Mark ${label} paid`}>
          Mark paid
        </Button>
      }
      title={`Record the payment of ${label}?`}
      description={`${formatMoney({ amountMinor: invoice.amountMinor, currency: invoice.currency })} is recorded as received.`}
      confirmLabel="Record payment"
      onConfirm={pay}
      error={call.formError}
    >
      <Field
        label="Payment reference (optional)"
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
  const router = useRouter();
  const [mode, setMode] = useState<"renew" | "notice" | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function changed(endsOn: string) {
    setMessage(`The contract now ends on ${endsOn}.`);
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
            aria-label={`Renew the contract of ${contract.tenantName}`}
          >
            Renew
          </Button>
          <Button
            variant="secondary"
            onClick={() => setMode("notice")}
            aria-label={`Record notice from ${contract.tenantName}`}
          >
            Record notice
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
        aria-label={renew ? "Renew the contract" : "Record notice"}
        className="flex flex-wrap items-end gap-3"
        noValidate
      >
        {renew ? (
          <Field
            label="New end date"
            {...form.register("date")}
            type="date"
            min={contract.endsOn}
            error={errorOf("date")}
          />
        ) : (
          <Field
            label="Notice given on"
            {...form.register("date")}
            type="date"
            hint="The contract ends one month later, or at its end date if sooner."
            error={errorOf("date")}
          />
        )}
        <Button type="submit" busy={busy}>
          {renew ? "Renew" : "Record notice"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
    </>
  );
}

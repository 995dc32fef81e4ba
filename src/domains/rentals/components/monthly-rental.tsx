"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formatMoney, minorDigits, toMinor } from "@/lib/money";
import type { RentableUnit, RentalContractView, RentalInvoiceView } from "../queries";
import { controlClass } from "@/components/ui/styles";
import { EmptyState } from "@/components/ui/empty-state";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

function amountMinorOf(text: string, currency: string): number | null {
  const clean = text.replace(/[,\s]/g, "");
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  return pattern.test(clean) ? toMinor(Number(clean), currency) : null;
}

export function MonthlyRentalPanel({
  contracts,
  units,
  today,
}: {
  contracts: RentalContractView[];
  units: RentableUnit[];
  today: string;
}) {
  return (
    <div className="space-y-6">
      <NewContractForm units={units} today={today} />
      <section aria-labelledby="contracts-heading" className="space-y-4">
        <h2 id="contracts-heading" className="text-lg font-semibold">
          Contracts
        </h2>
        {contracts.length === 0 ? (
          <EmptyState title="No monthly rental contracts yet." description="Add the first one above." />
        ) : (
          contracts.map((contract) => <ContractCard key={contract.id} contract={contract} today={today} />)
        )}
      </section>
    </div>
  );
}

function NewContractForm({ units, today }: { units: RentableUnit[]; today: string }) {
  const router = useRouter();
  const id = useId();
  const call = useFunctionCall<{ id: string; bookingReference: string; invoicesIssued: number }>(
    "createRentalContract",
  );
  const [unitId, setUnitId] = useState(units[0]?.unitId ?? "");
  const [amountErrors, setAmountErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const currency = units.find((unit) => unit.unitId === unitId)?.currency ?? "MYR";

  if (units.length === 0) return <EmptyState title="There is no unit you can let by the month." />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const element = event.currentTarget;
    const form = new FormData(element);
    const rent = amountMinorOf(String(form.get("rent") ?? ""), currency);
    const deposit = amountMinorOf(String(form.get("deposit") ?? "0") || "0", currency);
    const errors: Record<string, string> = {};
    if (rent === null || rent <= 0) errors.rent = `Enter the monthly rent in ${currency}, like 3500.00.`;
    if (deposit === null) errors.deposit = `Enter the deposit in ${currency}, or 0.`;
    setAmountErrors(errors);
    if (Object.keys(errors).length) return;
    const result = await call.run({
      unitId,
      tenantName: String(form.get("tenantName") ?? ""),
      tenantEmail: String(form.get("tenantEmail") ?? ""),
      monthlyRentMinor: rent,
      depositMinor: deposit,
      startsOn: String(form.get("startsOn") ?? ""),
      endsOn: String(form.get("endsOn") ?? ""),
    });
    if (!result) return;
    element.reset();
    setSaved(
      `Contract saved (booking ${result.bookingReference}); ${result.invoicesIssued} invoice${result.invoicesIssued === 1 ? "" : "s"} issued.`,
    );
    router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        New contract
      </h2>
      <p className="mt-1 text-sm text-muted">
        The unit is held for the contract&apos;s dates; the deposit and each month&apos;s rent are invoiced.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        aria-label="New monthly rental contract"
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        noValidate
      >
        <div className="space-y-1 sm:col-span-2 lg:col-span-3">
          <label htmlFor={`${id}-unit`} className="block text-sm font-medium">
            Unit
          </label>
          <select
            id={`${id}-unit`}
            name="unitId"
            value={unitId}
            onChange={(event) => setUnitId(event.target.value)}
            className={controlClass}
          >
            {units.map((unit) => (
              <option key={unit.unitId} value={unit.unitId}>
                {unit.label}
              </option>
            ))}
          </select>
          {call.fieldErrors.unitId && <p className="text-sm text-red-700">{call.fieldErrors.unitId}</p>}
        </div>
        <Field label="Tenant name" name="tenantName" autoComplete="off" error={call.fieldErrors.tenantName} />
        <Field
          label="Tenant email"
          name="tenantEmail"
          type="email"
          autoComplete="off"
          error={call.fieldErrors.tenantEmail}
        />
        <Field
          label={`Monthly rent (${currency})`}
          name="rent"
          inputMode="decimal"
          error={amountErrors.rent ?? call.fieldErrors.monthlyRentMinor}
        />
        <Field
          label={`Deposit (${currency})`}
          name="deposit"
          inputMode="decimal"
          defaultValue="0"
          error={amountErrors.deposit ?? call.fieldErrors.depositMinor}
        />
        <Field label="Start" name="startsOn" type="date" defaultValue={today} error={call.fieldErrors.startsOn} />
        <Field label="End (move-out day)" name="endsOn" type="date" error={call.fieldErrors.endsOn} />
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" busy={call.busy}>
            Save contract
          </Button>
        </div>
      </form>
      <div className="mt-3 space-y-2">
        {call.formError && <FormMessage>{call.formError}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
    </section>
  );
}

function ContractCard({ contract, today }: { contract: RentalContractView; today: string }) {
  const headingId = useId();
  const ended = contract.endsOn <= today;
  const owed = contract.invoices
    .filter((invoice) => invoice.status === "issued")
    .reduce((total, invoice) => total + invoice.amountMinor, 0);
  return (
    <article aria-labelledby={headingId} className={card}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {contract.tenantName} · {contract.propertyTitle} · {contract.unitName}
        </h3>
        <p className="text-sm text-muted">
          {contract.city} · booking {contract.bookingReference}
        </p>
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted">Dates</dt>
          <dd>
            {contract.startsOn} → {contract.endsOn} {ended ? "(ended)" : ""}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Monthly rent</dt>
          <dd>{formatMoney({ amountMinor: contract.monthlyRentMinor, currency: contract.currency })}</dd>
        </div>
        <div>
          <dt className="text-muted">Deposit</dt>
          <dd>{formatMoney({ amountMinor: contract.depositMinor, currency: contract.currency })}</dd>
        </div>
        <div>
          <dt className="text-muted">Unpaid</dt>
          <dd className={owed ? "font-medium text-red-700" : ""}>
            {owed ? formatMoney({ amountMinor: owed, currency: contract.currency }) : "Nothing"}
          </dd>
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <dt className="sr-only">Tenant email</dt>
          <dd className="text-muted">{contract.tenantEmail}</dd>
        </div>
      </dl>
      {contract.noticeGivenOn && (
        <p className="mt-2 text-sm">
          Notice given on {contract.noticeGivenOn}: the contract ends on {contract.endsOn}.
        </p>
      )}
      <Invoices contract={contract} />
      {!ended && <ChangeEnd contract={contract} today={today} />}
    </article>
  );
}

function Invoices({ contract }: { contract: RentalContractView }) {
  if (contract.invoices.length === 0)
    return (
      <EmptyState
        size="inline"
        title="No invoice yet: the first month's rent is invoiced on its first day."
        className="mt-3"
      />
    );
  return (
    <div className="mt-3">
      <DataTable
        plain
        label={`Invoices of ${contract.tenantName}`}
        columns={invoiceColumns}
        rows={contract.invoices}
        rowKey={(invoice) => invoice.id}
        empty={null}
        minWidth="min-w-[36rem]"
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
  const renew = useFunctionCall<{ endsOn: string }>("renewRentalContract");
  const notice = useFunctionCall<{ endsOn: string }>("giveRentalNotice");
  const [mode, setMode] = useState<"renew" | "notice" | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result =
      mode === "renew"
        ? await renew.run({ contractId: contract.id, endsOn: String(form.get("endsOn") ?? "") })
        : await notice.run({ contractId: contract.id, noticeOn: String(form.get("noticeOn") ?? "") });
    if (!result) return;
    setMessage(`The contract now ends on ${result.endsOn}.`);
    setMode(null);
    router.refresh();
  }

  const call = mode === "renew" ? renew : notice;
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
        <form
          onSubmit={(event) => void submit(event)}
          aria-label={mode === "renew" ? "Renew the contract" : "Record notice"}
          className="flex flex-wrap items-end gap-3"
          noValidate
        >
          {mode === "renew" ? (
            <Field
              label="New end date"
              name="endsOn"
              type="date"
              min={contract.endsOn}
              error={renew.fieldErrors.endsOn}
            />
          ) : (
            <Field
              label="Notice given on"
              name="noticeOn"
              type="date"
              defaultValue={today}
              hint="The contract ends one month later, or at its end date if sooner."
              error={notice.fieldErrors.noticeOn}
            />
          )}
          <Button type="submit" busy={call.busy}>
            {mode === "renew" ? "Renew" : "Record notice"}
          </Button>
          <Button variant="secondary" onClick={() => setMode(null)}>
            Cancel
          </Button>
        </form>
      )}
      {mode && call.formError && <FormMessage>{call.formError}</FormMessage>}
      {message && <FormMessage tone="success">{message}</FormMessage>}
    </div>
  );
}

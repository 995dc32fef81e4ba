import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { PromoCodeRow } from "../codes";
import { lastDayOf } from "../rules";
import { PromoActiveButton, PromoCodeForm, type PromoFormValues, type PropertyChoice } from "./promo-code-form";
import { plural } from "@/lib/plural";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

function discountWords(row: PromoCodeRow): string {
  return row.kind === "percent"
    ? `${row.percentBasisPoints! / 100}% off the stay`
    : `${money(row.amountMinor!, row.currency!)} off`;
}

function stateOf(row: PromoCodeRow, now: Date): string {
  if (!row.active) return "Inactive";
  if (now < new Date(row.validFrom)) return "Scheduled";
  if (now >= new Date(row.validUntil)) return "Expired";
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return "Fully used";
  return "Active";
}

function valuesOf(row: PromoCodeRow): PromoFormValues {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentBasisPoints: row.percentBasisPoints,
    amountMinor: row.amountMinor,
    currency: row.currency,
    validFrom: row.validFrom.slice(0, 10),
    validUntil: lastDayOf(new Date(row.validUntil)),
    maxRedemptions: row.maxRedemptions,
    perGuestLimit: row.perGuestLimit,
    allProperties: row.allProperties,
    propertyIds: row.properties.map((property) => property.id),
  };
}

/**
 * /dashboard/promocodes: create a code; every code with its terms, its state and its usage (redemptions
 * that count, those given back by bookings that ended without a stay, the discount given per currency);
 * edit or deactivate one.
 */
export function PromoCodesView({
  data,
  choices,
  today,
}: {
  data: { rows: PromoCodeRow[]; total: number; page: number; pages: number };
  choices: PropertyChoice[];
  today: string;
}) {
  const now = new Date();
  const columns: DataColumn<PromoCodeRow>[] = [
    {
      id: "code",
      header: "Code",
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-mono font-semibold">{row.code}</span>
          {row.description && <span className="block font-normal text-muted">{row.description}</span>}
        </>
      ),
    },
    { id: "discount", header: "Discount", value: (row) => discountWords(row) },
    {
      id: "valid",
      header: "Valid",
      className: "whitespace-nowrap",
      value: (row) => `${row.validFrom.slice(0, 10)} to ${lastDayOf(new Date(row.validUntil))}`,
    },
    {
      id: "caps",
      header: "Caps",
      cell: (row) => (
        <>
          {row.maxRedemptions === null ? "No total cap" : `${row.maxRedemptions} in all`}
          <span className="block text-muted">
            {row.perGuestLimit === null ? "no cap per guest" : `${row.perGuestLimit} per guest`}
          </span>
        </>
      ),
    },
    {
      id: "places",
      header: "Places",
      value: (row) => (row.allProperties ? "Every place" : row.properties.map((property) => property.title).join(", ")),
    },
    {
      id: "redemptions",
      header: "Redemptions",
      className: "tabular-nums",
      cell: (row) => (
        <>
          {row.redemptions}
          {row.released > 0 && <span className="block text-muted">{row.released} given back</span>}
        </>
      ),
    },
    {
      id: "given",
      header: "Discount given",
      className: "tabular-nums",
      cell: (row) =>
        row.discounts.length
          ? row.discounts.map((discount) => (
              <span key={discount.currency} className="block">
                {money(discount.amountMinor, discount.currency)}
              </span>
            ))
          : "—",
    },
    { id: "state", header: "State", value: (row) => stateOf(row, now) },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      cell: (row) => (
        <div className="flex flex-col items-start gap-2">
          <PromoActiveButton id={row.id} code={row.code} active={row.active} />
          <details className="w-full">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Edit {row.code}</summary>
            <div className="mt-3 w-[min(80vw,720px)] rounded-xl border border-line bg-white p-3">
              <PromoCodeForm initial={valuesOf(row)} choices={choices} />
            </div>
          </details>
        </div>
      ),
    },
  ];
  const totals = new Map<string, number>();
  for (const row of data.rows)
    for (const discount of row.discounts)
      totals.set(discount.currency, (totals.get(discount.currency) ?? 0) + discount.amountMinor);
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="promo-create-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="promo-create-heading" className="text-base font-semibold">
          Create a promo code
        </h2>
        <p className="text-sm text-muted">
          Guests enter the code at checkout; one code per booking. Staysia funds the discount: the supplier is paid on
          the undiscounted stay. A booking that expires, is declined or is cancelled gives its use back.
        </p>
        <PromoCodeForm
          choices={choices}
          initial={{
            code: "",
            description: "",
            kind: "percent",
            percentBasisPoints: null,
            amountMinor: null,
            currency: null,
            validFrom: today,
            validUntil: today,
            maxRedemptions: null,
            perGuestLimit: 1,
            allProperties: true,
            propertyIds: [],
          }}
        />
      </section>

      <section
        aria-labelledby="promo-list-heading"
        className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="promo-list-heading" className="text-base font-semibold">
            Codes and usage
          </h2>
          <p className="text-sm text-muted">
            {plural(data.total, { one: "code", other: "codes" })}
            {totals.size > 0 && (
              <>
                {" "}
                · discount given on this page:{" "}
                {[...totals].map(([currency, amount]) => money(amount, currency)).join(", ")}
              </>
            )}
          </p>
        </div>
        <DataTable
          plain
          label="Promo codes with their terms and usage"
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `promo-${row.code}` })}
          empty={{ title: "No promo codes yet.", description: "Create the first one above." }}
          href={(state) => tableHref("/dashboard/promocodes", {}, state)}
          pagination={{ page: data.page, pages: data.pages }}
          minWidth="min-w-[860px]"
        />
      </section>
    </div>
  );
}

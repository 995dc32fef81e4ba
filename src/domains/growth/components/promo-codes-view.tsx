import { useTranslations } from "next-intl";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import type { PromoCodeRow } from "../codes";
import { lastDayOf } from "../rules";
import { PromoActiveButton, PromoCodeForm, type PromoFormValues, type PropertyChoice } from "./promo-code-form";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

type Words = ReturnType<typeof useTranslations<"dashboardGrowth.codes">>;

function discountWords(t: Words, row: PromoCodeRow): string {
  return row.kind === "percent"
    ? t("percentOff", { percent: String(row.percentBasisPoints! / 100) })
    : t("amountOff", { amount: money(row.amountMinor!, row.currency!) });
}

function stateOf(row: PromoCodeRow, now: Date): "inactive" | "scheduled" | "expired" | "used" | "active" {
  if (!row.active) return "inactive";
  if (now < new Date(row.validFrom)) return "scheduled";
  if (now >= new Date(row.validUntil)) return "expired";
  if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return "used";
  return "active";
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
  const t = useTranslations("dashboardGrowth.codes");
  const now = new Date();
  const columns: DataColumn<PromoCodeRow>[] = [
    {
      id: "code",
      header: t("columns.code"),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-mono font-semibold">{row.code}</span>
          {row.description && <span className="block font-normal text-muted">{row.description}</span>}
        </>
      ),
    },
    { id: "discount", header: t("columns.discount"), value: (row) => discountWords(t, row) },
    {
      id: "valid",
      header: t("columns.valid"),
      className: "whitespace-nowrap",
      value: (row) => t("validRange", { from: row.validFrom.slice(0, 10), until: lastDayOf(new Date(row.validUntil)) }),
    },
    {
      id: "caps",
      header: t("columns.caps"),
      cell: (row) => (
        <>
          {row.maxRedemptions === null ? t("noTotalCap") : t("totalCap", { count: String(row.maxRedemptions) })}
          <span className="block text-muted">
            {row.perGuestLimit === null ? t("noGuestCap") : t("guestCap", { count: String(row.perGuestLimit) })}
          </span>
        </>
      ),
    },
    {
      id: "places",
      header: t("columns.places"),
      value: (row) =>
        row.allProperties ? t("everyPlace") : row.properties.map((property) => property.title).join(", "),
    },
    {
      id: "redemptions",
      header: t("columns.redemptions"),
      className: "tabular-nums",
      cell: (row) => (
        <>
          {row.redemptions}
          {row.released > 0 && (
            <span className="block text-muted">{t("givenBack", { count: String(row.released) })}</span>
          )}
        </>
      ),
    },
    {
      id: "given",
      header: t("columns.given"),
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
    { id: "state", header: t("columns.state"), value: (row) => t(`states.${stateOf(row, now)}`) },
    {
      id: "actions",
      header: t("columns.actions"),
      hideHeader: true,
      cell: (row) => (
        <div className="flex flex-col items-start gap-2">
          <PromoActiveButton id={row.id} code={row.code} active={row.active} />
          <details className="w-full">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">
              {t("edit", { code: row.code })}
            </summary>
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
          {t("createHeading")}
        </h2>
        <p className="text-sm text-muted">{t("createIntro")}</p>
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
            {t("listHeading")}
          </h2>
          <p className="text-sm text-muted">
            {t("count", { count: data.total })}
            {totals.size > 0 && (
              <>
                {" "}
                {t("givenOnPage", {
                  amounts: [...totals].map(([currency, amount]) => money(amount, currency)).join(", "),
                })}
              </>
            )}
          </p>
        </div>
        <DataTable
          plain
          label={t("table")}
          columns={columns}
          rows={data.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ "data-testid": `promo-${row.code}` })}
          empty={{ title: t("empty"), description: t("emptyDescription") }}
          href={(state) => tableHref("/dashboard/promocodes", {}, state)}
          pagination={{ page: data.page, pages: data.pages }}
          minWidth="min-w-[860px]"
        />
      </section>
    </div>
  );
}

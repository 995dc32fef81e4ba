import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { bidMoney, type BidsPage } from "./bid-rows";
import type { BidRow } from "../bids";
import { LocalTime } from "./local-time";
import { SupplierBidActions } from "./supplier-bid-actions";
import { describeOccupancy } from "@/domains/catalogue/inputs";

/*
 * The supplier's offers on the dashboard (/dashboard/priceBidding), with the dashboard's words; the guest's on
 * /bids are in bids-view.tsx, a module of their own so that neither page is sent the other's words.
 */

/** "2 adults, 1 child (4)": who the offer is for (docs/OCCUPANCY.md). */
const occupancyOfRow = (row: BidRow) =>
  describeOccupancy({ adults: row.guestCount - row.childrenAges.length, childrenAges: row.childrenAges });

type Words = ReturnType<typeof useTranslations<"dashboardBookings.bids">>;

const supplierColumns = (t: Words): DataColumn<BidRow>[] => [
  {
    id: "guest",
    header: t("columns.guest"),
    rowHeader: true,
    cell: (row) => (
      <>
        <span className="font-medium">{row.guestName}</span>
        <span className="block text-muted">{occupancyOfRow(row)}</span>
        {row.message && <span className="block text-muted">“{row.message}”</span>}
      </>
    ),
  },
  {
    id: "place",
    header: t("columns.place"),
    cell: (row) => (
      <>
        <Link href={`/products/${row.property.id}`} className="underline-offset-2 hover:underline">
          {row.property.title}
        </Link>
        <span className="block text-muted">{row.property.city}</span>
      </>
    ),
  },
  {
    id: "nights",
    header: t("columns.nights"),
    className: "whitespace-nowrap",
    value: (row) => t("nights", { from: row.checkIn, to: row.checkOut }),
  },
  {
    id: "offer",
    header: t("columns.offer"),
    align: "right",
    className: "tabular-nums",
    cell: (row) => (
      <>
        {bidMoney(row.amountMinor, row.currency)}
        {row.counterMinor !== null && (
          <span className="block text-muted">
            {t("countered", { amount: bidMoney(row.counterMinor, row.currency) })}
          </span>
        )}
      </>
    ),
  },
  {
    id: "list",
    header: t("columns.list"),
    align: "right",
    className: "tabular-nums text-muted",
    value: (row) => bidMoney(row.listTotalMinor, row.currency),
  },
  {
    id: "state",
    header: t("columns.state"),
    cellProps: () => ({ "data-testid": "bid-status" }),
    cell: (row) => (
      <>
        {t(`statuses.${row.status}`)}
        {(row.status === "open" || row.status === "countered") && (
          <span className="block text-muted">
            {t.rich("until", { time: () => <LocalTime iso={row.expiresAt} withDate /> })}
          </span>
        )}
        {row.reference && (
          <span className="block text-muted">
            {t("booking", { reference: row.reference, status: row.bookingStatus ?? "" })}
          </span>
        )}
      </>
    ),
  },
  {
    id: "answer",
    header: t("columns.answer"),
    hideHeader: true,
    cell: (row) =>
      row.status === "open" ? (
        <SupplierBidActions id={row.id} guestName={row.guestName} currency={row.currency} />
      ) : null,
  },
];

/** /dashboard/priceBidding: offers on the places in the viewer's scope, open ones first, with the answers. */
export function SupplierBidsView({ data }: { data: BidsPage }) {
  const t = useTranslations("dashboardBookings.bids");
  return (
    <section aria-labelledby="bids-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bids-heading" className="text-base font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      <DataTable
        plain
        label={t("table")}
        columns={supplierColumns(t)}
        rows={data.rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": "bid-row", "data-bid": row.id })}
        empty={{ title: t("none"), description: t("noneHint") }}
        href={(state) => tableHref("/dashboard/priceBidding", {}, state)}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[900px]"
      />
    </section>
  );
}

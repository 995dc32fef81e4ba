import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import { COUNTRIES } from "@/lib/countries";
import { todayIn } from "@/lib/dates";
import { ADDON_KIND_LABELS, MAX_ADDON_PHOTOS, type AddonKind } from "../pricing";
import type { AddonPhotoRow, AddonProductRow, AddonSlotRow } from "../queries";
import { ProductForm } from "./product-form";
import { AddSlotsForm, ArchiveButton, CloseSlotButton } from "./product-controls";
import { AddonProductPhotos } from "./product-photos";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";

type Product = AddonProductRow & { slots: AddonSlotRow[]; photos: AddonPhotoRow[] };

const card = "rounded-2xl border border-line bg-white p-4 sm:p-6";

const slotColumns: DataColumn<AddonSlotRow>[] = [
  { id: "day", header: "Day", value: (slot) => slot.day },
  { id: "time", header: "Time", value: (slot) => slot.startTime },
  {
    id: "sold",
    header: "Sold",
    cell: (slot) => (
      <>
        {slot.taken} / {slot.capacity}
        {slot.closed && <span className="ml-2 text-xs text-muted">closed</span>}
      </>
    ),
  },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    align: "right",
    cell: (slot) =>
      slot.closed ? null : (
        <CloseSlotButton slotId={slot.id} label={`${slot.day} ${slot.startTime}`} sold={slot.taken} />
      ),
  },
];

/**
 * A products page (/dashboard/daytours, /transfers, /meals): a new product, then each product with its
 * details, editor, schedule (tours and meals) or pickup zones and vehicles per hour (transfers), and archive.
 */
export function ProductsView({
  kind,
  products,
  suppliers,
  filters,
  path,
  ordersSection,
}: {
  kind: AddonKind;
  products: Product[];
  suppliers: { id: string; name: string }[];
  filters: { organisationId?: string; status?: "active" | "archived" };
  path: string;
  ordersSection?: React.ReactNode;
}) {
  const labels = ADDON_KIND_LABELS[kind];
  const blank = {
    title: "",
    description: "",
    country: "malaysia",
    city: "",
    currency: "MYR",
    priceMinor: null,
    capacity: kind === "airport_transfer" ? 3 : 10,
    meetingPoint: "",
    durationMinutes: kind === "meal" ? 90 : 60,
    pickupZones: [],
  };
  return (
    <div className="space-y-6">
      <details className={card}>
        <summary className="cursor-pointer text-base font-semibold">New {labels.one.toLowerCase()}</summary>
        <div className="mt-4">
          <ProductForm kind={kind} initial={blank} suppliers={suppliers} />
        </div>
      </details>

      <form method="get" action={path} aria-label="Filter products" className="flex flex-wrap items-end gap-3">
        {suppliers.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="supplier-filter" className="block text-sm font-medium">
              Supplier
            </label>
            <select
              id="supplier-filter"
              name="supplier"
              defaultValue={filters.organisationId ?? ""}
              className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
            >
              <option value="">All suppliers</option>
              {suppliers.map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor="status-filter" className="block text-sm font-medium">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={filters.status ?? ""}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="">Active and archived</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </select>
        </div>
        <button type="submit" className="rounded-lg border border-line bg-white px-4 py-2 text-sm hover:bg-brand-50">
          Filter
        </button>
      </form>

      {products.length === 0 ? (
        <EmptyState title={`No ${labels.many.toLowerCase()} yet.`} description="Create the first one above." />
      ) : (
        <ul className="space-y-4" aria-label={labels.many}>
          {products.map((product) => (
            <li key={product.id} className={card} aria-labelledby={`product-${product.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id={`product-${product.id}`} className="text-lg font-semibold">
                    {product.title}
                    {product.status === "archived" && (
                      <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-normal text-muted">
                        Archived
                      </span>
                    )}
                  </h2>
                  <p className="text-sm text-muted">
                    {product.city}, {COUNTRIES[product.country].name} ·{" "}
                    {formatMoney({ amountMinor: product.priceMinor, currency: product.currency })} per{" "}
                    {product.priceUnit} · {labels.capacity.toLowerCase()}: {product.capacity}
                    {suppliers.length > 0 && <> · {product.organisationName}</>}
                  </p>
                  {product.kind === "airport_transfer" && (
                    <p className="text-sm">Pickup zones: {product.pickupZones.join(", ")}</p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {product.status === "active" && (
                    <Link
                      href={`/experiences/${product.id}`}
                      className="rounded-lg border border-line px-4 py-2.5 text-sm hover:bg-brand-50"
                    >
                      Public page
                    </Link>
                  )}
                  <ArchiveButton productId={product.id} title={product.title} status={product.status} />
                </div>
              </div>

              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium">
                  Photos ({product.photos.length === 0 ? "none yet" : product.photos.length})
                </summary>
                <div className="mt-3">
                  <AddonProductPhotos
                    productId={product.id}
                    productTitle={product.title}
                    photos={product.photos}
                    maxPhotos={MAX_ADDON_PHOTOS}
                  />
                </div>
              </details>

              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium">Edit details</summary>
                <div className="mt-3">
                  <ProductForm
                    kind={kind}
                    initial={{
                      id: product.id,
                      title: product.title,
                      description: product.description,
                      country: product.country,
                      city: product.city,
                      currency: product.currency,
                      priceMinor: product.priceMinor,
                      capacity: product.capacity,
                      meetingPoint: product.meetingPoint,
                      durationMinutes: product.durationMinutes,
                      pickupZones: product.pickupZones,
                    }}
                    suppliers={[]}
                  />
                </div>
              </details>

              {product.kind === "airport_transfer" ? (
                <p className="mt-4 text-sm text-muted">
                  Transfers are booked at any time: up to{" "}
                  {plural(product.capacity, { one: "vehicle", other: "vehicles" })} per clock hour. Orders are on the
                  transfer orders page.
                </p>
              ) : (
                <section className="mt-4 space-y-3" aria-label={`Schedule of ${product.title}`}>
                  <h3 className="text-sm font-semibold">{kind === "meal" ? "Services" : "Departures"}, next 60 days</h3>
                  {product.slots.length === 0 ? (
                    <EmptyState
                      size="inline"
                      title="No times scheduled."
                      description="Add some below so guests can book."
                    />
                  ) : (
                    <div className="max-h-72 overflow-auto rounded-lg border border-line">
                      <DataTable
                        plain
                        label={`${kind === "meal" ? "Services" : "Departures"} of ${product.title}`}
                        columns={slotColumns}
                        rows={product.slots}
                        rowKey={(slot) => slot.id}
                        empty={null}
                        minWidth="min-w-[28rem]"
                      />
                    </div>
                  )}
                  {product.status === "active" && (
                    <AddSlotsForm
                      productId={product.id}
                      productTitle={product.title}
                      today={todayIn(product.timeZone)}
                    />
                  )}
                </section>
              )}
            </li>
          ))}
        </ul>
      )}
      {ordersSection}
    </div>
  );
}

import Link from "next/link";
import { useTranslations } from "next-intl";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatMoney } from "@/lib/money";
import { COUNTRIES } from "@/lib/countries";
import { todayIn } from "@/lib/dates";
import { MAX_ADDON_PHOTOS, type AddonKind } from "../pricing";
import type { AddonPhotoRow, AddonProductRow, AddonSlotRow } from "../queries";
import { ProductForm } from "./product-form";
import { AddSlotsForm, ArchiveButton, CloseSlotButton } from "./product-controls";
import { AddonProductPhotos } from "./product-photos";
import { EmptyState } from "@/components/ui/empty-state";

type Product = AddonProductRow & { slots: AddonSlotRow[]; photos: AddonPhotoRow[] };

const card = "rounded-2xl border border-line bg-white p-4 sm:p-6";

type Words = ReturnType<typeof useTranslations<"dashboardAddons.products">>;

const slotColumns = (t: Words): DataColumn<AddonSlotRow>[] => [
  { id: "day", header: t("slots.day"), value: (slot) => slot.day },
  { id: "time", header: t("slots.time"), value: (slot) => slot.startTime },
  {
    id: "sold",
    header: t("slots.sold"),
    cell: (slot) => (
      <>
        {slot.taken} / {slot.capacity}
        {slot.closed && <span className="ml-2 text-xs text-muted">{t("slots.closed")}</span>}
      </>
    ),
  },
  {
    id: "actions",
    header: t("slots.actions"),
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
  const t = useTranslations("dashboardAddons.products");
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
        <summary className="cursor-pointer text-base font-semibold">{t("new", { kind })}</summary>
        <div className="mt-4">
          <ProductForm kind={kind} initial={blank} suppliers={suppliers} />
        </div>
      </details>

      <form method="get" action={path} aria-label={t("filter")} className="flex flex-wrap items-end gap-3">
        {suppliers.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="supplier-filter" className="block text-sm font-medium">
              {t("supplier")}
            </label>
            <select
              id="supplier-filter"
              name="supplier"
              defaultValue={filters.organisationId ?? ""}
              className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
            >
              <option value="">{t("allSuppliers")}</option>
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
            {t("status")}
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={filters.status ?? ""}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("allStatuses")}</option>
            <option value="active">{t("active")}</option>
            <option value="archived">{t("archived")}</option>
          </select>
        </div>
        <button type="submit" className="rounded-lg border border-line bg-white px-4 py-2 text-sm hover:bg-brand-50">
          {t("submit")}
        </button>
      </form>

      {products.length === 0 ? (
        <EmptyState title={t("none", { kind })} description={t("noneHint")} />
      ) : (
        <ul className="space-y-4" aria-label={t("many", { kind })}>
          {products.map((product) => (
            <li key={product.id} className={card} aria-labelledby={`product-${product.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id={`product-${product.id}`} className="text-lg font-semibold">
                    {product.title}
                    {product.status === "archived" && (
                      <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-normal text-muted">
                        {t("archived")}
                      </span>
                    )}
                  </h2>
                  <p className="text-sm text-muted">
                    {t("facts", {
                      city: product.city,
                      country: COUNTRIES[product.country].name,
                      price: formatMoney({ amountMinor: product.priceMinor, currency: product.currency }),
                      unit: product.priceUnit,
                      kind,
                      capacity: product.capacity,
                    })}
                    {suppliers.length > 0 && <> · {product.organisationName}</>}
                  </p>
                  {product.kind === "airport_transfer" && (
                    <p className="text-sm">{t("pickupZones", { zones: product.pickupZones.join(", ") })}</p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {product.status === "active" && (
                    <Link
                      href={`/experiences/${product.id}`}
                      className="rounded-lg border border-line px-4 py-2.5 text-sm hover:bg-brand-50"
                    >
                      {t("publicPage")}
                    </Link>
                  )}
                  <ArchiveButton productId={product.id} title={product.title} status={product.status} />
                </div>
              </div>

              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium">
                  {t("photos", { count: product.photos.length })}
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
                <summary className="cursor-pointer text-sm font-medium">{t("edit")}</summary>
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
                <p className="mt-4 text-sm text-muted">{t("transfers", { count: product.capacity })}</p>
              ) : (
                <section className="mt-4 space-y-3" aria-label={t("schedule", { title: product.title })}>
                  <h3 className="text-sm font-semibold">{t("next60", { kind })}</h3>
                  {product.slots.length === 0 ? (
                    <EmptyState size="inline" title={t("noTimes")} description={t("noTimesHint")} />
                  ) : (
                    <div className="max-h-72 overflow-auto rounded-lg border border-line">
                      <DataTable
                        plain
                        label={t("slotsOf", { kind, title: product.title })}
                        columns={slotColumns(t)}
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

import Link from "next/link";
import { PageLinks } from "@/components/ui/page-links";
import { formatMoney } from "@/lib/money";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AddonKind } from "../pricing";
import { ORDERS_PAGE_SIZE, type AddonOrderRow, type OrderFilters } from "../queries";
import { OrderActions } from "./order-actions";

/** Where a filter or a page leads: the same page with the changed parameters. */
function hrefOf(path: string, filters: OrderFilters, change: Partial<OrderFilters>): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.when !== "upcoming") params.set("when", next.when);
  if (next.status) params.set("status", next.status);
  if (next.organisationId) params.set("supplier", next.organisationId);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The orders of tours, transfers or meals: upcoming (soonest first) or past, with the guests, the
 * participants, and for transfers the flight, pickup time and place; the supplier closes each one.
 */
export function OrdersView({
  kind,
  data,
  filters,
  suppliers,
  path,
  heading,
}: {
  kind: AddonKind;
  data: { rows: AddonOrderRow[]; total: number };
  filters: OrderFilters;
  suppliers: { id: string; name: string }[];
  path: string;
  heading?: string;
}) {
  const transfer = kind === "airport_transfer";
  const pages = Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE));
  return (
    <section className="space-y-4" aria-labelledby="orders-heading">
      {heading && (
        <h2 id="orders-heading" className="text-lg font-semibold">
          {heading}
        </h2>
      )}
      {!heading && (
        <h2 id="orders-heading" className="sr-only">
          Orders
        </h2>
      )}
      <nav aria-label="Upcoming or past" className="flex gap-2 text-sm">
        {(["upcoming", "past"] as const).map((when) => (
          <Link
            key={when}
            href={hrefOf(path, filters, { when, page: 1 })}
            aria-current={filters.when === when ? "page" : undefined}
            className={`rounded-lg border px-3 py-1.5 ${filters.when === when ? "border-brand-600 bg-brand-50 font-medium" : "border-line bg-white hover:bg-brand-50"}`}
          >
            {when === "upcoming" ? "Upcoming" : "Past"}
          </Link>
        ))}
      </nav>
      <form method="get" action={path} aria-label="Filter orders" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="when" value={filters.when} />
        <div className="space-y-1">
          <label htmlFor="order-status" className="block text-sm font-medium">
            Status
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={filters.status ?? ""}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="">Any status</option>
            {ORDER_STATUSES.filter((status) => status !== "held").map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {suppliers.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="order-supplier" className="block text-sm font-medium">
              Supplier
            </label>
            <select
              id="order-supplier"
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
        <button type="submit" className="rounded-lg border border-line bg-white px-4 py-2 text-sm hover:bg-brand-50">
          Filter
        </button>
      </form>
      {data.rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          {filters.when === "upcoming" ? "No upcoming orders." : "No past orders."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">
              {data.total} order{data.total === 1 ? "" : "s"}
            </caption>
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Guest
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {transfer ? "Vehicles" : "Participants"}
                </th>
                {transfer && (
                  <th scope="col" className="px-3 py-2 font-medium">
                    Flight and pickup
                  </th>
                )}
                <th scope="col" className="px-3 py-2 font-medium">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <td className="px-3 py-2 font-mono">{row.reference}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.day} {row.pickupTime ?? row.startTime}
                  </td>
                  <td className="px-3 py-2">
                    {row.productTitle}
                    {suppliers.length > 0 && <div className="text-xs text-muted">{row.organisationName}</div>}
                  </td>
                  <td className="px-3 py-2">
                    {row.guestName}
                    <div className="text-xs text-muted">
                      {row.guestEmail} · {row.guestPhone}
                    </div>
                    {row.note && <div className="text-xs">“{row.note}”</div>}
                  </td>
                  <td className="px-3 py-2">{row.quantity}</td>
                  {transfer && (
                    <td className="px-3 py-2">
                      {row.flightNumber}
                      <div className="text-xs text-muted">
                        {row.pickupTime} at {row.pickupZone}
                      </div>
                    </td>
                  )}
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatMoney({ amountMinor: row.totalMinor, currency: row.currency })}
                  </td>
                  <td className="px-3 py-2">
                    {ORDER_STATUS_LABELS[row.status]}
                    {row.statusNote && <div className="text-xs text-muted">{row.statusNote}</div>}
                  </td>
                  <td className="px-3 py-2">
                    <OrderActions reference={row.reference} actions={row.actions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks page={filters.page} pages={pages} href={(page) => hrefOf(path, filters, { page })} />
    </section>
  );
}

import Link from "next/link";
import { PageLinks } from "@/components/ui/page-links";
import { formatMoney } from "@/lib/money";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import { ADDON_KIND_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from "../pricing";
import { GUEST_ORDERS_PAGE_SIZE, listGuestAddonOrders, type GuestAddonOrderRow } from "../queries";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";

const TONES: Record<OrderStatus, string> = {
  held: "bg-amber-50 text-amber-900",
  scheduled: "bg-emerald-50 text-emerald-800",
  done: "bg-slate-100 text-slate-700",
  no_show: "bg-rose-50 text-rose-800",
  cancelled: "bg-slate-100 text-slate-700",
};

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function when(order: GuestAddonOrderRow): string {
  const day = dayFormat.format(new Date(`${order.day}T00:00:00Z`));
  return order.kind === "airport_transfer"
    ? `${day}, pickup ${order.pickupTime ?? order.startTime}`
    : `${day}, ${order.startTime}`;
}

function howMany(order: GuestAddonOrderRow): string {
  if (order.priceUnit === "vehicle") return plural(order.quantity, { one: "vehicle", other: "vehicles" });
  return plural(order.quantity, { one: "person", other: "people" });
}

/**
 * The signed-in guest's tours, transfers and meals (a tab of /bookings): each order's product, time (local),
 * how many, status and amount, and the stay it was booked with. `href` makes the address of another page.
 */
export async function GuestAddonOrders({
  actor,
  page,
  href,
}: {
  actor: Actor;
  page: number;
  href: (page: number) => string;
}) {
  const data = await listGuestAddonOrders(db(), { actor, page });
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / GUEST_ORDERS_PAGE_SIZE));
  if (data.rows.length === 0)
    return (
      <EmptyState
        title="No tours, transfers or meals yet."
        action={{ href: "/experiences", label: "Find one to book" }}
      />
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted" role="status">
        {plural(data.total, { one: "order", other: "orders" })}, upcoming first. Times are local to the place.
      </p>
      <ul className="space-y-3" aria-label="Your tours, transfers and meals">
        {data.rows.map((order) => (
          <li key={order.reference}>
            <article
              className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
              data-testid="guest-addon-order"
            >
              {order.coverUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- small stored thumbnails, no optimiser needed
                <img
                  src={order.coverUrl}
                  alt=""
                  width={120}
                  height={80}
                  className="hidden h-20 w-30 shrink-0 rounded-lg object-cover sm:block"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">
                    <Link href={`/experiences/${order.productId}`} className="hover:underline">
                      {order.productTitle}
                    </Link>
                  </h3>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[order.status]}`}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {ADDON_KIND_LABELS[order.kind].one} · {order.city}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-medium">{when(order)}</span> · {howMany(order)}
                  {order.flightNumber && (
                    <>
                      {" "}
                      · flight {order.flightNumber}, from {order.pickupZone}
                    </>
                  )}
                </p>
                <p className="mt-1 text-sm">
                  {order.bookingReference ? (
                    <>
                      With your stay{" "}
                      <Link
                        href={`/checkout/${order.bookingReference}`}
                        className="font-mono font-medium text-brand-700 underline"
                      >
                        {order.bookingReference}
                      </Link>
                    </>
                  ) : (
                    <span className="text-muted">Booked on its own</span>
                  )}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-mono text-sm font-semibold tracking-wide" data-testid="addon-order-reference">
                  {order.reference}
                </p>
                <p className="mt-1 text-sm font-semibold">
                  {formatMoney({ amountMinor: order.totalMinor, currency: order.currency })}
                </p>
                {order.refundedMinor > 0 && (
                  <p className="text-xs text-muted">
                    {formatMoney({ amountMinor: order.refundedMinor, currency: order.currency })} refunded
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <PageLinks page={Math.min(page, pages)} pages={pages} href={href} />
    </div>
  );
}

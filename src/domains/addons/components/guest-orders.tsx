import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/ui/page-links";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import type { OrderStatus } from "../pricing";
import { GUEST_ORDERS_PAGE_SIZE, listGuestAddonOrders, type GuestAddonOrderRow } from "../queries";
import { EmptyState } from "@/components/ui/empty-state";

const TONES: Record<OrderStatus, string> = {
  held: "bg-amber-50 text-amber-900",
  scheduled: "bg-emerald-50 text-emerald-800",
  done: "bg-slate-100 text-slate-700",
  no_show: "bg-rose-50 text-rose-800",
  cancelled: "bg-slate-100 text-slate-700",
};

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
  const t = await getTranslations("bookings");
  const locale = (await getLocale()) as Locale;
  const when = (order: GuestAddonOrderRow) => {
    const day = formatDay(order.day, locale, "weekday");
    return order.kind === "airport_transfer"
      ? t("orders.pickup", { day, time: order.pickupTime ?? order.startTime })
      : `${day}, ${order.startTime}`;
  };
  const howMany = (order: GuestAddonOrderRow) =>
    order.priceUnit === "vehicle"
      ? t("orders.vehicles", { count: order.quantity })
      : t("orders.people", { count: order.quantity });
  const data = await listGuestAddonOrders(db(), { actor, page });
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / GUEST_ORDERS_PAGE_SIZE));
  if (data.rows.length === 0)
    return <EmptyState title={t("orders.empty")} action={{ href: "/experiences", label: t("orders.findOne") }} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted" role="status">
        {t("orders.count", { count: data.total })}
      </p>
      <ul className="space-y-3" aria-label={t("orders.listLabel")}>
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
                    {t(`orders.status.${order.status}`)}
                  </span>
                </div>
                <p className="text-sm text-muted">
                  {t(`orders.kind.${order.kind}`)} · {order.city}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-medium">{when(order)}</span> · {howMany(order)}
                  {order.flightNumber && (
                    <> · {t("orders.flight", { flight: order.flightNumber, zone: order.pickupZone ?? "" })}</>
                  )}
                </p>
                <p className="mt-1 text-sm">
                  {order.bookingReference ? (
                    <>
                      {t("orders.withStay")}{" "}
                      <Link
                        href={`/checkout/${order.bookingReference}`}
                        className="font-mono font-medium text-brand-700 underline"
                      >
                        {order.bookingReference}
                      </Link>
                    </>
                  ) : (
                    <span className="text-muted">{t("orders.bookedAlone")}</span>
                  )}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-mono text-sm font-semibold tracking-wide" data-testid="addon-order-reference">
                  {order.reference}
                </p>
                <p className="mt-1 text-sm font-semibold">
                  {formatMoney({ amountMinor: order.totalMinor, currency: order.currency }, locale)}
                </p>
                {order.refundedMinor > 0 && (
                  <p className="text-xs text-muted">
                    {t("orders.refunded", {
                      amount: formatMoney({ amountMinor: order.refundedMinor, currency: order.currency }, locale),
                    })}
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

import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/ui/page-links";
import { occupancyInWords } from "@/domains/catalogue";
import type { Locale } from "@/lib/locales";
import { bidMoney, type BidsPage } from "./bid-rows";
import { CounterResponse } from "./bid-actions";
import { LocalTime } from "./local-time";

/** /bids: the signed-in guest's offers and the hosts' answers; a counter can be accepted and paid. */
export async function GuestBidsView({ data }: { data: BidsPage }) {
  const [t, locale] = await Promise.all([getTranslations("offers"), getLocale() as Promise<Locale>]);
  const bold = (chunks: React.ReactNode) => <span className="font-medium">{chunks}</span>;
  if (data.rows.length === 0) {
    return <p className="rounded-2xl border border-line bg-white p-5 text-sm">{t.rich("empty", { b: bold })}</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {data.rows.map((row) => (
          <li
            key={row.id}
            className="space-y-2 rounded-2xl border border-line bg-white p-5"
            data-testid="guest-bid"
            data-bid={row.id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold">
                <Link href={`/products/${row.property.id}`} className="underline-offset-2 hover:underline">
                  {row.property.title}
                </Link>
                <span className="font-normal text-muted"> · {row.property.city}</span>
              </h2>
              <p className="text-sm font-medium" data-testid="bid-status">
                {t(`status.${row.status}`)}
              </p>
            </div>
            <p className="text-sm">
              {t.rich("summary", {
                checkIn: row.checkIn,
                checkOut: row.checkOut,
                occupancy: occupancyInWords(locale, row),
                offer: bidMoney(row.amountMinor, row.currency),
                list: bidMoney(row.listTotalMinor, row.currency),
                b: bold,
                muted: (chunks) => <span className="text-muted">{chunks}</span>,
              })}
            </p>
            {row.status === "countered" && row.counterMinor !== null && (
              <div className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm">
                <p>
                  {t.rich("counter", {
                    counter: bidMoney(row.counterMinor, row.currency),
                    b: (chunks) => <span className="font-semibold">{chunks}</span>,
                    until: () => <LocalTime iso={row.expiresAt} withDate />,
                  })}
                </p>
                <CounterResponse id={row.id} total={bidMoney(row.counterMinor, row.currency)} />
              </div>
            )}
            {row.status === "open" && (
              <p className="text-sm text-muted">
                {t.rich("answerBy", { until: () => <LocalTime iso={row.expiresAt} withDate /> })}
              </p>
            )}
            {row.reference && (
              <p className="text-sm">
                {t.rich("booking", {
                  reference: row.reference,
                  status: row.bookingStatus ?? "held",
                  link: (chunks) => (
                    <Link href={`/checkout/${row.reference}`} className="font-medium text-brand-700 underline">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <PageLinks page={data.page} pages={data.pages} href={(page) => `/bids?page=${page}`} />
    </div>
  );
}

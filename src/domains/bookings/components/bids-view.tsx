import Link from "next/link";
import { PageLinks } from "@/components/ui/page-links";
import { formatMoney } from "@/lib/money";
import type { BidRow } from "../bids";
import { CounterResponse } from "./bid-actions";
import { LocalTime } from "./local-time";
import { describeOccupancy } from "@/domains/catalogue/inputs";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

const STATUS_WORDS: Record<BidRow["status"], string> = {
  open: "Waiting for the host",
  countered: "Countered",
  accepted: "Accepted",
  rejected: "Declined by the host",
  declined: "Counter-offer declined",
  expired: "Lapsed (no answer in 24 hours)",
};

interface Page {
  rows: BidRow[];
  total: number;
  page: number;
  pages: number;
}

/** "2 adults, 1 child (4)": who the offer is for (docs/OCCUPANCY.md). */
const occupancyOfRow = (row: BidRow) =>
  describeOccupancy({ adults: row.guestCount - row.childrenAges.length, childrenAges: row.childrenAges });

/** /bids: the signed-in guest's offers and the hosts' answers; a counter can be accepted and paid. */
export function GuestBidsView({ data }: { data: Page }) {
  if (data.rows.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-white p-5 text-sm">
        You have not made any offers. On a place&apos;s page, choose <span className="font-medium">Make an offer</span>{" "}
        to propose your own price.
      </p>
    );
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
                {STATUS_WORDS[row.status]}
              </p>
            </div>
            <p className="text-sm">
              {row.checkIn} to {row.checkOut} · {occupancyOfRow(row)} · your offer{" "}
              <span className="font-medium">{money(row.amountMinor, row.currency)}</span>{" "}
              <span className="text-muted">(list price {money(row.listTotalMinor, row.currency)})</span>
            </p>
            {row.status === "countered" && row.counterMinor !== null && (
              <div className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm">
                <p>
                  The host offers <span className="font-semibold">{money(row.counterMinor, row.currency)}</span> for
                  these nights, until <LocalTime iso={row.expiresAt} withDate />.
                </p>
                <CounterResponse id={row.id} total={money(row.counterMinor, row.currency)} />
              </div>
            )}
            {row.status === "open" && (
              <p className="text-sm text-muted">
                The host answers by <LocalTime iso={row.expiresAt} withDate />.
              </p>
            )}
            {row.reference && (
              <p className="text-sm">
                Booking {row.reference}:{" "}
                {row.bookingStatus === "held" ? (
                  <Link href={`/checkout/${row.reference}`} className="font-medium text-brand-700 underline">
                    pay to confirm it
                  </Link>
                ) : (
                  <Link href={`/checkout/${row.reference}`} className="font-medium text-brand-700 underline">
                    {row.bookingStatus}
                  </Link>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      <PageLinks page={data.page} pages={data.pages} href={(page) => `/bids?page=${page}`} />
    </div>
  );
}

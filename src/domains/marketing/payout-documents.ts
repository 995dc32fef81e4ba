/** The PDF of an affiliate's statement: the month's commission and the bookings it is for. */
import { formatMonth } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { PdfDocumentSpec } from "@/server/pdf";
import { AFFILIATE_PAYOUT_STATUS_LABELS } from "./payout-lifecycle";
import type { AffiliatePayoutStatement } from "./payouts";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export function affiliatePayoutPdf({ payout, lines }: AffiliatePayoutStatement): PdfDocumentSpec {
  const currency = payout.currency;
  const month = formatMonth(payout.month.slice(0, 7), "en");
  const facts: [string, string][] = [
    ["Affiliate", `${payout.affiliateName} (${payout.contactEmail})`],
    ["Month", month],
    ["Status", AFFILIATE_PAYOUT_STATUS_LABELS[payout.status]],
  ];
  if (payout.approvedAt) facts.push(["Approved", payout.approvedAt.slice(0, 10)]);
  if (payout.paidAt) facts.push(["Paid", `${payout.paidAt.slice(0, 10)} · reference ${payout.reference}`]);
  const counted = lines.reduce((sum, line) => sum + line.commissionMinor, 0);
  return {
    title: "Affiliate commission statement",
    subtitle: `${month}, ${currency}`,
    issuer: ["Staysia Sdn Bhd", "Kuala Lumpur, Malaysia"],
    facts,
    tables: [
      {
        heading: "Bookings",
        columns: [
          { label: "Booking", width: 1.6 },
          { label: "Check-in", width: 1.4 },
          { label: "Room revenue", width: 1.8, align: "right" },
          { label: "Commission", width: 1.6, align: "right" },
        ],
        rows: lines.map((line) => [
          line.reference,
          line.checkIn,
          money(line.roomRevenueMinor, currency),
          money(line.commissionMinor, currency),
        ]),
        totals: [["Statement", "", "", money(payout.amountMinor, currency)]],
      },
    ],
    notes: [
      "Bookings count in the month the guest booked, while they are confirmed, checked in or completed.",
      ...(counted !== payout.amountMinor
        ? [
            `The bookings now come to ${money(counted, currency)}: they changed after the statement was made, and the difference is settled with a later month.`,
          ]
        : []),
    ],
  };
}

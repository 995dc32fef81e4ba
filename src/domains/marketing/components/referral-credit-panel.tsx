import Link from "next/link";
import { Card, CardHeader } from "@/components/ui/card";
import { HEAD_OFFICE_TIME_ZONE, localDateTimeIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import { formatMoney, type Money } from "@/lib/money";
import type { ReferralCreditSummary } from "../referral-credit";

/** The day of an instant on the head office's calendar: "3 Mar 2027". */
const dayOf = (at: Date) => formatDay(localDateTimeIn(HEAD_OFFICE_TIME_ZONE, at).date, "en");
const money = (value: Money) => formatMoney(value, { currencyDisplay: "code" });

type Use = ReferralCreditSummary["uses"][number];
type Grant = ReferralCreditSummary["grants"][number];

function stateOfUse(use: Use): string {
  switch (use.state) {
    case "held":
      return "Held for a booking not paid yet";
    case "spent":
      return "Spent";
    case "released":
      return use.forfeitedMinor > 0
        ? "The booking ended unpaid; the credit had expired"
        : "Given back: the booking ended unpaid";
    case "returned":
      if (use.forfeitedMinor > 0)
        return `Booking cancelled: ${money({ amountMinor: use.forfeitedMinor, currency: use.currency })} not given back (expired)`;
      return use.returnedMinor > 0
        ? `Booking cancelled: ${money({ amountMinor: use.returnedMinor, currency: use.currency })} given back`
        : "Booking cancelled: nothing given back";
  }
}

function grantState(grant: Grant, now: Date): string {
  if (grant.expiresAt.getTime() <= now.getTime()) return "Expired";
  if (grant.remainingMinor === 0 && grant.heldMinor === 0) return "Used";
  return "Active";
}

/**
 * The signed-in user's referral credit (DOMAIN.md Channels and partners; marketing/referral-credit.ts): what they
 * can spend now, each grant with its expiry, and what was used on which booking. Shown on the profile and the
 * referrals page; English like the other dashboards (docs/I18N.md).
 */
export function ReferralCreditPanel({
  credit,
  reward,
  now = new Date(),
}: {
  credit: ReferralCreditSummary;
  /** The reward a referral earns, for the empty state. */
  reward: Money;
  now?: Date;
}) {
  return (
    <Card as="section" aria-labelledby="referral-credit-heading" data-testid="referral-credit-panel">
      <CardHeader
        id="referral-credit-heading"
        title="Referral credit"
        description="Credit you earn when a friend you invited completes their first stay. Use it at checkout: it pays part of a stay, and the card or transfer pays the rest."
      />
      {credit.grants.length === 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="referral-credit-empty">
          You have no referral credit yet. Share your link from{" "}
          <Link href="/dashboard/referrals" className="font-medium text-brand-700 underline">
            Referrals
          </Link>
          : when a friend completes their first stay, you receive {money(reward)} to spend on your own stays.
        </p>
      ) : (
        <div className="mt-4 space-y-5">
          <p className="text-sm">
            Available to spend:{" "}
            <span className="text-lg font-semibold" data-testid="referral-credit-balance">
              {credit.balances.length
                ? credit.balances.map(money).join(" · ")
                : money({ amountMinor: 0, currency: reward.currency })}
            </span>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Your referral credit grants">
              <thead className="text-muted">
                <tr>
                  <th className="py-1 pr-3 font-medium">Granted</th>
                  <th className="py-1 pr-3 font-medium">Amount</th>
                  <th className="py-1 pr-3 font-medium">Left</th>
                  <th className="py-1 pr-3 font-medium">Expires</th>
                  <th className="py-1 font-medium">Status</th>
                </tr>
              </thead>
              <tbody>
                {credit.grants.map((grant) => (
                  <tr key={grant.id} className="border-t border-line" data-testid="referral-credit-grant">
                    <td className="py-1.5 pr-3 whitespace-nowrap">{dayOf(grant.grantedAt)}</td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {money({ amountMinor: grant.amountMinor, currency: grant.currency })}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {money({ amountMinor: grant.remainingMinor, currency: grant.currency })}
                      {grant.heldMinor > 0 && (
                        <span className="text-muted">
                          {" "}
                          (+{money({ amountMinor: grant.heldMinor, currency: grant.currency })} held)
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{dayOf(grant.expiresAt)}</td>
                    <td className="py-1.5">{grantState(grant, now)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="text-sm font-semibold">Where it went</h3>
            {credit.uses.length === 0 ? (
              <p className="mt-1 text-sm text-muted">Not used yet: tick “Use my referral credit” at checkout.</p>
            ) : (
              <ul className="mt-1 divide-y divide-line text-sm">
                {credit.uses.map((use) => (
                  <li
                    key={use.id}
                    className="flex flex-wrap justify-between gap-x-4 py-1.5"
                    data-testid="referral-credit-use"
                  >
                    <span>
                      {dayOf(use.at)} ·{" "}
                      <Link href={`/checkout/${use.booking.reference}`} className="font-mono font-medium underline">
                        {use.booking.reference}
                      </Link>{" "}
                      {use.booking.propertyTitle}
                    </span>
                    <span className="text-right">
                      {money({ amountMinor: use.amountMinor, currency: use.currency })}
                      {use.bookingCurrency !== use.currency && (
                        <span className="text-muted">
                          {" "}
                          ({money({ amountMinor: use.bookingAmountMinor, currency: use.bookingCurrency })})
                        </span>
                      )}{" "}
                      · {stateOfUse(use)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

import Link from "next/link";
import { useTranslations } from "next-intl";
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

type Words = ReturnType<typeof useTranslations<"dashboardMarketing.credit">>;

function stateOfUse(t: Words, use: Use): string {
  switch (use.state) {
    case "held":
      return t("uses.held");
    case "spent":
      return t("uses.spent");
    case "released":
      return use.forfeitedMinor > 0 ? t("uses.releasedExpired") : t("uses.released");
    case "returned":
      if (use.forfeitedMinor > 0)
        return t("uses.returnedExpired", {
          amount: money({ amountMinor: use.forfeitedMinor, currency: use.currency }),
        });
      return use.returnedMinor > 0
        ? t("uses.returned", { amount: money({ amountMinor: use.returnedMinor, currency: use.currency }) })
        : t("uses.returnedNothing");
  }
}

function grantState(grant: Grant, now: Date): "expired" | "used" | "active" {
  if (grant.expiresAt.getTime() <= now.getTime()) return "expired";
  if (grant.remainingMinor === 0 && grant.heldMinor === 0) return "used";
  return "active";
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
  const t = useTranslations("dashboardMarketing.credit");
  return (
    <Card as="section" aria-labelledby="referral-credit-heading" data-testid="referral-credit-panel">
      <CardHeader id="referral-credit-heading" title={t("title")} description={t("description")} />
      {credit.grants.length === 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="referral-credit-empty">
          {t.rich("empty", {
            reward: money(reward),
            link: (chunks) => (
              <Link href="/dashboard/referrals" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <div className="mt-4 space-y-5">
          <p className="text-sm">
            {t("available")}{" "}
            <span className="text-lg font-semibold" data-testid="referral-credit-balance">
              {credit.balances.length
                ? credit.balances.map(money).join(" · ")
                : money({ amountMinor: 0, currency: reward.currency })}
            </span>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={t("grants")}>
              <thead className="text-muted">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t("columns.granted")}</th>
                  <th className="py-1 pr-3 font-medium">{t("columns.amount")}</th>
                  <th className="py-1 pr-3 font-medium">{t("columns.left")}</th>
                  <th className="py-1 pr-3 font-medium">{t("columns.expires")}</th>
                  <th className="py-1 font-medium">{t("columns.status")}</th>
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
                          {t("held", { amount: money({ amountMinor: grant.heldMinor, currency: grant.currency }) })}
                        </span>
                      )}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{dayOf(grant.expiresAt)}</td>
                    <td className="py-1.5">{t(`states.${grantState(grant, now)}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h3 className="text-sm font-semibold">{t("whereItWent")}</h3>
            {credit.uses.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{t("notUsed")}</p>
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
                      · {stateOfUse(t, use)}
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

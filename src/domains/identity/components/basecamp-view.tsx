import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { DASHBOARD_PAGES, dashboardPath } from "@/server/access/dashboard";
import type { BasecampSummary } from "../basecamp";
import { EmptyState } from "@/components/ui/empty-state";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

const STATUSES = ["draft", "in_review", "listed", "unlisted"] as const;

/** What a legacy user's account holds, in plain words, and the pages where each thing now lives. */
export function BasecampView({ summary }: { summary: BasecampSummary }) {
  const shell = useTranslations("dashboardShell");
  const t = useTranslations("dashboardIdentity.basecamp");
  const statusWords = (status: string) =>
    (STATUSES as readonly string[]).includes(status) ? t(`statuses.${status as (typeof STATUSES)[number]}`) : status;
  const amounts = (rows: { amountMinor: number; currency: string }[]) =>
    rows.map((row) => formatMoney({ amountMinor: row.amountMinor, currency: row.currency })).join(", ");
  const propertyTotal = summary.properties?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <div className="space-y-4">
      <p className="text-muted">{t("welcome")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="basecamp-profile" className={card}>
          <h2 id="basecamp-profile" className="font-semibold">
            {t("account")}
          </h2>
          <p className="mt-2 text-sm">
            {t.rich("signIn", {
              email: summary.email,
              verified: String(summary.emailVerified),
              role: summary.roleLabel.toLowerCase(),
              org: summary.organisation ? "yes" : "no",
              organisation: summary.organisation ?? "",
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {summary.ownBookings > 0 && (
            <p className="mt-2 text-sm">
              {t.rich("ownBookings", {
                count: summary.ownBookings,
                link: (chunks) => (
                  <Link href="/bookings" className="text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </section>
        {summary.properties && (
          <section aria-labelledby="basecamp-properties" className={card}>
            <h2 id="basecamp-properties" className="font-semibold">
              {t("properties")}
            </h2>
            {propertyTotal === 0 ? (
              <EmptyState size="inline" title={t("noProperty")} description={t("noPropertyHint")} className="mt-2" />
            ) : (
              <p className="mt-2 text-sm">
                {t("lookAfter", {
                  count: propertyTotal,
                  list: summary.properties
                    .map((row) => t("statusCount", { count: row.count, status: statusWords(row.status) }))
                    .join(", "),
                })}
              </p>
            )}
            {summary.stays && (
              <p className="mt-2 text-sm">
                {t("guests", {
                  inHouse: summary.stays.inHouse,
                  upcoming: summary.stays.upcoming,
                  past: summary.stays.past,
                })}
              </p>
            )}
          </section>
        )}
        {summary.owed && (
          <section aria-labelledby="basecamp-money" className={card}>
            <h2 id="basecamp-money" className="font-semibold">
              {t("money")}
            </h2>
            <p className="mt-2 text-sm">
              {summary.owed.length === 0 ? t("nothingOwed") : t("owed", { amounts: amounts(summary.owed) })}
            </p>
            {summary.paidOut && summary.paidOut.length > 0 && (
              <p className="mt-2 text-sm">{t("paidOut", { amounts: amounts(summary.paidOut) })}</p>
            )}
          </section>
        )}
      </div>
      <section aria-labelledby="basecamp-next" className={card}>
        <h2 id="basecamp-next" className="font-semibold">
          {t("next")}
        </h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {summary.next.map((item) => (
            <li key={item.page}>
              <Link
                href={dashboardPath(item.page)}
                className="block rounded-lg border border-line px-3 py-2 text-sm hover:bg-brand-50"
              >
                <span className="font-medium">{shell(item.label)}</span>
                <span className="block text-muted">{shell(DASHBOARD_PAGES[item.page].title)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/money";
import { DASHBOARD_PAGES, dashboardPath } from "@/server/access/dashboard";
import type { BasecampSummary } from "../basecamp";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";

const STAYS = { one: "stay", other: "stays" };

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

const STATUS_WORDS: Record<string, string> = {
  draft: "draft",
  in_review: "waiting for review",
  listed: "listed",
  unlisted: "unlisted",
};

/** What a legacy user's account holds, in plain words, and the pages where each thing now lives. */
export function BasecampView({ summary }: { summary: BasecampSummary }) {
  const shell = useTranslations("dashboardShell");
  const propertyTotal = summary.properties?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <div className="space-y-4">
      <p className="text-muted">
        Welcome back. Everything from your old account is here; this page says what it holds and where to find it now.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="basecamp-profile" className={card}>
          <h2 id="basecamp-profile" className="font-semibold">
            Your account
          </h2>
          <p className="mt-2 text-sm">
            You sign in as <strong>{summary.email}</strong>
            {summary.emailVerified ? "" : " (email not verified yet)"}, as {summary.roleLabel.toLowerCase()}
            {summary.organisation ? (
              <>
                {" "}
                of <strong>{summary.organisation}</strong>
              </>
            ) : null}
            .
          </p>
          {summary.ownBookings > 0 && (
            <p className="mt-2 text-sm">
              You booked {plural(summary.ownBookings, STAYS)} yourself: they are on{" "}
              <Link href="/bookings" className="text-brand-700 underline">
                My bookings
              </Link>
              .
            </p>
          )}
        </section>
        {summary.properties && (
          <section aria-labelledby="basecamp-properties" className={card}>
            <h2 id="basecamp-properties" className="font-semibold">
              Properties and stays
            </h2>
            {propertyTotal === 0 ? (
              <EmptyState
                size="inline"
                title="No property yet."
                description="List your first place from Property."
                className="mt-2"
              />
            ) : (
              <p className="mt-2 text-sm">
                You look after {plural(propertyTotal, { one: "property", other: "properties" })}:{" "}
                {summary.properties.map((row) => `${row.count} ${STATUS_WORDS[row.status] ?? row.status}`).join(", ")}.
              </p>
            )}
            {summary.stays && (
              <p className="mt-2 text-sm">
                Guests: {summary.stays.inHouse} staying now, {plural(summary.stays.upcoming, STAYS)} coming up,{" "}
                {plural(summary.stays.past, STAYS)} completed.
              </p>
            )}
          </section>
        )}
        {summary.owed && (
          <section aria-labelledby="basecamp-money" className={card}>
            <h2 id="basecamp-money" className="font-semibold">
              Money
            </h2>
            <p className="mt-2 text-sm">
              {summary.owed.length === 0
                ? "Nothing is waiting to be paid to you."
                : `Earned and not yet paid out: ${summary.owed.map((row) => formatMoney({ amountMinor: row.amountMinor, currency: row.currency })).join(", ")}. It is paid with the monthly settlement.`}
            </p>
            {summary.paidOut && summary.paidOut.length > 0 && (
              <p className="mt-2 text-sm">
                Paid out to you so far:{" "}
                {summary.paidOut
                  .map((row) => formatMoney({ amountMinor: row.amountMinor, currency: row.currency }))
                  .join(", ")}
                .
              </p>
            )}
          </section>
        )}
      </div>
      <section aria-labelledby="basecamp-next" className={card}>
        <h2 id="basecamp-next" className="font-semibold">
          Where to continue
        </h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {summary.next.map((item) => (
            <li key={item.page}>
              <Link
                href={dashboardPath(item.page)}
                className="block rounded-lg border border-line px-3 py-2 text-sm hover:bg-brand-50"
              >
                <span className="font-medium">{item.label}</span>
                <span className="block text-muted">{shell(DASHBOARD_PAGES[item.page].title)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

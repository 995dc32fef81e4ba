import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney, type Money } from "@/lib/money";
import type { ReferralRow } from "../referral-queries";
import { CopyLink } from "./copy-link";
import { StatCard, StatGrid } from "@/components/ui/card";
import { HEAD_OFFICE_TIME_ZONE, localDateTimeIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";

/** The day of an instant on the head office's calendar: "3 Mar 2027". */
const dayOf = (at: Date) => formatDay(localDateTimeIn(HEAD_OFFICE_TIME_ZONE, at).date, "en");

function referralColumns(everyone: boolean): DataColumn<ReferralRow>[] {
  const columns: DataColumn<ReferralRow>[] = [
    { id: "person", header: "Person", className: "font-medium", value: (row) => row.referredName },
    { id: "signedUp", header: "Signed up", className: "whitespace-nowrap", value: (row) => dayOf(row.signedUpAt) },
    {
      id: "firstStay",
      header: "First stay completed",
      className: "whitespace-nowrap",
      cell: (row) =>
        row.firstStayCompletedAt ? dayOf(row.firstStayCompletedAt) : <span className="text-muted">Not yet</span>,
    },
    {
      id: "reward",
      header: "Reward",
      className: "whitespace-nowrap",
      cell: (row) =>
        row.reward ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
            {formatMoney(row.reward, { currencyDisplay: "code" })} credited {dayOf(row.reward.at)}
          </span>
        ) : (
          <span className="text-muted">After the first stay</span>
        ),
    },
  ];
  if (everyone)
    columns.unshift({
      id: "referrer",
      header: "Referred by",
      cell: (row) => (
        <>
          {row.referrer?.name} <span className="text-muted">{row.referrer?.email}</span>
        </>
      ),
    });
  return columns;
}

/** /dashboard/referrals: the user's link, the reward rule, and the people they referred (staff: everyone's). */
export function ReferralsView({
  link,
  reward,
  data,
  everyone,
}: {
  /** Null for staff, who have no link of their own to share here. */
  link: string | null;
  reward: Money;
  data: { rows: ReferralRow[]; total: number; rewarded: number; credited: Money[]; page: number; pageSize: number };
  everyone: boolean;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-6">
      {link && (
        <section
          aria-labelledby="referral-link-heading"
          className="space-y-3 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="referral-link-heading" className="text-lg font-semibold">
            Invite friends to Staysia
          </h2>
          <p className="text-sm text-muted">
            Share your link. When a friend signs up with it and completes their first stay, you receive{" "}
            {formatMoney(reward, { currencyDisplay: "code" })} in credit.
          </p>
          <CopyLink url={link} />
        </section>
      )}

      <StatGrid columns={3}>
        <StatCard label={everyone ? "People referred" : "Friends who signed up"} value={data.total} />
        <StatCard label="Rewards credited" value={data.rewarded} />
        <StatCard
          label="Credit earned"
          value={
            data.credited.length
              ? data.credited.map((money) => formatMoney(money, { currencyDisplay: "code" })).join(" · ")
              : formatMoney({ amountMinor: 0, currency: reward.currency }, { currencyDisplay: "code" })
          }
        />
      </StatGrid>

      <section aria-labelledby="referrals-heading" className="space-y-3">
        <h2 id="referrals-heading" className="text-lg font-semibold">
          {everyone ? "All referrals" : "People you referred"}
        </h2>
        <DataTable
          label={
            everyone ? "Everyone referred, with their referrer and reward" : "The people you referred, with your reward"
          }
          columns={referralColumns(everyone)}
          rows={data.rows}
          rowKey={(row) => row.id}
          empty={{
            title: everyone
              ? "Nobody has signed up with a referral link yet."
              : "Nobody has signed up with your link yet. Share it to get started.",
          }}
          href={(state) => tableHref("/dashboard/referrals", {}, state)}
          pagination={{ page: data.page, pages }}
        />
      </section>
    </div>
  );
}

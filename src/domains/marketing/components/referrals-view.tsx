import { useTranslations } from "next-intl";
import { DataTable, tableHref, type DataColumn } from "@/components/ui/data-table";
import { formatMoney, type Money } from "@/lib/money";
import type { ReferralRow } from "../referral-queries";
import { CopyLink } from "./copy-link";
import { StatCard, StatGrid } from "@/components/ui/card";
import { HEAD_OFFICE_TIME_ZONE, localDateTimeIn } from "@/lib/dates";
import { formatDay } from "@/lib/format";

/** The day of an instant on the head office's calendar: "3 Mar 2027". */
const dayOf = (at: Date) => formatDay(localDateTimeIn(HEAD_OFFICE_TIME_ZONE, at).date, "en");

type Words = ReturnType<typeof useTranslations<"dashboardMarketing.referrals">>;

function referralColumns(t: Words, everyone: boolean): DataColumn<ReferralRow>[] {
  const columns: DataColumn<ReferralRow>[] = [
    { id: "person", header: t("columns.person"), className: "font-medium", value: (row) => row.referredName },
    {
      id: "signedUp",
      header: t("columns.signedUp"),
      className: "whitespace-nowrap",
      value: (row) => dayOf(row.signedUpAt),
    },
    {
      id: "firstStay",
      header: t("columns.firstStay"),
      className: "whitespace-nowrap",
      cell: (row) =>
        row.firstStayCompletedAt ? dayOf(row.firstStayCompletedAt) : <span className="text-muted">{t("notYet")}</span>,
    },
    {
      id: "reward",
      header: t("columns.reward"),
      className: "whitespace-nowrap",
      cell: (row) =>
        row.reward ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
            {t("credited", { amount: formatMoney(row.reward, { currencyDisplay: "code" }), day: dayOf(row.reward.at) })}
          </span>
        ) : (
          <span className="text-muted">{t("afterFirstStay")}</span>
        ),
    },
  ];
  if (everyone)
    columns.unshift({
      id: "referrer",
      header: t("columns.referrer"),
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
  const t = useTranslations("dashboardMarketing.referrals");
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-6">
      {link && (
        <section
          aria-labelledby="referral-link-heading"
          className="space-y-3 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="referral-link-heading" className="text-lg font-semibold">
            {t("inviteHeading")}
          </h2>
          <p className="text-sm text-muted">
            {t("invite", { reward: formatMoney(reward, { currencyDisplay: "code" }) })}
          </p>
          <CopyLink url={link} />
        </section>
      )}

      <StatGrid columns={3}>
        <StatCard label={everyone ? t("peopleReferred") : t("friendsSignedUp")} value={data.total} />
        <StatCard label={t("rewardsCredited")} value={data.rewarded} />
        <StatCard
          label={t("creditEarned")}
          value={
            data.credited.length
              ? data.credited.map((money) => formatMoney(money, { currencyDisplay: "code" })).join(" · ")
              : formatMoney({ amountMinor: 0, currency: reward.currency }, { currencyDisplay: "code" })
          }
        />
      </StatGrid>

      <section aria-labelledby="referrals-heading" className="space-y-3">
        <h2 id="referrals-heading" className="text-lg font-semibold">
          {everyone ? t("allReferrals") : t("yourReferrals")}
        </h2>
        <DataTable
          label={everyone ? t("tableEveryone") : t("tableYours")}
          columns={referralColumns(t, everyone)}
          rows={data.rows}
          rowKey={(row) => row.id}
          empty={{
            title: everyone ? t("emptyEveryone") : t("emptyYours"),
          }}
          href={(state) => tableHref("/dashboard/referrals", {}, state)}
          pagination={{ page: data.page, pages }}
        />
      </section>
    </div>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { ensureReferralCode, listReferrals, referralCreditOf } from "@/domains/marketing";
import { ReferralCreditPanel } from "@/domains/marketing/components/referral-credit-panel";
import { ReferralsView } from "@/domains/marketing/components/referrals-view";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { referralScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { env } from "@/server/env";

export default async function ReferralsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("referrals");
  const params = await searchParams;
  const page = typeof params.page === "string" && /^\d{1,5}$/.test(params.page) ? Number(params.page) : 1;
  const everyone = referralScopeOf(actor).kind === "all";
  // Staff look after everyone's referrals; the others share their own link (made on their first visit).
  const code = everyone ? null : await ensureReferralCode(db(), actor.userId);
  const data = await listReferrals(db(), { actor, page });
  // Beside their link, what the user's referrals earned them to spend (staff have no credit of their own here).
  const credit = everyone ? null : await referralCreditOf(db(), { actor });
  return (
    <ClientMessages page="dashboardMarketing">
      <PageFrame page="referrals">
        <ReferralsView
          link={code ? new URL(`/signup/roomer?ref=${code}`, env().APP_URL).toString() : null}
          reward={BUSINESS_SETTINGS.referralReward}
          data={data}
          everyone={everyone}
        />
        {credit && (
          <div className="mt-6">
            <ReferralCreditPanel credit={credit} reward={BUSINESS_SETTINGS.referralReward} />
          </div>
        )}
      </PageFrame>
    </ClientMessages>
  );
}

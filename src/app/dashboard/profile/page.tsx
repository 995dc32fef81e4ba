import { PageFrame } from "@/components/shell/page-frame";
import { ProfileForms } from "@/domains/identity/components/profile-forms";
import { getUserDetails } from "@/domains/identity";
import { referralCreditOf } from "@/domains/marketing";
import { ReferralCreditPanel } from "@/domains/marketing/components/referral-credit-panel";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { referralScopeOf } from "@/server/access";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function ProfilePage() {
  const actor = await requireDashboardPage("profile");
  const details = await getUserDetails(db(), { actor, email: actor.email });
  if (!details) throw new Error("The signed-in user has no identity row");
  // The user's own referral credit: balance, grants with their expiry, and what was used where. Staff look after
  // everyone's referrals and have no link of their own (as on /dashboard/referrals), so no credit either.
  const credit = referralScopeOf(actor).kind === "all" ? null : await referralCreditOf(db(), { actor });
  return (
    <PageFrame page="profile">
      <ClientMessages page="dashboardIdentity">
        <ProfileForms
          email={details.email}
          emailVerified={details.emailVerified}
          name={details.name}
          phone={details.phoneNumber}
          organisation={details.organisation?.name ?? null}
          partnerMemberId={details.profile ? details.profile.partnerMemberId : undefined}
          nationality={details.profile ? details.profile.nationality : undefined}
        />
      </ClientMessages>
      {credit && (
        <div className="mt-6">
          <ReferralCreditPanel credit={credit} reward={BUSINESS_SETTINGS.referralReward} />
        </div>
      )}
    </PageFrame>
  );
}

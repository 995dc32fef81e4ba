import { PageFrame } from "@/components/shell/page-frame";
import { ProfileForms } from "@/domains/identity/components/profile-forms";
import { getUserDetails } from "@/domains/identity";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function ProfilePage() {
  const actor = await requireDashboardPage("profile");
  const details = await getUserDetails(db(), { actor, email: actor.email });
  if (!details) throw new Error("The signed-in user has no identity row");
  return (
    <PageFrame page="profile">
      <ProfileForms
        email={details.email}
        emailVerified={details.emailVerified}
        name={details.name}
        phone={details.phoneNumber}
        organisation={details.organisation?.name ?? null}
        partnerMemberId={details.profile ? details.profile.partnerMemberId : undefined}
        nationality={details.profile ? details.profile.nationality : undefined}
      />
    </PageFrame>
  );
}

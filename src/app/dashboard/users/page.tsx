import { PageFrame } from "@/components/shell/page-frame";
import { UsersAdmin } from "@/domains/identity/components/users-admin";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";

export default async function UsersPage() {
  const actor = await requireDashboardPage("users");
  return (
    <PageFrame page="users">
      <ClientMessages page="dashboardIdentity">
        <UsersAdmin staffEmail={actor.email} />
      </ClientMessages>
    </PageFrame>
  );
}

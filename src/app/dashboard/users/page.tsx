import { PageFrame } from "@/components/shell/page-frame";
import { UsersAdmin } from "@/domains/identity/components/users-admin";
import { requireDashboardPage } from "@/server/access/current";

export default async function UsersPage() {
  const actor = await requireDashboardPage("users");
  return (
    <PageFrame page="users">
      <UsersAdmin staffEmail={actor.email} />
    </PageFrame>
  );
}

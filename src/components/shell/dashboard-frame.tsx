import { countOrganisationProperties } from "@/domains/catalogue";
import { dashboardPath, moreMenuFor, navigationFor, navigationNeedsSupplierFacts, type UserActor } from "@/server/access";
import { db } from "@/server/db";
import { DashboardShell } from "./dashboard-shell";
import { FunctionsSession } from "./functions-session";
import { LiveAccess } from "./live-access";

/**
 * The frame of every dashboard page, for a person the guard let in: the navigation of their role, their id and
 * Logout, and the live listener that sends them away the moment they are disabled. The dashboard layout wraps its
 * pages in it; the root not-found page wraps the 404 the layout answers (app/not-found.tsx).
 */
export async function DashboardFrame({ user, children }: { user: UserActor; children: React.ReactNode }) {
  const facts = navigationNeedsSupplierFacts(user)
    ? await countOrganisationProperties(db(), { actor: user, organisationId: user.organisation.id })
    : undefined;
  const items = navigationFor(user.role, facts).map((item) => ({ label: item.label, href: dashboardPath(item.page) }));
  const more = moreMenuFor(user.role).map(({ group, items: groupItems }) => ({
    group,
    items: groupItems.map((item) => ({ label: item.label, href: dashboardPath(item.page) })),
  }));
  return (
    <DashboardShell items={items} more={more} userId={user.email}>
      {children}
      <FunctionsSession />
      <LiveAccess />
    </DashboardShell>
  );
}

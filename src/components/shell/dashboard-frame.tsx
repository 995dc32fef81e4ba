import { getTranslations } from "next-intl/server";
import { countOrganisationProperties } from "@/domains/catalogue";
import { waitingCounts } from "@/domains/dashboard-waiting";
import { ClientMessages } from "@/i18n/client-messages";
import {
  dashboardMenuFor,
  MORE_MENU_GROUP_LABELS,
  dashboardPath,
  navigationNeedsSupplierFacts,
  type NavItem,
  type UserActor,
} from "@/server/access";
import { db } from "@/server/db";
import { DashboardShell } from "./dashboard-shell";
import { FunctionsSession } from "./functions-session";
import { LiveAccess } from "./live-access";

/**
 * The frame of every dashboard page, for a person the guard let in: the menu of their role with the counts of
 * what waits for their answer, their id and Logout, and the live listener that sends them away the moment they are
 * disabled. The dashboard layout wraps its pages in it; the root not-found page wraps the 404 the layout answers
 * (app/not-found.tsx).
 */
export async function DashboardFrame({ user, children }: { user: UserActor; children: React.ReactNode }) {
  const facts = navigationNeedsSupplierFacts(user)
    ? await countOrganisationProperties(db(), { actor: user, organisationId: user.organisation.id })
    : undefined;
  const menu = dashboardMenuFor(user.role, facts);
  const pages = [...menu.items, ...menu.more.flatMap((group) => group.items)].map((item) => item.page);
  // Read when the layout renders (a full load, router.refresh() after an answer); client-side navigations keep them.
  const [counts, t] = await Promise.all([waitingCounts(db(), user, pages), getTranslations("dashboardShell")]);
  // The access module names each item and group by its message key; they are said here, on the server.
  const shellItem = (item: NavItem) => ({
    label: t(item.label),
    href: dashboardPath(item.page),
    count: counts[item.page],
  });
  const items = menu.items.map(shellItem);
  const more = menu.more.map(({ group, items: groupItems }) => ({
    group: t(MORE_MENU_GROUP_LABELS[group]),
    items: groupItems.map(shellItem),
  }));
  // The shell's own words (Menu, Logout, More) are read in the browser: the frame sends them (docs/I18N.md).
  return (
    <ClientMessages page="dashboard">
      <DashboardShell items={items} more={more} userId={user.email}>
        {children}
        <FunctionsSession />
        <LiveAccess />
      </DashboardShell>
    </ClientMessages>
  );
}

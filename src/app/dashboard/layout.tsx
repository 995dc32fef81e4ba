import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { FunctionsSession } from "@/components/shell/functions-session";
import { LiveAccess } from "@/components/shell/live-access";
import { countOrganisationProperties } from "@/domains/catalogue";
import { dashboardRecordFound } from "@/domains/dashboard-records";
import { dashboardEntry, dashboardPath, guardDashboard, isDashboardPage, moreMenuFor, navigationFor, navigationNeedsSupplierFacts, type UserActor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";

export const metadata: Metadata = { title: { default: "Dashboard", template: "%s · Staysia dashboard" } };

/**
 * The frame of every dashboard page: the guard (each page repeats its own check),
 * the navigation of the person's role, their id and Logout, and the live listener that sends them away
 * the moment they are disabled.
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  // A first load is guarded here, before the page streams, so that a refused page is a real redirect;
  // each page checks again because a client-side navigation does not render this layout again.
  const requestHeaders = await headers();
  const pathname = requestHeaders.get("x-pathname") ?? "";
  const segment = pathname.split("/")[2] ?? "";
  const decision =
    segment === "" ? guardDashboard(actor, null) : isDashboardPage(segment) ? guardDashboard(actor, segment) : dashboardEntry(actor);
  if (!decision.allow) redirect(decision.redirectTo);
  const user = actor as UserActor;
  // Status codes say what happened (docs/SECURITY.md): an address that names no page, or a record that is
  // missing or not the viewer's, is a 404 decided here, before loading.tsx's spinner (SPEC.md §4) streams a 200.
  // Client-side navigations do not render this layout again; there the page's own notFound() shows the same page.
  if (segment !== "" && !isDashboardPage(segment)) notFound();
  if (!(await dashboardRecordFound(user, pathname, requestHeaders.get("x-search") ?? ""))) notFound();

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

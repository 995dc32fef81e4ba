import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DashboardFrame } from "@/components/shell/dashboard-frame";
import { dashboardRecordFound } from "@/domains/dashboard-records";
import { dashboardEntry, guardDashboard, isDashboardPage, type UserActor } from "@/server/access";
import { currentActor } from "@/server/access/current";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboardShell.metadata");
  return { title: { default: t("title"), template: t("template") } };
}

/**
 * Every dashboard page: the guard (each page repeats its own check), the 404s that must be decided before anything
 * streams, and the dashboard frame.
 */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const actor = await currentActor();
  // A first load is guarded here, before the page streams, so that a refused page is a real redirect;
  // each page checks again because a client-side navigation does not render this layout again.
  const requestHeaders = await headers();
  const pathname = requestHeaders.get("x-pathname") ?? "";
  const segment = pathname.split("/")[2] ?? "";
  const decision =
    segment === ""
      ? guardDashboard(actor, null)
      : isDashboardPage(segment)
        ? guardDashboard(actor, segment)
        : dashboardEntry(actor);
  if (!decision.allow) redirect(decision.redirectTo);
  const user = actor as UserActor;
  // Status codes say what happened (docs/SECURITY.md): an address that names no page, or a record that is
  // missing or not the viewer's, is a 404 decided here, before loading.tsx's spinner (SPEC.md §4) streams a 200.
  // Thrown here, the 404 is shown by app/not-found.tsx, in the same frame. Client-side navigations do not render
  // this layout again; there the page's own notFound() shows dashboard/not-found.tsx.
  if (segment !== "" && !isDashboardPage(segment)) notFound();
  if (!(await dashboardRecordFound(user, pathname, requestHeaders.get("x-search") ?? ""))) notFound();

  // The root layout sends no messages (src/i18n/client-namespaces.ts): the frame sends the site's and the shell's
  // namespaces to everything inside it, and a page its own further ones.
  return <DashboardFrame user={user}>{children}</DashboardFrame>;
}

import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { dateParamProblems } from "@/lib/dates";
import { DASHBOARD_PAGES, showsTitleHeader, type DashboardPage } from "@/server/access/dashboard";

/**
 * Each dashboard page's frame: the page title header for the pages that have one (one list, in access), and what
 * is wrong with the dates of the page's address (docs/SECURITY.md, "Impossible dates"): every filter reads
 * its dates with lib/dates.ts and falls back to its default, and the frame says so, for every page at once. The
 * query comes from the proxy's `x-search` header (set per request, also for client-side navigations).
 */
export async function PageFrame({
  page,
  actions,
  children,
}: {
  page: DashboardPage;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [requestHeaders, t] = await Promise.all([headers(), getTranslations("dashboardShell")]);
  const problems = dateParamProblems(new URLSearchParams(requestHeaders.get("x-search") ?? ""));
  const title = t(DASHBOARD_PAGES[page].title);
  return (
    <div className="space-y-6">
      {showsTitleHeader(page) ? (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {actions}
        </header>
      ) : (
        <h1 className="sr-only">{title}</h1>
      )}
      {problems.length > 0 ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {problems.map((problem) => (
            <p key={problem}>{t("frame.datesNotice", { problem })}</p>
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}

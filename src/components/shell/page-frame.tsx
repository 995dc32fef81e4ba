import type { ReactNode } from "react";
import { DASHBOARD_PAGES, showsTitleHeader, type DashboardPage } from "@/server/access/dashboard";

/** Each dashboard page's frame: the page title header for the pages that have one (one list, in access). */
export function PageFrame({ page, actions, children }: { page: DashboardPage; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-6">
      {showsTitleHeader(page) ? (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <h1 className="text-2xl font-semibold">{DASHBOARD_PAGES[page].title}</h1>
          {actions}
        </header>
      ) : (
        <h1 className="sr-only">{DASHBOARD_PAGES[page].title}</h1>
      )}
      {children}
    </div>
  );
}

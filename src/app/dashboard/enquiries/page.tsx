import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { findEnquiries } from "@/domains/content";
import { EnquiryStatusButtons } from "@/domains/content/components/enquiry-status";
import { ENQUIRY_TOPICS } from "@/domains/content/inputs";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime } from "@/lib/format";

const STATUSES = ["new", "answered", "closed"] as const;
type Status = (typeof STATUSES)[number];

/** Staff read what visitors sent from /contact and /corporatestays, and mark it answered or closed. */
export default async function EnquiriesPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const actor = await requireDashboardPage("enquiries");
  const requested = (await searchParams).status;
  const status: Status | undefined = STATUSES.find((value) => value === requested);
  const [rows, t] = await Promise.all([
    findEnquiries(db(), { actor, status }),
    getTranslations("dashboardContent.enquiries"),
  ]);
  return (
    <PageFrame page="enquiries">
      <nav aria-label={t("filter")} className="flex gap-2 text-sm">
        {[undefined, ...STATUSES].map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/dashboard/enquiries?status=${value}` : "/dashboard/enquiries"}
            aria-current={value === status ? "page" : undefined}
            className={
              value === status
                ? "rounded-full bg-brand-600 px-3 py-1 text-white"
                : "rounded-full border border-line px-3 py-1"
            }
          >
            {t("statuses", { status: value ?? "all" })}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <EmptyState title={t("none", { status: status ?? "all" })} />
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-line bg-white p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {row.name} ·{" "}
                    <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
                      {row.email}
                    </a>
                    {row.phone && <span className="text-muted"> · {row.phone}</span>}
                  </p>
                  <p className="text-xs text-muted">
                    {formatDateTime(row.createdAt, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false })} ·{" "}
                    {ENQUIRY_TOPICS.find((topic) => topic.value === row.topic)?.label ?? row.topic} ·{" "}
                    {t("from", { source: row.source, country: row.country })}
                  </p>
                </div>
                <EnquiryStatusButtons id={row.id} status={row.status} />
              </div>
              <p className="mt-3 whitespace-pre-wrap text-sm">{row.message}</p>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

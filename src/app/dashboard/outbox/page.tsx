import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DataColumn } from "@/lib/columns";
import { ClientMessages } from "@/i18n/client-messages";
import { DataTable, tableHref, tableStateFrom } from "@/components/ui/data-table";
import { FilterForm } from "@/components/ui/filter-form";
import { dashboardRecords } from "@/domains/dashboard-records";
import { listOutbox, OUTBOX_PAGE_SIZE, OUTBOX_STATES, type OutboxEntry, type OutboxState } from "@/domains/platform";
import { EmailPreview } from "@/domains/platform/components/email-preview";
import { SendAgainButton } from "@/domains/platform/components/send-again-button";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { mailServerConfigured } from "@/server/email";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime } from "@/lib/format";

const STATE_TONES: Record<OutboxState, BadgeTone> = {
  sent: "success",
  failed: "danger",
  retrying: "warning",
  waiting: "info",
  kept: "neutral",
};

type Words = Awaited<ReturnType<typeof getTranslations<"dashboardPlatform.outbox">>>;

const when = (at: Date) => formatDateTime(at, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false });

const outboxColumns = (t: Words): DataColumn<OutboxEntry>[] => [
  {
    id: "queued",
    header: t("columns.queued"),
    value: (row) => when(row.createdAt),
    className: "whitespace-nowrap text-muted",
  },
  { id: "to", header: t("columns.to"), value: (row) => row.to },
  {
    id: "subject",
    header: t("columns.subject"),
    rowHeader: true,
    cell: (row) => (
      <>
        <Link href={`/dashboard/outbox?id=${row.id}`} className="text-brand-700 underline">
          {row.subject}
        </Link>
        <span className="block text-xs text-muted">{row.kind}</span>
      </>
    ),
  },
  {
    id: "state",
    header: t("columns.state"),
    cell: (row) => (
      <>
        <Badge tone={STATE_TONES[row.state]}>{t(`states.${row.state}`)}</Badge>
        {row.lastError && <span className="mt-1 block max-w-xs text-xs text-red-800">{row.lastError}</span>}
      </>
    ),
  },
];

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Staff read every email the product produced, with what became of it, and send one again (More → Others →
 * Outbox). Without SMTP_URL mail is kept here, never sent: the page says so, so nobody is told "sent" wrongly.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  const actor = await requireDashboardPage("outbox");
  const params = await searchParams;
  const smtpConfigured = mailServerConfigured();
  const id = one(params.id);
  const t = await getTranslations("dashboardPlatform.outbox");
  if (id !== undefined) {
    const email = await dashboardRecords.outboxEmail(actor, id);
    if (!email) notFound();
    return (
      <ClientMessages page="dashboardPlatform">
        <PageFrame page="outbox">
          <p>
            <Link href="/dashboard/outbox" className="text-sm text-brand-700 underline">
              {t("back")}
            </Link>
          </p>
          <article className="space-y-4 rounded-2xl border border-line bg-white p-5" aria-labelledby="email-subject">
            <header className="space-y-1">
              <h2 id="email-subject" className="text-lg font-semibold">
                {email.subject}
              </h2>
              <p className="text-sm text-muted">
                {t("meta", { to: email.to, kind: email.kind, queued: when(email.createdAt) })}
                {email.sentAt ? t("metaSent", { sent: when(email.sentAt) }) : ""}
              </p>
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={STATE_TONES[email.state]}>{t(`states.${email.state}`)}</Badge>
                {email.lastError && (
                  <span className="text-sm text-red-800">{t("lastRefusal", { error: email.lastError })}</span>
                )}
              </p>
            </header>
            <EmailPreview subject={email.subject} html={email.html} text={email.text} />
            {smtpConfigured && <SendAgainButton id={email.id} />}
          </article>
        </PageFrame>
      </ClientMessages>
    );
  }

  const state = OUTBOX_STATES.find((value) => value === one(params.state));
  const search = one(params.q)?.slice(0, 200) ?? "";
  const page = Math.min(10_000, tableStateFrom(params).page ?? 1);
  const { rows, total } = await listOutbox(db(), { actor, state, search, page }, smtpConfigured);
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const filters = { state, q: search };

  return (
    <PageFrame page="outbox">
      {!smtpConfigured && (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t.rich("noMailServer", { code: (chunks) => <code>{chunks}</code> })}
        </p>
      )}
      <FilterForm
        path="/dashboard/outbox"
        label={t("search")}
        fields={[{ kind: "text", name: "q", label: t("searchField"), input: { maxLength: 200 }, wide: true }]}
        values={filters}
        keep={{ state }}
        submitLabel={t("searchSubmit")}
      />
      <nav aria-label={t("byState")} className="flex flex-wrap gap-2 text-sm">
        {[undefined, ...OUTBOX_STATES].map((value) => (
          <Link
            key={value ?? "all"}
            href={tableHref("/dashboard/outbox", { ...filters, state: value }, {})}
            aria-current={value === state ? "page" : undefined}
            className={
              value === state
                ? "rounded-full bg-brand-600 px-3 py-1 text-white"
                : "rounded-full border border-line px-3 py-1"
            }
          >
            {value ? t(`states.${value}`) : t("all")}
          </Link>
        ))}
      </nav>
      <DataTable
        label={t("table")}
        columns={outboxColumns(t)}
        rows={rows}
        rowKey={(row) => row.id}
        empty={{
          title: t("empty"),
          description: state || search ? t("noMatch") : t("noneYet"),
        }}
        pagination={{ page, pages }}
        href={(table) => tableHref("/dashboard/outbox", filters, table)}
        minWidth="min-w-[44rem]"
      />
    </PageFrame>
  );
}

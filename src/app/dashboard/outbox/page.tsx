import Link from "next/link";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DataColumn } from "@/lib/columns";
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

const STATE_WORDS: Record<OutboxState, { label: string; tone: BadgeTone }> = {
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  retrying: { label: "Retrying", tone: "warning" },
  waiting: { label: "Waiting", tone: "info" },
  kept: { label: "Kept (no mail server)", tone: "neutral" },
};

const when = (at: Date) => formatDateTime(at, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false });

const OUTBOX_COLUMNS: DataColumn<OutboxEntry>[] = [
  { id: "queued", header: "Queued", value: (row) => when(row.createdAt), className: "whitespace-nowrap text-muted" },
  { id: "to", header: "To", value: (row) => row.to },
  {
    id: "subject",
    header: "Subject",
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
    header: "State",
    cell: (row) => (
      <>
        <Badge tone={STATE_WORDS[row.state].tone}>{STATE_WORDS[row.state].label}</Badge>
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
  if (id !== undefined) {
    const email = await dashboardRecords.outboxEmail(actor, id);
    if (!email) notFound();
    const words = STATE_WORDS[email.state];
    return (
      <PageFrame page="outbox">
        <p>
          <Link href="/dashboard/outbox" className="text-sm text-brand-700 underline">
            Back to the outbox
          </Link>
        </p>
        <article className="space-y-4 rounded-2xl border border-line bg-white p-5" aria-labelledby="email-subject">
          <header className="space-y-1">
            <h2 id="email-subject" className="text-lg font-semibold">
              {email.subject}
            </h2>
            <p className="text-sm text-muted">
              To {email.to} · {email.kind} · queued {when(email.createdAt)}
              {email.sentAt ? ` · sent ${when(email.sentAt)}` : ""}
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={words.tone}>{words.label}</Badge>
              {email.lastError && <span className="text-sm text-red-800">Last refusal: {email.lastError}</span>}
            </p>
          </header>
          <EmailPreview subject={email.subject} html={email.html} text={email.text} />
          {smtpConfigured && <SendAgainButton id={email.id} />}
        </article>
      </PageFrame>
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
          No mail server is set up (<code>SMTP_URL</code>), so emails are kept here and not sent. Open one to read it,
          for example to give someone their verification link; or confirm their address from the Users page.
        </p>
      )}
      <FilterForm
        path="/dashboard/outbox"
        label="Search the outbox"
        fields={[{ kind: "text", name: "q", label: "Address or subject", input: { maxLength: 200 }, wide: true }]}
        values={filters}
        keep={{ state }}
        submitLabel="Search"
      />
      <nav aria-label="Filter by state" className="flex flex-wrap gap-2 text-sm">
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
            {value ? STATE_WORDS[value].label : "All"}
          </Link>
        ))}
      </nav>
      <DataTable
        label="Emails, newest first"
        columns={OUTBOX_COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        empty={{
          title: "No emails here",
          description: state || search ? "Nothing matches this search." : "The product has not written any email yet.",
        }}
        pagination={{ page, pages }}
        href={(table) => tableHref("/dashboard/outbox", filters, table)}
        minWidth="min-w-[44rem]"
      />
    </PageFrame>
  );
}

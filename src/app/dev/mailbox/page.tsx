import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { db } from "@/server/db";
import { readMailbox } from "@/server/email";
import { env, mailboxEnabled } from "@/server/env";
import { EmptyState } from "@/components/ui/empty-state";
import { EmailPreview } from "@/domains/platform/components/email-preview";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };

/** Every email the app has written, newest first, each as HTML with its text part a tab away. */
export default async function MailboxPage() {
  await connection();
  if (!mailboxEnabled(env())) notFound();
  const emails = await readMailbox(db(), { limit: 50 });
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">Development mailbox</h1>
      <p className="text-sm text-muted">
        Emails stay here until SMTP is configured (SMTP_URL). Only visible in development.
      </p>
      {emails.length === 0 && <EmptyState title="No emails yet." />}
      {emails.map((email) => (
        <article key={email.id} className="rounded-2xl border border-line bg-white p-4">
          <p className="text-xs text-muted">
            {formatDateTime(email.createdAt, "en", HEAD_OFFICE_TIME_ZONE)} · to {email.to} ·{" "}
            {email.sentAt ? "sent" : "not sent"}
          </p>
          <h2 className="mt-1 font-semibold">{email.subject}</h2>
          <div className="mt-2">
            <EmailPreview subject={email.subject} html={email.html} text={email.text} />
          </div>
        </article>
      ))}
    </main>
  );
}

import Link from "next/link";
import { clsx } from "clsx";
import { DataTable } from "@/components/ui/data-table";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import {
  contentHistory,
  listFaqEntriesForEditor,
  listNewsPostsForEditor,
  listTextBlocksForEditor,
} from "../../editor-queries";
import { ContentEditor, type EditorField } from "./content-editor";
import { EmptyState } from "@/components/ui/empty-state";
import { Badge } from "@/components/ui/badge";
import { TranslationTabs, type TranslatedField } from "@/components/forms/translation-tabs";
import { LOCALE_NAMES } from "@/lib/locales";
import { isTranslationLocale, TRANSLATION_LOCALES, type TranslationLocale } from "@/lib/translations";
import type { EditorTranslation } from "../../editor-queries";

export type ContentTab = "news" | "faq" | "texts";

const TABS: { tab: ContentTab; label: string }[] = [
  { tab: "news", label: "Newsroom" },
  { tab: "faq", label: "FAQ" },
  { tab: "texts", label: "Page texts" },
];

const base = "/dashboard/content";
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kuala_Lumpur",
});

const POST_FIELDS: EditorField[] = [
  { name: "title", label: "Title", kind: "text", maxLength: 120, preview: "plain" },
  {
    name: "slug",
    label: "Address",
    kind: "text",
    maxLength: 80,
    hint: "The post opens at /newsroom/{address}: lower-case letters, digits and hyphens.",
  },
  {
    name: "summary",
    label: "Summary",
    kind: "textarea",
    rows: 2,
    maxLength: 300,
    hint: "One or two sentences for the newsroom list.",
    preview: "plain",
  },
  {
    name: "body",
    label: "Text",
    kind: "textarea",
    rows: 12,
    maxLength: 20_000,
    hint: "Paragraphs separated by a blank line. ## starts a heading, - a list item; **bold**, *italic*, [link](https://…).",
    preview: "rich",
  },
];

const FAQ_FIELDS: EditorField[] = [
  { name: "category", label: "Category", kind: "text", maxLength: 60 },
  { name: "question", label: "Question", kind: "text", maxLength: 200, preview: "plain" },
  {
    name: "answer",
    label: "Answer",
    kind: "textarea",
    rows: 6,
    maxLength: 4_000,
    hint: "Plain paragraphs; the same markdown as posts.",
    preview: "rich",
  },
  { name: "sortOrder", label: "Order in its category", kind: "number", hint: "Smaller numbers come first." },
];

/** The fields a translation has: the texts readers read (the address, category and order are the original's). */
const POST_TRANSLATED: TranslatedField[] = [
  { name: "title", label: "Title", kind: "text", maxLength: 120 },
  { name: "summary", label: "Summary", kind: "textarea", rows: 2, maxLength: 300 },
  {
    name: "body",
    label: "Text",
    kind: "textarea",
    rows: 12,
    maxLength: 20_000,
    hint: "The same markdown as the English text.",
  },
];
const FAQ_TRANSLATED: TranslatedField[] = [
  { name: "question", label: "Question", kind: "text", maxLength: 200 },
  { name: "answer", label: "Answer", kind: "textarea", rows: 6, maxLength: 4_000 },
];

function byLocale(translations: EditorTranslation[]): Partial<Record<TranslationLocale, Record<string, string>>> {
  return Object.fromEntries(translations.map((item) => [item.locale, item.fields]));
}

/** A badge per language: its own text, or shown in English. */
function LanguageBadges({ translated }: { translated: TranslationLocale[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {TRANSLATION_LOCALES.map((locale) =>
        translated.includes(locale) ? (
          <Badge key={locale} tone="success" title={`${LOCALE_NAMES[locale]}: translated`}>
            {locale.toUpperCase()}
            <span className="sr-only"> ({LOCALE_NAMES[locale]}): translated</span>
          </Badge>
        ) : (
          <Badge
            key={locale}
            className="text-muted line-through"
            title={`${LOCALE_NAMES[locale]}: shown in English (no translation)`}
          >
            {locale.toUpperCase()}
            <span className="sr-only"> ({LOCALE_NAMES[locale]}): shown in English</span>
          </Badge>
        ),
      )}
    </span>
  );
}

function StatusBadge({ status, hasDraft }: { status: "draft" | "published" | "default"; hasDraft: boolean }) {
  const label =
    status === "published"
      ? hasDraft
        ? "Published · draft waiting"
        : "Published"
      : status === "default"
        ? hasDraft
          ? "Default · draft waiting"
          : "Default text"
        : "Draft";
  return (
    <span
      className={clsx(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-medium",
        status === "published" ? "bg-brand-50 text-brand-900" : "bg-amber-50 text-amber-900",
      )}
    >
      {label}
    </span>
  );
}

async function History({
  actor,
  kind,
  subject,
}: {
  actor: Actor;
  kind: "news_post" | "faq_entry" | "text_block";
  subject: string;
}) {
  const rows = await contentHistory(db(), { actor, kind, subject, limit: 30 });
  const words = {
    draft_saved: "saved a draft",
    published: "published",
    unpublished: "unpublished",
    deleted: "deleted",
    translation_saved: "saved a translation",
    translation_removed: "removed a translation",
  } as const;
  return (
    <section aria-labelledby="content-history" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="content-history" className="font-semibold">
        History
      </h2>
      {rows.length === 0 ? (
        <EmptyState size="inline" title="No changes yet." className="mt-2" />
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap gap-x-2">
              <time className="text-muted">{dateTime.format(row.at)}</time>
              <span>
                {row.actorEmail} {words[row.action]}
                {isTranslationLocale(row.snapshot.locale) ? ` (${LOCALE_NAMES[row.snapshot.locale]})` : null}
              </span>
              {"title" in row.snapshot || "question" in row.snapshot ? (
                <span className="text-muted">“{String(row.snapshot.title ?? row.snapshot.question)}”</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The texts a translation replaces, from the original's fields. */
function textsOf(fields: object, translated: TranslatedField[]): Record<string, string> {
  const values = fields as Record<string, unknown>;
  return Object.fromEntries(translated.map((field) => [field.name, String(values[field.name] ?? "")]));
}

/** /dashboard/content: the three kinds of content, a list each, and the editor of one item. */
export async function ContentManager({ actor, tab, edit }: { actor: Actor; tab: ContentTab; edit: string | null }) {
  return (
    <div className="space-y-6">
      <nav aria-label="Kinds of content" className="flex flex-wrap gap-2">
        {TABS.map((item) => (
          <Link
            key={item.tab}
            href={`${base}?tab=${item.tab}`}
            aria-current={item.tab === tab ? "page" : undefined}
            className={clsx(
              "rounded-lg border px-4 py-2 text-sm font-medium",
              item.tab === tab ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white hover:bg-brand-50",
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === "news" && <NewsTab actor={actor} edit={edit} />}
      {tab === "faq" && <FaqTab actor={actor} edit={edit} />}
      {tab === "texts" && <TextsTab actor={actor} edit={edit} />}
    </div>
  );
}

async function NewsTab({ actor, edit }: { actor: Actor; edit: string | null }) {
  const posts = await listNewsPostsForEditor(db(), { actor });
  const listHref = `${base}?tab=news`;
  if (edit) {
    const post = edit === "new" ? null : posts.find((item) => item.id === edit);
    if (edit !== "new" && !post)
      return (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          This post no longer exists.{" "}
          <Link href={listHref} className="text-brand-700 underline">
            Back to the newsroom
          </Link>
        </p>
      );
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{post ? `Edit “${post.working.title}”` : "New post"}</h2>
          <div className="flex items-center gap-3 text-sm">
            {post && <StatusBadge status={post.status} hasDraft={post.hasDraft} />}
            {post?.live && (
              <Link href={`/newsroom/${post.live.slug}`} className="text-brand-700 underline">
                See the live post
              </Link>
            )}
            <Link href={listHref} className="text-brand-700 underline">
              All posts
            </Link>
          </div>
        </div>
        <ContentEditor
          key={post?.id ?? "new"}
          target={{ kind: "news_post", id: post?.id ?? null }}
          fields={POST_FIELDS}
          values={post ? { ...post.working } : { title: "", slug: "", summary: "", body: "" }}
          status={post?.status ?? "new"}
          hasDraft={post?.hasDraft ?? false}
          afterCreateHref={`${base}?tab=news&edit=`}
          listHref={listHref}
        />
        {post && (
          <TranslationTabs
            heading="Translations"
            fields={POST_TRANSLATED}
            original={textsOf(post.live ?? post.working, POST_TRANSLATED)}
            translations={byLocale(post.translations)}
            target={{ kind: "news_post", id: post.id }}
            saveFunction="saveContentTranslation"
            removeFunction="removeContentTranslation"
          />
        )}
        {post && <History actor={actor} kind="news_post" subject={post.id} />}
      </div>
    );
  }
  return (
    <section aria-labelledby="news-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="news-heading" className="text-xl font-semibold">
          Newsroom posts
        </h2>
        <Link
          href={`${base}?tab=news&edit=new`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          New post
        </Link>
      </div>
      <DataTable
        label="Newsroom posts"
        labelledBy="news-heading"
        columns={[
          {
            id: "title",
            header: "Title",
            cell: (post) => (
              <Link href={`${base}?tab=news&edit=${post.id}`} className="font-medium text-brand-700 hover:underline">
                {post.working.title}
              </Link>
            ),
          },
          {
            id: "address",
            header: "Address",
            className: "text-muted",
            value: (post) => `/newsroom/${post.working.slug}`,
          },
          {
            id: "status",
            header: "Status",
            cell: (post) => <StatusBadge status={post.status} hasDraft={post.hasDraft} />,
          },
          {
            id: "languages",
            header: "Languages",
            cell: (post) => <LanguageBadges translated={post.translatedLocales} />,
          },
          {
            id: "changed",
            header: "Changed",
            className: "whitespace-nowrap text-muted",
            value: (post) => dateTime.format(post.updatedAt),
          },
        ]}
        rows={posts}
        rowKey={(post) => post.id}
        empty={{ title: "No posts yet. Write the first one with “New post”." }}
      />
    </section>
  );
}

async function FaqTab({ actor, edit }: { actor: Actor; edit: string | null }) {
  const entries = await listFaqEntriesForEditor(db(), { actor });
  const listHref = `${base}?tab=faq`;
  if (edit) {
    const entry = edit === "new" ? null : entries.find((item) => item.id === edit);
    if (edit !== "new" && !entry)
      return (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          This entry no longer exists.{" "}
          <Link href={listHref} className="text-brand-700 underline">
            Back to the FAQ
          </Link>
        </p>
      );
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{entry ? "Edit FAQ entry" : "New FAQ entry"}</h2>
          <div className="flex items-center gap-3 text-sm">
            {entry && <StatusBadge status={entry.status} hasDraft={entry.hasDraft} />}
            <Link href={listHref} className="text-brand-700 underline">
              All entries
            </Link>
          </div>
        </div>
        <ContentEditor
          key={entry?.id ?? "new"}
          target={{ kind: "faq_entry", id: entry?.id ?? null }}
          fields={FAQ_FIELDS}
          values={entry ? { ...entry.working } : { category: "", question: "", answer: "", sortOrder: 0 }}
          status={entry?.status ?? "new"}
          hasDraft={entry?.hasDraft ?? false}
          afterCreateHref={`${base}?tab=faq&edit=`}
          listHref={listHref}
        />
        {entry && (
          <TranslationTabs
            heading="Translations"
            fields={FAQ_TRANSLATED}
            original={textsOf(entry.live ?? entry.working, FAQ_TRANSLATED)}
            translations={byLocale(entry.translations)}
            target={{ kind: "faq_entry", id: entry.id }}
            saveFunction="saveContentTranslation"
            removeFunction="removeContentTranslation"
          />
        )}
        {entry && <History actor={actor} kind="faq_entry" subject={entry.id} />}
      </div>
    );
  }
  return (
    <section aria-labelledby="faq-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="faq-heading" className="text-xl font-semibold">
          FAQ entries
        </h2>
        <Link
          href={`${base}?tab=faq&edit=new`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          New entry
        </Link>
      </div>
      <DataTable
        label="FAQ entries"
        labelledBy="faq-heading"
        columns={[
          {
            id: "question",
            header: "Question",
            cell: (entry) => (
              <Link href={`${base}?tab=faq&edit=${entry.id}`} className="font-medium text-brand-700 hover:underline">
                {entry.working.question}
              </Link>
            ),
          },
          { id: "category", header: "Category", className: "text-muted", value: (entry) => entry.working.category },
          {
            id: "status",
            header: "Status",
            cell: (entry) => <StatusBadge status={entry.status} hasDraft={entry.hasDraft} />,
          },
          {
            id: "languages",
            header: "Languages",
            cell: (entry) => <LanguageBadges translated={entry.translatedLocales} />,
          },
        ]}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={{ title: "No FAQ entries yet." }}
      />
    </section>
  );
}

async function TextsTab({ actor, edit }: { actor: Actor; edit: string | null }) {
  const blocks = await listTextBlocksForEditor(db(), { actor });
  const listHref = `${base}?tab=texts`;
  const block = edit ? blocks.find((item) => item.key === edit) : null;
  if (edit && block) {
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">
            {block.page}: {block.label}
          </h2>
          <div className="flex items-center gap-3 text-sm">
            <StatusBadge status={block.status} hasDraft={block.hasDraft} />
            <Link href={listHref} className="text-brand-700 underline">
              All page texts
            </Link>
          </div>
        </div>
        {block.placeholders && (
          <p className="text-sm text-muted">
            The page fills in {block.placeholders.map((name) => `{${name}}`).join(" and ")} with today’s figures.
          </p>
        )}
        <ContentEditor
          key={block.key}
          target={{ kind: "text_block", id: block.key }}
          fields={[
            {
              name: "text",
              label: "Text",
              kind: "textarea",
              rows: 4,
              maxLength: block.maxLength,
              hint: `At most ${block.maxLength} characters. Unpublishing returns the page to its default text.`,
              preview: "plain",
            },
          ]}
          values={{ text: block.working }}
          status={block.status}
          hasDraft={block.hasDraft}
          listHref={listHref}
        />
        <TranslationTabs
          heading="Translations"
          fields={[
            {
              name: "text",
              label: "Text",
              kind: "textarea",
              rows: 4,
              maxLength: block.maxLength,
              hint: block.placeholders
                ? `Keep ${block.placeholders.map((name) => `{${name}}`).join(" and ")} as they are: the page fills them in.`
                : undefined,
            },
          ]}
          original={{ text: block.live ?? block.defaultText }}
          translations={byLocale(block.translations)}
          target={{ kind: "text_block", id: block.key }}
          saveFunction="saveContentTranslation"
          removeFunction="removeContentTranslation"
        />
        <History actor={actor} kind="text_block" subject={block.key} />
      </div>
    );
  }
  return (
    <section aria-labelledby="texts-heading" className="space-y-3">
      <h2 id="texts-heading" className="text-xl font-semibold">
        Marketing page texts
      </h2>
      <DataTable
        label="Marketing page texts"
        labelledBy="texts-heading"
        columns={[
          { id: "page", header: "Page", className: "whitespace-nowrap", value: (item) => item.page },
          {
            id: "text",
            header: "Text",
            cell: (item) => (
              <Link
                href={`${base}?tab=texts&edit=${item.key}`}
                className="font-medium text-brand-700 hover:underline"
                aria-label={`Edit ${item.page}: ${item.label}`}
              >
                {item.label}
              </Link>
            ),
          },
          {
            id: "shown",
            header: "Shown now",
            className: "max-w-md text-muted",
            value: (item) => (item.live ?? item.defaultText).slice(0, 140),
          },
          {
            id: "status",
            header: "Status",
            cell: (item) => <StatusBadge status={item.status} hasDraft={item.hasDraft} />,
          },
          {
            id: "languages",
            header: "Languages",
            cell: (item) => <LanguageBadges translated={item.translatedLocales} />,
          },
        ]}
        rows={blocks}
        rowKey={(item) => item.key}
        empty={null}
      />
    </section>
  );
}

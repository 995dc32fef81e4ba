import Link from "next/link";
import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
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

/** The kinds of content; their words are `dashboardContent.manager.tabs`. */
const TABS: ContentTab[] = ["news", "faq", "texts"];

type ManagerWords = Awaited<ReturnType<typeof getTranslations<"dashboardContent.manager">>>;

const base = "/dashboard/content";
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kuala_Lumpur",
});

const postFields = (t: ManagerWords): EditorField[] => [
  { name: "title", label: t("fields.title"), kind: "text", maxLength: 120, preview: "plain" },
  {
    name: "slug",
    label: t("fields.address"),
    kind: "text",
    maxLength: 80,
    hint: t("fields.addressHint"),
  },
  {
    name: "summary",
    label: t("fields.summary"),
    kind: "textarea",
    rows: 2,
    maxLength: 300,
    hint: t("fields.summaryHint"),
    preview: "plain",
  },
  {
    name: "body",
    label: t("fields.text"),
    kind: "textarea",
    rows: 12,
    maxLength: 20_000,
    hint: t("fields.bodyHint"),
    preview: "rich",
  },
];

const faqFields = (t: ManagerWords): EditorField[] => [
  { name: "category", label: t("fields.category"), kind: "text", maxLength: 60 },
  { name: "question", label: t("fields.question"), kind: "text", maxLength: 200, preview: "plain" },
  {
    name: "answer",
    label: t("fields.answer"),
    kind: "textarea",
    rows: 6,
    maxLength: 4_000,
    hint: t("fields.answerHint"),
    preview: "rich",
  },
  { name: "sortOrder", label: t("fields.sortOrder"), kind: "number", hint: t("fields.sortOrderHint") },
];

/** The fields a translation has: the texts readers read (the address, category and order are the original's). */
const postTranslated = (t: ManagerWords): TranslatedField[] => [
  { name: "title", label: t("fields.title"), kind: "text", maxLength: 120 },
  { name: "summary", label: t("fields.summary"), kind: "textarea", rows: 2, maxLength: 300 },
  {
    name: "body",
    label: t("fields.text"),
    kind: "textarea",
    rows: 12,
    maxLength: 20_000,
    hint: t("fields.translatedBodyHint"),
  },
];
const faqTranslated = (t: ManagerWords): TranslatedField[] => [
  { name: "question", label: t("fields.question"), kind: "text", maxLength: 200 },
  { name: "answer", label: t("fields.answer"), kind: "textarea", rows: 6, maxLength: 4_000 },
];

function byLocale(translations: EditorTranslation[]): Partial<Record<TranslationLocale, Record<string, string>>> {
  return Object.fromEntries(translations.map((item) => [item.locale, item.fields]));
}

/** A badge per language: its own text, or shown in English. */
function LanguageBadges({ translated }: { translated: TranslationLocale[] }) {
  const t = useTranslations("dashboardContent.manager.languages");
  return (
    <span className="flex flex-wrap gap-1">
      {TRANSLATION_LOCALES.map((locale) =>
        translated.includes(locale) ? (
          <Badge key={locale} tone="success" title={t("translatedTitle", { language: LOCALE_NAMES[locale] })}>
            {locale.toUpperCase()}
            <span className="sr-only"> {t("translated", { language: LOCALE_NAMES[locale] })}</span>
          </Badge>
        ) : (
          <Badge
            key={locale}
            className="text-muted line-through"
            title={t("fallbackTitle", { language: LOCALE_NAMES[locale] })}
          >
            {locale.toUpperCase()}
            <span className="sr-only"> {t("fallback", { language: LOCALE_NAMES[locale] })}</span>
          </Badge>
        ),
      )}
    </span>
  );
}

function StatusBadge({ status, hasDraft }: { status: "draft" | "published" | "default"; hasDraft: boolean }) {
  const t = useTranslations("dashboardContent.manager.statuses");
  const label = t(
    status === "published"
      ? hasDraft
        ? "publishedDraft"
        : "published"
      : status === "default"
        ? hasDraft
          ? "defaultDraft"
          : "default"
        : "draft",
  );
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
  const t = await getTranslations("dashboardContent.manager.history");
  return (
    <section aria-labelledby="content-history" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="content-history" className="font-semibold">
        {t("heading")}
      </h2>
      {rows.length === 0 ? (
        <EmptyState size="inline" title={t("none")} className="mt-2" />
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap gap-x-2">
              <time className="text-muted">{dateTime.format(row.at)}</time>
              <span>
                {row.actorEmail} {t(`actions.${row.action}`)}
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
  const t = await getTranslations("dashboardContent.manager");
  return (
    <div className="space-y-6">
      <nav aria-label={t("kinds")} className="flex flex-wrap gap-2">
        {TABS.map((item) => (
          <Link
            key={item}
            href={`${base}?tab=${item}`}
            aria-current={item === tab ? "page" : undefined}
            className={clsx(
              "rounded-lg border px-4 py-2 text-sm font-medium",
              item === tab ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white hover:bg-brand-50",
            )}
          >
            {t(`tabs.${item}`)}
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
  const t = await getTranslations("dashboardContent.manager");
  const listHref = `${base}?tab=news`;
  if (edit) {
    const post = edit === "new" ? null : posts.find((item) => item.id === edit);
    if (edit !== "new" && !post)
      return (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          {t("news.gone")}{" "}
          <Link href={listHref} className="text-brand-700 underline">
            {t("news.back")}
          </Link>
        </p>
      );
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">
            {post ? t("news.editTitle", { title: post.working.title }) : t("news.new")}
          </h2>
          <div className="flex items-center gap-3 text-sm">
            {post && <StatusBadge status={post.status} hasDraft={post.hasDraft} />}
            {post?.live && (
              <Link href={`/newsroom/${post.live.slug}`} className="text-brand-700 underline">
                {t("news.live")}
              </Link>
            )}
            <Link href={listHref} className="text-brand-700 underline">
              {t("news.all")}
            </Link>
          </div>
        </div>
        <ContentEditor
          key={post?.id ?? "new"}
          target={{ kind: "news_post", id: post?.id ?? null }}
          fields={postFields(t)}
          values={post ? { ...post.working } : { title: "", slug: "", summary: "", body: "" }}
          status={post?.status ?? "new"}
          hasDraft={post?.hasDraft ?? false}
          afterCreateHref={`${base}?tab=news&edit=`}
          listHref={listHref}
        />
        {post && (
          <TranslationTabs
            heading={t("translations")}
            fields={postTranslated(t)}
            original={textsOf(post.live ?? post.working, postTranslated(t))}
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
          {t("news.heading")}
        </h2>
        <Link
          href={`${base}?tab=news&edit=new`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("news.new")}
        </Link>
      </div>
      <DataTable
        label={t("news.heading")}
        labelledBy="news-heading"
        columns={[
          {
            id: "title",
            header: t("columns.title"),
            cell: (post) => (
              <Link href={`${base}?tab=news&edit=${post.id}`} className="font-medium text-brand-700 hover:underline">
                {post.working.title}
              </Link>
            ),
          },
          {
            id: "address",
            header: t("columns.address"),
            className: "text-muted",
            value: (post) => `/newsroom/${post.working.slug}`,
          },
          {
            id: "status",
            header: t("columns.status"),
            cell: (post) => <StatusBadge status={post.status} hasDraft={post.hasDraft} />,
          },
          {
            id: "languages",
            header: t("columns.languages"),
            cell: (post) => <LanguageBadges translated={post.translatedLocales} />,
          },
          {
            id: "changed",
            header: t("columns.changed"),
            className: "whitespace-nowrap text-muted",
            value: (post) => dateTime.format(post.updatedAt),
          },
        ]}
        rows={posts}
        rowKey={(post) => post.id}
        empty={{ title: t("news.empty") }}
      />
    </section>
  );
}

async function FaqTab({ actor, edit }: { actor: Actor; edit: string | null }) {
  const entries = await listFaqEntriesForEditor(db(), { actor });
  const t = await getTranslations("dashboardContent.manager");
  const listHref = `${base}?tab=faq`;
  if (edit) {
    const entry = edit === "new" ? null : entries.find((item) => item.id === edit);
    if (edit !== "new" && !entry)
      return (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          {t("faq.gone")}{" "}
          <Link href={listHref} className="text-brand-700 underline">
            {t("faq.back")}
          </Link>
        </p>
      );
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">{t(entry ? "faq.editTitle" : "faq.newTitle")}</h2>
          <div className="flex items-center gap-3 text-sm">
            {entry && <StatusBadge status={entry.status} hasDraft={entry.hasDraft} />}
            <Link href={listHref} className="text-brand-700 underline">
              {t("faq.all")}
            </Link>
          </div>
        </div>
        <ContentEditor
          key={entry?.id ?? "new"}
          target={{ kind: "faq_entry", id: entry?.id ?? null }}
          fields={faqFields(t)}
          values={entry ? { ...entry.working } : { category: "", question: "", answer: "", sortOrder: 0 }}
          status={entry?.status ?? "new"}
          hasDraft={entry?.hasDraft ?? false}
          afterCreateHref={`${base}?tab=faq&edit=`}
          listHref={listHref}
        />
        {entry && (
          <TranslationTabs
            heading={t("translations")}
            fields={faqTranslated(t)}
            original={textsOf(entry.live ?? entry.working, faqTranslated(t))}
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
          {t("faq.heading")}
        </h2>
        <Link
          href={`${base}?tab=faq&edit=new`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("faq.new")}
        </Link>
      </div>
      <DataTable
        label={t("faq.heading")}
        labelledBy="faq-heading"
        columns={[
          {
            id: "question",
            header: t("columns.question"),
            cell: (entry) => (
              <Link href={`${base}?tab=faq&edit=${entry.id}`} className="font-medium text-brand-700 hover:underline">
                {entry.working.question}
              </Link>
            ),
          },
          {
            id: "category",
            header: t("columns.category"),
            className: "text-muted",
            value: (entry) => entry.working.category,
          },
          {
            id: "status",
            header: t("columns.status"),
            cell: (entry) => <StatusBadge status={entry.status} hasDraft={entry.hasDraft} />,
          },
          {
            id: "languages",
            header: t("columns.languages"),
            cell: (entry) => <LanguageBadges translated={entry.translatedLocales} />,
          },
        ]}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={{ title: t("faq.empty") }}
      />
    </section>
  );
}

async function TextsTab({ actor, edit }: { actor: Actor; edit: string | null }) {
  const blocks = await listTextBlocksForEditor(db(), { actor });
  const t = await getTranslations("dashboardContent.manager");
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
              {t("texts.all")}
            </Link>
          </div>
        </div>
        {block.placeholders && (
          <p className="text-sm text-muted">
            {t("texts.placeholders", { names: block.placeholders.map((name) => `{${name}}`).join(" and ") })}
          </p>
        )}
        <ContentEditor
          key={block.key}
          target={{ kind: "text_block", id: block.key }}
          fields={[
            {
              name: "text",
              label: t("fields.text"),
              kind: "textarea",
              rows: 4,
              maxLength: block.maxLength,
              hint: t("texts.maxLength", { max: String(block.maxLength) }),
              preview: "plain",
            },
          ]}
          values={{ text: block.working }}
          status={block.status}
          hasDraft={block.hasDraft}
          listHref={listHref}
        />
        <TranslationTabs
          heading={t("translations")}
          fields={[
            {
              name: "text",
              label: t("fields.text"),
              kind: "textarea",
              rows: 4,
              maxLength: block.maxLength,
              hint: block.placeholders
                ? t("texts.keepPlaceholders", {
                    names: block.placeholders.map((name) => `{${name}}`).join(" and "),
                  })
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
        {t("texts.heading")}
      </h2>
      <DataTable
        label={t("texts.heading")}
        labelledBy="texts-heading"
        columns={[
          { id: "page", header: t("columns.page"), className: "whitespace-nowrap", value: (item) => item.page },
          {
            id: "text",
            header: t("fields.text"),
            cell: (item) => (
              <Link
                href={`${base}?tab=texts&edit=${item.key}`}
                className="font-medium text-brand-700 hover:underline"
                aria-label={t("texts.editLabel", { page: item.page, label: item.label })}
              >
                {item.label}
              </Link>
            ),
          },
          {
            id: "shown",
            header: t("columns.shown"),
            className: "max-w-md text-muted",
            value: (item) => (item.live ?? item.defaultText).slice(0, 140),
          },
          {
            id: "status",
            header: t("columns.status"),
            cell: (item) => <StatusBadge status={item.status} hasDraft={item.hasDraft} />,
          },
          {
            id: "languages",
            header: t("columns.languages"),
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

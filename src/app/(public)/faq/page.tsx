import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { findFaqEntries } from "@/domains/content";
import { RichText } from "@/domains/content/components/rich-text";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import type { Locale } from "@/lib/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("faq.metaTitle"), description: t("faq.metaDescription") };
}

/** Searchable without JavaScript: the search box is a GET form. */
export default async function FaqPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  await connection();
  const query = ((await searchParams).q ?? "").slice(0, 100);
  const [entries, t] = await Promise.all([
    findFaqEntries(db(), { actor: ANONYMOUS, query, locale: (await getLocale()) as Locale }),
    getTranslations("marketing"),
  ]);
  const categories = [...new Set(entries.map((entry) => entry.category))];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-semibold tracking-tight">{t("faq.title")}</h1>
      <form role="search" method="get" className="mt-6 flex gap-2">
        <label htmlFor="faq-search" className="sr-only">
          {t("faq.searchLabel")}
        </label>
        <input
          id="faq-search"
          name="q"
          defaultValue={query}
          placeholder={t("faq.searchPlaceholder")}
          className="w-full rounded-lg border border-line bg-white px-3 py-2.5"
        />
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700">
          {t("faq.search")}
        </button>
      </form>
      {query && (
        <p className="mt-4 text-sm text-muted" role="status">
          {entries.length === 0 ? t("faq.noMatch", { query }) : t("faq.matches", { count: entries.length, query })}{" "}
          <Link href="/faq" className="text-brand-700 underline">
            {t("faq.showAll")}
          </Link>
        </p>
      )}
      {categories.map((category) => (
        <section key={category} className="mt-8">
          <h2 className="text-xl font-semibold">{category}</h2>
          <div className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
            {entries
              .filter((entry) => entry.category === category)
              .map((entry) => (
                <details key={entry.id} className="group p-4" open={Boolean(query)}>
                  <summary className="cursor-pointer font-medium">{entry.question}</summary>
                  <RichText source={entry.answer} className="mt-2 space-y-2 text-muted" />
                </details>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}

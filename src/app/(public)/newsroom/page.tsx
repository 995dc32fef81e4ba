import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { findPublishedPosts } from "@/domains/content";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import type { Locale } from "@/lib/locales";
import { publishedOn } from "./published-on";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("newsroom.metaTitle"), description: t("newsroom.metaDescription") };
}

export default async function NewsroomPage() {
  await connection();
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  const posts = await findPublishedPosts(db(), { actor: ANONYMOUS, locale });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-semibold tracking-tight">{t("newsroom.title")}</h1>
      {posts.length === 0 && <EmptyState title={t("newsroom.empty")} className="mt-6" />}
      <ul className="mt-8 space-y-6">
        {posts.map((post) => (
          <li key={post.slug} className="rounded-2xl border border-line bg-white p-6">
            {post.publishedAt && <time className="text-sm text-muted">{publishedOn(post.publishedAt, locale)}</time>}
            <h2 className="mt-1 text-xl font-semibold">
              <Link href={`/newsroom/${post.slug}`} className="hover:text-brand-700 hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{post.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

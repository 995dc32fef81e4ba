import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { findPublishedPosts } from "@/domains/content";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/locales";

export const metadata: Metadata = {
  title: "Newsroom",
  description: "News from Staysia: new cities, new products and how we work.",
};

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kuala_Lumpur",
});

export default async function NewsroomPage() {
  await connection();
  const posts = await findPublishedPosts(db(), { actor: ANONYMOUS, locale: (await getLocale()) as Locale });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-semibold tracking-tight">Newsroom</h1>
      {posts.length === 0 && <EmptyState title="No news yet." className="mt-6" />}
      <ul className="mt-8 space-y-6">
        {posts.map((post) => (
          <li key={post.slug} className="rounded-2xl border border-line bg-white p-6">
            {post.publishedAt && <time className="text-sm text-muted">{dateFormat.format(post.publishedAt)}</time>}
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

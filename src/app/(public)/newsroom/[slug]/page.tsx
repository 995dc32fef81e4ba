import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { getPublishedPost } from "@/domains/content";
import { RichText } from "@/domains/content/components/rich-text";
import { ANONYMOUS } from "@/server/access";
import type { Locale } from "@/lib/locales";
import { db } from "@/server/db";
import { publishedOn } from "../published-on";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const post = await getPublishedPost(db(), {
    actor: ANONYMOUS,
    slug: (await params).slug,
    locale: (await getLocale()) as Locale,
  });
  if (post) return { title: post.title, description: post.summary };
  const t = await getTranslations("marketing");
  return { title: t("newsroom.notFound") };
}

export default async function NewsPostPage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPublishedPost(db(), {
    actor: ANONYMOUS,
    slug: (await params).slug,
    locale: (await getLocale()) as Locale,
  });
  if (!post) notFound();
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link href="/newsroom" className="text-sm text-brand-700 underline">
        {t("newsroom.back")}
      </Link>
      {post.publishedAt && (
        <time className="mt-6 block text-sm text-muted">{publishedOn(post.publishedAt, locale)}</time>
      )}
      <h1 className="mt-1 text-4xl font-semibold tracking-tight">{post.title}</h1>
      <p className="mt-4 text-lg text-muted">{post.summary}</p>
      <RichText source={post.body} className="mt-8 space-y-4 leading-relaxed" />
    </article>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requireDashboardPage } from "@/server/access/current";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("matching.metaTitle") };
}

/**
 * SPEC.md §2's /matching: guarded like the dashboard (§6). Matching is a service of the co-living team, not
 * software: the page says so and promises nothing else. It is in no menu; a signed-in guest reaches it by
 * its address (SPEC.md lists the route, not a link to it).
 */
export default async function MatchingPage() {
  const actor = await requireDashboardPage("matching");
  const t = await getTranslations("marketing");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("matching.eyebrow")}</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">{t("matching.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("matching.signedInAs", { email: actor.email })}</p>
      <section className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h2 className="text-xl font-semibold">{t("matching.offersTitle")}</h2>
        <p className="mt-3">{t("matching.offersText")}</p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>{t("matching.browse")}</li>
          <li>{t("matching.write")}</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/thecoliving"
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            {t("ctas.seeColivingHomes")}
          </Link>
          <Link href="/contact" className="rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-brand-50">
            {t("matching.matchMe")}
          </Link>
        </div>
      </section>
    </div>
  );
}

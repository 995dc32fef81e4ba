import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { listGuestBids } from "@/domains/bookings";
import { GuestBidsView } from "@/domains/bookings/components/bids-view";
import { ClientMessages } from "@/i18n/client-messages";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("marketing");
  return { title: t("bids.metaTitle"), description: t("bids.metaDescription") };
}

export default async function BidsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [actor, t] = await Promise.all([currentActor(), getTranslations("marketing")]);
  const pageText = (await searchParams).page;
  const page = Number(Array.isArray(pageText) ? pageText[0] : pageText) || 1;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{t("bids.title")}</h1>
        <p className="mt-2 text-muted">{t("bids.intro")}</p>
      </div>
      {actor.kind !== "user" ? (
        <p className="rounded-2xl border border-line bg-white p-5 text-sm">
          {t.rich("bids.logInToSee", {
            link: (chunks) => (
              <Link href="/login/operator" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ClientMessages page="bids">
          <GuestBidsView data={await listGuestBids(db(), { actor, page })} />
        </ClientMessages>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { MarketingPage } from "@/components/content/marketing-page";
import { ClientMessages } from "@/i18n/client-messages";
import { stayInvest } from "@/domains/content/pages/products";
import { openOfferings } from "@/domains/invest";
import { OpenOfferings } from "@/domains/invest/components/open-offerings";
import { TEST_CARDS } from "@/domains/payments";
import type { Locale } from "@/lib/locales";
import { isMicroInvestor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("marketing"), getLocale() as Promise<Locale>]);
  return { title: t("stayInvest.metaTitle"), description: stayInvest(locale).intro };
}

/** The StayInvest text, then the offerings open now (read per request: units sell while the page is up). */
export default async function StayInvestPage() {
  const actor = await currentActor();
  const [offerings, locale] = await Promise.all([openOfferings(db()), getLocale() as Promise<Locale>]);
  const viewer = isMicroInvestor(actor) ? "microInvestor" : actor.kind === "anonymous" ? "anonymous" : "other";
  return (
    <MarketingPage content={stayInvest(locale)}>
      <ClientMessages page="stayInvest">
        <OpenOfferings offerings={offerings} viewer={viewer} testCard={TEST_CARDS.succeeds} />
      </ClientMessages>
    </MarketingPage>
  );
}

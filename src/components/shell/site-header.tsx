import { getLocale, getTranslations } from "next-intl/server";
import { displayCurrency } from "@/domains/currency/display";
import type { Locale } from "@/lib/locales";
import { returnTargetFor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { SiteHeaderBar } from "./site-header-bar";

/**
 * SPEC.md §2's public header; signed in, it shows the person's id, the way back to the dashboard and Logout. Its
 * words are read here and handed to the bar, so that no public page needs next-intl's client for its header.
 */
export async function SiteHeader() {
  const actor = await currentActor();
  const signedIn = actor.kind === "user" ? { id: actor.email, returnTo: returnTargetFor(actor.role) } : null;
  const [{ currency }, t, locale] = await Promise.all([displayCurrency(), getTranslations("common"), getLocale()]);
  const words = { nav: t.raw("nav") as Record<string, string>, language: t("language"), currency: t("currency") };
  return <SiteHeaderBar signedIn={signedIn} currency={currency} locale={locale as Locale} words={words} />;
}

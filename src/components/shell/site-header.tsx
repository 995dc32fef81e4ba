import { getLocale, getTranslations } from "next-intl/server";
import { displayCurrency } from "@/domains/currency/display";
import type { Locale } from "@/lib/locales";
import { returnTargetFor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { SiteHeaderBar } from "./site-header-bar";
import { namespacesOf, type Messages } from "@/i18n/messages";

/** The header's words: every key of `common.nav` (English's list; each language has them all, catalogue.test.ts). */
const NAV_KEYS = Object.keys(namespacesOf("en", ["common"]).common!.nav) as (keyof Messages["common"]["nav"])[];

/**
 * SPEC.md §2's public header; signed in, it shows the person's id, the way back to the dashboard and Logout. Its
 * words are read here and handed to the bar, so that no public page needs next-intl's client for its header.
 */
export async function SiteHeader() {
  const actor = await currentActor();
  const signedIn = actor.kind === "user" ? { id: actor.email, returnTo: returnTargetFor(actor.role) } : null;
  const [{ currency }, t, nav, locale] = await Promise.all([
    displayCurrency(),
    getTranslations("common"),
    getTranslations("common.nav"),
    getLocale(),
  ]);
  const words = {
    nav: Object.fromEntries(NAV_KEYS.map((key) => [key, nav(key)])),
    language: t("language"),
    currency: t("currency"),
  };
  return <SiteHeaderBar signedIn={signedIn} currency={currency} locale={locale as Locale} words={words} />;
}

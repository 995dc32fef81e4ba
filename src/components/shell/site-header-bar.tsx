"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { countryVariant, DEFAULT_COUNTRY } from "@/lib/countries";
import { splitLocaleSegment, type Locale } from "@/lib/locales";
import { CurrencySelect } from "./currency-select";
import { HeaderMenu, type ShownLink } from "./header-menu";
import { LanguageSelect } from "./language-select";
import { MobileMenu } from "./mobile-menu";
import { SiteLink } from "./site-link";
import { headerMenus, type SiteNavLink } from "./site-nav";

/** The header's words in the visitor's language, from the server (site-header.tsx). */
export interface HeaderWords {
  /** The "common" messages' `nav` group: the menus' labels and the links' words. */
  nav: Record<string, string>;
  language: string;
  currency: string;
}

/**
 * The header's bar. It follows the path (so its links stay inside a country variant, and leave it with the
 * visitor) on every navigation, which a server layout would not re-render. Its words come from the server as
 * props (the public pages send the browser no message catalogue, docs/I18N.md), and its menus and pickers are
 * small hand-rolled islands, not Radix's (docs/PERFORMANCE.md, "Public pages").
 */
export function SiteHeaderBar({
  signedIn,
  currency,
  locale,
  words,
}: {
  signedIn: { id: string; returnTo: string } | null;
  currency: string;
  locale: Locale;
  words: HeaderWords;
}) {
  const t = (key: string) => words.nav[key.replace(/^nav\./, "")] ?? key;
  // The browser's address may still carry the language segment the proxy took off (/th/thailand/findahome).
  const visible = usePathname();
  const pathname = splitLocaleSegment(visible)?.path ?? visible;
  const country = countryVariant(pathname.split("/")[1] ?? "") ?? DEFAULT_COUNTRY;
  const nav = headerMenus(country);
  const shown = (links: SiteNavLink[]): ShownLink[] => links.map((link) => ({ href: link.href, text: t(link.label) }));
  const menus = {
    home: nav.home,
    about: shown(nav.about),
    products: shown(nav.products),
    main: shown(nav.main),
    enquire: shown([nav.enquire])[0]!,
    signUp: shown(nav.signUp),
    logIn: shown(nav.logIn),
  };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link href={menus.home} className="text-xl font-semibold tracking-tight text-brand-700">
          Staysia
        </Link>

        <nav aria-label={t("nav.main")} className="hidden items-center gap-1 lg:flex">
          <HeaderMenu label={t("nav.aboutUs")} links={menus.about} />
          <HeaderMenu label={t("nav.ourProducts")} links={menus.products} />
          {menus.main.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
            >
              {link.text}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSelect locale={locale} label={words.language} signedIn={signedIn !== null} />
          <CurrencySelect current={currency} label={words.currency} />
          <Link
            href={menus.enquire.href}
            className="hidden rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 sm:inline-block"
          >
            {menus.enquire.text}
          </Link>
          {signedIn ? (
            <div className="hidden items-center gap-2 lg:flex">
              <span className="max-w-44 truncate text-sm text-muted" data-testid="header-user-id">
                {signedIn.id}
              </span>
              <SiteLink
                href={signedIn.returnTo}
                className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t("nav.returnToDashboard")}
              </SiteLink>
              <LogoutButton label={t("nav.logout")} />
            </div>
          ) : (
            <div className="hidden items-center gap-1 lg:flex">
              <HeaderMenu label={t("nav.signUp")} links={menus.signUp} align="right" />
              <HeaderMenu label={t("nav.logIn")} links={menus.logIn} align="right" />
            </div>
          )}
          <MobileMenu
            groups={[
              { label: t("nav.aboutUs"), links: menus.about },
              { label: t("nav.ourProducts"), links: menus.products },
              { label: t("nav.stays"), links: [...menus.main, menus.enquire] },
              ...(signedIn
                ? [{ label: signedIn.id, links: [{ text: t("nav.returnToDashboard"), href: signedIn.returnTo }] }]
                : [
                    { label: t("nav.signUp"), links: menus.signUp },
                    { label: t("nav.logIn"), links: menus.logIn },
                  ]),
            ]}
            footer={signedIn ? <LogoutButton label={t("nav.logout")} /> : null}
            words={{ menu: t("nav.menu"), close: t("nav.close"), main: t("nav.main") }}
          />
        </div>
      </div>
    </header>
  );
}

function LogoutButton({ label }: { label: string }) {
  return (
    <form method="post" action="/logout">
      <button type="submit" className="rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-brand-50">
        {label}
      </button>
    </form>
  );
}

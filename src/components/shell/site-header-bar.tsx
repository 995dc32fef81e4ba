"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { countryVariant, DEFAULT_COUNTRY } from "@/lib/countries";
import { CurrencySelect } from "./currency-select";
import { HeaderMenu } from "./header-menu";
import { MobileMenu } from "./mobile-menu";
import { SiteLink } from "./site-link";
import { headerMenus } from "./site-nav";

/**
 * The header's bar. It follows the path (so its links stay inside a country variant, and leave it with the
 * visitor) on every navigation, which a server layout would not re-render.
 */
export function SiteHeaderBar({
  signedIn,
  currency,
}: {
  signedIn: { id: string; returnTo: string } | null;
  currency: string;
}) {
  const pathname = usePathname();
  const country = countryVariant(pathname.split("/")[1] ?? "") ?? DEFAULT_COUNTRY;
  const menus = headerMenus(country);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link href={menus.home} className="text-xl font-semibold tracking-tight text-brand-700">
          Staysia
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <HeaderMenu label="About Us" links={menus.about} />
          <HeaderMenu label="Our Products" links={menus.products} />
          {menus.main.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
            >
              {link.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <CurrencySelect current={currency} />
          <Link
            href={menus.enquire.href}
            className="hidden rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 sm:inline-block"
          >
            {menus.enquire.label}
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
                Return to Dashboard
              </SiteLink>
              <LogoutButton />
            </div>
          ) : (
            <div className="hidden items-center gap-1 lg:flex">
              <HeaderMenu label="Sign Up" links={menus.signUp} align="right" />
              <HeaderMenu label="Log In" links={menus.logIn} align="right" />
            </div>
          )}
          <MobileMenu
            groups={[
              { label: "About Us", links: menus.about },
              { label: "Our Products", links: menus.products },
              { label: "Stays", links: [...menus.main, menus.enquire] },
              ...(signedIn
                ? [{ label: signedIn.id, links: [{ label: "Return to Dashboard", href: signedIn.returnTo }] }]
                : [
                    { label: "Sign Up", links: menus.signUp },
                    { label: "Log In", links: menus.logIn },
                  ]),
            ]}
            footer={signedIn ? <LogoutButton /> : null}
          />
        </div>
      </div>
    </header>
  );
}

function LogoutButton() {
  return (
    <form method="post" action="/logout">
      <button type="submit" className="rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-brand-50">
        Logout
      </button>
    </form>
  );
}

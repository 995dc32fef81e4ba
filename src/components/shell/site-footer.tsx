import { getTranslations } from "next-intl/server";
import { siteSettings } from "@/server/env";
import { SiteLink } from "./site-link";
import { FOOTER_LINKS } from "./site-nav";

/** SPEC.md §9: the copyright year is 2025. */
export const COPYRIGHT_YEAR = 2025;

/** SPEC.md §2's footer: its links, the solutions site and social links (settings), and the copyright line. */
export async function SiteFooter() {
  const t = await getTranslations("common");
  const settings = siteSettings();
  const social = [
    { label: "Facebook", href: settings.SOCIAL_FACEBOOK_URL },
    { label: "Instagram", href: settings.SOCIAL_INSTAGRAM_URL },
    { label: "LinkedIn", href: settings.SOCIAL_LINKEDIN_URL },
  ];
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-brand-700">Staysia</p>
          <p className="mt-2 text-sm text-muted">{t("brandTagline")}</p>
        </div>
        <nav aria-label={t("footer.label")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-brand-700 hover:underline">
                  {t(link.label)}
                </SiteLink>
              </li>
            ))}
            <li>
              <a href={settings.SOLUTIONS_URL} className="hover:text-brand-700 hover:underline" rel="noopener">
                {t("footer.solutions")}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-medium">{t("footer.followUs")}</p>
          <ul className="mt-2 flex gap-4 text-sm">
            {social.map((network) => (
              <li key={network.label}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-brand-700 hover:underline"
                >
                  {network.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted">
          {t("footer.copyright", { year: String(COPYRIGHT_YEAR) })}
        </p>
      </div>
    </footer>
  );
}

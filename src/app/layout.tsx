import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { HydrationMark } from "@/components/shell/hydration-mark";
import { alternatesOf, hasLanguageVersions } from "@/i18n/alternates";
import type { Locale } from "@/lib/locales";
import { env } from "@/server/env";
import "./globals.css";

/**
 * The site's title and description in the request's language, and on public pages their addresses in the other
 * languages (hreflang; docs/I18N.md). A page's own metadata replaces the title and description.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [t, locale, path] = await Promise.all([
    getTranslations("common.meta"),
    getLocale(),
    headers().then((h) => h.get("x-pathname") ?? "/"),
  ]);
  return {
    title: { default: t("title"), template: "%s · Staysia" },
    description: t("description"),
    ...(hasLanguageVersions(path) ? { alternates: alternatesOf(path, locale, env().APP_URL) } : {}),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#177563" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: Next.js puts the request's Content-Security-Policy nonce (src/proxy.ts)
  // on its scripts only while rendering, so a page prerendered at build time would have scripts the policy
  // blocks (docs/SECURITY.md, "Headers").
  await connection();
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        {/* No message catalogue here: a page or layout whose client components read messages wraps them in
            <ClientMessages page="…"> (src/i18n/client-namespaces.ts), so that the pages without any (the home
            page, the marketing pages) load no next-intl client (docs/PERFORMANCE.md, "Public pages"). */}
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import { CLIENT_NAMESPACES } from "@/i18n/client-namespaces";
import { namespacesOf } from "@/i18n/messages";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Staysia: apartments, co-living and day rooms across Asia", template: "%s · Staysia" },
  description:
    "Business and vacation apartments, co-living, monthly rentals and hourly day rooms in Malaysia, the Philippines, Indonesia and Thailand.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#177563" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: Next.js puts the request's Content-Security-Policy nonce (src/proxy.ts)
  // on its scripts only while rendering, so a page prerendered at build time would have scripts the policy
  // blocks (docs/SECURITY.md, "Headers").
  await connection();
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        {/* Client components get only the guest namespaces they read, not the whole catalogue. */}
        <NextIntlClientProvider messages={namespacesOf(locale, CLIENT_NAMESPACES)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}

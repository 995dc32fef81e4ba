import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/locales";
import { clientMessagesOf, type ClientPage } from "./client-namespaces";

/**
 * Hands the client components inside it the namespaces their kind of page reads (src/i18n/client-namespaces.ts),
 * in the request's language. A page (or a layout) wraps its content in it; a provider replaces its parent's
 * messages rather than adding to them, which is why the site's namespaces come again with the page's.
 */
export async function ClientMessages({ page, children }: { page: ClientPage; children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return <NextIntlClientProvider messages={clientMessagesOf(locale, page)}>{children}</NextIntlClientProvider>;
}

import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale } from "@/lib/locales";
import { messagesFor } from "./messages";

/**
 * next-intl's request configuration (the plugin in next.config.ts points at this file): the request's language
 * by src/lib/locales.ts's order, from what the proxy set (the address's locale segment, the path without it) and
 * what the browser sent.
 */
export default getRequestConfig(async () => {
  const [head, jar] = await Promise.all([headers(), cookies()]);
  const locale = resolveLocale({
    segment: head.get(LOCALE_HEADER),
    cookie: jar.get(LOCALE_COOKIE)?.value,
    path: head.get("x-pathname") ?? "/",
    acceptLanguage: head.get("accept-language"),
  });
  return { locale, messages: messagesFor(locale) };
});

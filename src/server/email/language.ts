/**
 * Which language an email is written in (docs/I18N.md): the recipient's profile language when the address
 * belongs to an account that has one, else English; an email answering a request from someone without an
 * account (the public contact form) takes the request's language. Looked up when the email is queued, so a
 * language changed later applies to the next email, never to one already written.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { userProfiles } from "@/server/db/identity-schema";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  resolveLocale,
  splitLocaleSegment,
  type Locale,
} from "@/lib/locales";

/** The language of the account at this address, or English when there is none or it has no language. */
export async function recipientLocale(db: DbOrTx, address: string): Promise<Locale> {
  const [profile] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.email, address.trim().toLowerCase()))
    .limit(1);
  return isLocale(profile?.language) ? profile.language : DEFAULT_LOCALE;
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * A functions-API call's language, by src/lib/locales.ts's order: the page it came from (its Referer) gives the
 * language segment (`/th/contact`) and the country variant (`/thailand/...`), the cookie the person's choice, then
 * the browser's Accept-Language. Calls reach /api/functions unprefixed, so the proxy's header is read only as a
 * fallback.
 */
export function requestLocale(headers: Headers): Locale {
  let path = "/";
  try {
    const referer = headers.get("referer");
    if (referer) path = new URL(referer).pathname;
  } catch {
    // A malformed Referer says nothing about the language.
  }
  const split = splitLocaleSegment(path);
  return resolveLocale({
    segment: split?.locale ?? headers.get(LOCALE_HEADER),
    cookie: cookieValue(headers.get("cookie"), LOCALE_COOKIE),
    path: split?.path ?? path,
    acceptLanguage: headers.get("accept-language"),
  });
}

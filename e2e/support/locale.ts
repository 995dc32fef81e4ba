import type { BrowserContext } from "@playwright/test";

/**
 * The visitor has picked English (the language picker's cookie), so the Thai and Indonesian variants and a browser
 * in another language still read in English: for tests about something other than the language (docs/I18N.md).
 */
export async function chooseEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL ?? "http://localhost:3100" }]);
}

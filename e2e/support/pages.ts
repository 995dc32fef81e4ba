import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page loaded last (`<html data-hydrated>`: components/shell/hydration-mark.tsx).
 * Before it, what a test types into a field may be lost; call it after a full page load and before filling a form.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/**
 * The nights a product page's quote charges, summed over its night lines ("2 weekend nights × RM 450", "2 nights ×
 * RM 390"): a stay over a weekend at a place with weekend prices is two lines, whichever day the suite runs on.
 * `night` is the language's word or pattern before the "×" ("nights?", "晚").
 */
export async function quotedNights(quote: Locator, night: string): Promise<number> {
  const line = new RegExp(`^(\\d+) [^×]*${night}[^×]*×`);
  const headers = await quote.getByRole("rowheader").allInnerTexts();
  return headers.reduce((sum, header) => sum + Number(line.exec(header.trim())?.[1] ?? 0), 0);
}

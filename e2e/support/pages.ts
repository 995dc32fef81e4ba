import { expect, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page loaded last (`<html data-hydrated>`: components/shell/hydration-mark.tsx).
 * Before it, what a test types into a field may be lost; call it after a full page load and before filling a form.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

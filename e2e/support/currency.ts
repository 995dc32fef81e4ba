import { expect, type Page } from "@playwright/test";

/** The header's currency selector: a button showing the current code, with a listbox of the eight. */
export function currencyButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Currency/ });
}

/** Chooses a currency in the header and waits until the page shows it. */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  await currencyButton(page).click();
  await page.getByRole("banner").getByRole("option", { name: code, exact: true }).click();
  await expect(currencyButton(page)).toHaveText(code);
}

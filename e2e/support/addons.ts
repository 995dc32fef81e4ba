import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The guest's add-on order `reference` on /bookings?tab=addons (the page already open). The demo guest has many
 * orders, upcoming first, twenty a page: pages are turned until this one shows.
 */
export async function guestAddonOrder(page: Page, reference: string): Promise<Locator> {
  const order = page.getByTestId("guest-addon-order").filter({ hasText: reference });
  await expect(page.getByTestId("guest-addon-order").first()).toBeVisible();
  for (let turn = 0; turn < 5 && (await order.count()) === 0; turn++) {
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText(/Page \d+ of \d+/)).toContainText(`Page ${turn + 2} of`);
  }
  return order;
}

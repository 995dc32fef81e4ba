import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Issue "Pricing rules": the demo owner (Lim Properties) adds a season to a place, sees the calendar's days take its
// price and name, explains a night's price, sees the product page's quote name the season, and deletes it again.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A month ("2027-09") some months ahead: beyond the demo's bookings and clear of the calendar spec's months. */
function monthFromNow(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

const day = (page: Page, date: string) =>
  page
    .getByTestId("month-grid")
    .first()
    .getByRole("gridcell", { name: new RegExp(`^${date}`) });

test("the owner adds a season and sees the calendar and the product page's quote follow it", async ({ page }) => {
  test.slow(); // the calendar, a dialog, the product page and back
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  await page.goto("/dashboard/calendar");
  const picker = page.getByLabel("Property", { exact: true });
  const option = picker
    .locator('optgroup[label="Kota Kinabalu"] option')
    .filter({ hasNotText: /Co-living|Day room/ })
    .first();
  const id = (await option.getAttribute("value"))!;
  // A month of its own (re-runs on the same data pick another, so their seasons never overlap).
  const month = monthFromNow(11 + Math.floor(Math.random() * 5));
  const name = `Harvest festival ${Math.floor(Math.random() * 10_000)}`;
  await page.goto(`/dashboard/calendar?property=${id}&month=${month}`);

  const rules = page.getByRole("region", { name: "Pricing rules" });
  await rules.getByRole("button", { name: "Add a rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a pricing rule" });
  await dialog.getByLabel("Kind").selectOption("season");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("First night").fill(`${month}-10`);
  await dialog.getByLabel("Last night").fill(`${month}-12`);
  await dialog.getByLabel("Price per night (MYR)").fill("0");
  await dialog.getByRole("button", { name: "Add rule" }).click();
  // The function's own schema answers in the form before any request.
  await expect(dialog.getByText("A price is more than zero.")).toBeVisible();
  await dialog.getByLabel("Price per night (MYR)").fill("488");
  await dialog.getByLabel("Minimum nights (optional)").fill("3");
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();

  await expect(rules.getByTestId("pricing-rule").filter({ hasText: name })).toContainText("at least 3 nights");
  for (const date of [`${month}-10`, `${month}-11`, `${month}-12`]) {
    await expect(day(page, date).getByTestId("day-price")).toContainText("RM 488");
    await expect(day(page, date)).toHaveAccessibleName(new RegExp(`RM\\s488 \\(${name}\\)`));
  }
  await expect(day(page, `${month}-13`).getByTestId("day-price")).not.toContainText("RM 488");

  await rules.getByLabel("Night of").fill(`${month}-11`);
  await rules.getByRole("button", { name: "Explain" }).click();
  const explanation = rules.getByTestId("price-explanation");
  await expect(explanation.getByRole("listitem").first()).toHaveText(`Charged: ${name} · RM 488`);
  await expect(explanation).toContainText(`Minimum stay from this night: 3 nights (${name}).`);

  await page.goto(`/products/${id}?mode=nightly&checkIn=${month}-10&checkOut=${month}-13&guests=1`);
  const quote = page.getByTestId("quote");
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await expect(quote).toContainText(`${name}, 3 nights`);
  await expect(quote).toContainText("RM 488");

  // Deleting it (after the confirmation) gives the nights back their usual price.
  await page.goto(`/dashboard/calendar?property=${id}&month=${month}`);
  await rules.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete rule" }).click();
  await expect(rules.getByTestId("pricing-rule").filter({ hasText: name })).toHaveCount(0);
  await expect(day(page, `${month}-11`).getByTestId("day-price")).not.toContainText("RM 488");
});

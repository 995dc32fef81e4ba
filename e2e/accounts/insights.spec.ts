import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Issue 8: insights by month from the demo's bookings.

test("a supplier reads its portfolio's occupancy by month and then one property's, next to similar listings", async ({ page }) => {
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByTestId("period-occupancy")).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByRole("table", { name: "Insights by month" }).getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("img", { name: /^Occupancy by month: / })).toBeVisible();

  const property = page.getByLabel("Property");
  const firstProperty = await property.locator("option").nth((await property.locator("option[value^='currency:']").count())).getAttribute("value");
  await property.selectOption(firstProperty!);
  await page.getByLabel("From month").fill("2026-06");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`subject=${firstProperty}`));
  await expect(page.getByRole("table", { name: "Insights by month" }).getByRole("row")).toHaveCount(7);
});

test("an investor without holdings is told so", async ({ page }) => {
  await logIn(page, "investor@example.com");
  await page.goto("/dashboard/insights");
  await expect(page.getByText("There are no properties in your portfolio yet")).toBeVisible();
});

import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Insights by month from the demo's bookings.

test("a supplier reads its portfolio's occupancy by month and then one property's, next to similar listings", async ({
  page,
}) => {
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByTestId("period-occupancy")).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByRole("table", { name: "Insights by month" }).getByRole("row")).toHaveCount(13);
  await expect(page.getByRole("img", { name: /^Occupancy by month: / })).toBeVisible();

  const property = page.getByRole("main").getByLabel("Property");
  const firstProperty = await property
    .locator("option")
    .nth(await property.locator("option[value^='currency:']").count())
    .getAttribute("value");
  await property.selectOption(firstProperty!);
  await page.getByLabel("From month").fill("2026-06");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`subject=${firstProperty}`));
  await expect(page.getByRole("table", { name: "Insights by month" }).getByRole("row")).toHaveCount(7);
});

test("an investor reads the insights of the properties they hold, and only those", async ({ page }) => {
  await logIn(page, "investor@example.com");
  await page.goto("/dashboard/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  // The demo investor holds a stake in one property in each Malaysian city.
  const properties = page.getByRole("main").getByLabel("Property").locator("option:not([value^='currency:'])");
  await expect(properties).toHaveCount(4);
  await expect(page.getByTestId("period-occupancy")).toHaveText(/^\d+\.\d%$/);
});

test("the summary sorts the portfolio by any column and exports the same view", async ({ page }) => {
  await logIn(page, "accountant@example.com");
  await page.goto("/dashboard/insightsSummary?from=2026-06&to=2026-11");
  await expect(page.getByRole("heading", { level: 1, name: "Summary" })).toBeVisible();
  const rows = page.getByTestId("summary-row");
  // Accountants read every property's figures: the demo's nightly and monthly places (not the day rooms).
  expect(await rows.count()).toBeGreaterThan(40);

  await page.getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/sort=bookings&direction=desc/);
  await expect(page.getByRole("columnheader", { name: /Bookings/ })).toHaveAttribute("aria-sort", "descending");
  const counts = await rows.locator("td:nth-child(7)").allTextContents();
  expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("staysia-summary-2026-06-to-2026-11.csv");
  const lines = (await readFile((await file.path())!, "utf8")).trim().split("\r\n");
  expect(lines).toHaveLength((await rows.count()) + 1);
  // The file is in the page's order.
  expect(lines[1]).toContain(await rows.first().locator("td").first().innerText());
});

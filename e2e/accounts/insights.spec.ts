import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/accessibility";
import { dashboardNav, expectPath, logIn } from "../support/identity";

// Insights by month from the demo's bookings.

test("a supplier reads its portfolio's occupancy by month and then one property's, next to similar listings", async ({
  page,
}) => {
  await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
  // From the menu: on the bar, or under More for an owner whose every property is managed.
  const { nav } = dashboardNav(page);
  const onBar = nav.getByRole("link", { name: "Insights", exact: true });
  if ((await onBar.count()) > 0) await onBar.click();
  else {
    await nav.getByRole("button", { name: /^More/ }).click();
    await nav.getByRole("menuitem", { name: "Insights", exact: true }).click();
  }
  await expectPath(page, "/dashboard/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByTestId("period-occupancy")).toHaveText(/^\d+\.\d%$/);
  // The last twelve complete months and this month to date, under the heading row.
  const months = page.getByRole("table", { name: "Insights by month" }).getByRole("row");
  await expect(months).toHaveCount(14);
  await expect(months.last()).toContainText("(to date)");
  // The charts, each with its figures beside for screen readers.
  await expect(page.getByRole("figure", { name: "Occupancy by month" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Occupancy by month" }).locator(".recharts-surface")).toBeVisible();
  await expect(page.getByRole("table", { name: "Occupancy by month" }).getByRole("row")).toHaveCount(14);
  await expect(page.getByRole("figure", { name: "ADR and RevPAR by month" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Room revenue by month" })).toBeVisible();
  // Forward bookings are apart from occupancy.
  await expect(page.getByRole("heading", { name: "On the books" })).toBeVisible();

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
  // Every demo place has at least three similar listings: the property against their median.
  await expect(page.getByRole("heading", { name: "Similar listings" })).toBeVisible();
  await expect(page.getByTestId("similar-count")).toHaveText(/^Compared with the median of \d+ similar listings\.$/);
  const similar = page.getByRole("table", { name: "This property against the median of similar listings" });
  await expect(similar.getByRole("columnheader")).toHaveText(["Figure", "This property", "Median of similar listings"]);
  await expect(similar.getByRole("rowheader")).toHaveText(["Occupancy", "ADR", "RevPAR"]);
  await expect(similar.getByRole("row", { name: /^Occupancy/ })).toContainText(/\d+\.\d%.*\d+\.\d%/);

  // The charts, the panels and the tables beside them: axe finds no serious or critical violation.
  await expectNoSeriousViolations(page);
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
  // Accountants read every property's figures: the demo's nightly and monthly places (not the day rooms), more
  // than one page of 50.
  await expect(rows).toHaveCount(50);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).toContainText("Page 1 of 2");
  // The portfolio's trends, a set of charts per currency, each with its figures beside.
  await expect(page.getByRole("figure", { name: "Occupancy by month, in MYR" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Room revenue by month, in MYR" }).getByRole("row")).toHaveCount(7);

  await page.getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/sort=bookings&direction=desc$/);
  await expect(page.getByRole("columnheader", { name: /Bookings/ })).toHaveAttribute("aria-sort", "descending");
  const counts = (await rows.locator("td:nth-child(7)").allTextContents()).map(Number);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  // The next page goes on in the same order, with the period and the sort kept in the address.
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/from=2026-06&to=2026-11&sort=bookings&direction=desc&page=2$/);
  await expect(pager).toContainText("Page 2 of 2");
  const rest = (await rows.locator("td:nth-child(7)").allTextContents()).map(Number);
  expect(rest.length).toBeGreaterThan(0);
  expect(Math.max(...rest)).toBeLessThanOrEqual(counts.at(-1)!);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("staysia-summary-2026-06-to-2026-11.csv");
  const lines = (await readFile((await file.path())!, "utf8")).trim().split("\r\n");
  // Every property, not the page's: the file is in the view's order, this page's first row after the first 50.
  expect(lines).toHaveLength(50 + rest.length + 1);
  expect(lines[51]).toContain(await rows.first().locator("td").first().innerText());
});

test("the statement of accounts charts its properties' trends over its months", async ({ page }) => {
  await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
  await page.goto("/dashboard/incomestatement?from=2026-06&to=2026-08");
  await expect(page.getByRole("heading", { name: "Trends by month" })).toBeVisible();
  const trends = page.getByTestId(/^statement-trends-/).first();
  await expect(trends.getByRole("figure", { name: /^Occupancy by month/ })).toBeVisible();
  // June to August: three months under the heading row.
  await expect(trends.getByRole("table", { name: /^ADR and RevPAR by month/ }).getByRole("row")).toHaveCount(4);
});

test("the investment portfolio charts each held property's trends", async ({ page }) => {
  await logIn(page, "microinvestor@example.com", { landsOn: "/dashboard/investmentPortfolio" });
  const held = page.getByTestId(/^trends-/).first();
  await expect(held.getByRole("figure", { name: /^Occupancy by month, / })).toBeVisible();
  await expect(held.getByRole("table", { name: /^Room revenue by month, / }).getByRole("row")).toHaveCount(14);
});

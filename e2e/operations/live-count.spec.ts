import { expect, test, type Page } from "@playwright/test";
import { dashboardNav, expectPath, logIn } from "../support/identity";

// The live count: staff read every property's today; a supplier reads only their own properties'.

/** Opens the live count from More → Data Analytics. */
async function openLiveCount(page: Page) {
  const { nav } = dashboardNav(page);
  await nav.getByRole("button", { name: /^More/ }).click();
  await nav.getByRole("group", { name: "Data Analytics" }).getByRole("menuitem", { name: "Live count" }).click();
  await expectPath(page, "/dashboard/liveCount");
}

const countries = (page: Page) =>
  page.getByTestId("live-country").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-name")));

test("staff see the live count of every country", async ({ page }) => {
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  await openLiveCount(page);
  await expect(page.getByRole("heading", { name: "Today across Staysia" })).toBeVisible();
  await expect(page.getByTestId("live-in-house")).toHaveText(/^[\d,]+$/);
  // The demo's four countries.
  await expect(page.getByTestId("live-country")).toHaveCount(4);
});

test("an owner sees the live count of their own properties only", async ({ page }) => {
  await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
  await openLiveCount(page);
  await expect(page.getByRole("heading", { name: "Today across your properties" })).toBeVisible();
  await expect(page.getByTestId("live-occupancy")).toHaveText(/^\d+\.\d%$|^\d+%$/);
  // Lim Properties lists in Malaysia only: no other supplier's country is counted.
  await expect(page.getByTestId("live-country")).toHaveCount(1);
  expect(await countries(page)).toEqual(["Malaysia"]);
});

import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// The rental contracts are a table (each row with its invoices), sorted by its headings: the query orders the
// contracts, and the address keeps the sort.

/** Where a tenant's contract is among the rows, from the top. */
async function positionOf(page: Page, tenant: string): Promise<number> {
  const texts = await page.getByTestId("contract").allTextContents();
  return texts.findIndex((text) => text.includes(tenant));
}

test("operations sort the rental contracts by tenant, both ways, and go back to current first", async ({ page }) => {
  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  await page.goto("/dashboard/monthlyRental");
  const table = page.getByRole("table", { name: "Contracts" });
  const tenant = table.getByRole("columnheader", { name: /^Tenant/ });
  await expect(tenant).toHaveAttribute("aria-sort", "none");

  await tenant.getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/monthlyRental\?sort=tenant$/);
  await expect(tenant).toHaveAttribute("aria-sort", "ascending");
  // The demo's tenants: Daniel Wong before Farah Aziz, whatever other contracts the suite has added.
  expect(await positionOf(page, "Daniel Wong")).toBeLessThan(await positionOf(page, "Farah Aziz"));

  await tenant.getByRole("link").click();
  await expect(page).toHaveURL(/\?sort=tenant&dir=desc$/);
  await expect(tenant).toHaveAttribute("aria-sort", "descending");
  expect(await positionOf(page, "Farah Aziz")).toBeLessThan(await positionOf(page, "Daniel Wong"));

  // The list's own order (current contracts first) is the address without a sort.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/monthlyRental$/);
  await expect(tenant).toHaveAttribute("aria-sort", "none");
});

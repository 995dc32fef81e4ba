import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// The rental contracts are cards (each with its invoices), so their sorts are a row of links above them; the
// query orders the contracts, and the address keeps the sort.

/** Where a tenant's contract is among the cards, from the top. */
async function positionOf(page: Page, tenant: string): Promise<number> {
  const texts = await page.getByRole("article").allTextContents();
  return texts.findIndex((text) => text.includes(tenant));
}

test("operations sort the rental contracts by tenant, both ways, and go back to current first", async ({ page }) => {
  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  await page.goto("/dashboard/monthlyRental");
  const sorts = page.getByRole("navigation", { name: "Sort contracts" });
  await expect(sorts.getByRole("link", { name: "Current first" })).toHaveAttribute("aria-current", "true");

  await sorts.getByRole("link", { name: "Tenant", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/monthlyRental\?sort=tenant$/);
  await expect(sorts.getByRole("link", { name: /^Tenant/ })).toHaveAttribute("aria-current", "true");
  // The demo's tenants: Daniel Wong before Farah Aziz, whatever other contracts the suite has added.
  expect(await positionOf(page, "Daniel Wong")).toBeLessThan(await positionOf(page, "Farah Aziz"));

  await sorts.getByRole("link", { name: /^Tenant/ }).click();
  await expect(page).toHaveURL(/\?sort=tenant&dir=desc$/);
  await expect(sorts.getByRole("link", { name: /^Tenant/ })).toHaveAccessibleName("Tenant, descending");
  expect(await positionOf(page, "Farah Aziz")).toBeLessThan(await positionOf(page, "Daniel Wong"));

  await sorts.getByRole("link", { name: "Current first" }).click();
  await expect(page).toHaveURL(/\/dashboard\/monthlyRental$/);
  await expect(sorts.getByRole("link", { name: "Current first" })).toHaveAttribute("aria-current", "true");
});

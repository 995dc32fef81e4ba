import { expect, test, type Page } from "@playwright/test";
import { asAnotherUser, expectPath, navItemTexts, signUpVerified } from "../support/identity";

/**
 * SPEC.md §7's live listen: when staff disable a user or their organisation, the user's open dashboard
 * leaves for / by itself, without a reload. Each test signs up its own owner (and organisation).
 */
async function openUserInAdmin(staff: Page, email: string) {
  await staff.getByLabel("Find users by email, name or organisation").fill(email);
  await staff.getByRole("button", { name: "Search" }).click();
  await staff.getByRole("button", { name: email, exact: true }).click();
  const panel = staff.getByRole("complementary", { name: `User ${email}` });
  await expect(panel).toBeVisible();
  return panel;
}

async function waitForLiveListener(page: Page) {
  await expect(page.locator('html[data-live="ready"]')).toBeAttached();
}

test.describe("live access", () => {
  // Each test signs up a fresh account through the forms (and, for live, a second browser): more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("a user disabled by staff is sent from their open dashboard to / within seconds", async ({ page, browser }) => {
    const { email } = await signUpVerified(page, "propertyOwner");
    await waitForLiveListener(page);
    // From here on the test does nothing to this page: no reload, no navigation.

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.goto("/dashboard/users");
      const panel = await openUserInAdmin(staff.page, email);
      const enabled = panel.getByRole("checkbox", { name: "Enabled" });
      await expect(enabled).toBeChecked();
      // The box follows the saved state (it changes once the server has stored it), so: click, then check.
      await enabled.click();
      await expect(panel.getByRole("status")).toHaveText("Disabled: saved.");
      await expect(enabled).not.toBeChecked();

      await expectPath(page, "/", 5_000);
      // The user is now locked out of the dashboard for good.
      await page.goto("/dashboard/listings");
      await expectPath(page, "/");

      // The change is in the user's history, with who made it.
      await expect(panel.getByText(/staff1@example\.com: enabled true → false/)).toBeVisible();
    } finally {
      await staff.close();
    }
  });

  test("disabling the user's organisation sends them to / too", async ({ page, browser }) => {
    const organisationName = `Live Org ${Date.now()}`;
    const { email } = await signUpVerified(page, "propertyOwner", { organisationName });
    await waitForLiveListener(page);

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.goto("/dashboard/users");
      const panel = await openUserInAdmin(staff.page, email);
      await expect(panel).toContainText(`${organisationName} · enabled`);
      await panel.getByRole("button", { name: "Disable organisation…" }).click();
      const confirm = staff.page.getByRole("alertdialog", { name: `Disable ${organisationName}?` });
      await expect(confirm).toContainText(`Disable ${organisationName}?`);
      await confirm.getByRole("button", { name: "Disable organisation", exact: true }).click();
      await expect(panel.getByRole("status")).toHaveText(`${organisationName} is disabled.`);

      await expectPath(page, "/", 5_000);
      await page.goto("/dashboard");
      await expectPath(page, "/");
    } finally {
      await staff.close();
    }
  });

  test("a change that keeps the user in refreshes their navigation live", async ({ page, browser }) => {
    const { email } = await signUpVerified(page, "roomer");
    await waitForLiveListener(page);
    const nav = page.getByRole("navigation", { name: "Dashboard" }).getByRole("list").first().getByRole("link");
    await expect(nav).toHaveText(["Property", "Referrals", "Profile"]);

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.goto("/dashboard/users");
      const panel = await openUserInAdmin(staff.page, email);
      await panel.getByRole("checkbox", { name: "Operator" }).click();
      await expect(panel.getByRole("status")).toHaveText("Operator: saved.");
      await expect(panel.getByRole("checkbox", { name: "Operator" })).toBeChecked();

      // An operator's Property item counts the marketplace's requests and listings in review (its badge).
      await expect(nav).toHaveText(
        navItemTexts(["Property", "Transactions", "Calendar", "Inventory", "Insights", "Referrals", "Profile"]),
        { timeout: 5_000 },
      );
      await expectPath(page, "/dashboard/listings");
    } finally {
      await staff.close();
    }
  });
});

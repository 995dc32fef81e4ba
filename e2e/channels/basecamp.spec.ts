import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

test.describe("Basecamp: a returning supplier sees what the account holds and where to continue", () => {
  test("the owner reads their account, properties and money, and follows a link to a page of their own", async ({
    page,
  }) => {
    await logIn(page, "owner@example.com");
    await page.goto("/dashboard/basecamp");
    await expect(page.getByRole("heading", { level: 1, name: "Basecamp" })).toBeVisible();

    const account = page.getByRole("region", { name: "Your account" });
    await expect(account).toContainText("owner@example.com");
    await expect(account).toContainText("Lim Properties Sdn Bhd");
    // The demo owner has listed places, stays in every state and money earned: each card says so in words.
    await expect(page.getByRole("region", { name: "Properties and stays" })).toContainText(
      /You look after [\d,]+ propert/,
    );
    await expect(page.getByRole("region", { name: "Properties and stays" })).toContainText(/\d+ listed/);
    await expect(page.getByRole("region", { name: "Money" })).toContainText(
      /Earned and not yet paid out: RM\s*[\d,.]+/,
    );
    await expect(page.getByRole("region", { name: "Money" })).toContainText(/Paid out to you so far: RM\s*[\d,.]+/);

    const next = page.getByRole("region", { name: "Where to continue" });
    await next
      .getByRole("link", { name: /Property/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/listings$/);
  });
});

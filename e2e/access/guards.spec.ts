import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "../support/identity";

// SPEC.md §4 and §6: who may enter the dashboard at all.
test.describe("dashboard guards", () => {
  test("an anonymous visitor is sent home from the dashboard and /matching", async ({ page }) => {
    for (const path of ["/dashboard/listings", "/dashboard", "/dashboard/users", "/matching"]) {
      await page.goto(path);
      await expectPath(page, "/");
    }
  });

  test("an unverified user is sent to /pending, which can resend the link once a minute", async ({ page }) => {
    await logIn(page, "unverified@example.com", { landsOn: "/pending" });
    await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("unverified@example.com");

    // The dashboard is closed to them until they verify.
    await page.goto("/dashboard/listings");
    await expectPath(page, "/pending");

    const resend = page.getByRole("button", { name: "Send the link again" });
    await resend.click();
    // The e2e server has no mail server (SMTP_URL): the page says the link was kept, never that it was sent.
    await expect(
      page.getByRole("status").filter({ hasText: "A new link for unverified@example.com is in Staysia's outbox" }),
    ).toBeVisible();

    await resend.click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      /You asked for a link less than a minute ago\. You can ask for another in \d+ seconds\./,
    );
    await expect(page.getByRole("status").filter({ hasText: "A new link for" })).toHaveCount(0);
  });

  test("a disabled user is sent home after logging in", async ({ page }) => {
    await logIn(page, "disabled@example.com", { landsOn: "/" });
    await page.goto("/dashboard/profile");
    await expectPath(page, "/");
  });

  test("a user of a disabled organisation is sent home after logging in", async ({ page }) => {
    await logIn(page, "disabledorg@example.com", { via: "/login/landlord?supplier=propertyOwner", landsOn: "/" });
    await page.goto("/dashboard/listings");
    await expectPath(page, "/");
  });
});

test.describe("logout", () => {
  test("the dashboard's Logout button signs out and the dashboard is closed again", async ({ page }) => {
    await logIn(page, "roomer@example.com", { landsOn: "/dashboard/listings" });
    await page.getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/");
    await page.goto("/dashboard");
    await expectPath(page, "/");
    await page.goto("/dashboard/profile");
    await expectPath(page, "/");
  });
});

import { expect, test } from "@playwright/test";
import { asAnotherUser, dashboardNav, expectPath, fillSignUp, logIn, SIGN_UP_PAGES } from "../support/identity";

/**
 * A new user can finish signing up on the default setup, which has no mail server (no SMTP_URL): /pending says
 * the link was kept, not sent; staff find it under More → Others → Outbox, and confirm the address from the
 * users page; the new user's dashboard then opens.
 */
test.describe("signing up without a mail server", () => {
  test.describe.configure({ timeout: 60_000 });

  test("staff read the kept link in the outbox and mark the address verified", async ({ page, browser }) => {
    const { email } = await fillSignUp(page, "roomer");
    await expectPath(page, "/pending");
    await expect(page.getByRole("main")).toContainText(
      `Your confirmation link for ${email} is waiting in Staysia's outbox`,
    );
    await expect(page.getByRole("main")).not.toContainText("We sent a link");

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      const { nav } = dashboardNav(staff.page);
      await nav.getByRole("button", { name: /^More/ }).click();
      await nav.getByRole("group", { name: "Others" }).getByRole("menuitem", { name: "Outbox" }).click();
      await expectPath(staff.page, "/dashboard/outbox");
      await expect(staff.page.getByRole("note")).toContainText("No mail server is set up");

      await staff.page.getByLabel("Address or subject").fill(email);
      await staff.page.getByRole("button", { name: "Search" }).click();
      const row = staff.page.getByRole("row").filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("Kept (no mail server)");
      await row.getByRole("link", { name: "Confirm your email for Staysia" }).click();
      await expect(staff.page.getByRole("article")).toContainText("verify-email");
      await expect(staff.page.getByRole("article").locator("pre")).toContainText("/api/auth/verify-email");

      // The users page: the person is unverified; staff confirm the address (after a confirmation dialog).
      await staff.page.goto("/dashboard/users");
      await staff.page.getByLabel("Find users by email, name or organisation").fill(email);
      await staff.page.getByRole("button", { name: "Search" }).click();
      await staff.page.getByRole("button", { name: email, exact: true }).click();
      const panel = staff.page.getByRole("complementary", { name: `User ${email}` });
      await panel.getByRole("button", { name: "Mark verified…" }).click();
      const dialog = staff.page.getByRole("alertdialog");
      await expect(dialog).toContainText(`Mark ${email} verified?`);
      await dialog.getByRole("button", { name: "Mark verified" }).click();
      await expect(panel.getByRole("status")).toHaveText("The address is verified.");
      await expect(panel.getByRole("button", { name: "Mark verified…" })).toHaveCount(0);
    } finally {
      await staff.close();
    }

    // The new user's dashboard opens now.
    await page.goto("/dashboard");
    await expectPath(page, SIGN_UP_PAGES.roomer.home);
    await expect(page.getByTestId("dashboard-user-id")).toHaveText(email);
  });

  test("staff read an email's HTML in a sandboxed frame, and its text part in a tab", async ({ page, browser }) => {
    const { email } = await fillSignUp(page, "roomer");
    await expectPath(page, "/pending");

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.goto("/dashboard/outbox");
      await staff.page.getByLabel("Address or subject").fill(email);
      await staff.page.getByRole("button", { name: "Search" }).click();
      const row = staff.page.getByRole("row").filter({ hasText: email });
      await row.getByRole("link", { name: "Confirm your email for Staysia" }).click();

      const frame = staff.page.getByTitle("The HTML of “Confirm your email for Staysia”");
      await expect(frame).toHaveAttribute("sandbox", "");
      const html = frame.contentFrame();
      await expect(html.getByRole("heading", { name: "Confirm your email" })).toBeVisible();
      const action = html.getByRole("link", { name: "Confirm my email" });
      await expect(action).toHaveAttribute("href", /\/api\/auth\/verify-email\?token=/);
      // The page's CSP lets the email's inline styles apply inside the frame.
      await expect(action).toHaveCSS("background-color", "rgb(23, 117, 99)");

      const text = staff.page.getByRole("article").locator("pre");
      await expect(text).toBeHidden();
      await staff.page.getByRole("tab", { name: "Text" }).click();
      await expect(text).toBeVisible();
      await expect(text).toContainText("Confirm my email http");
      await expect(frame).toBeHidden();
    } finally {
      await staff.close();
    }
  });

  test("the outbox is staff's only: anyone else is sent to their own home page", async ({ page }) => {
    await logIn(page, "roomer@example.com", { landsOn: SIGN_UP_PAGES.roomer.home });
    await page.goto("/dashboard/outbox");
    await expectPath(page, SIGN_UP_PAGES.roomer.home);
    await expect(page.getByRole("heading", { name: "Outbox" })).toHaveCount(0);
  });
});

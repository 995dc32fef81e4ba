import { expect, test } from "@playwright/test";
import { logIn, uniqueEmail } from "../support/identity";

// Referrals. roomer@example.com copies their link; a friend signs up with it and appears in their list.

test("a roomer copies the referral link, and a friend who signs up with it appears in their referrals", async ({
  page,
  browser,
  context,
}) => {
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logIn(page, "roomer@example.com");
  await page.goto("/dashboard/referrals");
  await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
  const link = await page.getByLabel("Your referral link").inputValue();
  expect(new URL(link).pathname + new URL(link).search).toBe("/signup/roomer?ref=SARAHTAN");
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied. Paste it in a message to a friend.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The demo's friend who completed a stay earned the reward.
  await expect(page.getByText(/USD\s?20(\.00)? credited/).first()).toBeVisible();

  const friendName = `Friend ${Date.now().toString(36)}`;
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await friendPage.getByLabel("Full name", { exact: true }).fill(friendName);
  await friendPage.getByLabel("Email", { exact: true }).fill(uniqueEmail("referred"));
  await friendPage.getByLabel("Password", { exact: true }).fill("secret-pass-1");
  await friendPage.getByRole("button", { name: "Create guest account" }).click();
  await expect(friendPage).toHaveURL(/\/pending/);
  await friend.close();

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: friendName });
  await expect(row).toBeVisible();
  await expect(row.getByText("After the first stay")).toBeVisible();
});

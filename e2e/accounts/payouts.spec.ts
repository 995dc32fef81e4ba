import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Accountants are confined to five pages without /dashboard/settlements (SPEC.md §6), so owners'
// payouts are under Management for them.

test("an accountant reaches the owners' payouts from Management, opens a paid settlement and its PDF", async ({
  page,
}) => {
  await logIn(page, "accountant@example.com");
  await page.goto("/dashboard/management");
  await page.getByRole("link", { name: /Owners' payouts \(settlements\)/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/management\/payouts$/);
  await expect(page.getByRole("button", { name: "Create settlements" })).toBeVisible();

  await page.getByLabel("Status").selectOption("paid");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/dashboard\/management\/payouts\?.*status=paid/);
  const row = page.getByTestId("settlement-row").first();
  await row.getByRole("link", { name: /^ST-/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/management\/payouts\?id=/);
  await expect(page.getByTestId("settlement-status")).toContainText("Paid");
  // A paid settlement is frozen: nothing left to approve or pay.
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^ST-.*\.pdf$/);

  await page.getByRole("link", { name: "← All settlements" }).click();
  await expect(page).toHaveURL(/\/dashboard\/management\/payouts$/);
});

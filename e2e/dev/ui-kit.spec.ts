import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/accessibility";

// The kit's page (/dev/ui, open in development and test runs): it renders every component, axe finds no
// serious or critical violation on it, and the dialogs behave in a real browser as their component tests say.

test("/dev/ui shows the kit with no serious or critical accessibility violation", async ({ page }) => {
  // Axe over every component of the kit takes 3 s on a quiet machine and over 10 s beside another test on CI's
  // two cores (and more when the retry records a trace).
  test.slow();
  await page.goto("/dev/ui");
  await expect(page.getByRole("heading", { level: 1, name: "UI kit" })).toBeVisible();
  await expectNoSeriousViolations(page, "/dev/ui");
});

test("a ConfirmDialog opens on Cancel, answers, and gives focus back; a Dialog keeps focus until Escape", async ({
  page,
}) => {
  await page.goto("/dev/ui");
  const ask = page.getByRole("button", { name: "Ask with useConfirm" });
  await ask.click();
  const confirm = page.getByRole("alertdialog", { name: "Reject Ana's offer?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Reject offer" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Last answer" })).toHaveText("Last answer: Confirmed");
  await expect(ask).toBeFocused();

  const open = page.getByRole("button", { name: "Open a dialog" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Edit the nightly rate" });
  await expect(dialog.getByLabel("Rate (MYR)")).toBeFocused();
  for (let step = 0; step < 4; step++) await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Rate (MYR)")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

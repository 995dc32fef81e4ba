import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// A settlement run is a long run: started from the page, followed while it goes, and still there with what it
// did after a reload. A month long before the demo's money, so the run makes nothing and changes no other suite.

test("staff start a month's settlement run, see its result, and still see it after reloading the page", async ({
  page,
}) => {
  await logIn(page, "staff2@example.com");
  await page.goto("/dashboard/settlements");
  await page.getByLabel("Month to settle").fill("2010-01");
  await page.getByRole("button", { name: "Create settlements" }).click();

  const run = page.getByTestId("run-status");
  await expect(run).toContainText("Settlements of January 2010");
  // Going (its progress bar) or already done: either way it ends with what it did.
  await expect(
    run.getByRole("progressbar", { name: "Settlements of January 2010" }).or(run.getByRole("status")),
  ).toBeVisible();
  await expect(run.getByRole("status")).toContainText("No new settlements.");
  await expect(run).toHaveAttribute("data-run-state", "done");

  await page.reload();
  await expect(page.getByTestId("run-status")).toContainText("Settlements of January 2010");
  await expect(page.getByTestId("run-status").getByRole("status")).toContainText("No new settlements.");
});

import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// A year's CSV of transactions is a long run: made in the background month by month, still there with its file
// after a reload. The last full year holds the demo's money.

test("staff make a year's CSV of transactions, reload the page, and download it", async ({ page }) => {
  test.slow();
  const year = new Date().getUTCFullYear() - 1;
  await logIn(page, "staff4@example.com");
  await page.goto(`/dashboard/transactions?from=${year}-01-01&to=${year}-12-31`);
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await page.getByRole("button", { name: "Make the CSV" }).click();

  const run = page.getByTestId("run-status");
  await expect(run).toContainText(`Transactions CSV, ${year}-01-01 to ${year}-12-31`);
  await expect(run).toHaveAttribute("data-run-state", "done");
  await expect(run.getByRole("status")).toContainText(/transactions?, .*: the CSV is ready to download\./);

  await page.reload();
  const again = page.getByTestId("run-status");
  await expect(again).toContainText(`Transactions CSV, ${year}-01-01 to ${year}-12-31`);
  const download = page.waitForEvent("download");
  await again.getByRole("link", { name: "Download the CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toMatch(/^Date \(UTC\),Transaction,Type,Status/);
});

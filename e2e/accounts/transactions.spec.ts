import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// The money movements of the demo's bookings, from the journal.

test("an accountant filters the transactions, opens one on the same page and exports the view as CSV", async ({
  page,
}) => {
  await logIn(page, "accountant@example.com");
  await page.goto("/dashboard/transactions");
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /transactions/ })).toBeVisible();
  // The demo sells in four currencies (and its general payments add others, such as SGD).
  const totals = page.getByTestId("currency-totals");
  for (const currency of ["IDR", "MYR", "PHP", "THB", "SGD"])
    await expect(totals.getByRole("row", { name: new RegExp(`^${currency}\\b`) })).toHaveCount(1);

  await page.getByLabel("Currency").selectOption("THB");
  await page.getByLabel("Type").selectOption("refund");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=refund/);
  await expect(page).toHaveURL(/currency=THB/);
  await expect(page.getByTestId("currency-totals").getByRole("row")).toHaveCount(2);
  const first = page.getByTestId("transaction-row").first();
  await expect(first).toContainText("Refund");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Date (UTC),Transaction,Type,Status,Booking,Guest,Property,Currency,Amount,Cash in/out,Supplier earnings,Platform revenue",
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(",Refund,") && line.includes(",THB,"))).toBe(true);

  // Accountants are confined to their five pages: one transaction opens here, not on /dashboard/txn.
  await first.getByRole("link", { name: "Refund" }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\?txn=/);
  await expect(page.getByRole("heading", { level: 2, name: /^Refund · THB/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Booking BK-/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Booking history" })).toBeVisible();
});

test("a supplier sees only its own properties' money, without the platform's column", async ({ page }) => {
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/transactions");
  await expect(page.getByRole("columnheader", { name: "Your earnings" }).first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Platform revenue" })).toHaveCount(0);
  await page.getByTestId("transaction-row").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/txn\?id=/);
  await expect(page.getByRole("heading", { name: "Journal lines" })).toBeVisible();
});

test("an accountant sorts the transactions by a heading, across pages, and the back button returns", async ({
  page,
}) => {
  await logIn(page, "accountant@example.com");
  await page.goto("/dashboard/transactions?currency=MYR&kind=payment");
  const amountHeading = page.getByRole("columnheader", { name: /^Amount/ });
  await expect(amountHeading).toHaveAttribute("aria-sort", "none");
  const amounts = async () =>
    (await page.getByTestId("transaction-row").locator("td:nth-child(6)").allTextContents()).map((text) =>
      Number(text.replace(/[^0-9.-]/g, "")),
    );

  await amountHeading.getByRole("link").click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(amountHeading).toHaveAttribute("aria-sort", "ascending");
  const ascending = await amounts();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await amountHeading.getByRole("link").click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(amountHeading).toHaveAttribute("aria-sort", "descending");
  const descending = await amounts();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(ascending.at(-1)!);

  await page.goBack();
  await expect(page).toHaveURL(/sort=amount(?!&dir=desc)/);
  await expect(amountHeading).toHaveAttribute("aria-sort", "ascending");
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(amountHeading).toHaveAttribute("aria-sort", "none");
});

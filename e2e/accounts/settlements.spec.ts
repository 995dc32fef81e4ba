import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Settlements, invoices and the host's transactions, on the demo's money. The demo leaves Lim
// Properties' last month as a draft (tests/fixtures/demo-settlements.ts); staff make it again, approve it and
// pay it, and the owner sees it paid. npm test gives the suite a fresh demo database each run.

function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

test("staff make the month's settlement of a supplier, review, approve and pay it; the supplier sees it paid and downloads the PDF", async ({
  page,
  browser,
}) => {
  test.slow();
  const month = lastMonth();
  const reference = `E2E-TRF-${Date.now()}`;
  await logIn(page, "staff1@example.com");

  // The demo's draft of Lim Properties is deleted (with a confirmation), so the run makes it again.
  await page.goto(`/dashboard/settlements?month=${month}&status=draft`);
  await expect(page.getByRole("heading", { level: 1, name: "Settlements" })).toBeVisible();
  const draft = page.getByTestId("settlement-row").filter({ hasText: "Lim Properties Sdn Bhd" });
  await expect(draft).toHaveCount(1);
  await draft.getByRole("link").click();
  await page.getByRole("button", { name: "Delete draft" }).click();
  await page.getByRole("button", { name: "Yes, delete the draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settlements$/);

  // Create the month's settlements: Lim's again, and whatever else the demo left due (the insurer's premiums
  // of that month, on a first run).
  await expect(page.getByLabel("Month to settle")).toHaveValue(month);
  await page.getByRole("button", { name: "Create settlements" }).click();
  const created = page.getByRole("status").filter({ hasText: /\d+ settlements? created as drafts\./ });
  await expect(created).toBeVisible();
  const lim = created.getByRole("listitem").filter({ hasText: "Lim Properties Sdn Bhd" });
  await expect(lim).toHaveCount(1);
  await lim.getByRole("link", { name: /^ST-/ }).click();

  // Review: the lines are the stays, refunds and expenses of the month; approve (confirmed) freezes it.
  await expect(page.getByRole("heading", { level: 2, name: /^ST-/ })).toBeVisible();
  const number = (await page.getByRole("heading", { level: 2, name: /^ST-/ }).textContent())!.trim();
  await expect(page.getByTestId("settlement-line").first()).toBeVisible();
  await expect(page.getByTestId("settlement-status")).toContainText("Draft");
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("button", { name: "Yes, approve" }).click();
  await expect(page.getByTestId("settlement-status")).toContainText("Approved");
  await expect(page.getByRole("link", { name: /^INV-STAYSIA-/ })).toBeVisible();

  // Pay with the bank's reference.
  await page.getByLabel("Payment reference").fill(reference);
  await page.getByRole("button", { name: /^Mark paid/ }).click();
  await expect(page.getByTestId("settlement-status")).toContainText(`reference ${reference}`);

  // The supplier sees it paid, read-only, and downloads the PDF.
  const owner = await browser.newPage();
  await logIn(owner, "owner@example.com");
  await owner.goto("/dashboard/settlements");
  const row = owner.getByTestId("settlement-row").filter({ hasText: number });
  await expect(row).toContainText("Paid");
  await row.getByRole("link", { name: number }).click();
  await expect(owner.getByTestId("settlement-status")).toContainText(`reference ${reference}`);
  await expect(owner.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(owner.getByLabel("Payment reference")).toHaveCount(0);
  const download = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await owner.close();
});

test("staff void a guest invoice and its credit note appears, referencing it", async ({ page }) => {
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/invoices?kind=guest&status=issued");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  const first = page.getByTestId("invoice-row").first();
  const number = (await first.getByRole("link").textContent())!.trim();
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: `Guest invoice ${number}` })).toBeVisible();
  await page.getByRole("button", { name: "Void invoice" }).click();
  await page.getByLabel("Reason").fill(`Guest asked for a company invoice (${Date.now()})`);
  await page.getByRole("button", { name: "Void and issue credit note" }).click();
  const creditNote = page.getByRole("status").getByRole("link", { name: /^CN-/ });
  await expect(creditNote).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toContainText("Void");
  await creditNote.click();
  await expect(page.getByRole("heading", { level: 2, name: /^Credit note CN-/ })).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();

  await page.goto("/dashboard/invoices?kind=credit_note");
  await expect(page.getByTestId("invoice-row").filter({ hasText: number })).toHaveCount(1);
});

test("a host sees its earnings per booking with where each payout stands, and exports them", async ({ page }) => {
  await logIn(page, "host@example.com");
  await page.getByRole("link", { name: "Transactions (Host)" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/hostTransactions/);
  await expect(page.getByRole("heading", { level: 1, name: "Transactions (Host)" })).toBeVisible();
  await expect(page.getByTestId("host-totals")).toBeVisible();

  await page.getByRole("combobox", { name: "Payout status" }).selectOption("paid");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByTestId("payout-status").first()).toContainText(/Paid on \d{4}-\d{2}-\d{2} · ref MBB-/);

  await page.getByRole("combobox", { name: "Payout status" }).selectOption("approved");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("payout-status").first()).toContainText(/In settlement ST-.* \(approved\)/);

  await page.getByRole("combobox", { name: "Payout status" }).selectOption("unsettled");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("payout-status").first()).toContainText("Not yet settled");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Booking,Guest,Property,Check-in,Check-out,Booking status,Currency,Gross,Commission,Refunds,Net,Payout status,Settlement,Paid on,Payment reference",
  );
  expect(lines.slice(1).every((line) => line.includes(",Not yet settled,"))).toBe(true);
});

import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// The books. An accountant's expense with its receipt, corrected, in the owner's statement; staff's
// general payments; an investor's statements of what they hold.

/** A 1×1 PNG, as a scanned receipt would arrive. */
const RECEIPT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);
const month = new Date().toISOString().slice(0, 7);

/** "MYR 1,234.50" → 123450. */
function minorOf(text: string): number {
  const match = /(-?)[A-Z]{3}\s?(-?)([\d,]+)(?:\.(\d{2}))?/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in ${text}`);
  const sign = match[1] || match[2] ? -1 : 1;
  return sign * (Number(match[3]!.replace(/,/g, "")) * 100 + Number(match[4] ?? "0"));
}

async function repairsTotal(page: Page, propertyId: string): Promise<number> {
  await page.goto(`/dashboard/opex?property=${propertyId}&category=repairs&from=${month}&to=${month}`);
  // The page streams in after the loading state: wait for its totals before counting their rows.
  await expect(page.getByRole("region", { name: "Totals by category" }).getByRole("status")).toBeVisible();
  const row = page.getByTestId("opex-totals-MYR").getByRole("row").filter({ hasText: "Repairs" });
  return (await row.count()) === 0 ? 0 : minorOf(await row.getByRole("cell").last().innerText());
}

test("an accountant records an expense with its receipt, corrects it, and finds it in the property's statement", async ({
  page,
}) => {
  // One person's whole morning in one flow (eight page loads and three downloads): more than the default time.
  test.slow();
  const stamp = Date.now().toString(36);
  const note = `Shower mixer replaced ${stamp}`;
  const cents = 10_000 + (Date.now() % 50_000);
  await logIn(page, "accountant@example.com", { landsOn: "/dashboard/transactions" });
  await page.goto("/dashboard/opex");
  await expect(page.getByRole("heading", { level: 1, name: "Operating expenses" })).toBeVisible();

  const record = page.getByRole("form", { name: "Record an expense" });
  const option = record.getByLabel("Property").locator("option", { hasText: "(MYR)" }).first();
  const propertyId = (await option.getAttribute("value"))!;
  const propertyTitle = (await option.innerText()).replace(/ \(MYR\)$/, "");
  const before = await repairsTotal(page, propertyId);

  await record.getByLabel("Property").selectOption(propertyId);
  await record.getByLabel("Category").selectOption("repairs");
  await record.getByLabel("Amount (MYR)").fill((cents / 100).toFixed(2));
  await record.getByLabel("Note").fill(note);
  await record
    .getByLabel("Receipt (optional)")
    .setInputFiles({ name: `receipt-${stamp}.png`, mimeType: "image/png", buffer: RECEIPT_PNG });
  await record.getByRole("button", { name: "Record expense" }).click();
  await expect(record.getByText("The expense was recorded.")).toBeVisible();

  // In the totals by category of that property and month.
  expect(await repairsTotal(page, propertyId)).toBe(before + cents);
  const row = page.getByTestId("opex-row").filter({ hasText: note });
  await expect(row.getByRole("link", { name: `receipt-${stamp}.png` })).toBeVisible();
  const receipt = page.waitForEvent("download");
  await row.getByRole("link", { name: `receipt-${stamp}.png` }).click();
  expect(await readFile((await (await receipt).path())!)).toEqual(RECEIPT_PNG);

  // Corrected: a new amount, and the history says who changed what.
  await row.getByRole("button", { name: /^Edit / }).click();
  const edit = row.getByRole("form", { name: "Edit the expense" });
  await edit.getByLabel("Amount (MYR)").fill(((cents + 2_500) / 100).toFixed(2));
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  // The row shows the new amount once the page's data is refreshed.
  await expect.poll(async () => minorOf(await row.getByRole("cell").nth(3).innerText())).toBe(cents + 2_500);
  await row.getByText("2 changes").click();
  await expect(row.getByTestId("opex-revision").nth(1)).toContainText("Edited by accountant@example.com");
  await expect(row.getByTestId("opex-revision").nth(1)).toContainText(/Amount: MYR\s?[\d,.]+ → MYR\s?[\d,.]+/);
  expect(await repairsTotal(page, propertyId)).toBe(before + cents + 2_500);

  // The property's statement for this month shows the expense and the net.
  await page.goto("/dashboard/incomestatement");
  await expect(page.getByRole("heading", { level: 1, name: "Statement of accounts" })).toBeVisible();
  await page.getByLabel("Statement of").selectOption(`property:${propertyId}`);
  await page.getByLabel("From month").fill(month);
  await page.getByLabel("To month").fill(month);
  await page.getByRole("button", { name: "Show statement" }).click();
  await expect(page.getByTestId("statement-title")).toHaveText(propertyTitle);
  const statement = page.getByTestId("statement-MYR");
  const repairs = minorOf(await statement.getByTestId("line-opex:repairs").getByRole("cell").first().innerText());
  expect(repairs).toBeLessThanOrEqual(-(cents + 2_500));
  await expect(statement.getByTestId("line-net")).toContainText("Net operating income");

  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csvText = await readFile((await (await csv).path())!, "utf8");
  expect(csvText).toContain(`,MYR,Operating expenses,Repairs,${(repairs / 100).toFixed(2)},`);
  expect(csvText).toContain(",MYR,Net operating income,Net operating income,");
  const pdf = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await readFile((await (await pdf).path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  // The managed properties' view: fees per owner and month, and each owner's statement one click away.
  await page.goto("/dashboard/management");
  await expect(page.getByTestId("management-fees").getByRole("row", { name: /Lim Properties Sdn Bhd/ })).toBeVisible();
  await page.getByRole("link", { name: "Statement of Lim Properties Sdn Bhd", exact: true }).click();
  await expect(page.getByTestId("statement-title")).toHaveText("Lim Properties Sdn Bhd, managed properties");
});

test("staff record a general payment and reverse it once", async ({ page }) => {
  const vendor = `Printing vendor ${Date.now().toString(36)}`;
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/generalpayment");
  const form = page.getByRole("form", { name: "Record a general payment" });
  await form.getByLabel("Money out").check();
  await form.getByLabel("Counter-account").selectOption("expense:general");
  await form.getByLabel("Currency").selectOption("SGD");
  await form.getByLabel("Amount (SGD)").fill("245.80");
  await form.getByLabel("Counterparty").fill(vendor);
  await form.getByLabel("Reference").fill("INV-7731");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(form.getByText("The payment was recorded.")).toBeVisible();

  const row = page.getByTestId("general-row").filter({ hasText: vendor });
  await expect(row).toContainText(/-SGD\s?245\.80|SGD\s?-245\.80/);
  await row.getByRole("button", { name: /^Reverse / }).click();
  await page
    .getByRole("alertdialog", { name: "Reverse this payment?" })
    .getByRole("button", { name: "Reverse payment" })
    .click();
  await expect(row.getByText("Reversed", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Reverse / })).toHaveCount(0);
});

test("an investor sees the statements of the properties they hold, and not of others", async ({ page, browser }) => {
  await logIn(page, "investor@example.com");
  await page.goto("/dashboard/incomestatement");
  const subject = page.getByLabel("Statement of");
  const held = await subject
    .locator("optgroup[label='Properties'] option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(held.length).toBeGreaterThan(0);
  await subject.selectOption(held[0]!);
  await page.getByRole("button", { name: "Show statement" }).click();
  await expect(page.getByTestId("statement-title")).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();

  // A property of the same owner that the investor does not hold.
  const owner = await browser.newPage();
  await logIn(owner, "owner@example.com");
  await owner.goto("/dashboard/incomestatement");
  const owned = await owner
    .getByLabel("Statement of")
    .locator("optgroup[label='Properties'] option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const other = owned.find((value) => !held.includes(value))!;
  expect(other).toBeTruthy();
  await owner.close();

  await page.goto(`/dashboard/incomestatement?subject=${other}&from=${month}&to=${month}`);
  await expect(
    page.getByText("There is no statement to show: that property or organisation is not among yours."),
  ).toBeVisible();
  await expect(page.getByTestId("statement-title")).toHaveCount(0);
  const response = await page.request.get(
    `/dashboard/incomestatement/export?subject=${other}&from=${month}&to=${month}`,
  );
  expect(response.status()).toBe(404);
});

import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

/**
 * StayInvest payouts (DOMAIN.md StayInvest, Money), the same flow as a supplier's settlement: finance prepares the
 * latest month's distributions into a draft per investor, approves one, pays it with the bank transfer's reference,
 * and the investor finds it paid in their portfolio with its PDF. The demo already paid the month before.
 */
test("an accountant prepares, approves and pays an investor's payout, and the investor sees it paid", async ({
  browser,
}) => {
  test.slow(); // two people, a preparation, an approval, a payment and two PDFs
  const accountant = await browser.newPage();
  await logIn(accountant, "accountant@example.com");
  await accountant.goto("/dashboard/management");
  await accountant.getByRole("link", { name: /StayInvest payouts/ }).click();
  await expect(accountant).toHaveURL(/\/dashboard\/management\/investorPayouts$/);
  // The demo paid the older month: those rows are there, paid.
  await expect(accountant.getByTestId("investor-payout-row").filter({ hasText: "Paid" }).first()).toBeVisible();

  // The latest month (proposed) gathers what is not paid yet into drafts.
  await accountant.getByRole("button", { name: "Prepare payouts" }).click();
  await expect(accountant.getByRole("status").filter({ hasText: /prepared|Nothing new/ })).toBeVisible();
  const draft = accountant
    .getByTestId("investor-payout-row")
    .filter({ hasText: "Draft" })
    .filter({ hasText: "microinvestor@example.com" });
  await expect(draft).toHaveCount(1);
  await draft.getByRole("link").first().click();
  await expect(accountant).toHaveURL(/investorPayouts\?id=/);
  await expect(accountant.getByTestId("payout-status")).toContainText("Draft");

  await accountant.getByRole("button", { name: "Approve" }).click();
  await accountant.getByRole("alertdialog").getByRole("button", { name: "Yes, approve" }).click();
  await expect(accountant.getByTestId("payout-status")).toContainText("Approved");

  // A blank reference is refused at the field; nothing is paid.
  await accountant.getByRole("button", { name: /Mark paid/ }).click();
  await expect(accountant.getByLabel("Payment reference")).toHaveAttribute("aria-invalid", "true");
  await expect(accountant.getByTestId("payout-status")).toContainText("Approved");

  await accountant.getByLabel("Payment reference").fill("MBB E2E 0001");
  await accountant.getByRole("button", { name: /Mark paid/ }).click();
  await expect(accountant.getByTestId("payout-status")).toContainText("Paid");
  await expect(accountant.getByTestId("payout-status")).toContainText("MBB E2E 0001");
  const download = accountant.waitForEvent("download");
  await accountant.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^stayinvest-payout-\d{4}-\d{2}-[A-Z]{3}\.pdf$/);

  const investor = await browser.newPage();
  await logIn(investor, "microinvestor@example.com", { via: "/login/microinvestors" });
  await investor.goto("/dashboard/investmentPortfolio");
  const mine = investor.getByTestId("my-payout-row").filter({ hasText: "MBB E2E 0001" });
  await expect(mine).toContainText("Paid");
  const pdf = await investor.request.get((await mine.getByRole("link", { name: "PDF" }).getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});

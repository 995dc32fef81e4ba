import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";
import { untilHydrated } from "../support/pages";

// StayInvest: staff open and close an offering and run a month's distribution; the demo
// micro-investor buys units by card, finds them in the portfolio and keeps bank details, shown masked.
// Every run writes new rows (a new offering, a purchase, a month not distributed yet), so the suite re-runs.

/** The demo's open Kuala Lumpur offering (tests/fixtures/demo-invest.ts) is the one with 1,000 units. */
const DEMO_OPEN_SUMMARY = "a Kuala Lumpur apartment let by the night and the month";

function monthBefore(count: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1)).toISOString().slice(0, 7);
}

async function unitsHeld(page: Page): Promise<number> {
  await page.goto("/dashboard/investmentPortfolio");
  // The holdings table is drawn by React: read it once the page has woken up.
  await expect(page.getByRole("heading", { level: 1, name: "Investment portfolio" })).toBeAttached();
  await untilHydrated(page);
  const holdings = page.getByTestId("holdings");
  if ((await holdings.count()) === 0) return 0;
  const row = holdings.getByRole("row").filter({ hasText: "of 1000" });
  if ((await row.count()) === 0) return 0;
  return Number(/(\d+) of 1000/.exec(await row.innerText())![1]);
}

test("staff open an offering on a property, see it listed publicly, and close it after confirming", async ({
  page,
}) => {
  test.slow();
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/investors");
  await expect(page.getByRole("heading", { level: 1, name: "StayInvest offerings" })).toBeVisible();

  const form = page.getByRole("form", { name: "New offering" });
  // Bad input first: a clear message, nothing made.
  await form.getByLabel("Units issued").fill("0");
  await form.getByRole("button", { name: "Create offering" }).click();
  await expect(form.getByText("Enter a whole number of units, at least 1.")).toBeVisible();

  const option = form.getByLabel("Property").locator("option").first();
  const propertyTitle = (await option.innerText()).split(" · ")[0]!;
  await form.getByLabel("Property").selectOption((await option.getAttribute("value"))!);
  // Units unique to this run (not the demo's 1,000), so the rows of earlier runs on the same property differ.
  const units = String(500 + (Date.now() % 499));
  await form.getByLabel("Units issued").fill(units);
  await form.getByLabel(/^Unit price/).fill("150");
  await expect(form.getByLabel("Investors' share of net operating income (%)")).toHaveValue("50");
  await form.getByLabel("Summary for investors").fill(`E2E offering ${Date.now()}`);
  await form.getByRole("button", { name: "Create offering" }).click();
  await expect(form.getByText("The offering was created.")).toBeVisible();

  const row = page
    .getByTestId("offerings")
    .getByRole("row")
    .filter({ hasText: propertyTitle })
    .filter({ hasText: `/ ${units}` });
  await expect(row).toContainText("Open");
  await page.goto("/stay-invest");
  await expect(page.getByRole("heading", { name: "Own a share of the income of rental homes" })).toBeVisible();
  await expect(page.getByTestId("open-offering").filter({ hasText: propertyTitle })).toContainText(
    `${units} of ${units}`,
  );

  await page.goto("/dashboard/investors");
  await page
    .getByTestId("offerings")
    .getByRole("row")
    .filter({ hasText: propertyTitle })
    .filter({ hasText: `/ ${units}` })
    .getByRole("link")
    .click();
  const detail = page.getByTestId("offering-detail");
  await expect(detail.getByText("Nobody has bought units yet.")).toBeVisible();
  await detail.getByRole("button", { name: "Close offering" }).click();
  await detail.getByRole("button", { name: "Yes, close it" }).click();
  await expect(
    page
      .getByTestId("offerings")
      .getByRole("row")
      .filter({ hasText: propertyTitle })
      .filter({ hasText: `/ ${units}` }),
  ).toContainText("Closed");
});

test("the micro-investor buys units with the test card and sees them in the portfolio", async ({ page }) => {
  test.slow();
  await logIn(page, "microinvestor@example.com", {
    via: "/login/microinvestors",
    landsOn: "/dashboard/investmentPortfolio",
  });
  const before = await unitsHeld(page);

  await page.goto("/stay-invest");
  const offering = page.getByTestId("open-offering").filter({ hasText: DEMO_OPEN_SUMMARY });
  const buy = offering.getByRole("form", { name: "Buy units" });
  await buy.getByLabel("Units").fill("2");
  await buy.getByLabel("Name on card").fill("Angela Cruz");
  await buy.getByLabel("Card number").fill("4000 0000 0000 0002");
  await buy.getByLabel("Expiry (MM/YY)").fill("12/30");
  await buy.getByLabel("Security code").fill("123");
  await buy.getByRole("button", { name: /^Pay/ }).click();
  await expect(buy.getByRole("alert")).toContainText("declined");

  await buy.getByLabel("Card number").fill("4242 4242 4242 4242");
  await buy.getByRole("button", { name: /^Pay/ }).click();
  await expect(buy.getByText(/You bought 2 units for MYR\s?200\.00/)).toBeVisible();

  expect(await unitsHeld(page)).toBe(before + 2);
  await expect(page.getByRole("heading", { name: /Income statement/ }).first()).toBeVisible();
});

test("the micro-investor saves bank details and sees them masked, confirmed by email", async ({ page, request }) => {
  await logIn(page, "microinvestor@example.com", {
    via: "/login/microinvestors",
    landsOn: "/dashboard/investmentPortfolio",
  });
  await page.goto("/dashboard/investorBankDetails");
  const digits = String(Date.now()).slice(-10);
  const form = page.getByRole("form", { name: /bank details/ });
  await form.getByLabel("Account holder").fill("Angela Cruz");
  await form.getByLabel("Bank").fill("Maybank");
  await form.getByLabel("Account number or IBAN").fill("12");
  await form.getByLabel("SWIFT/BIC code").fill("MBBEMYKL");
  await form.getByRole("button", { name: /bank details/ }).click();
  await expect(form.getByText(/6 to 34 letters and digits/)).toBeVisible();

  await form.getByLabel("Account number or IBAN").fill(digits);
  await form.getByRole("button", { name: /bank details/ }).click();
  await expect(form.getByText(`Saved: Maybank, account •••• ${digits.slice(-4)}.`, { exact: false })).toBeVisible();
  await expect(page.getByTestId("account-masked")).toHaveText(`•••• ${digits.slice(-4)}`);
  await page.reload();
  await expect(page.getByTestId("account-masked")).toHaveText(`•••• ${digits.slice(-4)}`);
  expect(await page.content()).not.toContain(digits);

  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent("microinvestor@example.com")}`);
  expect(mailbox.ok()).toBe(true);
  const { emails } = (await mailbox.json()) as { emails: { kind: string; text: string }[] };
  const confirmation = emails.find((mail) => mail.kind === "investor-bank-details-changed");
  expect(confirmation?.text).toContain(`Now: Maybank, account •••• ${digits.slice(-4)}`);
  expect(JSON.stringify(emails)).not.toContain(digits);
});

test("staff preview a month's distribution, then post it", async ({ page }) => {
  test.slow();
  await logIn(page, "staff2@example.com");
  await page.goto("/dashboard/investors");
  await page
    .getByTestId("offerings")
    .getByRole("row")
    .filter({ hasText: "Kuala Lumpur" })
    .filter({ hasText: "/ 1000" })
    .getByRole("link")
    .click();
  const detail = page.getByTestId("offering-detail");
  await expect(detail.getByText(/largest remainder/)).toBeVisible();

  // Each month is distributed once: find the latest ended month not posted yet (the demo offering opened two years ago).
  const runner = detail.getByRole("form", { name: "Preview a distribution" });
  const preview = detail.getByTestId("distribution-preview");
  let month: string | null = null;
  for (let back = 1; back <= 23 && !month; back++) {
    await runner.getByLabel("Month").fill(monthBefore(back));
    await runner.getByRole("button", { name: "Preview distribution" }).click();
    await expect(preview).toContainText(`(${monthBefore(back)})`);
    if ((await preview.getByRole("button", { name: "Post distribution" }).count()) > 0) month = monthBefore(back);
  }
  expect(month, "a month left to distribute").not.toBeNull();
  const total = await preview.getByTestId("distribution-total").innerText();
  await preview.getByRole("button", { name: "Post distribution" }).click();
  await preview.getByRole("button", { name: "Yes, post it" }).click();
  await expect(detail.getByText(`The distribution of ${month} was posted: ${total} to holders.`)).toBeVisible();
  await expect(preview.getByText(/^Posted on/)).toBeVisible();
  await expect(detail.getByTestId("distributions").getByRole("row").filter({ hasText: month! })).toBeVisible();

  // A month that has not ended is refused with a reason.
  await runner.getByLabel("Month").fill(new Date().toISOString().slice(0, 7));
  await runner.getByRole("button", { name: "Preview distribution" }).click();
  await expect(detail.getByText(/is not closed yet/)).toBeVisible();
});

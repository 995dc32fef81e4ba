import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Affiliates. Staff add a partner; a visitor arriving with ?aff=CODE is counted as a click.

test("staff create an affiliate, and a visit with ?aff= is counted as its click", async ({ page, browser }) => {
  test.slow();
  const code = `e2e-${Date.now().toString(36)}`;
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/affiliates");
  await expect(page.getByRole("heading", { level: 1, name: "Affiliates" })).toBeVisible();
  const form = page.getByRole("form", { name: "Add an affiliate" });
  await form.getByLabel("Name").fill(`Island Hopper ${code}`);
  await form.getByLabel("Tracking code").fill(code);
  await form.getByLabel("Contact email").fill("partners@islandhopper.example");
  await form.getByRole("button", { name: "Add affiliate" }).click();
  await expect(page.getByText(`Their links end in ?aff=${code}.`)).toBeVisible();
  // Visible rows only: while React streams the page after a reload, a finished part waits in a hidden copy (`<div
  // hidden id="S:0">`) until it is revealed, and for that moment the row is in the page twice.
  const row = page.locator(`tr[data-affiliate="${code}"]`).filter({ visible: true });
  await expect(row.locator('[data-label="clicks"]')).toHaveText("0");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/thecoliving?aff=${code}`);
  // The visitor lands on the page without the code; only the click's id is kept, in a cookie.
  await expect(visitorPage).toHaveURL((url) => url.pathname === "/thecoliving" && !url.searchParams.has("aff"));
  const cookie = (await visitor.cookies()).find((each) => each.name === "staysia_aff");
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
  await visitor.close();

  await page.reload();
  await expect(row.locator('[data-label="clicks"]')).toHaveText("1");
});

test("an ended month's commission is prepared as a statement, approved, paid with a reference, and printed", async ({
  page,
}) => {
  test.slow(); // four steps, each a function and a refresh
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/affiliates");
  // The demo has ended months with commission and no statement yet.
  const prepare = page.getByRole("button", { name: /^Prepare the statement of / }).first();
  const row = page.locator("tr[data-commission-month]").filter({ has: prepare });
  const key = (await row.getAttribute("data-commission-month"))!;
  const month = page.locator(`tr[data-commission-month="${key}"]`);
  await prepare.click();
  await expect(month.getByTestId("affiliate-statement")).toHaveAttribute("data-status", "draft");

  await month.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, approve" }).click();
  await expect(month.getByTestId("affiliate-statement")).toHaveAttribute("data-status", "approved");

  const reference = `FPX-${Date.now().toString(36)}`;
  await month.getByLabel("Payment reference").fill(reference);
  await month.getByRole("button", { name: /^Mark paid/ }).click();
  await expect(month.getByTestId("affiliate-statement")).toHaveAttribute("data-status", "paid");
  await expect(month).toContainText(reference);

  const pdf = await page.request.get((await month.getByRole("link", { name: "PDF" }).getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});

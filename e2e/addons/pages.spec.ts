import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/accessibility";
import { logIn, uniquePhone } from "../support/identity";
import { guestAddonOrder } from "../support/addons";

// The demo's tours, transfers and meals on the public pages and on their suppliers' dashboards, and
// no serious accessibility violation on any of them.

test("a visitor finds tours, transfers and meals, filtered by kind, and is asked to sign in to book", async ({
  page,
}) => {
  await page.goto("/stay-connect");
  await page.getByRole("link", { name: "Book a tour, transfer or meal on its own" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tours, transfers and meals" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Batu Caves half-day tour" })).toContainText("RM 120");
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Airport transfers" }).click();
  await expect(page.getByRole("link", { name: "KLIA airport transfer to Kuala Lumpur" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Batu Caves half-day tour" })).toHaveCount(0);
  await page.getByRole("link", { name: "KLIA airport transfer to Kuala Lumpur" }).click();
  await expect(page.getByText("KLIA Terminal 1, KLIA2, KL Sentral, Bukit Bintang")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to book" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a guest sees a transfer's order form with its pickup zones; a declined card leaves the form for another try", async ({
  page,
}) => {
  await logIn(page, "roomer@example.com");
  await page.goto("/experiences?kind=airport_transfer");
  await page.getByRole("link", { name: "Suvarnabhumi airport transfer" }).click();
  const form = page.getByRole("form", { name: "Book" });
  await expect(form.getByLabel("Pickup zone")).toContainText("Sukhumvit");
  await expectNoSeriousViolations(page);
  await form.getByLabel("Pickup time (local)").fill("23:58");
  await form.getByLabel("Flight number").fill("TG 415");
  await form.getByLabel("Phone").fill("+66812345678");
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay/ }).click();
  await expect(form.getByRole("alert").filter({ hasText: /declined/ })).toBeVisible();
  await expect(form.getByRole("button", { name: /^Pay/ })).toBeEnabled();
});

test("suppliers see their own products and orders: transfers with flights and pickups, meals with their orders", async ({
  page,
  browser,
}) => {
  // Two suppliers, five pages and three accessibility scans in one flow: more than the default time.
  test.slow();
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/transfers");
  const transfer = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "KLIA airport transfer to Kuala Lumpur" }) });
  await expect(transfer).toContainText("Pickup zones: KLIA Terminal 1, KLIA2, KL Sentral, Bukit Bintang");
  await expect(page.getByRole("heading", { name: "Penang airport transfer" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.goto("/dashboard/airportTransfers");
  const orders = page.getByRole("table");
  await expect(orders.getByRole("row").nth(1)).toContainText("KLIA airport transfer to Kuala Lumpur");
  await expect(orders.getByRole("columnheader", { name: "Flight and pickup" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Past" }).click();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "Done" }).first()).toBeVisible();

  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await logIn(host, "host@example.com");
  await host.goto("/dashboard/meals");
  await expect(host.getByRole("heading", { name: "Penang street-food dinner walk" })).toBeVisible();
  await expect(host.getByRole("heading", { name: "Meal orders" })).toBeVisible();
  await expect(host.getByRole("table").last().getByRole("row").nth(1)).toContainText("Penang street-food dinner walk");
  await expect(host.getByRole("heading", { name: "Batu Caves half-day tour" })).toHaveCount(0);
  await expectNoSeriousViolations(host);
  await hostContext.close();
});

test("a card that asks its holder to confirm: the gateway's page, then the order among the guest's own", async ({
  page,
}) => {
  await logIn(page, "roomer@example.com");
  await page.goto("/experiences?kind=day_tour");
  await page.getByRole("link", { name: "Batu Caves half-day tour" }).click();
  const form = page.getByRole("form", { name: "Book" });
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("Card number").fill("4000 0000 0000 3220");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/pay\/confirm\/tc_/);
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await expect(page.getByTestId("confirm-amount")).toContainText("MYR 120.00");
  const forWhat = page.getByText(/Batu Caves half-day tour \(AO-[A-Z0-9]{6}\)/);
  await expect(forWhat).toBeVisible();
  const reference = /AO-[A-Z0-9]{6}/.exec(await forWhat.innerText())![0];
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/bookings\?tab=addons$/);
  const order = await guestAddonOrder(page, reference);
  await expect(order).toContainText("Batu Caves half-day tour");
  await expect(order).toContainText("Scheduled");
});

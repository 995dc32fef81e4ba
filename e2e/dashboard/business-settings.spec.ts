import { expect, test, type Page } from "@playwright/test";
import { asAnotherUser, dashboardNav, expectPath, logIn } from "../support/identity";

/*
 * Staff change the guest service fee, and switch a stay tax off, from today (More → Others → Business settings): a
 * new quote charges the change, and a booking made before keeps the price it was charged. The settings are the whole marketplace's, so this spec runs
 * in its own Playwright project after every other (playwright.config.ts): no other spec sees a changed fee. It
 * puts the default back at the end, as a version of its own (versions are never deleted).
 */
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A stay far beyond the demo's bookings, on random dates, so a re-run never meets an earlier run's stay. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

/** Opens the checkout of the first instant-book flat in Kuala Lumpur for the stay. */
async function openCheckout(page: Page, [checkIn, checkOut]: [string, string]): Promise<void> {
  await page.goto(
    `/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
}

/** Staff save one service fee (a percentage) from today, with a reason, and wait for the page to say so. */
async function saveServiceFee(page: Page, percent: string, reason: string): Promise<void> {
  const form = page.getByRole("form", { name: "Change the settings" });
  await form.getByLabel("Guest service fee").fill(percent);
  await form.getByLabel("Why").fill(reason);
  await form.getByRole("button", { name: "Save the settings" }).click();
  await expect(form.getByRole("status")).toContainText(/Version \d+ saved, in force now\./);
}

test("staff change the service fee from today: a new quote charges it, an older booking keeps its price", async ({
  page,
  browser,
}) => {
  test.slow(); // a booking, a staff change and a second checkout
  await logIn(page, "roomer@example.com");

  // A booking made before the change.
  await openCheckout(page, farStay(3));
  await expect(page.getByText("Service fee (5%)")).toBeVisible();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByLabel("Phone", { exact: true }).fill("+60123450009");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  const bookingUrl = page.url();

  const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
  try {
    const { nav } = dashboardNav(staff.page);
    await nav.getByRole("button", { name: /^More/ }).click();
    await nav.getByRole("group", { name: "Others" }).getByRole("menuitem", { name: "Business settings" }).click();
    await expectPath(staff.page, "/dashboard/businessSettings");
    const inForce = staff.page.getByRole("table", { name: "Settings in force" });
    await expect(inForce.getByTestId("setting-serviceFeeBasisPoints")).toContainText("5%");

    // A reason of this run's own, so a re-run on the same database finds its own version in the history.
    const reason = `Service fee up to 7% from today (${Date.now().toString(36)})`;
    await saveServiceFee(staff.page, "7", reason);
    await expect(inForce.getByTestId("setting-serviceFeeBasisPoints")).toContainText("7%");
    const history = staff.page.getByRole("table", { name: "History of the settings" });
    const latest = history.getByRole("row").filter({ hasText: reason });
    await expect(latest).toContainText("Guest service fee: 5% → 7%");
    await expect(latest).toContainText("In force");
    await expect(latest).toContainText("staff1@example.com");

    // A new quote charges the new fee.
    await openCheckout(page, farStay(4));
    await expect(page.getByText("Service fee (7%)")).toBeVisible();

    // The booking made before keeps the price it was charged.
    await page.goto(bookingUrl);
    await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
    await expect(page.getByText("Service fee (5%)")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(total);
  } finally {
    await saveServiceFee(staff.page, "5", "Back to the default fee");
    await staff.close();
  }
});

/** Staff set Malaysia's tourism tax charged or not from today, with a reason, and wait for the page to say so. */
async function chargeTourismTax(page: Page, charged: boolean, reason: string): Promise<void> {
  const form = page.getByRole("form", { name: "Change the settings" });
  const tax = form.getByRole("group", { name: "Stay tax 1" });
  await expect(tax.getByLabel("Name on the guest's price")).toHaveValue("Tourism tax");
  await tax.getByLabel("Charge this tax").setChecked(charged);
  await form.getByLabel("Why").fill(reason);
  await form.getByRole("button", { name: "Save the settings" }).click();
  await expect(form.getByRole("status")).toContainText(/Version \d+ saved, in force now\./);
}

test("staff switch Malaysia's tourism tax off from today: the checkout stops asking and charging it, an older booking keeps it", async ({
  page,
  browser,
}) => {
  test.slow(); // a booking, a staff change and a second checkout
  await logIn(page, "roomer@example.com");

  // A foreign guest's booking made before the change pays the tax.
  await openCheckout(page, farStay(3));
  await page.getByLabel("Nationality", { exact: true }).selectOption({ label: "United Kingdom" });
  await expect(page).toHaveURL((url) => url.searchParams.get("nationality") === "GB");
  const prices = page.getByRole("table", { name: "Price of this stay" });
  await expect(prices.getByText("Tourism tax", { exact: true })).toBeVisible();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByLabel("Phone", { exact: true }).fill("+60123450009");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  const bookingUrl = page.url();

  const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
  try {
    await staff.page.goto("/dashboard/businessSettings");
    const form = staff.page.getByRole("form", { name: "Change the settings" });
    const tax = form.getByRole("group", { name: "Stay tax 1" });
    // The rule is data, checked as the function checks it.
    await tax.getByLabel("Amount per room and night").fill("ten");
    await form.getByLabel("Why").fill("A typo first");
    await form.getByRole("button", { name: "Save the settings" }).click();
    await expect(tax.getByText("Enter an amount in MYR.")).toBeVisible();
    await tax.getByLabel("Amount per room and night").fill("10.00");

    const reason = `Tourism tax off from today (${Date.now().toString(36)})`;
    await chargeTourismTax(staff.page, false, reason);
    const history = staff.page.getByRole("table", { name: "History of the settings" });
    await expect(history.getByRole("row").filter({ hasText: reason })).toContainText(
      "Stay taxes: Tourism tax: not charged",
    );

    // A new checkout in Kuala Lumpur neither asks nor charges.
    await openCheckout(page, farStay(4));
    await expect(page.getByLabel("Nationality", { exact: true })).toHaveCount(0);
    await expect(prices.getByText("Tourism tax", { exact: true })).toHaveCount(0);

    // The booking made before keeps the tax it was charged.
    await page.goto(bookingUrl);
    await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
    await expect(page.getByText("Tourism tax", { exact: true })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(total);
  } finally {
    await staff.page.goto("/dashboard/businessSettings");
    await chargeTourismTax(staff.page, true, "Tourism tax charged again");
    await staff.close();
  }
});

test("the business settings page is staff's only: anyone else is sent to their own home page", async ({ page }) => {
  await logIn(page, "roomer@example.com");
  await page.goto("/dashboard/businessSettings");
  await expect(page).not.toHaveURL(/businessSettings/);
});

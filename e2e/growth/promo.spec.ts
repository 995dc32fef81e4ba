import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Promo codes: staff create a code on /dashboard/promocodes; a guest applies it at checkout, sees the
// discount line, pays the discounted total, and the code's usage report counts the redemption.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A page in a browser context of its own (a second person), with the project's address and headers. */
async function personPage(browser: Browser): Promise<Page> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use;
  return (await browser.newContext({ baseURL, extraHTTPHeaders, locale: "en-US" })).newPage();
}

/** Dates far beyond the demo's bookings, random so re-runs on the same database never collide. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

async function openCheckout(page: Page, city: string, [checkIn, checkOut]: [string, string]): Promise<void> {
  await page.goto(
    `/findahome?city=${encodeURIComponent(city)}&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
}

test("staff create a code; a guest books with it, sees the discount line and pays the discounted total", async ({
  browser,
}) => {
  test.slow(); // two people, several pages, a payment
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const staff = await personPage(browser);
  await logIn(staff, "staff1@example.com");
  await staff.goto("/dashboard/promocodes");
  await expect(staff.getByRole("heading", { level: 1, name: "Promo codes" })).toBeAttached();
  const create = staff.getByRole("form", { name: "Create a promo code" });
  await create.getByLabel("Code").fill(code);
  await create.getByLabel("Description").fill("End-to-end test code");
  await create.getByLabel("Percent off the stay").fill("20");
  await create.getByLabel("First day").fill(today);
  await create.getByLabel("Last day").fill(until);
  await create.getByLabel("Total cap").fill("3");
  await create.getByRole("button", { name: "Create promo code" }).click();
  await expect(create.getByRole("status")).toHaveText(`Promo code ${code} created.`);
  const row = staff.getByTestId(`promo-${code}`);
  await expect(row).toContainText("20% off the stay");
  await expect(row).toContainText("3 in all");
  await expect(row).toContainText("Active");

  const guest = await personPage(browser);
  await logIn(guest, "roomer@example.com");
  await openCheckout(guest, "Kuala Lumpur", farStay(3));
  const before = (await guest.getByTestId("checkout-total").textContent())!.trim();

  // A wrong code is refused with its reason; the price is unchanged.
  await guest.getByLabel("Promo code", { exact: true }).fill("NOSUCHCODE9");
  await guest.getByRole("button", { name: "Apply" }).click();
  await expect(
    guest.getByRole("alert").filter({ hasText: "There is no promo code NOSUCHCODE9. Check the spelling." }),
  ).toBeVisible();
  await expect(guest.getByTestId("checkout-total")).toHaveText(before);

  await guest.getByLabel("Promo code", { exact: true }).fill(code.toLowerCase());
  await guest.getByRole("button", { name: "Apply" }).click();
  await expect(guest.getByTestId("promo-code")).toContainText(`Promo code ${code} applied.`);
  await expect(guest.getByRole("rowheader", { name: `Promo code ${code} (20% off the stay)` })).toBeVisible();
  const total = (await guest.getByTestId("checkout-total").textContent())!.trim();
  expect(total).not.toBe(before);

  await guest.getByLabel("Phone", { exact: true }).fill("+60123450002");
  await guest.getByLabel("Card number").fill("4242 4242 4242 4242");
  await guest.getByLabel("Expiry (MM/YY)").fill("12/34");
  await guest.getByLabel("Security code (CVC)").fill("123");
  await guest.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(guest).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(guest.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  await expect(guest.getByRole("rowheader", { name: `Promo code ${code} (20% off the stay)` })).toBeVisible();
  await expect(guest.getByTestId("checkout-total")).toHaveText(total);

  // The usage report counts it, with the discount in the place's currency.
  await staff.reload();
  await expect(staff.getByTestId(`promo-${code}`).getByRole("cell").nth(4)).toHaveText("1");
  await expect(staff.getByTestId(`promo-${code}`)).toContainText("MYR");
});

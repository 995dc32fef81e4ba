import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Referral credit (docs/REFERRAL-CREDIT.md): roomer@example.com earned credit when a friend they invited completed
// a first stay (the demo). At checkout they tick "Use my referral credit", see the lower amount to pay, pay it,
// and the outcome and the profile show what the credit paid and what is left.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** Dates far beyond the demo's bookings, random so re-runs on the same database never collide. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

/** An amount as the page writes it ("RM 1,234.50") in minor units. */
function minorOf(text: string): number {
  const digits = text.replace(/[^\d.]/g, "");
  return Math.round(Number(digits) * 100);
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

test("a guest pays part of a stay with referral credit, is charged the rest, and the profile shows the new balance", async ({
  page,
}) => {
  test.slow(); // the profile, a checkout, a payment and the profile again
  await logIn(page, "roomer@example.com");

  await page.goto("/dashboard/profile");
  const panel = page.getByTestId("referral-credit-panel");
  await expect(panel.getByRole("heading", { name: "Referral credit" })).toBeVisible();
  const before = (await panel.getByTestId("referral-credit-balance").textContent())!.trim();
  expect(minorOf(before)).toBeGreaterThan(0);
  await expect(panel.getByTestId("referral-credit-grant").first()).toContainText("Active");

  await openCheckout(page, "Kuala Lumpur", farStay(3));
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  const option = page.getByRole("checkbox", { name: /^Use my referral credit \(RM [\d,.]+ available\)$/ });
  await expect(option).toBeVisible();
  await option.check();
  const applied = (await page.getByTestId("referral-credit-applied").textContent())!.trim();
  const toPay = (await page.getByTestId("referral-credit-to-pay").textContent())!.trim();
  expect(minorOf(applied)).toBeGreaterThan(0);
  expect(minorOf(toPay)).toBe(minorOf(total) - minorOf(applied));

  await page.getByLabel("Phone", { exact: true }).fill("+60123450003");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${toPay}` }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  await expect(page.getByTestId("checkout-total")).toHaveText(total);
  await expect(page.getByTestId("result-referral-credit")).toContainText("Paid with referral credit");
  await expect(page.getByTestId("result-referral-credit")).toContainText(applied);
  await expect(page.getByTestId("result-charged")).toHaveText(toPay);

  await page.goto("/dashboard/profile");
  await expect(panel.getByTestId("referral-credit-balance")).not.toHaveText(before);
  const use = panel.getByTestId("referral-credit-use").filter({ hasText: reference });
  await expect(use).toContainText("Spent");

  // /bookings says what the credit paid; cancelling there shows first how much comes back as credit and how much
  // to the card, then gives the credit's share back (this run leaves credit for the next on the same data).
  const entry = await bookingOnList(page, reference);
  await expect(entry.getByTestId("paid-with-credit")).toHaveText(
    // The checkout's line takes it off the total ("−RM 89.20"); the list names the amount.
    `Paid with referral credit: ${applied.replace(/^[−-]/, "")}`,
  );
  await entry.getByRole("button", { name: `Cancel booking ${reference}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
  const split = /Of this, (RM\s[\d,.]+) returns to your referral credit and (RM\s[\d,.]+) to your card\./;
  await expect(confirm.getByTestId("cancel-preview")).toContainText(split);
  const [, credit, card] = split.exec((await confirm.getByTestId("cancel-preview").textContent())!)!;
  expect(minorOf(credit!)).toBeGreaterThan(0);
  expect(minorOf(card!)).toBeLessThanOrEqual(minorOf(toPay));
  await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(entry.getByTestId("cancel-result")).toContainText(`returns to your referral credit`);

  await page.goto("/dashboard/profile");
  await expect(panel.getByTestId("referral-credit-use").filter({ hasText: reference })).toContainText(
    "Booking cancelled",
  );
});

/** The booking's entry on /bookings, through its pages of upcoming stays (soonest first; this one is far ahead). */
async function bookingOnList(page: Page, reference: string) {
  await page.goto("/bookings");
  for (let shown = 1; ; shown += 1) {
    const entry = page.getByTestId("guest-booking").filter({ hasText: reference });
    await expect(page.getByTestId("guest-booking").first()).toBeVisible();
    if ((await entry.count()) > 0) return entry;
    const next = page.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) throw new Error(`${reference} is not on /bookings`);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`page=${shown + 1}$`));
  }
}

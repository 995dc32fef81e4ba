import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// docs/DEPOSITS.md: a guest books the demo's place that takes a deposit (30 % now, the rest 14 days before
// arrival), sees what is due and by when, and pays the balance early from /bookings.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A stay far beyond the demo's bookings, on random dates so that a re-run never meets its own earlier booking. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

/**
 * Opens the checkout of the Kota Kinabalu place whose checkout offers a deposit (the demo seeds one), for a week on
 * random far dates; other dates when that place is taken on the first ones (other specs book Kota Kinabalu too, on
 * random dates of their own: CI met such a clash once).
 */
async function openDepositCheckout(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // A week: every kind of place takes it (co-living asks at least 7 nights).
    if (await depositCheckoutOn(page, farStay(7))) return;
    if (attempt === 3) throw new Error("No place in Kota Kinabalu took a deposit on three sets of dates");
  }
}

/** Whether the deposit place's checkout opened for these dates. */
async function depositCheckoutOn(page: Page, [checkIn, checkOut]: [string, string]): Promise<boolean> {
  // Instant book only: the demo's deposit place books at once (tests/fixtures/demo.ts).
  await page.goto(
    `/findahome?city=${encodeURIComponent("Kota Kinabalu")}&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const links = await page
    .getByTestId("search-result")
    .getByRole("link")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href).filter((href) => href.includes("/products/")),
    );
  expect(links.length).toBeGreaterThan(0);
  for (const href of [...new Set(links)]) {
    await page.goto(href);
    const book = page.getByRole("link", { name: "Book", exact: true });
    if (!(await book.isVisible())) continue;
    await book.click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
    if (await page.getByTestId("checkout-deposit").isVisible()) return true;
  }
  return false;
}

test("a guest pays a 30 % deposit, sees the balance and its day, and pays the balance early from /bookings", async ({
  page,
}) => {
  test.slow(); // a search over a city's places, a checkout and a payment
  await logIn(page, "roomer@example.com");
  await openDepositCheckout(page);
  const plan = page.getByTestId("checkout-deposit");
  await expect(plan).toContainText(
    /^Pay 30 % now \(.+\), the rest \(.+\) by .+ — charged automatically to this card\.$/,
  );
  const now = /now \((.+?)\)/.exec((await plan.textContent())!)![1]!;

  await page.getByLabel("Phone", { exact: true }).fill("+60123450003");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${now}` }).click();

  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByTestId("result-deposit-paid")).toHaveText(now);
  const balance = (await page.getByTestId("result-balance").textContent())!.trim();
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  await page.goto("/bookings");
  const entry = page.getByTestId("guest-booking").filter({ hasText: reference });
  // Upcoming first, ten a page: the demo guest has many, and this stay is months away.
  await expect(page.getByTestId("guest-booking").first()).toBeVisible();
  for (let turn = 0; turn < 12 && (await entry.count()) === 0; turn++) {
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText(/Page \d+ of \d+/).first()).toContainText(`Page ${turn + 2} of`);
  }
  await expect(entry.getByTestId("balance-due")).toContainText(`Balance due: ${balance} by`);
  await expect(entry.getByTestId("balance-due")).toContainText("charged automatically to the card");
  await entry.getByRole("button", { name: `Pay the balance of ${reference}` }).click();
  await expect(entry.getByTestId("balance-paid")).toHaveText(`Balance of ${balance} paid.`);
});

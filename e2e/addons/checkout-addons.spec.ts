import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// One checkout sells a stay with an add-on. The demo guest adds the demo Batu Caves tour (departures
// every day for four weeks) to a Kuala Lumpur stay, sees it as a line of the summary, and pays for both at once
// (an instant-book place is confirmed; a place on request is authorised and sent to the host).
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** Two nights a few days to three weeks ahead (inside the demo tour's schedule), random so re-runs do not collide. */
function nearStay(): [string, string] {
  const start = Date.now() + (4 + Math.floor(Math.random() * 17)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(2)];
}

test("a guest adds a day tour to a stay at checkout and pays for both in one payment", async ({ page }) => {
  test.slow(); // search, product page, checkout and payment
  await logIn(page, "roomer@example.com");
  // The demo's near dates are busy: a few random stays are tried until the search finds a free place. The search
  // lists only places whose quote accepts the stay (the same minimum stay: catalogue/min-stay.ts), so the first
  // result's product page offers "Book"; several Kuala Lumpur places ask for more than two nights.
  const result = page.getByTestId("search-result");
  for (let attempt = 0; attempt < 8; attempt++) {
    const [checkIn, checkOut] = nearStay();
    await page.goto(`/findahome?city=Kuala%20Lumpur&checkIn=${checkIn}&checkOut=${checkOut}`);
    await expect(result.first().or(page.getByText("Nothing is free for this search."))).toBeVisible();
    if ((await result.count()) > 0) break;
  }
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  // Whichever place is free, instant book or on request, sells the tour with it.
  await page.getByRole("link", { name: /^(Book|Request to book)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^(Confirm and pay|Request to book)$/ })).toBeVisible();

  const offers = page.getByRole("group", { name: "Add to your stay" });
  await expect(offers).toBeVisible();
  // The offer shows the tour's cover photo (the demo's, drawn at seed time).
  await expect(
    offers.getByTestId("addon-offer").filter({ hasText: "Batu Caves half-day tour" }).getByTestId("addon-offer-cover"),
  ).toHaveAttribute("src", /^\/api\/files\/addons\/.+\.webp$/);
  await offers.getByRole("checkbox", { name: /Batu Caves half-day tour/ }).check();
  const departure = offers.getByLabel("Departure");
  await expect(departure).toBeVisible();
  await departure.selectOption({ index: 0 });
  await offers.getByLabel("Persons").fill("2");

  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("summary-line")).toContainText("Batu Caves half-day tour × 2");
  const total = (await summary.getByTestId("summary-total").textContent())!.trim();
  // The pay button names the same total (its accessible name has plain spaces where the amount has a no-break one).
  const amount = total.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s");

  await page.getByLabel("Phone", { exact: true }).fill("+60123456789");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page
    .getByRole("button", {
      name: new RegExp(`^(Pay|Request to book ·)\\s${amount}$`),
    })
    .click();

  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", /^(confirmed|requested)$/);
  await expect(page.getByText("Batu Caves half-day tour × 2")).toBeVisible();

  // The guest's tours, transfers and meals list the tour with a link to this stay.
  const stay = new URL(page.url()).pathname.split("/").pop()!;
  await page.goto("/bookings?tab=addons");
  const order = page.getByTestId("guest-addon-order").filter({ hasText: stay });
  await expect(page.getByTestId("guest-addon-order").first()).toBeVisible();
  // Upcoming first, twenty a page: the demo guest has many orders.
  for (let turn = 0; turn < 5 && (await order.count()) === 0; turn++) {
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText(/Page \d+ of \d+/)).toContainText(`Page ${turn + 2} of`);
  }
  await expect(order).toContainText("Batu Caves half-day tour");
  await expect(order).toContainText("2 people");
  await order.getByRole("link", { name: stay }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${stay}$`));
});

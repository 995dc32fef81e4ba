import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Occupancy (docs/OCCUPANCY.md): a family picks 2 adults and 2 children aged 4 and 9 in the search bar's occupancy
// control, finds a family flat, sees the extra-child line in its price, and books it; a party the place cannot take
// is told why. The demo's flats of 2 bedrooms or more price 2 guests and charge extra children by the night.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** Dates far beyond the demo's bookings, random so that a re-run on the same database finds them free. */
function farStay(nights: number): [string, string] {
  // 450 days on: clear of the fixed dates of product.spec.ts (220 days ahead) on a shared e2e database.
  const start = Date.now() + (450 + Math.floor(Math.random() * 80)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

/** Opens the page's occupancy control (one adult, no children) and adds adults and children with their ages. */
async function chooseFamily(page: Page, adults: number, ages: number[]): Promise<void> {
  const toggle = page.getByTestId("occupancy-toggle");
  await expect(toggle).toBeEnabled();
  await toggle.click();
  const panel = page.getByRole("group", { name: "Guests" });
  for (let n = 1; n < adults; n++) await panel.getByRole("button", { name: "Add an adult" }).click();
  for (const [index, age] of ages.entries()) {
    await panel.getByRole("button", { name: "Add a child" }).click();
    await panel.getByLabel(`Age of child ${index + 1}`).selectOption(String(age));
  }
  await panel.getByRole("button", { name: "Done" }).click();
  await expect(panel).toHaveCount(0);
}

test("a family of 2 adults and 2 children searches, sees the extra-child line, and books with the ages kept", async ({
  page,
  browser,
}) => {
  test.slow(); // search, product page, checkout and payment
  const [checkIn, checkOut] = farStay(3);
  await logIn(page, "roomer@example.com");
  await page.goto(
    `/findahome?city=Kuala+Lumpur&type=apartment&type=condo&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await chooseFamily(page, 2, [4, 9]);
  await expect(page.getByTestId("occupancy-toggle")).toContainText("2 adults, 2 children");
  await page.getByRole("button", { name: "Search" }).click();
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return [url.searchParams.get("adults"), url.searchParams.get("children"), url.searchParams.get("ages")];
    })
    .toEqual(["2", "2", "4,9"]);

  // The results carry the family onto the product page, whose price names the extra children's rule.
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+\?.*adults=2&children=2&ages=4(,|%2C)9/);
  await expect(page.getByTestId("occupancy-facts")).toContainText("The price includes 2 guests.");
  const quote = page.getByTestId("quote");
  await expect(quote).toContainText("2 extra children × 3 nights (under 2 free)");
  await expect(page.getByTestId("occupancy-toggle")).toContainText("2 adults, 2 children");

  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/checkout" && url.searchParams.get("ages") === "4,9");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
  await expect(page.getByTestId("checkout-occupancy")).toContainText("2 adults, 2 children");
  await expect(page.getByText("2 extra children × 3 nights (under 2 free)")).toBeVisible();
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByLabel("Phone", { exact: true }).fill("+60123450002");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  const outcome = page.getByTestId("checkout-outcome");
  await expect(outcome).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByText("2 adults, 2 children (ages 4, 9)").first()).toBeVisible();
  const reference = page.url().match(/BK-[A-Z0-9]{6}/)![0];

  // Found by its reference and email on /bookings (as anyone finds a booking), the family is shown as booked.
  const visitor = await browser.newPage();
  await visitor.goto("/bookings");
  await visitor.getByLabel("Booking reference").fill(reference);
  await visitor.getByLabel("Email used for the booking").fill("roomer@example.com");
  await visitor.getByRole("button", { name: "Find booking" }).click();
  const found = visitor.getByTestId("guest-booking");
  await expect(found.getByTestId("booking-reference")).toHaveText(reference);
  await expect(found).toContainText("2 adults, 2 children (ages 4, 9)");
  await visitor.close();
});

test("a party the place cannot take is told why, and the control keeps to the place's maxima", async ({ page }) => {
  const [checkIn, checkOut] = farStay(2);
  await page.goto(`/findahome?city=Kuala+Lumpur&type=apartment&type=condo&checkIn=${checkIn}&checkOut=${checkOut}`);
  const href = (await page.getByTestId("search-result").first().getByRole("link").getAttribute("href"))!;
  const id = href.match(/\/products\/([0-9a-f-]+)/)![1]!;
  // Nine adults: more than any of the demo's flats sleeps.
  await page.goto(`/products/${id}?mode=nightly&checkIn=${checkIn}&checkOut=${checkOut}&adults=9`);
  await expect(page.getByTestId("quote").getByRole("alert")).toHaveText(
    /^This place (sleeps|takes) at most \d+ (guests|adults)\.$/,
  );
  await expect(page.getByRole("link", { name: /^(Book|Request to book)$/ })).toHaveCount(0);
  // Fewer adults from the control: the price comes back.
  await page.getByTestId("occupancy-toggle").click();
  const panel = page.getByRole("group", { name: "Guests" });
  await expect(panel.getByRole("button", { name: "Add an adult" })).toBeDisabled();
  for (let n = 9; n > 2; n--) await panel.getByRole("button", { name: "Remove an adult" }).click();
  await panel.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await expect(page).toHaveURL(/adults=2/);
});

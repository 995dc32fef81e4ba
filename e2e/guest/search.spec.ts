import { expect, test, type Page } from "@playwright/test";
import { pickDates } from "../support/date-picker";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// The guest search on /findahome, its country variants, /products, /thecoliving and /search-space.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A date this many days from today (the demo's bookings stop about six months ahead). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const results = (page: Page) => page.getByTestId("search-result");
const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /stays? in|No stays found/ });

test("searching a city for dates shows what is free there, priced for the whole stay", async ({ page }) => {
  await page.goto("/findahome");
  await page.getByLabel("Where").fill("Penang");
  await pickDates(page, inDays(200), inDays(203));
  await page.getByRole("button", { name: "Search" }).click();
  // The whole search lives in the URL (a plain GET form, so it is shareable and works without JavaScript).
  await expect(page).toHaveURL((url) => {
    const query = url.searchParams;
    return (
      url.pathname === "/findahome" &&
      query.get("city") === "Penang" &&
      query.get("checkIn") === inDays(200) &&
      query.get("checkOut") === inDays(203)
    );
  });
  await expect(heading(page)).toContainText(/\d+ stays? in Penang/);
  const first = results(page).first();
  await expect(first).toContainText("Penang, Malaysia");
  await expect(first.getByTestId("stay-total")).toContainText("3 nights, all fees");
  await expect(first.getByTestId("stay-total")).toContainText("charged in MYR");
  // The card opens the product page with the same stay.
  await first.getByRole("link").click();
  await expect(page).toHaveURL(
    new RegExp(`/products/[0-9a-f-]+\\?mode=nightly&checkIn=${inDays(200)}&checkOut=${inDays(203)}`),
  );
  await expect(page.getByTestId("quote-total")).toBeVisible();
});

test("filters narrow the results, live in the URL, and the back button brings the last search back", async ({
  page,
}) => {
  await page.goto("/products?sort=price_asc");
  const total = Number((await heading(page).textContent())?.match(/([\d,]+) stays/)?.[1]?.replace(/,/g, ""));
  expect(total).toBeGreaterThan(24);
  await page.getByText("Filters and sorting").click();
  await page.getByLabel("Highest").fill("60");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/maxPrice=60/);
  const filtered = Number((await heading(page).textContent())?.match(/([\d,]+) stays?/)?.[1]?.replace(/,/g, ""));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  // Every result costs at most US$60 a night (shown approximately in dollars).
  for (const price of await results(page).getByTestId("price").allTextContents()) {
    const dollars = Number(price.match(/\$([\d,.]+)/)?.[1]?.replace(/,/g, ""));
    if (price.includes("/ night")) expect(dollars).toBeLessThanOrEqual(60);
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
  await expect(heading(page)).toContainText(`${total.toLocaleString("en")} stays`);
});

test("results come in pages of 24 with the total", async ({ page }) => {
  await page.goto("/products");
  await expect(results(page)).toHaveCount(24);
  const pages = page.getByRole("navigation", { name: "Pages of results" });
  await expect(pages).toContainText(/Page 1 of \d/);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole("link", { name: "2" })).toHaveAttribute("aria-current", "page");
  await expect(results(page).first()).toBeVisible();
});

test("a country variant searches its own country and keeps its links inside it", async ({ page }) => {
  await page.goto("/thailand/findahome");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a home in Thailand");
  await expect(heading(page)).toContainText("in Thailand");
  const places = await results(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector("p")?.textContent ?? ""),
  );
  expect(places.length).toBeGreaterThan(0);
  expect(places.every((text) => text.includes("Thailand"))).toBe(true);
  await expect(page.getByRole("link", { name: "By the month" })).toHaveAttribute(
    "href",
    "/thailand/findahome?mode=monthly",
  );
});

test("a broken part of the URL is left out and said so; the rest still searches", async ({ page }) => {
  await page.goto("/findahome?city=Kuala+Lumpur&checkIn=2027-02-30&guests=lots");
  const notice = page.getByRole("alert").filter({ hasText: "Part of this search was left out" });
  await expect(notice).toContainText("Check-in: must be a date like 2026-12-24");
  await expect(notice).toContainText("Guests: must be a whole number");
  await expect(heading(page)).toContainText("in Kuala Lumpur");
});

test("an empty search says so and offers to clear it", async ({ page }) => {
  await page.goto("/findahome?city=Atlantis");
  await expect(heading(page)).toHaveText("No stays found in Atlantis");
  await page.getByRole("link", { name: "Clear the search" }).click();
  await expect(page).toHaveURL(/\/findahome$/);
});

test("co-living rooms by the month and day rooms by the hour", async ({ page }) => {
  await page.goto("/thecoliving");
  await expect(page.getByRole("link", { name: "By the month" })).toHaveAttribute("aria-current", "page");
  await expect(results(page).first()).toContainText("Co-living");
  await expect(results(page).first()).toContainText("/ month");

  await page.goto(`/search-space?day=${inDays(60)}&start=10:00&hours=4`);
  await expect(page.getByRole("link", { name: "By the hour" })).toHaveAttribute("aria-current", "page");
  const first = results(page).first();
  await expect(first).toContainText("Day room");
  await expect(first).toContainText("/ hour");
  await expect(first.getByTestId("stay-total")).toContainText("4 hours, all fees");
});

test("on a phone the search form and results stack in one column", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/findahome");
  const [form, firstResult] = [page.getByRole("form", { name: "Search stays" }), results(page).first()];
  const formBox = (await form.boundingBox())!;
  const resultBox = (await firstResult.boundingBox())!;
  expect(formBox.width).toBeLessThanOrEqual(390);
  expect(resultBox.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

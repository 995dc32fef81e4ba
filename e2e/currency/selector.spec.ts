import { expect, test } from "@playwright/test";
import { chooseCurrency, currencyButton } from "../support/currency";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// SPEC.md §9: the header's currency selector, server-rendered prices, detection.
const SELECTOR_OPTIONS = ["USD", "CNY", "THB", "INR", "MYR", "IDR", "SGD", "JPY"];

/** The sign an approximate price in this currency carries (the app shows converted prices with unambiguous symbols). */
/** The currency's sign as the English pages write it: en-GB's (US$, JP¥, CN¥), unambiguous among Asia's dollars. */
function signOf(currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency, currencyDisplay: "symbol" })
    .formatToParts(1)
    .find((part) => part.type === "currency")!.value;
}

test.describe("currency selector", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

  test("offers exactly the eight currencies and starts on USD", async ({ page }) => {
    await page.goto("/");
    await expect(currencyButton(page)).toHaveText("USD");
    await currencyButton(page).click();
    const listbox = page.getByRole("banner").getByRole("listbox", { name: "Currency" });
    expect(await listbox.getByRole("option").allInnerTexts()).toEqual(SELECTOR_OPTIONS);
    await expect(listbox.getByRole("option", { name: "USD" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    // A Malaysian listing shows an approximate US dollar price and its ringgit price, which is charged.
    const malaysia = page.locator("section", { has: page.getByRole("heading", { name: "Stays in Malaysia" }) });
    const price = malaysia.getByTestId("listing-price").first();
    await expect(price).toContainText(`≈ ${signOf("USD")}`);
    await expect(price).toContainText("charged in MYR");
  });

  test("the keyboard opens the list, moves through it and chooses", async ({ page }) => {
    await page.goto("/");
    await currencyButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("banner").getByRole("option", { name: "USD" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("banner").getByRole("option", { name: "CNY" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(currencyButton(page)).toHaveText("CNY");
  });

  for (const currency of SELECTOR_OPTIONS.filter((code) => code !== "USD")) {
    test(`switching to ${currency} changes the prices on every page and survives a reload`, async ({ page }) => {
      const sign = signOf(currency);
      await page.goto("/");
      const thailand = page.locator("section", { has: page.getByRole("heading", { name: "Stays in Thailand" }) });
      const before = (await thailand.getByTestId("listing-price").first().textContent()) ?? "";
      await chooseCurrency(page, currency);
      await expect(thailand.getByTestId("listing-price").first()).not.toHaveText(before);
      const after = (await thailand.getByTestId("listing-price").first().textContent()) ?? "";
      if (currency === "THB") {
        // Its own currency: the charged price alone, no approximation.
        expect(after).not.toContain("≈");
        expect(after).toMatch(/฿/);
      } else {
        expect(after).toContain(`≈ ${sign}`);
        expect(after).toContain("charged in THB");
      }
      await page.reload();
      await expect(currencyButton(page)).toHaveText(currency);
      await expect(thailand.getByTestId("listing-price").first()).toHaveText(after);

      // Search results: every card's price is in the chosen currency.
      await page.goto("/findahome?city=Bangkok");
      await expect(currencyButton(page)).toHaveText(currency);
      const card = page.getByTestId("search-result").first();
      await expect(card.getByTestId("price")).toContainText(currency === "THB" ? "฿" : `≈ ${sign}`);

      // The product page opened from it too.
      await card.getByRole("link").click();
      await expect(page).toHaveURL(/\/products\//);
      await expect(page.getByRole("main").getByTestId("price").first()).toContainText(
        currency === "THB" ? "฿" : `≈ ${sign}`,
      );
    });
  }
});

test.describe("a visitor detected outside the eight", () => {
  test.use({ locale: "en-PH", extraHTTPHeaders: { "accept-language": "en-PH,en;q=0.9" } });

  test("sees pesos, still offered exactly the eight", async ({ page }) => {
    await page.goto("/");
    await expect(currencyButton(page)).toHaveText("PHP");
    await currencyButton(page).click();
    expect(await page.getByRole("banner").getByRole("option").allInnerTexts()).toEqual(SELECTOR_OPTIONS);
    await page.getByRole("banner").getByRole("option", { name: "SGD" }).click();
    await expect(currencyButton(page)).toHaveText("SGD");
  });
});

test.describe("detection", () => {
  // The browser's own Accept-Language follows its locale.
  test.use({ locale: "th-TH", extraHTTPHeaders: { "accept-language": "th-TH,th;q=0.9" } });

  test("a visitor from Thailand sees baht first, and their own choice beats detection", async ({ page, request }) => {
    const detected = await request.get("/api/functions/getClientCurrency");
    expect(await detected.json()).toEqual({ result: "THB" });
    await page.goto("/");
    await expect(currencyButton(page)).toHaveText("THB");
    await chooseCurrency(page, "SGD");
    await page.reload();
    await expect(currencyButton(page)).toHaveText("SGD");
  });
});

test("the rates endpoint refuses a caller without the key, and pages keep working", async ({ page, request }) => {
  expect((await request.get("/api/getNewConversionRates?toCurrency=MYR")).status()).toBe(401);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
});

test("staff see every rate with its time and source, and enter one by hand", async ({ page }) => {
  await page.goto("/login/operator");
  await page.getByLabel("Email", { exact: true }).fill("staff1@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings/);
  await page.goto("/dashboard/exchangeRates");
  // KZT: a currency no other test shows prices in, so changing it cannot disturb them.
  await expect(page.getByTestId("rate-KZT")).toContainText("demo snapshot");
  await page.getByRole("button", { name: "Save rate" }).click();
  await expect(page.getByText("Use a three-letter currency code.")).toBeVisible();
  await page.getByLabel("Currency", { exact: true }).fill("kzt");
  await page.getByLabel("Units per US$1").fill("500");
  await page.getByRole("button", { name: "Save rate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "KZT is now 500 per US$1." })).toBeVisible();
  await expect(page.getByTestId("rate-KZT")).toContainText("manual:staff1@example.com");
  await expect(page.getByTestId("rate-KZT")).toContainText("500");
});

test("a non-staff account cannot open the rates page", async ({ page }) => {
  await page.goto("/login/operator");
  await page.getByLabel("Email", { exact: true }).fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings/);
  await page.goto("/dashboard/exchangeRates");
  await expect(page).toHaveURL(/\/dashboard\/listings$/);
});

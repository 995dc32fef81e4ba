import { expect, test } from "@playwright/test";

// Issue 5 / SPEC.md §9: the header's currency selector, server-rendered prices, detection.
const SELECTOR_OPTIONS = ["USD", "CNY", "THB", "INR", "MYR", "IDR", "SGD", "JPY"];

test.describe("currency selector", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

  test("offers exactly the eight currencies and starts on USD", async ({ page }) => {
    await page.goto("/");
    const select = page.getByRole("banner").getByLabel("Currency");
    await expect(select).toHaveValue("USD");
    expect(await select.locator("option").allInnerTexts()).toEqual(SELECTOR_OPTIONS);
    // A Malaysian listing shows an approximate US dollar price and its ringgit price, which is charged.
    const malaysia = page.locator("section", { has: page.getByRole("heading", { name: "Stays in Malaysia" }) });
    const price = malaysia.getByTestId("listing-price").first();
    await expect(price).toContainText("≈ $");
    await expect(price).toContainText("charged in MYR");
  });

  for (const currency of SELECTOR_OPTIONS.filter((code) => code !== "USD")) {
    test(`switching to ${currency} changes the prices and survives a reload`, async ({ page }) => {
      await page.goto("/");
      const thailand = page.locator("section", { has: page.getByRole("heading", { name: "Stays in Thailand" }) });
      const before = (await thailand.getByTestId("listing-price").first().textContent()) ?? "";
      await page.getByRole("banner").getByLabel("Currency").selectOption(currency);
      await expect(thailand.getByTestId("listing-price").first()).not.toHaveText(before);
      const after = (await thailand.getByTestId("listing-price").first().textContent()) ?? "";
      if (currency === "THB") {
        // Its own currency: the charged price alone, no approximation.
        expect(after).not.toContain("≈");
        expect(after).toMatch(/฿/);
      } else {
        expect(after).toContain("≈");
        expect(after).toContain("charged in THB");
      }
      await page.reload();
      await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue(currency);
      await expect(thailand.getByTestId("listing-price").first()).toHaveText(after);
      await page.goto("/thecoliving");
      await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue(currency);
    });
  }
});

test.describe("detection", () => {
  // The browser's own Accept-Language follows its locale.
  test.use({ locale: "th-TH", extraHTTPHeaders: { "accept-language": "th-TH,th;q=0.9" } });

  test("a visitor from Thailand sees baht first, and their own choice beats detection", async ({ page, request }) => {
    const detected = await request.get("/api/functions/getClientCurrency");
    expect(await detected.json()).toEqual({ result: "THB" });
    await page.goto("/");
    await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("THB");
    await page.getByRole("banner").getByLabel("Currency").selectOption("SGD");
    await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("SGD");
    await page.reload();
    await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("SGD");
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

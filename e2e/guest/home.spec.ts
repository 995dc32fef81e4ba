import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("shows the demo marketplace: destinations and listings from four countries with prices and photos", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("across Asia");

    const destinations = page.getByRole("list", { name: "Destinations" }).getByRole("listitem");
    await expect(destinations).toHaveCount(13);
    await expect(destinations.filter({ hasText: "Kuala Lumpur" })).toBeVisible();
    await expect(destinations.filter({ hasText: "Chiang Mai" })).toBeVisible();

    for (const country of ["Malaysia", "the Philippines", "Indonesia", "Thailand"]) {
      await expect(page.getByRole("heading", { name: `Stays in ${country}` })).toBeVisible();
    }
    const cards = page.getByTestId("listing-card");
    await expect(cards).toHaveCount(16);

    // Prices are shown in each country's own currency.
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/RM\s?\d/);
    expect(text).toMatch(/₱\s?\d/);
    expect(text).toMatch(/Rp\s?[\d,.]+/);
    expect(text).toMatch(/฿\s?\d/);

    // The Malaysian section mixes cities instead of showing one city four times.
    const malaysia = page.locator("section", { has: page.getByRole("heading", { name: "Stays in Malaysia" }) });
    const cities = await malaysia
      .getByTestId("listing-card")
      .evaluateAll((cards) => cards.map((card) => card.querySelector("p")?.textContent ?? ""));
    expect(new Set(cities).size).toBeGreaterThan(1);

    // Every cover photo actually loads.
    const images = cards.locator("img");
    await expect(images).toHaveCount(16);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("shows the copyright line of 2025", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });

  test("fits a phone screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("errors", () => {
  test("an unknown page shows a friendly 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn’t find that page" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a missing photo is a plain 404, and paths cannot leave the storage folder", async ({ request }) => {
    expect((await request.get("/api/files/properties/nothing/here.webp")).status()).toBe(404);
    expect((await request.get("/api/files/..%2F..%2Fsecrets.json")).status()).toBe(404);
    expect((await request.get("/api/files/properties/..%2F..%2Fsecrets.json")).status()).toBe(404);
  });
});

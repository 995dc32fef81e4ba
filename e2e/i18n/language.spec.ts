import { expect, test } from "@playwright/test";

// docs/I18N.md: the language of a page comes from the address's segment, then the person's choice (the picker's
// cookie), then the country variant's language, then the browser's Accept-Language, then English.

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("a guest's language", () => {
  test.describe("with a browser in Indonesian", () => {
    test.use({ locale: "id-ID" });

    test("gets Indonesian on the first visit, and English when they pick it", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expect(header(page).getByRole("link", { name: "Cari Hunian" })).toBeVisible();

      await header(page).getByTestId("language-select").click();
      await page.getByRole("option", { name: "English" }).click();
      await expect(header(page).getByRole("link", { name: "Find a Home" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // The choice stays on the next page, over the browser's language.
      await page.goto("/about");
      await expect(header(page).getByRole("link", { name: "Find a Home" })).toBeVisible();
    });
  });

  test("picks Thai from the header with the keyboard, and keeps it across pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const picker = header(page).getByTestId("language-select");
    await expect(picker).toHaveAccessibleName(/Language/);
    await picker.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("option", { name: "English" })).toBeFocused();
    await page.keyboard.press("ArrowDown"); // Bahasa Melayu
    await page.keyboard.press("ArrowDown"); // Bahasa Indonesia
    await page.keyboard.press("ArrowDown"); // ไทย
    await page.keyboard.press("Enter");
    await expect(header(page).getByRole("link", { name: "ค้นหาที่พัก" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");

    await header(page).getByRole("link", { name: "การจอง" }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("contentinfo")).toContainText("สงวนลิขสิทธิ์");
  });

  test("reads the language from the address, and /en/ is the bare English address", async ({ page, context }) => {
    await page.goto("/zh/findahome");
    await expect(page).toHaveURL(/\/zh\/findahome$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh");
    await expect(header(page).getByRole("link", { name: "寻找住所" })).toBeVisible();
    // The visit remembers the language, so the page's own (English) links stay in it.
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("zh");

    await page.goto("/en/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the Thai and Indonesian sites speak their language until the guest picks another", async ({ page }) => {
    await page.goto("/thailand");
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await page.goto("/indonesia");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await page.goto("/philippines");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/thailand");
    await header(page).getByTestId("language-select").click();
    await page.getByRole("option", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("public pages name their versions in every language; the sitemaps list them", async ({ page, request }) => {
    await page.goto("/th/findahome");
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(6);
    const byLang = Object.fromEntries(
      await alternates.evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
      ),
    );
    expect(byLang).toEqual({
      en: "/findahome",
      ms: "/ms/findahome",
      id: "/id/findahome",
      th: "/th/findahome",
      "zh-Hans": "/zh/findahome",
      "x-default": "/findahome",
    });
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/th\/findahome$/);

    const robots = await (await request.get("/robots.txt")).text();
    for (const locale of ["en", "ms", "id", "th", "zh"]) expect(robots).toContain(`/sitemap/${locale}.xml`);
    expect(robots).toContain("Disallow: /dashboard");

    const sitemap = await request.get("/sitemap/th.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]*\/th\/findahome<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/th\/products\/[^<]+<\/loc>/);
    expect(xml).toContain('hreflang="zh-Hans"');
  });
});

import { expect, test, type Page } from "@playwright/test";

/*
 * The marketing site in another language (docs/I18N.md): a page reached at /th/<path> or /zh/<path> shows its
 * heading in that language and none of its English words. Each page lists English phrases of its own copy (not
 * the listing cards or other parts another catalogue writes), so a string left in code shows up here.
 */
interface PageCheck {
  path: string;
  heading: Record<"th" | "zh", RegExp>;
  english: string[];
}

const PAGES: PageCheck[] = [
  {
    path: "/",
    heading: { th: /ที่พักสำหรับหนึ่งคืน/, zh: /亚洲各地的住所/ },
    english: ["Homes for a night", "More than a place to sleep", "Stays in", "Check in", "Anywhere", "Buy units"],
  },
  {
    path: "/about",
    heading: { th: /ที่พักที่ตอบโจทย์/, zh: /契合亚洲旅行与生活方式/ },
    english: ["About Staysia", "What we do", "How we work", "Find a home", "Questions about working with us?"],
  },
  {
    path: "/landlords",
    heading: { th: /สร้างรายได้จากที่พักของคุณในมาเลเซีย/, zh: /让您在马来西亚的房产收益更多/ },
    english: ["For property owners", "Two ways to work with us", "How payouts work", "Tools included", "commission"],
  },
  {
    path: "/contact",
    heading: { th: /ติดต่อเรา/, zh: /联系我们/ },
    english: ["Contact us", "Your name", "Phone (optional)", "A stay or a booking", "Send message", "Our office in"],
  },
];

async function expectNoEnglish(page: Page, check: PageCheck) {
  const main = page.locator("main");
  for (const phrase of check.english) await expect(main, `${check.path}: "${phrase}"`).not.toContainText(phrase);
}

for (const locale of ["th", "zh"] as const) {
  test(`the home page and marketing pages in ${locale === "th" ? "Thai" : "Chinese"}`, async ({ page }) => {
    test.slow(); // four pages in one test
    for (const check of PAGES) {
      const response = await page.goto(`/${locale}${check.path === "/" ? "" : check.path}`);
      expect(response?.status(), check.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), check.path).toHaveText(check.heading[locale]);
      await expectNoEnglish(page, check);
    }
  });
}

test("the rewards page in Malay, its figures from the settings", async ({ page }) => {
  await page.goto("/ms/rewards");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cara untuk berjimat dan memperoleh ganjaran");
  await expect(page).toHaveTitle(/^Ganjaran/);
  const main = page.locator("main");
  await expect(main).toContainText("Rujuk rakan");
  await expect(main).toContainText("mata AirAsia bagi setiap dolar AS");
  for (const phrase of ["Ways to earn", "Refer a friend", "Promo codes", "Partner points"])
    await expect(main).not.toContainText(phrase);
});

test("the contact form answers in Thai when a field is missing", async ({ page }) => {
  await page.goto("/th/contact");
  await page.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(page.getByText("กรุณากรอกชื่อของคุณ")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Enter your name.");
});

import { expect, test, type Page } from "@playwright/test";
import { englishLeft, englishPhrases } from "../support/english-phrases";
import { logIn } from "../support/identity";

// The tours, transfers and meals with the site in Thai (/th/experiences, an add-on's page and its order form), and
// the travel insurance wording: the page's main part holds none of the English of the catalogues it speaks
// (docs/I18N.md). What suppliers wrote (titles, descriptions, places, meeting points) is the page's data.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const ADDON_ENGLISH = englishPhrases("addons", "checkout", "auth", "common");

/** The texts of `selector` inside main: the suppliers' own words on the page. */
async function dataOf(page: Page, selector: string): Promise<string[]> {
  return (await page.locator("main").locator(selector).allInnerTexts()).map((text) => text.trim());
}

test("a visitor reads tours, transfers and meals in Thai, filtered by kind", async ({ page }) => {
  expect(ADDON_ENGLISH).toContain("Tours, transfers and meals");
  await page.goto("/th/experiences");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1, name: "ทัวร์ บริการรับส่ง และมื้ออาหาร" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "ประเภท" }).getByRole("link", { name: "ทัวร์รายวัน" })).toBeVisible();
  const cards = page.getByTestId("addon-card");
  await expect(cards.first()).toContainText("ต่อ");
  const listData = [
    ...(await dataOf(page, "[data-testid=addon-card] h2")),
    ...(await dataOf(page, "[data-testid=addon-card] p.line-clamp-3")),
    ...(await dataOf(page, "[data-testid=addon-card] p.text-muted")),
  ];
  expect(await englishLeft(page.locator("main"), ADDON_ENGLISH, listData)).toEqual([]);

  // The kind's filter keeps the language (its links are the bare paths; the visit remembered Thai).
  await page.getByRole("link", { name: "ทัวร์รายวัน" }).click();
  await expect(page).toHaveURL(/kind=day_tour/);
  await expect(page.getByRole("heading", { level: 1, name: "ทัวร์ บริการรับส่ง และมื้ออาหาร" })).toBeVisible();
});

test("a guest reads a tour's page and its order form in Thai", async ({ page }) => {
  // Signed in first (the log-in form of the helper is English's), then the site in Thai.
  await logIn(page, "roomer@example.com");
  await page.goto("/th/experiences?kind=day_tour");
  await page.getByTestId("addon-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/experiences\/[0-9a-f-]+$/);
  const form = page.getByRole("form", { name: "จอง" });
  await expect(form.getByLabel("วันและเวลา (เวลาท้องถิ่น)")).toBeVisible();
  await expect(form.getByLabel("จำนวนคน")).toHaveValue("1");
  await expect(form.getByRole("button", { name: /^ชำระ / })).toBeVisible();
  await expect(page.getByText("ระยะเวลา", { exact: true })).toBeVisible();
  const productData = [
    ...(await dataOf(page, "h1")),
    ...(await dataOf(page, "h1 + p")),
    ...(await dataOf(page, "p.whitespace-pre-line")),
    ...(await dataOf(page, "dd")),
  ];
  expect(await englishLeft(page.locator("main"), ADDON_ENGLISH, productData)).toEqual([]);

  // The form's own check, in Thai, before anything is sent.
  await form.getByLabel("หมายเลขบัตร").fill("");
  await form.getByRole("button", { name: /^ชำระ / }).click();
  await expect(form.getByText("โปรดตรวจสอบช่องที่ทำเครื่องหมายไว้ด้านบน")).toBeVisible();
  // Each field's message too, said from the function's own schema in Thai.
  await expect(form.getByText("หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง")).toBeVisible();
  await expect(form.getByText("กรุณากรอกวันหมดอายุเป็น ดด/ปป และบัตรต้องยังไม่หมดอายุ")).toBeVisible();
  expect(await englishLeft(page.locator("main"), ADDON_ENGLISH, productData)).toEqual([]);
});

test("the travel insurance wording reads in Thai, its figures from the settings", async ({ page }) => {
  await page.goto("/th/travel-insurance");
  await expect(page.getByRole("heading", { level: 1, name: "เงื่อนไขกรมธรรม์" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "เบี้ยประกันของคุณ" })).toBeVisible();
  const main = page.locator("main");
  await expect(main).toContainText("%");
  // The insurer's registered name is its data.
  const insurer = (await main.locator("header span.font-medium").innerText()).trim();
  expect(await englishLeft(main, englishPhrases("marketing"), [insurer])).toEqual([]);
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { pickDates } from "../support/date-picker";
import { quotedNights } from "../support/pages";

// Search and the product page in the visitor's language (docs/I18N.md): the words of the page in Thai, Chinese or
// Indonesian and none of English's, money and dates written the language's way. Listing titles, descriptions and
// other data stay as their owners wrote them, so the checks leave them out.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Buddhist year of a calendar day, as a Thai date shows it. */
function thaiYear(day: string): string {
  return String(Number(day.slice(0, 4)) + 543);
}

/** The visible text of a part of the page, without the given parts (data such as listing titles). */
async function textWithout(region: Locator, data: Locator): Promise<string> {
  let text = await region.innerText();
  for (const item of await data.allInnerTexts()) text = text.split(item).join(" ");
  return text;
}

function expectNoEnglish(text: string, phrases: string[]) {
  for (const phrase of phrases) expect(text, `"${phrase}" is English`).not.toContain(phrase);
}

/** The first Kuala Lumpur apartment of the demo that takes bookings by the night. */
async function kualaLumpurListing(page: Page, [checkIn, checkOut]: [string, string]): Promise<string> {
  // Searched on the stay's dates: the first place without them may be let for the year (the demo's long stays),
  // and which comes first changes as other tests book and review.
  await page.goto(
    `/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const href = (await page.getByTestId("search-result").first().getByRole("link").getAttribute("href"))!;
  return href.match(/\/products\/([0-9a-f-]+)/)![1]!;
}

test("/th/findahome searches in Thai: the form, the count, the cards, the map and the dates in the Buddhist year", async ({
  page,
}) => {
  const [checkIn, checkOut] = [inDays(200), inDays(203)];
  await page.goto("/th/findahome");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("หาที่พักในมาเลเซีย");
  const form = page.getByRole("form", { name: "ค้นหาที่พัก" });
  await form.getByLabel("สถานที่").fill("Kuala Lumpur");
  await pickDates(page, checkIn, checkOut, form);
  await form.getByRole("button", { name: "ค้นหา" }).click();
  await page.waitForURL(/city=Kuala/);

  const heading = page.getByRole("heading", { level: 2 }).first();
  await expect(heading).toContainText(/ที่พัก [\d,]+\+? แห่งในKuala Lumpur/);
  // The searched stay under the count, its dates in Thai with the Buddhist year.
  await expect(heading).toContainText(thaiYear(checkIn));
  await expect(heading).toContainText("ผู้เข้าพัก 1 คน");

  const first = page.getByTestId("search-result").first();
  await expect(first).toContainText("มาเลเซีย");
  await expect(first.getByTestId("stay-total")).toContainText("3 คืน รวมค่าธรรมเนียมทั้งหมด");
  await expect(page.getByRole("navigation", { name: "พื้นที่แผนที่" })).toContainText("ขยาย");
  await expect(page.getByRole("link", { name: "รายเดือน" })).toBeVisible();

  const text = await textWithout(page.locator("main"), page.getByTestId("search-result").getByRole("heading"));
  expectNoEnglish(text, [
    "Find a home",
    "stays in",
    "Where",
    "Check-in",
    "Check-out",
    "Guests",
    "Search",
    "Filters and sorting",
    "By the night",
    "By the month",
    "all fees",
    "charged in",
    "bedroom",
    "up to",
    "Instant book",
    "Zoom in",
    "Map: ",
    "Page ",
    "Previous",
    "Next",
  ]);
});

test("/th/findahome says why past dates find nothing, in Thai, with today's date in the Buddhist year", async ({
  page,
}) => {
  await page.goto(`/th/findahome?checkIn=${inDays(-10)}&checkOut=${inDays(-7)}`);
  const notice = page.getByTestId("dates-notice");
  await expect(notice.getByRole("heading", { name: "ไม่มีที่พักสำหรับวันที่นี้" })).toBeVisible();
  await expect(notice).toContainText("วันที่นี้ผ่านไปแล้ว");
  await expect(notice).toContainText(thaiYear(inDays(0)));
  await expect(notice.getByRole("link", { name: "ค้นหาตั้งแต่วันนี้" })).toBeVisible();
  expectNoEnglish(await notice.innerText(), ["These dates have passed", "Search from today", "No stays"]);
});

test("/zh/products/<id> shows the place, its prices, rules, reviews and the quote in Chinese", async ({ page }) => {
  const [checkIn, checkOut] = [inDays(210), inDays(214)];
  const id = await kualaLumpurListing(page, [checkIn, checkOut]);
  await page.goto(`/zh/products/${id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
  for (const section of ["价格", "设施", "房屋守则和取消政策", "位置", "您的房东", "评价"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/^取消政策：(灵活|适中|严格)$/)).toBeVisible();
  await expect(page.getByText("马来西亚").first()).toBeVisible();

  const quote = page.getByTestId("quote");
  await expect.poll(() => quotedNights(quote, "晚")).toBe(4);
  await expect(quote).toContainText("服务费（5%）");
  await expect(quote).toContainText("总计（MYR）");
  await expect(page.getByTestId("quote-total")).toContainText(/RM\s?[\d,]+\.\d{2}/);
  const aside = page.getByRole("complementary", { name: "预订此房源" });
  await expect(aside.getByRole("heading", { name: "出价" })).toBeVisible();
  await expect(aside.getByRole("link", { name: /^(预订|申请预订)$/ })).toBeVisible();

  const facts = page.getByRole("region", { name: "房源概况" }).getByRole("list");
  const words = [
    await aside.innerText(),
    await facts.innerText(),
    (await page.getByRole("heading", { level: 2 }).allInnerTexts()).join("\n"),
    await page.getByRole("region", { name: "价格" }).innerText(),
  ].join("\n");
  expectNoEnglish(words, [
    "Book by",
    "Check-in",
    "Check-out",
    "Guests",
    "Service fee",
    "Cleaning fee",
    "Total (",
    "Make an offer",
    "Request to book",
    "Times are local",
    "Choose your dates",
    "Up to",
    "bedroom",
    "bathroom",
    "Per night",
    "Prices",
    "Amenities",
    "Your host",
    "Reviews",
    "From",
  ]);
});

test("/id/products/<id> writes money the Indonesian way", async ({ page }) => {
  const id = await kualaLumpurListing(page, [inDays(210), inDays(214)]);
  await page.goto(`/id/products/${id}?checkIn=${inDays(210)}&checkOut=${inDays(214)}&guests=1`);
  await expect(page.getByRole("heading", { level: 2, name: "Harga" })).toBeVisible();
  // A thousands dot and a decimal comma: "RM 1.234,00".
  await expect(page.getByTestId("quote-total")).toContainText(/RM\s?\d{1,3}(\.\d{3})*,\d{2}/);
  await expect(page.getByTestId("quote")).toContainText("Biaya layanan (5%)");
});

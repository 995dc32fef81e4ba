import { expect, test, type Locator, type Page } from "@playwright/test";
import { englishLeft, englishPhrases } from "../support/english-phrases";
import { logIn, signUpVerified } from "../support/identity";

// A guest books a stay with the site in Thai (/th/products/<id> → checkout → pay → outcome → /bookings, and the
// test bank's 3-D Secure page), and at each step the page's main part holds none of the checkout's English: the
// phrases of the `checkout` and `bookings` catalogues' English (docs/I18N.md). The property's own data (its title,
// city and zone), the guest's email and brand names are the page's data, not its words.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const ENGLISH = englishPhrases("checkout", "bookings");

/**
 * A stay far beyond the demo's bookings, on random dates so that a re-run on the same database, or an unpaid
 * hold left by an earlier run, never gets in the way.
 */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

/** The English phrases a part of the page still holds, its own data taken out first. */
const englishIn = (part: Locator, data: readonly string[]) => englishLeft(part, ENGLISH, data);

/** Opens an instant-book flat's product page in Thai and goes on to its checkout, with the page's own link. */
async function openThaiCheckout(page: Page, [checkIn, checkOut]: [string, string]): Promise<string[]> {
  await page.goto(
    `/findahome?city=${encodeURIComponent("Kuala Lumpur")}&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const product = await page.getByTestId("search-result").first().getByRole("link").first().getAttribute("href");
  expect(product).toMatch(/^\/products\/[0-9a-f-]+/);
  await page.goto(`/th${product}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await page.locator('main a[href^="/checkout?"]:visible').first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/checkout" && url.searchParams.get("checkIn") === checkIn);
  await expect(page.getByRole("heading", { level: 1, name: "ยืนยันและชำระเงิน" })).toBeVisible();
  const title = (await page.locator("#your-stay").innerText()).trim();
  const aside = page.locator("aside");
  const city = (await aside.locator("p.text-muted").first().innerText()).trim();
  const zone = /\(([^()]*\/[^()]*)\)/.exec(await aside.innerText())?.[1] ?? "";
  return [title, city, zone];
}

async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("โทรศัพท์", { exact: true }).fill("+60123450077");
  await page.getByLabel("หมายเลขบัตร").fill(number);
  await page.getByLabel("วันหมดอายุ (ดด/ปป)").fill("12/34");
  await page.getByLabel("รหัสความปลอดภัย (CVC)").fill("123");
  await page.getByRole("button", { name: /^ชำระ / }).click();
}

test("a guest books, pays, sees the outcome and cancels on /bookings with the site in Thai, with no English on the way", async ({
  page,
}) => {
  test.slow(); // a whole journey over several pages, with a payment
  expect(ENGLISH).toContain("Confirm and pay");
  // A new guest, so that /bookings lists this stay on its first page.
  await signUpVerified(page, "roomer", { name: "สมชาย ใจดี" });
  const data = await openThaiCheckout(page, farStay(3));
  const main = page.locator("main");
  const email = await page.getByLabel("อีเมล", { exact: true }).inputValue();
  data.push(email);
  expect(await englishIn(main, data)).toEqual([]);

  // The form's own messages, in Thai, before anything is sent.
  await page.getByLabel("โทรศัพท์", { exact: true }).fill("012");
  await page.getByRole("button", { name: /^ชำระ / }).click();
  await expect(page.getByText("กรุณากรอกหมายเลขโทรศัพท์ในรูปแบบสากล เช่น +66812345678")).toBeVisible();
  expect(await englishIn(main, data)).toEqual([]);

  await payByCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  const outcome = page.getByTestId("checkout-outcome");
  await expect(outcome).toHaveAttribute("data-status", "confirmed");
  await expect(outcome).toContainText("จองที่พักเรียบร้อยแล้ว");
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  expect(await englishIn(main, data)).toEqual([]);

  await page.goto("/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "การจองของคุณ" })).toBeVisible();
  const entry = page.getByTestId("guest-booking").filter({ hasText: reference });
  await expect(entry).toContainText("ยืนยันแล้ว");
  // The other bookings' places are the hosts' data too.
  data.push(...(await page.getByTestId("guest-booking").locator("h3").allInnerTexts()));
  expect(await englishIn(main, data)).toEqual([]);

  // The receipt follows the page's language.
  const receipt = await page.request.get(`/bookings/${reference}/receipt`);
  expect(receipt.status()).toBe(200);
  expect((await receipt.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await entry.getByRole("button", { name: `ยกเลิกการจอง ${reference}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `ยกเลิกการจอง ${reference} ใช่ไหม` });
  await expect(confirm.getByTestId("cancel-preview")).toContainText("คุณจะได้รับเงินคืน");
  expect(await englishIn(confirm, data)).toEqual([]);
  await confirm.getByRole("button", { name: "ใช่ ยกเลิกเลย" }).click();
  await expect(entry.getByTestId("cancel-result")).toContainText(`การจอง ${reference} ถูกยกเลิกแล้ว`);
  await expect(entry).toContainText("ยกเลิกแล้ว");
  expect(await englishIn(main, data)).toEqual([]);
});

test("the test bank's 3-D Secure page and the outcome after it speak Thai", async ({ page }) => {
  test.slow(); // a whole journey over several pages, with a payment
  await logIn(page, "roomer@example.com");
  const data = await openThaiCheckout(page, farStay(3));
  data.push(await page.getByLabel("อีเมล", { exact: true }).inputValue());
  await payByCard(page, "4000 0000 0000 3220");

  await expect(page).toHaveURL(/\/pay\/confirm\//);
  await expect(page.getByRole("heading", { name: "ยืนยันการชำระเงินของคุณ" })).toBeVisible();
  await expect(page.getByTestId("test-gateway-banner")).toHaveText("ช่องทางชำระเงินทดสอบ: ไม่มีการเคลื่อนย้ายเงินจริง");
  const main = page.locator("main");
  expect(await englishIn(main, data)).toEqual([]);
  await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  expect(await englishIn(main, data)).toEqual([]);
});

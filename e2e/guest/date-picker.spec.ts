import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { datePicker, datePickerButton, dayButton } from "../support/date-picker";

// The guests' date picker on the product page (SPEC.md, Product page and Checkout): chosen with the keyboard only,
// taken nights refused, the minimum stay enforced, the nights carried to checkout; in Thai with the Buddhist year;
// usable on a phone.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A Kuala Lumpur flat of the demo with a minimum stay above one night and a taken night in the coming weeks (the
 * demo's minimums and bookings are drawn at random, so the first few are read until one has both).
 */
async function flatWithMinimumAndTakenNight(
  page: Page,
  request: APIRequestContext,
): Promise<{ id: string; minNights: number; taken: string }> {
  await page.goto("/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio");
  const hrefs = await page
    .getByTestId("search-result")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const ids = [...new Set(hrefs.map((href) => href.match(/\/products\/([0-9a-f-]+)/)?.[1]).filter(Boolean))];
  for (const id of ids as string[]) {
    const html = await (await request.get(`/products/${id}`)).text();
    const minNights = Number(html.match(/(\d+) nights minimum/)?.[1] ?? 1);
    if (minNights < 2) continue;
    const answer = await request.post("/api/functions/productAvailability", {
      data: { data: { propertyId: id, from: inDays(0), to: inDays(45) } },
    });
    const { unavailable } = ((await answer.json()) as { result: { unavailable: string[] } }).result;
    const taken = unavailable.find((night) => night > inDays(2));
    if (taken) return { id, minNights, taken };
  }
  throw new Error("No Kuala Lumpur flat of the demo has both a minimum stay and a taken night");
}

/** The ISO day of the focused day of the calendar. */
const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("td[data-day]")?.getAttribute("data-day") ?? null);

test("a guest picks a stay with the keyboard only: taken nights refused, the minimum stay kept, carried to checkout", async ({
  page,
  request,
}) => {
  const { id, minNights, taken } = await flatWithMinimumAndTakenNight(page, request);
  await page.goto(`/products/${id}`);
  const trigger = datePickerButton(page);
  await expect(trigger).toHaveAccessibleName("Dates Choose dates");

  // The button opens the calendar on today; Escape closes it and gives the focus back.
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(datePicker(page)).toBeVisible();
  await expect(datePicker(page).locator(":focus")).toHaveCount(1);
  await expect(datePicker(page)).toContainText(`Minimum stay: ${minNights} nights`);
  await page.keyboard.press("Escape");
  await expect(datePicker(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  // A taken night is struck through, named taken, and cannot start a stay.
  await page.keyboard.press("Enter");
  const takenNight = await dayButton(page, taken);
  await expect(takenNight).toHaveAccessibleName(/, taken$/);
  await expect(takenNight).toBeDisabled();
  await expect(takenNight.locator("xpath=..")).toHaveClass(/line-through/);
  await takenNight.click({ force: true });
  await expect(page).not.toHaveURL(/checkIn=/);

  // Seven months on (past the demo's bookings) by Page Down; Enter takes the focused day as the check-in.
  // The press on the taken night left the focus nowhere; closing gives it back to the button once the popup has
  // gone (Radix moves it a moment after), and only then does Enter reach the button.
  await page.keyboard.press("Escape");
  await expect(datePicker(page)).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(datePicker(page).locator(":focus")).toHaveCount(1);
  if (await focusedDay(page)) {
    for (let month = 0; month < 7; month++) await page.keyboard.press("PageDown");
  } else {
    // This month has no day left to choose (today on is taken): the focus is on the next month's arrow.
    for (let month = 0; month < 7; month++) await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
  }
  await expect.poll(() => focusedDay(page)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const checkIn = (await focusedDay(page))!;
  expect(checkIn > inDays(180)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(datePicker(page)).toContainText("Now choose your check-out day.");

  // The nights before the minimum are refused; the arrow skips them to the first check-out allowed.
  const tooShort = await dayButton(page, addDays(checkIn, 1));
  await expect(tooShort).toBeDisabled();
  await expect(tooShort).toHaveAccessibleName(/, shorter than the minimum stay$/);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => focusedDay(page)).toBe(addDays(checkIn, minNights));
  await page.keyboard.press("Enter");
  const checkOut = addDays(checkIn, minNights);
  await expect(datePicker(page)).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toContainText(`(${minNights} nights)`);
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}`));

  // The same nights reach the checkout, whose own picker shows them.
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: /^(Book|Request to book)$/ }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/checkout" &&
      url.searchParams.get("checkIn") === checkIn &&
      url.searchParams.get("checkOut") === checkOut,
  );
  await expect(page.getByTestId("checkout-dates")).toContainText(`${minNights} nights`);
  await expect(datePickerButton(page)).toHaveAccessibleName(new RegExp(`^Change dates .*\\(${minNights} nights\\)$`));
});

test("in Thai the calendar speaks Thai, starts its weeks on Sunday and counts years in the Buddhist era", async ({
  page,
}) => {
  await page.goto("/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio");
  const href = (await page.getByTestId("search-result").first().getByRole("link").getAttribute("href"))!;
  const id = href.match(/\/products\/([0-9a-f-]+)/)![1]!;
  await page.goto(`/th/products/${id}`);
  const trigger = datePickerButton(page);
  await expect(trigger).toHaveAccessibleName("วันที่ เลือกวันที่");
  await trigger.click();
  const calendar = datePicker(page);
  const today = new Date();
  const buddhistYear = String(today.getUTCFullYear() + 543);
  await expect(calendar.getByRole("grid")).toHaveAccessibleName(new RegExp(buddhistYear));
  await expect(calendar.locator("thead th").first()).toHaveAttribute("aria-label", "อาทิตย์");
  await expect(calendar).toContainText("เลือกวันเช็คอิน");
  await expect(calendar.locator("nav button").last()).toHaveAccessibleName("เดือนถัดไป");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the calendar fills the screen's width with large day targets", async ({ page }) => {
    await page.goto("/findahome?city=Penang");
    await datePickerButton(page).click();
    const calendar = datePicker(page);
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThanOrEqual(350);
    const day = (await dayButton(page, inDays(40))).first();
    const target = (await day.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.width).toBeGreaterThanOrEqual(40);
    await day.click();
    await (await dayButton(page, inDays(43))).click();
    await expect(calendar).toBeHidden();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("checkIn") === inDays(40));
  });
});

import { expect, test, type Page } from "@playwright/test";
import { asAnotherUser, logIn, SIGN_UP_PAGES, signUpVerified } from "../support/identity";
import { approveAsStaff, farDay, functionsOf, plainPhoto } from "../support/listings";

// One flat sold by the night and by the hour, each at its own price (docs/STAY-MODES.md): the supplier sets both
// prices in the prices step; one guest books two hours, another a night; the hourly stay takes that day's night.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** From the product page's Book link, pays by card on the checkout page and expects the stay confirmed. */
async function bookAndPay(page: Page): Promise<void> {
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
  const phone = page.getByLabel("Phone", { exact: true });
  if (!(await phone.inputValue())) await phone.fill("+60123450099");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
}

test("a flat sold by the night and by the hour: a guest books hours, another a night", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `E2E Night and Day Flat ${Date.now()}`;
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  const owner = functionsOf(page);
  const { propertyId } = await owner<{ propertyId: string }>("createListing", {
    type: "studio",
    title,
    description: "A quiet studio by the river in Kuala Lumpur, for a night's sleep or a few hours of work and rest.",
    country: "malaysia",
  });
  await owner("updateListing", {
    propertyId,
    step: "location",
    values: { country: "malaysia", city: "Kuala Lumpur", address: "3 Jalan Sungai", latitude: null, longitude: null },
  });
  await owner("uploadListingPhoto", { propertyId, contentBase64: await plainPhoto("#fbc2eb"), alt: "The studio" });

  // The supplier sets both prices in the editor.
  await page.goto(`/dashboard/listings/${propertyId}/edit?step=prices`);
  await page.getByLabel("Nightly rate (MYR)").fill("180");
  await page.getByLabel("Minimum nights").fill("1");
  await page.getByRole("checkbox", { name: "Hourly stays too (day use)" }).check();
  await page.getByLabel("Hourly rate (MYR)").fill("40");
  await page.getByLabel("Minimum hours").fill("2");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("step") === "rules");
  await page.goto(`/dashboard/listings/${propertyId}/edit?step=prices`);
  await expect(page.getByLabel("Hourly rate (MYR)")).toHaveValue("40");
  await expect(page.getByLabel("Nightly rate (MYR)")).toHaveValue("180");
  await owner("submitListing", { propertyId });
  await approveAsStaff(browser, propertyId);

  const day = farDay();
  // The first guest books two hours on a day, from 13:00 (after the 11:00 check-out).
  const first = await asAnotherUser(browser, "roomer@example.com", SIGN_UP_PAGES.roomer.home);
  await first.page.goto(`/products/${propertyId}`);
  const prices = first.page.getByRole("region", { name: "Prices" });
  await expect(prices).toContainText("Per night");
  await expect(prices).toContainText("Per hour, 2 hours minimum");
  const modes = first.page.getByRole("radiogroup");
  await expect(modes.getByRole("radio", { name: "Nights" })).toBeVisible();
  await expect(modes.getByRole("radio", { name: "Hours" })).toBeVisible();
  await first.page.goto(`/products/${propertyId}?mode=hourly&day=${day(0)}&start=13:00&hours=2`);
  await expect(modes.getByRole("radio", { name: "Hours" })).toHaveAttribute("aria-checked", "true");
  await expect(first.page.getByTestId("quote")).toContainText("2 hours");
  await bookAndPay(first.page);
  await first.close();

  // Another guest books the two nights before it: they leave that morning at 11:00, before the hourly stay.
  const second = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  const guestPage = await second.newPage();
  await signUpVerified(guestPage, "roomer");
  await guestPage.goto(`/products/${propertyId}?checkIn=${day(-2)}&checkOut=${day(0)}`);
  await bookAndPay(guestPage);

  // The night of the hourly stay's day is taken.
  await guestPage.goto(`/products/${propertyId}?checkIn=${day(0)}&checkOut=${day(1)}`);
  await expect(guestPage.getByRole("button", { name: /^(Book|Request to book)$/ })).toBeDisabled();
  await second.close();
});

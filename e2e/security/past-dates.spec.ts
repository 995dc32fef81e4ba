import { expect, test } from "@playwright/test";
import { datePicker, datePickerButton } from "../support/date-picker";
import { logIn } from "../support/identity";

// Past dates are never sold (DOMAIN.md Booking, Limits): the search page says so and offers today's dates
// instead of listing every place, and the checkout refuses with the reason instead of offering to take payment.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const todayInKualaLumpur = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

test("a search with a past check-in lists nothing, says why and offers the same search from today", async ({
  page,
}) => {
  await page.goto("/findahome?checkIn=2020-03-01");
  const notice = page.getByTestId("dates-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading", { name: "No stays for these dates" })).toBeVisible();
  await expect(notice).toContainText("These dates have passed");
  await expect(page.getByTestId("search-result")).toHaveCount(0);

  // The calendar does not offer a day before today: it opens on today's month and goes back no further.
  await datePickerButton(page).click();
  await expect(datePicker(page).locator(`td[data-day="${todayInKualaLumpur()}"] button`)).toBeEnabled();
  await expect(datePicker(page).locator("nav button").first()).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Escape");

  await notice.getByRole("link", { name: "Search from today" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("checkIn") === todayInKualaLumpur());
  await expect(page.getByTestId("dates-notice")).toHaveCount(0);
});

test("the checkout of a stay in 2020 refuses with the reason and offers no payment, signed in or not", async ({
  page,
}) => {
  // A listed place of the demo, found by the ordinary search.
  await page.goto("/findahome?city=Kuala%20Lumpur");
  await page.getByTestId("search-result").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+/);
  const propertyId = new URL(page.url()).pathname.split("/").at(-1)!;
  const pastCheckout = `/checkout?property=${propertyId}&guests=1&mode=nightly&checkIn=2020-01-01&checkOut=2020-01-03`;

  const refusesPayment = async () => {
    await page.goto(pastCheckout);
    await expect(page.getByRole("heading", { level: 1, name: "This stay cannot be booked" })).toBeVisible();
    await expect(page.getByText(/^These dates have passed: a stay starts today/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Confirm and pay" })).toHaveCount(0);
    await expect(page.getByLabel("Card number")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Choose other dates" })).toBeVisible();
  };
  await refusesPayment();
  await logIn(page, "roomer@example.com");
  await refusesPayment();
});

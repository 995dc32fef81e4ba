import { expect, test, type Page } from "@playwright/test";
import { logIn, signUpVerified, uniquePhone } from "../support/identity";
import { approveAsStaff, functionsOf, plainPhoto } from "../support/listings";

// A supplier's own cancellation policy: set in the listing editor, read in plain words with the stay's dates
// before payment, and the refund it gives when the guest cancels.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const ZONE = "Asia/Kuala_Lumpur";

/** A day this many days after today in Kuala Lumpur (the listing's time zone). */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day as the English pages write it: "4 Mar 2027". */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The functions API as the page's signed-in user (the call must succeed). */
const api = <T = Record<string, string>>(page: Page, name: string, data: unknown) => functionsOf(page)<T>(name, data);

test("a supplier sets its own refund steps; a guest reads them with the stay's dates, books, cancels and gets what they give", async ({
  page,
  browser,
}) => {
  test.slow(); // a listing approved, a booking paid and cancelled
  const stamp = Date.now();
  const title = `E2E Own Refund Steps ${stamp}`;
  // A city of its own, so that no other test's search finds this listing.
  const city = `Refund Bay ${stamp}`;
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  // A complete listing made through the API and approved by staff (the editor's other steps are listings.spec.ts's).
  const { propertyId } = await api<{ propertyId: string }>(page, "createListing", {
    type: "studio",
    title,
    description: "A compact studio by the bay, a short walk from the ferry, the market and the old town's cafes.",
    country: "malaysia",
  });
  await api(page, "updateListing", {
    propertyId,
    step: "location",
    values: { country: "malaysia", city, address: "8 Jalan Teluk", latitude: null, longitude: null },
  });
  await api(page, "updateListing", {
    propertyId,
    step: "prices",
    values: { nightly: { rate: 200, weekendRate: null, minNights: 1, maxNights: null }, monthly: null, hourly: null },
  });
  await api(page, "uploadListingPhoto", { propertyId, contentBase64: await plainPhoto("#8ec5fc"), alt: "The studio" });
  await api(page, "submitListing", { propertyId });
  await approveAsStaff(browser, propertyId);

  // The supplier chooses Custom and gives three steps; a step that breaks the rules is refused on its field.
  await page.goto(`/dashboard/listings/${propertyId}/edit?step=rules`);
  await page.getByRole("radio", { name: /^Custom/ }).check();
  const steps = page.getByTestId("custom-cancellation-steps");
  await expect(steps.getByLabel("Step 1: days before check-in")).toHaveValue("30");
  await steps.getByLabel("Step 1: refund (%)").fill("40");
  await steps.getByLabel("Step 2: days before check-in").fill("10");
  await steps.getByLabel("Step 2: refund (%)").fill("100");
  await steps.getByLabel("Step 3: refund (%)").fill("0");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(steps.getByText("A later cancellation cannot get a larger refund than an earlier one.")).toBeVisible();
  await steps.getByLabel("Step 1: refund (%)").fill("100");
  await steps.getByLabel("Step 2: refund (%)").fill("50");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("step") === "review");

  // A guest's stay 20 days ahead: the full refund ends 29 days before check-in (already past), half until 9 days
  // before; the product page and the checkout say so with the dates.
  const checkIn = dayAhead(20);
  const checkOut = dayAhead(22);
  const halfUntil = dayWords(dayAhead(11));
  const { baseURL, extraHTTPHeaders } = test.info().project.use;
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const guestPage = await guestContext.newPage();
    // A new guest, whose bookings page holds only this stay.
    await signUpVerified(guestPage, "roomer");
    await guestPage.goto(`/products/${propertyId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
    await expect(guestPage.getByTestId("product-cancellation-steps").getByRole("listitem")).toHaveText([
      `50% refund if you cancel before ${halfUntil}.`,
      "After that, no refund.",
    ]);
    await guestPage.goto(
      `/checkout?property=${propertyId}&guests=1&mode=nightly&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    const policy = guestPage.getByTestId("checkout-policy");
    await expect(policy).toContainText(`50% refund if you cancel before ${halfUntil}.`);
    await expect(policy).toContainText("After that, no refund.");
    await expect(policy).toContainText("Taxes are always refunded in full.");
    const total = (await guestPage.getByTestId("checkout-total").textContent())!.trim();
    await guestPage.getByLabel("Phone", { exact: true }).fill(uniquePhone());
    await guestPage.getByLabel("Card number").fill("4242 4242 4242 4242");
    await guestPage.getByLabel("Expiry (MM/YY)").fill("12/34");
    await guestPage.getByLabel("Security code (CVC)").fill("123");
    await guestPage.getByRole("button", { name: `Pay ${total}` }).click();
    await expect(guestPage).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
    await expect(guestPage.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
    const reference = (await guestPage.getByTestId("booking-reference").textContent())!.trim();

    // Cancelled now: half the stay comes back, and the taxes.
    await guestPage.goto("/bookings");
    const entry = guestPage.getByTestId("guest-booking").filter({ hasText: reference });
    await entry.getByRole("button", { name: `Cancel booking ${reference}` }).click();
    const confirm = guestPage.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
    const preview = confirm.getByTestId("cancel-preview");
    await expect(preview).toContainText(
      "Custom policy: 50% is refunded when cancelling at least 10 days before check-in. Taxes are refunded in full.",
    );
    await expect(preview).not.toContainText(`You get back ${total}`);
    const refund = (await preview.locator("span.font-semibold").textContent())!.trim();
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(entry.getByTestId("cancel-result")).toContainText(
      `Booking ${reference} is cancelled. Refund: ${refund}.`,
    );
  } finally {
    await guestContext.close();
  }
});

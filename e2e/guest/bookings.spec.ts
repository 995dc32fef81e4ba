import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// The header's Bookings link and its country variants, and a guest's bookings.

test("a signed-in guest sees their upcoming and past bookings", async ({ page }) => {
  await logIn(page, "roomer@example.com");
  await page.goto("/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /\d+ upcoming bookings?/ })).toBeVisible();
  const first = page.getByTestId("guest-booking").first();
  await expect(first.getByTestId("booking-reference")).toHaveText(/^BK-[A-Z0-9]{6}$/);
  await page.getByRole("link", { name: "Past", exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\?tab=past$/);
  await expect(page.getByRole("status").filter({ hasText: /\d+ past bookings?/ })).toBeVisible();
  await expect(page.getByTestId("guest-booking").first()).toContainText(
    /Completed|Cancelled|No-show|Checked in|Confirmed/,
  );
});

test("anyone finds a booking by its reference and email, and a wrong email finds nothing", async ({
  page,
  browser,
}) => {
  await logIn(page, "roomer@example.com");
  await page.goto("/bookings");
  const reference = (await page.getByTestId("booking-reference").first().textContent())!.trim();

  const visitor = await browser.newPage();
  await visitor.goto("/bookings");
  await expect(visitor.getByRole("link", { name: "Log in" })).toBeVisible();
  await visitor.getByLabel("Booking reference").fill(reference.toLowerCase());
  await visitor.getByLabel("Email used for the booking").fill("someone@example.com");
  await visitor.getByRole("button", { name: "Find booking" }).click();
  await expect(visitor.getByRole("alert").filter({ hasText: "No booking matches" })).toHaveText(
    "No booking matches this reference and email.",
  );
  await visitor.getByLabel("Email used for the booking").fill("roomer@example.com");
  await visitor.getByRole("button", { name: "Find booking" }).click();
  await expect(visitor.getByTestId("guest-booking").getByTestId("booking-reference")).toHaveText(reference);
  await visitor.getByLabel("Booking reference").fill("12345");
  await visitor.getByRole("button", { name: "Find booking" }).click();
  await expect(visitor.getByText("A booking reference looks like BK-7K2P9Q.")).toBeVisible();
  await visitor.close();
});

test("the header's Bookings link and the country variants open the bookings page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Bookings" }).first().click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your bookings" })).toBeVisible();
  // A visitor who has not chosen a language reads a country variant in its own (docs/I18N.md): the Philippines'
  // is English.
  await page.context().clearCookies({ name: "NEXT_LOCALE" });
  for (const [country, heading, contact] of [
    ["philippines", "Your bookings", "contact us"],
    ["indonesia", "Pemesanan Anda", "hubungi kami"],
    ["thailand", "การจองของคุณ", "ติดต่อเรา"],
  ] as const) {
    const response = await page.goto(`/${country}/bookings`);
    expect(response?.status(), country).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: contact })).toHaveAttribute("href", `/${country}/contact`);
  }
});

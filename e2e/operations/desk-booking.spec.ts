import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Issue "What hotel systems do that we do not": bookings taken by the front desk (docs/FRONT-DESK.md). The
// operations user books a telephone guest for cash from the calendar's chosen nights, sees the price first, gets
// the reference, and finds the stay on the calendar; the same nights again are refused in words.
test.use({ locale: "en-US" });

/** A month ("2027-09") `months` after this one: beyond the demo's bookings when it is 8 or more. */
function monthFromNow(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
}

const grid = (page: Page) => page.getByTestId("month-grid").first();
const day = (page: Page, date: string) => grid(page).getByRole("gridcell", { name: new RegExp(`^${date}`) });

test("operations book a telephone guest for cash from the calendar and see the stay on it", async ({ page }) => {
  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });

  // The properties the desk takes bookings for are the form's choices; the calendar of the first one.
  await page.goto("/dashboard/calendar?book=1");
  const form = page.getByRole("form", { name: "New booking" });
  // A serviced apartment: sold by the night, with a short minimum stay (not a day room, co-living or a long stay).
  const options = await form
    .getByLabel("Property", { exact: true })
    .locator("option")
    .evaluateAll((elements) =>
      elements.map((element) => ({ id: (element as HTMLOptionElement).value, text: element.textContent ?? "" })),
    );
  const propertyId = options.find((option) => option.text.startsWith("Serviced apartment"))!.id;
  // A month of its own per run (retries and reruns against one database book other nights).
  const month = monthFromNow(9 + (Date.now() % 6));
  const night = String(1 + (Number.parseInt(randomUUID().slice(0, 4), 16) % 20)).padStart(2, "0");
  const first = `${month}-${night}`;
  // Five nights: longer than the demo's minimum stays of a serviced apartment.
  const last = `${month}-${String(Number(night) + 4).padStart(2, "0")}`;
  await page.goto(`/dashboard/calendar?property=${propertyId}&month=${month}`);

  // The nights chosen on the first unit's month (click the first, click the last), then the panel's desk link.
  await day(page, first).click();
  await day(page, last).click();
  const panel = page.getByRole("form", { name: "Change the chosen days" });
  await expect(panel.getByTestId("selected-range")).toContainText("(5 days)");
  await panel.getByRole("link", { name: "Book these nights for a guest" }).click();

  const booking = page.getByRole("form", { name: "New booking" });
  await expect(booking.getByLabel("Check-in")).toHaveValue(first);
  await booking.getByLabel("Full name").fill("Phone Guest");
  await booking.getByLabel("Email").fill(`phone-guest-${randomUUID().slice(0, 8)}@example.test`);
  await booking.getByLabel("Phone").fill("+60123456789");
  // The price the booking will be charged, before confirming.
  await expect(booking.getByTestId("desk-quote-total")).toHaveText(/\d/);
  await expect(booking.getByLabel("Cash at the desk")).toBeChecked();
  await booking.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  const confirmation = page.getByTestId("desk-booking-reference");
  await expect(confirmation).toContainText(/BK-[0-9A-Z]{6}/);
  const reference = (await confirmation.textContent())!.match(/BK-[0-9A-Z]{6}/)![0];
  await expect(page.getByText("Paid in cash, kept by operations for Staysia.")).toBeVisible();

  await page.getByRole("link", { name: "See it on the calendar" }).click();
  await expect(day(page, first)).toHaveAccessibleName(new RegExp(`booked: Phone Guest, ${reference}, Confirmed`));

  // The same nights again: the price says they are taken, and confirming is refused with the 409's words.
  await page.goto(
    `/dashboard/calendar?property=${propertyId}&month=${month}&book=1&checkIn=${first}&checkOut=${last}#new-booking`,
  );
  const again = page.getByRole("form", { name: "New booking" });
  await again.getByLabel("Full name").fill("Second Caller");
  await again.getByLabel("Email").fill("second-caller@example.test");
  await again.getByLabel("Phone").fill("+60123456780");
  await again.getByLabel("Unit").selectOption({ index: 1 });
  await again.getByRole("button", { name: "Confirm booking" }).click();
  await expect(again.getByTestId("desk-quote-problem")).toHaveText("These dates are already booked.");
  await expect(again.getByRole("alert")).toContainText("already booked");
});

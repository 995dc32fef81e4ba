import { expect, test, type Page } from "@playwright/test";
import { datePickerButton, dayButton } from "../support/date-picker";
import { expectPath, logIn, signUpVerified } from "../support/identity";

// Issue "Listings, availability and search": the supplier's calendar and the Multi-Calendar, as the demo
// owner (Lim Properties) uses them.
test.use({ locale: "en-US" });

/** A month ("2027-07") `months` after this one: beyond the demo's bookings when it is 8 or more. */
function monthFromNow(months: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Picks, in the calendar's property picker, the first nightly property (not co-living, not a day room) of a city. */
async function pickProperty(page: Page, city: string): Promise<{ id: string; title: string }> {
  const picker = page.getByLabel("Property", { exact: true });
  const option = picker
    .locator(`optgroup[label="${city}"] option`)
    .filter({ hasNotText: /Co-living|Day room/ })
    .first();
  const id = (await option.getAttribute("value"))!;
  const title = (await option.textContent())!;
  await picker.selectOption(id);
  await expect(page).toHaveURL(new RegExp(`property=${id}`));
  return { id, title };
}

const day = (page: Page, date: string) =>
  page
    .getByTestId("month-grid")
    .first()
    .getByRole("gridcell", { name: new RegExp(`^${date}`) });

test("the owner closes nights for maintenance, sees them shaded, and the product page shows them unavailable", async ({
  page,
}) => {
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  await page.goto("/dashboard/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeAttached();
  const { id } = await pickProperty(page, "Johor Bahru");

  const month = monthFromNow(8);
  await page.goto(`/dashboard/calendar?property=${id}&month=${monthFromNow(7)}`);
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  await day(page, `${month}-10`).click();
  await day(page, `${month}-12`).click();
  const panel = page.getByRole("form", { name: "Change the chosen days" });
  await expect(panel.getByTestId("selected-range")).toContainText("(3 days)");
  await panel.getByText("Close", { exact: true }).click();
  await panel.getByLabel("Reason").selectOption("maintenance");
  await panel.getByLabel("Note").fill("Air-conditioning service");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("status")).toContainText("Close: done");
  for (const date of [`${month}-10`, `${month}-11`, `${month}-12`]) {
    await expect(day(page, date)).toHaveAccessibleName(/closed: Maintenance \(Air-conditioning service\)/);
    await expect(day(page, date).getByTestId("day-closed")).toHaveText("Maintenance");
  }
  await expect(day(page, `${month}-13`)).not.toHaveAccessibleName(/closed/);

  // The guest's availability calendar on the product page strikes those nights.
  await page.goto(`/products/${id}`);
  await datePickerButton(page).click();
  // The month's nights load as the guest moves to it; the closed one then reads as taken.
  const closedNight = await dayButton(page, `${month}-11`);
  await expect(closedNight).toHaveAccessibleName(/, taken$/);
  await expect(closedNight).toBeDisabled();
  await expect(await dayButton(page, `${month}-13`)).not.toHaveAccessibleName(/taken/);
});

test("the owner sets a price and a minimum stay with the keyboard, and sees them on the days", async ({ page }) => {
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  await page.goto("/dashboard/calendar");
  const { id } = await pickProperty(page, "Kota Kinabalu");
  const month = monthFromNow(9);
  await page.goto(`/dashboard/calendar?property=${id}&month=${month}`);

  // Click the 15th, then the 16th: a two-day range.
  await day(page, `${month}-15`).click();
  await day(page, `${month}-16`).click();
  const panel = page.getByRole("form", { name: "Change the chosen days" });
  await panel.getByText("Set price", { exact: true }).click();
  await panel.getByLabel(/^Price per night \(MYR\)/).fill("432");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("status")).toContainText("Set price: done");
  await expect(day(page, `${month}-15`).getByTestId("day-price")).toHaveText("RM 432");
  await expect(day(page, `${month}-16`)).toHaveAccessibleName(/RM\s432 \(special rate\)/);
  await expect(day(page, `${month}-17`).getByTestId("day-price")).not.toHaveText("RM 432");

  // The keyboard: focus the 20th, Enter, two steps right, Shift+Enter: the 20th to the 22nd.
  await day(page, `${month}-20`).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(day(page, `${month}-22`)).toBeFocused();
  await page.keyboard.press("Shift+Enter");
  await expect(panel.getByTestId("selected-range")).toContainText("(3 days)");
  await panel.getByText("Minimum stay", { exact: true }).click();
  await panel.getByLabel("Minimum nights").fill("0");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByText("Enter a number of nights from 1 to 365.")).toBeVisible();
  await panel.getByLabel("Minimum nights").fill("4");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(day(page, `${month}-21`)).toHaveAccessibleName(/minimum 4 nights/);
  await expect(day(page, `${month}-23`)).not.toHaveAccessibleName(/minimum 4 nights/);
});

test("closing a booked night is refused with the booking named, and past days are read-only", async ({ page }) => {
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  await page.goto("/dashboard/calendar");
  const { id } = await pickProperty(page, "Kuala Lumpur");
  await page.goto(`/dashboard/calendar?property=${id}&month=${monthFromNow(1)}`);
  const booked = page
    .getByTestId("month-grid")
    .first()
    .getByRole("gridcell", { name: /booked: .*, (BK-[A-Z0-9]+),/ })
    .first();
  const reference = (await booked.getAttribute("aria-label"))!.match(/BK-[A-Z0-9]+/)![0];
  await booked.click();
  const panel = page.getByRole("form", { name: "Change the chosen days" });
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("alert")).toContainText(reference);
  await expect(panel.getByRole("alert")).toContainText("Move or cancel it first");
  await expect(booked).not.toHaveAccessibleName(/closed:/);

  await page.goto(`/dashboard/calendar?property=${id}&month=${monthFromNow(-1)}`);
  const past = day(page, `${monthFromNow(-1)}-15`);
  await expect(past).toHaveAttribute("aria-disabled", "true");
  // A past day cannot be chosen (force: the click must reach a cell marked aria-disabled).
  await past.click({ force: true });
  await expect(page.getByRole("form", { name: "Change the chosen days" })).toHaveCount(0);
});

test("the Multi-Calendar shows every property's stays as bars and moves by week and by month", async ({ page }) => {
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Multi-Calendar" }).click();
  await expectPath(page, "/dashboard/betaCalendar");
  const board = page.getByTestId("multi-calendar");
  await expect(board.getByTestId("board-row").first()).toBeVisible();
  expect(await board.getByTestId("board-row").count()).toBeGreaterThan(10);
  expect(await board.getByTestId("board-bar").count()).toBeGreaterThan(5);
  await expect(board.getByTestId("board-bar").first()).toHaveAttribute(
    "title",
    /BK-[A-Z0-9]+ · (Held|Requested|Confirmed|Checked in|Completed)|hourly/,
  );

  const title = page.getByTestId("board-title");
  const first = await title.textContent();
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(title).not.toHaveText(first!);
  const from = new URL(page.url()).searchParams.get("from")!;
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).not.toHaveURL(new RegExp(`from=${from}`));
  expect(new URL(page.url()).searchParams.get("from")!.slice(5, 7)).not.toBe(from.slice(5, 7));
  await page.getByRole("link", { name: "Previous month" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));

  // Filtering by city leaves only that city's rows; a row opens its property's calendar.
  await page.getByLabel("City").selectOption("Penang");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/city=Penang/);
  const rows = board.getByTestId("board-row");
  await expect(rows.first()).toContainText("Penang");
  for (const text of await rows.allTextContents()) expect(text).toContain("Penang");
  await rows.first().getByRole("link").first().click();
  await expectPath(page, "/dashboard/calendar");
  await expect(page.getByTestId("month-grid").first()).toBeVisible();
});

test("a new owner without properties sees the empty calendar, the Multi-Calendar empty too", async ({ page }) => {
  await signUpVerified(page, "propertyOwner");
  await page.goto("/dashboard/calendar");
  await expect(page.getByTestId("calendar-empty")).toContainText("No properties yet");
  await expect(page.getByTestId("calendar-empty").getByRole("link", { name: "List a property" })).toHaveAttribute(
    "href",
    "/dashboard/listings",
  );
  await page.goto("/dashboard/betaCalendar");
  await expect(page.getByTestId("board-empty")).toHaveText("There is no property for you to manage yet.");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the month scrolls sideways inside its frame and the action panel comes under it", async ({ page }) => {
    await logIn(page, "owner@example.com", {
      via: "/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
    await page.goto(`/dashboard/calendar?month=${monthFromNow(10)}`);
    const grid = page.getByTestId("month-grid").first();
    await expect(grid).toBeVisible();
    const frame = grid.locator("xpath=..");
    const widths = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await grid.getByRole("gridcell", { name: new RegExp(`^${monthFromNow(10)}-05`) }).click();
    const panel = page.getByRole("form", { name: "Change the chosen days" });
    await expect(panel).toBeVisible();
    const [gridBox, panelBox] = [await frame.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.y).toBeGreaterThan(gridBox!.y + gridBox!.height - 1);
  });
});

import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The guests' date picker (src/components/ui/date-range-picker.tsx): a button showing the chosen stay that opens a
 * calendar. These helpers work in any language: they find days by their ISO date (`data-day` on each cell) and the
 * months' arrows by position, never by their words.
 */

/** The picker's button inside `scope` (the page, or a part of it when it holds more than one picker). */
export function datePickerButton(scope: Page | Locator): Locator {
  return scope.getByTestId("date-picker-trigger").first();
}

/** The open calendar. */
export function datePicker(page: Page): Locator {
  return page.getByTestId("date-picker");
}

const ownDays = (calendar: Locator) => calendar.locator("td[data-day]:not([data-outside])");

/** The button of a day (`2027-03-03`) in the open calendar, moving month by month with the arrows to reach it. */
export async function dayButton(page: Page, day: string): Promise<Locator> {
  const calendar = datePicker(page);
  await expect(calendar).toBeVisible();
  const target = day.slice(0, 7);
  for (let step = 0; step < 36; step++) {
    // The month's own first day: the cells of other months' days in its first week are there too, empty.
    const shown = (await ownDays(calendar).first().getAttribute("data-day"))!.slice(0, 7);
    if (shown === target) return calendar.locator(`td[data-day="${day}"] button`);
    const arrows = calendar.locator("nav button");
    await (shown < target ? arrows.last() : arrows.first()).click();
    await expect(ownDays(calendar).first()).not.toHaveAttribute("data-day", new RegExp(`^${shown}`));
  }
  throw new Error(`The calendar never reached ${day}`);
}

/** Opens the picker in `scope` and clicks the check-in and check-out days; the calendar closes on the check-out. */
export async function pickDates(page: Page, checkIn: string, checkOut: string, scope: Page | Locator = page) {
  await datePickerButton(scope).click();
  await (await dayButton(page, checkIn)).click();
  await (await dayButton(page, checkOut)).click();
  await expect(datePicker(page)).toBeHidden();
}

/** Opens the picker in `scope` (single mode: a day room's day, a move-in) and clicks one day. */
export async function pickDay(page: Page, day: string, scope: Page | Locator = page) {
  await datePickerButton(scope).click();
  await (await dayButton(page, day)).click();
  await expect(datePicker(page)).toBeHidden();
}

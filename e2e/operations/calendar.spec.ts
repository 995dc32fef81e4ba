import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Issue "Listings, availability and search": the operations team's calendar (managed properties only) and
// the day rooms by the hour.
test.use({ locale: "en-US" });

async function pickerOptions(page: Page): Promise<{ id: string; title: string }[]> {
  const options = page.getByLabel("Property", { exact: true }).locator("option");
  await expect(options.first()).toBeAttached();
  return options.evaluateAll((elements) =>
    elements.map((element) => ({ id: (element as HTMLOptionElement).value, title: element.textContent ?? "" })),
  );
}

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("an operations user lands on the calendar and sees only the managed properties", async ({ page, browser }) => {
  const staff = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  const staffPage = await staff.newPage();
  await logIn(staffPage, "staff1@example.com", { landsOn: "/dashboard/listings" });
  await staffPage.goto("/dashboard/calendar");
  const everything = await pickerOptions(staffPage);
  await staff.close();

  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  await expect(page.getByTestId("month-grid").first()).toBeVisible();
  const managed = await pickerOptions(page);
  expect(managed.length).toBeGreaterThan(0);
  expect(managed.length).toBeLessThan(everything.length);
  const allIds = new Set(everything.map((option) => option.id));
  for (const option of managed) expect(allIds.has(option.id)).toBe(true);

  // A property outside the managed ones is not shown, even by its address.
  const unmanaged = everything.find((option) => !managed.some((each) => each.id === option.id))!;
  await page.goto(`/dashboard/calendar?property=${unmanaged.id}`);
  await expect(page.getByText("That property is not one of the properties you manage")).toBeVisible();
  await expect(page.getByLabel("Property", { exact: true })).not.toHaveValue(unmanaged.id);
  // Operations users are confined to their pages: the Multi-Calendar sends them back.
  await page.goto("/dashboard/betaCalendar");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/calendar");
});

test("day rooms: staff close two hours of a day and see them closed; the page has no night/hour toggle", async ({
  page,
}) => {
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  // Forty days ahead, past the demo's hourly bookings (four weeks either side of its first start).
  const day = dayFromNow(40);
  await page.goto(`/dashboard/dayrooms?day=${day}`);
  await expect(page.getByRole("navigation", { name: "Calendar view" })).toHaveCount(0);
  const grid = page.getByTestId("hour-grid").first();
  await grid.getByRole("gridcell", { name: /^10:00–11:00/ }).click();
  await grid.getByRole("gridcell", { name: /^11:00–12:00/ }).click();
  const panel = page.getByRole("form", { name: "Change the chosen hours" });
  await expect(panel.getByTestId("selected-range")).toHaveText(`${day}, 10:00–12:00`);
  await panel.getByLabel("Reason").selectOption("maintenance");
  await panel.getByLabel("Note").fill("Deep clean");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("status")).toHaveText("Closed 10:00–12:00.");
  await expect(grid.getByRole("gridcell", { name: /^10:00–11:00, closed: Maintenance \(Deep clean\)/ })).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: /^11:00–12:00, closed: Maintenance/ })).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: /^12:00–13:00$/ })).toBeVisible();
  await expect(grid.getByTestId("hour-block")).toHaveText(["Maintenance"]);

  // Reopening the second hour trims the block to the first.
  await grid.getByRole("gridcell", { name: /^11:00–12:00/ }).click();
  await panel.getByText("Reopen hours", { exact: true }).click();
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByRole("status")).toHaveText("Reopened 11:00–12:00.");
  await expect(grid.getByRole("gridcell", { name: /^11:00–12:00$/ })).toBeVisible();
  await expect(grid.getByRole("gridcell", { name: /^10:00–11:00, closed: Maintenance/ })).toBeVisible();
});

test("the calendar's By hour view of a day room is the same hourly calendar, with the toggle", async ({ page }) => {
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  await page.goto("/dashboard/dayrooms");
  const id = await page.getByLabel("Property", { exact: true }).inputValue();
  await page.goto(`/dashboard/calendar?property=${id}`);
  const toggle = page.getByRole("navigation", { name: "Calendar view" });
  await expect(toggle.getByRole("link", { name: "By night" })).toHaveAttribute("aria-current", "page");
  await toggle.getByRole("link", { name: "By hour" }).click();
  await expect(page).toHaveURL(/view=hourly/);
  await expect(page.getByTestId("hour-grid").first()).toBeVisible();
  await expect(toggle.getByRole("link", { name: "By hour" })).toHaveAttribute("aria-current", "page");
});

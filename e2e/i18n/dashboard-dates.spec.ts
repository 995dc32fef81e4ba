import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// The dashboards stay English whatever language a person reads the site in (docs/I18N.md): their dates go
// through lib/format.ts with "en", never through the request's language.
test("a staff member who reads the site in Thai sees the calendars' dates in English", async ({ page, context }) => {
  await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
  await context.addCookies([{ name: "NEXT_LOCALE", value: "th", url: test.info().project.use.baseURL! }]);

  await page.goto("/dashboard/betaCalendar?from=2027-03-01&span=14");
  await expect(page.getByTestId("board-title")).toHaveText("1 Mar – 14 Mar 2027");

  await page.goto("/dashboard/calendar?month=2027-03");
  await expect(page.getByTestId("calendar-title")).toHaveText("March 2027");

  await page.goto("/dashboard/dayrooms?day=2027-03-04");
  await expect(page.getByTestId("calendar-title").first()).toContainText("Thursday, 4 March 2027");
});

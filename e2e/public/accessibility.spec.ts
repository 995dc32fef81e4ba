import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/accessibility";

// The product's quality bar: axe finds no serious or critical violation on any public page.
const PUBLIC_PAGES = [
  "/",
  "/philippines",
  "/about",
  "/landlords",
  "/whyus",
  "/newsroom",
  "/newsroom/introducing-stayinvest",
  "/stay-corp",
  "/corporatestays",
  "/stay-connect",
  "/stay-invest",
  "/rewards",
  "/stay-together",
  "/thecoliving",
  "/search-space",
  "/findahome",
  "/findahome?city=Penang&checkIn=2027-06-01&checkOut=2027-06-04",
  "/findahome?north=5.5&south=5.3&east=100.4&west=100.25",
  "/thailand/findahome",
  "/products?page=2",
  "/faq",
  "/privacy",
  "/termsOfUse",
  "/homestyling",
  "/contact",
  "/askstacy",
  "/askstacy?q=2%20bedrooms%20in%20Bangkok",
  "/airasia",
  "/signup/landlord?supplier=propertyOwner",
  "/signup/roomer",
  "/login/operator",
  "/login/landlord?supplier=thirdPartyHost",
  "/login/microinvestors",
  "/signup/microinvestors",
  "/bookings",
  "/indonesia/bookings",
  "/products",
  "/no-such-page",
];

for (const path of PUBLIC_PAGES) {
  test(`no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("no serious or critical accessibility violation on a product page with a quote", async ({ page }) => {
  await page.goto("/findahome?city=Penang");
  const href = (await page.getByTestId("search-result").first().getByRole("link").getAttribute("href"))!;
  await page.goto(`${href}?checkIn=2027-06-01&checkOut=2027-06-04`);
  await expect(page.getByTestId("quote")).not.toBeEmpty();
  await expectNoSeriousViolations(page);
});

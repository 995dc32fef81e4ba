import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { asAnotherUser, expectPath, logIn, signUpVerified } from "../support/identity";

// Issue "Listings, availability and search": the supplier side of /dashboard/listings, the step editor, review.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** A real PNG, drawn here: photos are decoded on the server, so a made-up buffer would be refused. */
async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

async function expectStep(page: Page, step: string) {
  await expect(page).toHaveURL((url) => url.searchParams.get("step") === step);
}

test.describe("a supplier's listings", () => {
  test("the owner sees their demo properties with status, price and occupancy, and nobody else's", async ({ page }) => {
    await logIn(page, "owner@example.com", {
      via: "/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
    await expect(page.getByRole("heading", { level: 1, name: "Property" })).toBeVisible();
    const rows = page.getByTestId("dashboard-listing");
    await expect(rows.first()).toBeVisible();
    // Lim Properties owns Malaysian properties only; Harbour Hosts' and other countries' are not shown.
    await expect(page.getByRole("status").filter({ hasText: /^Showing 1–\d+ of [\d,]+ propert/ })).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(3);
    for (const row of await rows.all()) await expect(row).toContainText(/Malaysia/);
    // The demo's properties are listed, priced in ringgit, and booked some of the next 30 days.
    const listed = rows.filter({ has: page.getByTestId("listing-status").getByText("Listed", { exact: true }) });
    expect(await listed.count()).toBeGreaterThan(3);
    for (const row of await listed.all()) {
      await expect(row.getByTestId("listing-prices")).toContainText(/RM\s?[\d,]+(\.\d\d)? \/ (night|month|hour)/);
      await expect(row.getByTestId("listing-occupancy")).toContainText(/\d+% booked, next 30 days/);
    }
    await expect(page.getByText("Manila")).toHaveCount(0);
    // Each row links to its editor, its calendar and its public page.
    const first = listed.first();
    await expect(first.getByRole("link", { name: /^Calendar of / })).toHaveAttribute(
      "href",
      /^\/dashboard\/calendar\?property=[0-9a-f-]{36}$/,
    );
    await expect(first.getByRole("link", { name: /^Public page of / })).toHaveAttribute(
      "href",
      /^\/products\/[0-9a-f-]{36}$/,
    );
    // Suppliers have no organisation filter and no review buttons.
    await expect(page.getByRole("form", { name: "Filter properties" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  });

  test("the owner lists a new co-living place step by step, comes back to an intact draft, submits; staff approve; guests see it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `E2E Garden Rooms ${Date.now()}`;
    await logIn(page, "owner@example.com", {
      via: "/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
    await page.getByRole("link", { name: "Add a property" }).click();
    await expectPath(page, "/dashboard/listings/new");

    // Basics: a title that is too short is refused in place.
    await page.getByLabel("Kind of place").selectOption({ label: "Co-living" });
    await page.getByLabel("Title", { exact: true }).fill("Tiny");
    await saveAndContinue(page);
    await expect(page.getByText("The title must be at least 5 characters.")).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .fill(
        "Two quiet rooms in a restored shophouse in George Town, with a shared kitchen and a small garden courtyard.",
      );
    await page.getByLabel("Country").selectOption({ label: "Malaysia" });
    await saveAndContinue(page);
    await expectStep(page, "location");
    const propertyId = new URL(page.url()).pathname.split("/")[3]!;
    expect(propertyId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByLabel("City").fill("Penang");
    await page.getByLabel("Street address").fill("8 Lebuh Armenian, George Town");
    await page.getByLabel("Latitude (optional)").fill("5.4141");
    await page.getByLabel("Longitude (optional)").fill("100.3288");
    await saveAndContinue(page);
    await expectStep(page, "space");

    // Leave mid-way: the draft is on the listings page, and everything saved is still there.
    await page.getByRole("link", { name: "← All properties" }).click();
    await expectPath(page, "/dashboard/listings");
    const draftRow = page.getByRole("article", { name: title });
    await expect(draftRow.getByTestId("listing-status")).toHaveText("Draft");
    await draftRow.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("link", { name: /Basics \(complete\)/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Photos \(not started\)/ })).toBeVisible();
    await page.getByRole("link", { name: /^Location/ }).click();
    await expect(page.getByLabel("City")).toHaveValue("Penang");
    await expect(page.getByLabel("Street address")).toHaveValue("8 Lebuh Armenian, George Town");
    await page.getByRole("link", { name: /^Space/ }).click();

    await page.getByLabel("Bedrooms").fill("2");
    await page.getByLabel("Maximum guests").fill("2");
    await page.getByRole("checkbox", { name: "Wi-Fi" }).check();
    await page.getByRole("checkbox", { name: "Kitchen" }).check();
    await saveAndContinue(page);
    await expectStep(page, "units");

    // Units: the first room is renamed and a second one added.
    await page.getByLabel("Name of room 1").fill("Courtyard room");
    await page.getByRole("button", { name: "Add a room" }).click();
    await page.getByLabel("Name of room 2").fill("Garden room");
    await saveAndContinue(page);
    await expectStep(page, "photos");

    // Photos: a text file is stopped in the browser, a fake PNG by the server, two real ones go in.
    const chooser = page.getByLabel("Choose photos");
    const upload = (name: string) =>
      page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name });
    await chooser.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expect(upload("notes.txt").getByRole("alert")).toHaveText("That file is not a JPEG, PNG or WebP image.");
    await chooser.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("pretending to be a PNG"),
    });
    await expect(upload("fake.png").getByRole("alert")).toHaveText("That file is not a JPEG, PNG or WebP image.");
    await expect(page.getByTestId("listing-photo")).toHaveCount(0);
    await chooser.setInputFiles([
      { name: "courtyard.png", mimeType: "image/png", buffer: await png("#2f6f73") },
      { name: "garden.png", mimeType: "image/png", buffer: await png("#84fab0") },
    ]);
    await expect(upload("courtyard.png")).toContainText("Uploaded");
    await expect(upload("garden.png")).toContainText("Uploaded");
    const photos = page.getByTestId("listing-photo");
    await expect(photos).toHaveCount(2);
    await photos.nth(0).getByLabel("Description of photo 1").fill("The courtyard with plants");
    await photos.nth(1).getByLabel("Description of photo 2").fill("The garden room with its bed");
    await photos.nth(1).getByRole("radio", { name: "Cover photo" }).check();
    await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
    await saveAndContinue(page);
    await expectStep(page, "prices");

    await page.getByLabel("Nightly rate (MYR)").fill("120");
    await page.getByLabel("Minimum nights").fill("2");
    await page.getByRole("checkbox", { name: "Monthly stays (28 nights or more)" }).check();
    await page.getByLabel("Monthly rate (MYR)").fill("2500");
    await saveAndContinue(page);
    await expectStep(page, "rules");

    await page.getByLabel("Cleaning fee (MYR)").fill("30");
    await page.getByRole("radio", { name: /^Flexible/ }).check();
    await page.getByRole("radio", { name: /^Request to book/ }).check();
    await saveAndContinue(page);
    await expectStep(page, "review");

    await expect(page.getByRole("list", { name: "Missing" })).toHaveCount(0);
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sent for review" })).toBeVisible();
    await expect(page.getByTestId("listing-status").first()).toHaveText("In review");
    // Not public while in review.
    expect((await page.request.get(`/products/${propertyId}`)).status()).toBe(404);

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.getByRole("link", { name: /^Awaiting review/ }).click();
      await expect(staff.page).toHaveURL(/\/dashboard\/listings\?status=in_review$/);
      const row = staff.page.getByRole("article", { name: title });
      await expect(row).toContainText("Lim Properties Sdn Bhd");
      await row.getByRole("button", { name: "Approve" }).click();
      // Approved, it leaves the list of those awaiting review, and the page says so.
      await expect(row).toHaveCount(0);
      await expect(staff.page.getByRole("status").filter({ hasText: `${title} is listed.` })).toBeVisible();
    } finally {
      await staff.close();
    }

    await page.goto(`/products/${propertyId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: "The garden room with its bed" }).first()).toBeVisible();
    await page.goto("/dashboard/listings?status=listed");
    await expect(page.getByRole("article", { name: title }).getByTestId("listing-status")).toHaveText("Listed");
  });

  test("staff send a listing back with a note the supplier then sees", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = `E2E Sent Back ${Date.now()}`;
    // A complete draft made through the API as the owner (the editor itself is covered above).
    await logIn(page, "owner@example.com", {
      via: "/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
    const api = async (name: string, data: unknown) => {
      const response = await page.request.post(`/api/functions/${name}`, { data: { data } });
      expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
      return ((await response.json()) as { result: Record<string, string> }).result;
    };
    const { propertyId } = await api("createListing", {
      type: "studio",
      title,
      description: "A compact studio above a coffee shop, a short walk from the monorail and the night market.",
      country: "malaysia",
    });
    await api("updateListing", {
      propertyId,
      step: "location",
      values: { country: "malaysia", city: "Kuala Lumpur", address: "21 Jalan Alor", latitude: null, longitude: null },
    });
    await api("updateListing", {
      propertyId,
      step: "prices",
      values: { nightly: { rate: 150, weekendRate: null, minNights: 1, maxNights: null }, monthly: null, hourly: null },
    });
    await api("uploadListingPhoto", {
      propertyId,
      contentBase64: (await png("#f6d365")).toString("base64"),
      alt: "The studio",
    });
    await api("submitListing", { propertyId });

    const staff = await asAnotherUser(browser, "staff1@example.com", "/dashboard/listings");
    try {
      await staff.page.goto("/dashboard/listings?status=in_review");
      const row = staff.page.getByRole("article", { name: title });
      await row.getByRole("button", { name: "Send back…" }).click();
      await row.getByRole("button", { name: "Send back", exact: true }).click();
      await expect(row.getByText("Tell the supplier what to change (at least 5 characters).")).toBeVisible();
      await row
        .getByLabel("What should the supplier change?")
        .fill("Please add photos of the bathroom and the kitchen.");
      await row.getByRole("button", { name: "Send back", exact: true }).click();
      await expect(row).toHaveCount(0);
      await expect(
        staff.page.getByRole("status").filter({ hasText: `${title} was sent back to the supplier.` }),
      ).toBeVisible();
    } finally {
      await staff.close();
    }

    await page.goto("/dashboard/listings?status=draft");
    await expect(page.getByRole("article", { name: title })).toContainText(
      "Sent back by our team: Please add photos of the bathroom and the kitchen.",
    );
    await page.goto(`/dashboard/listings/${propertyId}/edit?step=review`);
    await expect(page.getByRole("note")).toContainText("Please add photos of the bathroom and the kitchen.");
  });

  test("another supplier's listing is not found in the editor", async ({ page, browser }) => {
    await logIn(page, "owner@example.com", {
      via: "/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
    const href = await page
      .getByTestId("dashboard-listing")
      .first()
      .getByRole("link", { name: /^Edit / })
      .getAttribute("href");
    const host = await asAnotherUser(browser, "host@example.com", "/dashboard/listings");
    try {
      await host.page.goto(href!);
      await expect(host.page.getByRole("heading", { name: "This page isn’t here" })).toBeVisible();
    } finally {
      await host.close();
    }
  });
});

test.describe("staff and operators", () => {
  test("an operator filters every property by organisation, city and status, in a shareable URL", async ({ page }) => {
    await logIn(page, "operator@example.com", { landsOn: "/dashboard/listings" });
    await expect(page.getByRole("status").filter({ hasText: /^Showing 1–20 of [\d,]+ properties$/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" })).toBeVisible();

    const filters = page.getByRole("form", { name: "Filter properties" });
    await filters.getByLabel("Organisation").selectOption({ label: "Siam Residences Co., Ltd." });
    await filters.getByLabel("City").selectOption("Bangkok");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/organisation=[0-9a-f-]{36}&city=Bangkok/);
    const rows = page.getByTestId("dashboard-listing");
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      await expect(row).toContainText("Bangkok, Thailand");
      await expect(row).toContainText("Siam Residences Co., Ltd.");
      await expect(row.getByTestId("listing-prices")).toContainText("฿");
    }
    // The shared URL opens the same view; a status tab keeps the other filters.
    const shared = page.url();
    await page.goto(shared);
    await expect(rows).toHaveCount(5);
    await page
      .getByRole("navigation", { name: "Filter by status" })
      .getByRole("link", { name: /^Listed/ })
      .click();
    await expect(page).toHaveURL(/status=listed&organisation=[0-9a-f-]{36}&city=Bangkok/);
    await expect(rows).toHaveCount(5);
    await page
      .getByRole("navigation", { name: "Filter by status" })
      .getByRole("link", { name: /^Unlisted/ })
      .click();
    await expect(page.getByText("No properties match these filters.")).toBeVisible();
  });
});

test.describe("guests, new suppliers and small screens", () => {
  test("a brand-new supplier is invited to list their first property", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpVerified(page, "thirdPartyHost");
    await expect(page.getByRole("heading", { name: "List your first property" })).toBeVisible();
    await page.getByRole("link", { name: "List your first property" }).click();
    await expectPath(page, "/dashboard/listings/new");
    await expect(page.getByRole("form", { name: "New property" })).toBeVisible();
    // A supplier picks no organisation: the listing is always their own.
    await expect(page.getByLabel("Organisation")).toHaveCount(0);
  });

  test("a guest finds an invitation to become a host, not a broken page", async ({ page }) => {
    await logIn(page, "roomer@example.com", { landsOn: "/dashboard/listings" });
    await expect(page.getByRole("heading", { name: "Have a place to rent out?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a host" })).toHaveAttribute(
      "href",
      "/signup/landlord?supplier=propertyOwner",
    );
    await page.goto("/dashboard/listings/new");
    await expect(page.getByRole("heading", { name: "Have a place to rent out?" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the property cards stack and nothing overflows sideways", async ({ page }) => {
      await logIn(page, "host@example.com", {
        via: "/login/landlord?supplier=thirdPartyHost",
        landsOn: "/dashboard/listings",
      });
      const rows = page.getByTestId("dashboard-listing");
      await expect(rows.first()).toBeVisible();
      const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
      expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The editor too: its steps wrap into rows.
      await rows
        .first()
        .getByRole("link", { name: /^Edit / })
        .click();
      await expect(page.getByRole("navigation", { name: "Steps" })).toBeVisible();
      await page
        .getByRole("navigation", { name: "Steps" })
        .getByRole("link", { name: /^Stays and prices/ })
        .click();
      await expect(page.getByRole("form", { name: "Stays and prices" })).toBeVisible();
      const editorOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(editorOverflow).toBeLessThanOrEqual(0);
    });
  });
});

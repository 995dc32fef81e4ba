import { expect, test } from "@playwright/test";
import { expectPath, logIn } from "../support/identity";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

const CONTENT_PAGES: [string, RegExp][] = [
  ["/about", /Homes that work/],
  ["/landlords", /Earn more from your property/],
  ["/whyus", /Why guests and owners/],
  ["/newsroom", /Newsroom/],
  ["/stay-corp", /Furnished homes for teams/],
  ["/corporatestays", /Furnished homes for teams/],
  ["/stay-connect", /Your stay, connected/],
  ["/stay-invest", /Own a share of the income/],
  ["/rewards", /Ways to save and earn/],
  ["/stay-together", /Co-living for people/],
  ["/thecoliving", /Your own room/],
  ["/search-space", /A room for a few hours/],
  ["/faq", /Frequently asked questions/],
  ["/privacy", /Privacy notice/],
  ["/termsOfUse", /Terms of use/],
  ["/homestyling", /Home styling for rental homes/],
  ["/contact", /Contact us/],
  ["/askstacy", /Tell me what you are looking for/],
];

test("every content page renders its heading and a title", async ({ page }) => {
  test.slow(); // many pages in one test
  for (const [path, heading] of CONTENT_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    expect(await page.title(), path).toMatch(/Staysia/);
  }
});

test("co-living and hourly spaces list real homes of those kinds", async ({ page }) => {
  await page.goto("/thecoliving");
  await expect(page.getByTestId("search-result").first()).toContainText("Co-living");
  await page.goto("/search-space");
  await expect(page.getByTestId("search-result").first()).toContainText("Day room");
  await expect(page.getByTestId("search-result").first()).toContainText("/ hour");
});

test("the about page states the marketplace's counts from the data, as the home page's destinations list it", async ({
  page,
}) => {
  await page.goto("/");
  const destinations = await page
    .getByRole("list", { name: "Destinations" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => Number(item.textContent?.split("·")[1]?.trim())));
  const places = destinations.reduce((sum, count) => sum + count, 0);
  expect(destinations.length).toBeGreaterThan(0);
  await expect(page.getByText(`in ${destinations.length} cities. ${places} places ready to book`)).toBeVisible();

  await page.goto("/about");
  await expect(page.getByText(`${places} places in ${destinations.length} cities`)).toBeVisible();
  await expect(page.locator("main")).not.toContainText("{");
});

test("the newsroom lists posts from the database and opens one", async ({ page }) => {
  await page.goto("/newsroom");
  await page.getByRole("link", { name: "Introducing StayInvest" }).click();
  await expectPath(page, "/newsroom/introducing-stayinvest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introducing StayInvest");
  expect((await page.request.get("/newsroom/no-such-post")).status()).toBe(404);
});

test("the FAQ is searchable, also without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faq");
  await page.getByLabel("Search the questions").fill("cancelling");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/faq\?q=cancelling/);
  await expect(page.getByRole("status")).toContainText("match");
  await expect(page.getByText("How do I cancel a booking?")).toBeVisible();
  await page.getByLabel("Search the questions").fill("zzzz-nothing");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toContainText("No answers match");
  await context.close();
});

test.describe("contact form", () => {
  test("stores an enquiry, acknowledges it on screen and by email, and lists it for staff", async ({
    page,
    request,
  }) => {
    const email = `enquiry-${Date.now()}@example.test`;
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Mei Tan");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone (optional)").fill("+60123456780");
    await page.getByLabel("Topic").selectOption("list_property");
    await page.getByLabel("Message").fill("I have a two-bedroom condo in Mont Kiara to list from January.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText(/reference EQ-[0-9A-F]{8}/);

    const mailbox = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(mailbox.emails[0].subject).toMatch(/We received your message \(EQ-/);

    await logIn(page, "staff1@example.com", { landsOn: "/dashboard/listings" });
    await page.goto("/dashboard/enquiries?status=new");
    const item = page.getByRole("listitem").filter({ hasText: email });
    await expect(item).toContainText("Mont Kiara");
    await item.getByRole("button", { name: "Mark answered" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  });

  test("refuses an empty or malformed enquiry with clear messages and stores nothing", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(
      page
        .getByText("Enter your email address.")
        .or(page.getByText("Enter a valid email address, like name@example.com.")),
    ).toBeVisible();
    await expect(page.getByText("Tell us a little more: at least 10 characters.")).toBeVisible();
    await page.getByLabel("Your name").fill("Ana");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone (optional)").fill("0123");
    await page.getByLabel("Message").fill("Hello there, I need help.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText(/international format/)).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
  });

  test("the corporate stays page has its own enquiry form", async ({ page }) => {
    await page.goto("/philippines/corporatestays");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("the Philippines");
    await expect(page.getByRole("form", { name: "Enquiry" })).toBeVisible();
    await expect(page.getByLabel("Topic")).toHaveValue("corporate");
  });
});

test.describe("Ask Stacy", () => {
  test("turns a plain request into filters and matching homes, and hands over to a person", async ({ page }) => {
    await page.goto("/askstacy");
    // Months ahead, past the demo's bookings (about six months), so its Bangkok places are free then.
    await page.getByLabel("Your request or question").fill("A place in Bangkok under THB 5,000 from 14 to 16 Aug");
    await page.getByRole("button", { name: "Ask" }).click();
    await expect(
      page.getByText(
        /You are looking for a place to stay in Bangkok under THB 5,000 from \d{4}-08-14 to \d{4}-08-16\./,
      ),
    ).toBeVisible();
    const open = page.getByRole("link", { name: "Open this search with all filters" });
    await expect(open).toHaveAttribute(
      "href",
      /^\/thailand\/findahome\?city=Bangkok&maxPrice=5000&currency=THB&checkIn=\d{4}-08-14&checkOut=\d{4}-08-16$/,
    );
    await expect(page.getByRole("heading", { name: "The search I ran" })).toBeVisible();
    const cards = page.getByTestId("search-result");
    await expect(cards.first()).toContainText("Bangkok");
    // Each place is priced for the dates she read and opens with them, ready to book.
    await expect(cards.first().getByTestId("stay-total")).toContainText("2 nights");
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", /checkIn=\d{4}-\d{2}-\d{2}&checkOut=/);
    const named = await cards.getByRole("heading").allTextContents();
    await expect(page.getByRole("link", { name: "Write to our team" })).toHaveAttribute("href", "/contact");

    // Her link opens the same search: the same places, in the same order.
    await open.click();
    await expect(page).toHaveURL(/\/thailand\/findahome\?city=Bangkok/);
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    const listed = await page.getByTestId("search-result").getByRole("heading").allTextContents();
    expect(listed.slice(0, named.length)).toEqual(named);
  });

  test("answers a question from the FAQ", async ({ page }) => {
    await page.goto(`/askstacy?q=${encodeURIComponent("How do I cancel a booking?")}`);
    await expect(page.getByRole("heading", { name: "From our answers" })).toBeVisible();
    await expect(page.getByText("How do I cancel a booking?").last()).toBeVisible();
  });
});

test("/matching is guarded and says what it offers today", async ({ page }) => {
  await page.goto("/matching");
  await expectPath(page, "/");
  await logIn(page, "roomer@example.com");
  await page.goto("/matching");
  await expect(page.getByRole("heading", { name: "What matching offers today" })).toBeVisible();
});

test("/_app, the framework's application wrapper, is not a page of its own", async ({ page }) => {
  const response = await page.goto("/_app");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

test("a guest coming from the partner storefront signs up with the partner kept", async ({ page }) => {
  await page.goto("/airasia");
  await page.getByRole("link", { name: "Create your guest account" }).click();
  await expect(page).toHaveURL(/\/signup\/roomer\?from=airasia$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// The product's quality bar: every public page has a title and a description, and reads without JavaScript.
const META_PAGES = [
  "/",
  "/findahome",
  "/products",
  "/bookings",
  "/philippines",
  "/philippines/whyus",
  "/indonesia/findahome",
  "/thailand/contact",
  "/thailand/signup/roomer",
  "/philippines/login/operator",
  "/indonesia/signup/landlord?supplier=propertyOwner",
  "/signup/microinvestors",
  "/login/microinvestors",
  "/about",
  "/askstacy",
];

test("every public page has a title and a description", async ({ page }) => {
  test.slow(); // many pages in one test
  for (const path of META_PAGES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    expect(await page.title(), path).toMatch(/Staysia/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(20);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page, the search, a product page and a content page read fully", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await page.goto("/findahome?city=Bangkok");
    await expect(page.getByTestId("search-result").first()).toContainText("Bangkok");
    const href = await page.getByTestId("search-result").first().getByRole("link").getAttribute("href");
    await page.goto(href!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Homes that work/);
  });
});

test("the WhatsApp link is on the sign-up and log-in pages too", async ({ page }) => {
  for (const path of ["/signup/roomer", "/login/operator", "/thailand/signup/landlord?supplier=thirdPartyHost"]) {
    await page.goto(path);
    await expect(page.getByTestId("whatsapp-link"), path).toBeVisible();
  }
});

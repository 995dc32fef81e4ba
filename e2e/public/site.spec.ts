import { expect, test, type Page } from "@playwright/test";
import { expectPath, logIn } from "../support/identity";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// SPEC.md §2's public shell: header menus, links, country variants, partner page, footer.

async function openMenu(page: Page, name: string) {
  const header = page.getByRole("banner");
  await header.getByRole("button", { name }).click();
  return header.getByRole("menu", { name });
}

async function menuTargets(page: Page, name: string): Promise<[string, string][]> {
  const menu = await openMenu(page, name);
  const items = menu.getByRole("menuitem");
  const result: [string, string][] = [];
  for (const item of await items.all())
    result.push([(await item.innerText()).trim(), (await item.getAttribute("href")) ?? ""]);
  await page.keyboard.press("Escape");
  return result;
}

test.describe("header on the default site", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
  });

  test("About Us, Our Products, Sign Up and Log In menus go exactly where SPEC.md says", async ({ page }) => {
    expect(await menuTargets(page, "About Us")).toEqual([
      ["About", "/about"],
      ["Property Owners", "/landlords"],
      ["Newsroom", "/newsroom"],
      ["Why Us", "/whyus"],
    ]);
    expect((await menuTargets(page, "Our Products")).map(([, href]) => href)).toEqual([
      "/stay-corp",
      "/stay-connect",
      "/stay-invest",
      "/rewards",
      "/stay-together",
    ]);
    expect((await menuTargets(page, "Sign Up")).map(([, href]) => href)).toEqual([
      "/signup/landlord?supplier=propertyOwner",
      "/signup/landlord?supplier=thirdPartyHost",
      "/signup/microinvestors",
      "/signup/roomer",
    ]);
    expect((await menuTargets(page, "Log In")).map(([, href]) => href)).toEqual([
      "/login/landlord?supplier=propertyOwner",
      "/login/landlord?supplier=thirdPartyHost",
      "/login/operator",
      "/login/microinvestors",
    ]);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Find a Home" })).toHaveAttribute("href", "/findahome");
    await expect(header.getByRole("link", { name: "Bookings" })).toHaveAttribute("href", "/bookings");
    await expect(header.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "/contact");
  });

  test("a menu opens and moves by keyboard, closes with Escape and on an outside click", async ({ page }) => {
    const button = page.getByRole("banner").getByRole("button", { name: "About Us" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = page.getByRole("menu", { name: "About Us" }).getByRole("menuitem");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await button.click();
    await expect(page.getByRole("menu", { name: "About Us" })).toBeVisible();
    await page.locator("h1").click();
    await expect(page.getByRole("menu", { name: "About Us" })).toBeHidden();
  });

  test("following a menu item opens its page", async ({ page }) => {
    const menu = await openMenu(page, "About Us");
    await menu.getByRole("menuitem", { name: "Property Owners" }).click();
    await expectPath(page, "/landlords");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Earn more from your property");
  });

  test("signed in, the header shows the id, Return to Dashboard by role, and Logout", async ({ page }) => {
    await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByTestId("header-user-id")).toHaveText("ops@example.com");
    await expect(header.getByRole("button", { name: "Sign Up" })).toHaveCount(0);
    await expect(header.getByRole("button", { name: "Log In" })).toHaveCount(0);
    await header.getByRole("link", { name: "Return to Dashboard" }).click();
    await expectPath(page, "/dashboard/calendar");
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Log In" })).toBeVisible();
  });

  for (const [email, target] of [
    ["airline@example.com", "/dashboard/airasia"],
    ["insurance@example.com", "/dashboard/travelInsurance"],
    ["owner@example.com", "/dashboard/listings"],
    ["accountant@example.com", "/dashboard/listings"],
  ] as const) {
    test(`Return to Dashboard for ${email} points to ${target}`, async ({ page }) => {
      await logIn(page, email);
      await page.goto("/whyus");
      await expect(page.getByRole("banner").getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
        "href",
        target,
      );
    });
  }

  test("on a phone the header is a menu button with the same items", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await button.click();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of [
      "About",
      "Property Owners",
      "StayInvest",
      "Find a Home",
      "Enquire",
      "Coliving",
      "Operations",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true }).first()).toBeVisible();
    }
  });
});

test.describe("country variants", () => {
  for (const country of ["philippines", "indonesia", "thailand"] as const) {
    test(`${country}: its pages exist and the header stays inside the variant`, async ({ page, request }) => {
      for (const path of [
        "",
        "/whyus",
        "/corporatestays",
        "/contact",
        "/signup/landlord?supplier=propertyOwner",
        "/login/landlord?supplier=propertyOwner",
        "/login/operator",
        "/signup/roomer",
      ]) {
        const response = await request.get(`/${country}${path}`);
        expect(response.status(), `/${country}${path}`).toBe(200);
      }
      const landlords = await request.get(`/${country}/landlords`);
      expect(landlords.status()).toBe(country === "thailand" ? 404 : 200);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${country}`);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Find a Home" })).toHaveAttribute("href", `/${country}/findahome`);
      await expect(header.getByRole("link", { name: "Enquire" })).toHaveAttribute("href", `/${country}/contact`);
      const about = await menuTargets(page, "About Us");
      expect(about.find(([label]) => label === "Why Us")?.[1]).toBe(`/${country}/whyus`);
      expect(about.find(([label]) => label === "Property Owners")?.[1]).toBe(
        country === "thailand" ? "/landlords" : `/${country}/landlords`,
      );
      expect(about.find(([label]) => label === "Newsroom")?.[1]).toBe("/newsroom");
      const signUp = await menuTargets(page, "Sign Up");
      expect(signUp[0]?.[1]).toBe(`/${country}/signup/landlord?supplier=propertyOwner`);
      expect(signUp[2]?.[1]).toBe("/signup/microinvestors");
    });
  }

  test("an unknown first segment is a 404, not a country", async ({ request }) => {
    expect((await request.get("/atlantis")).status()).toBe(404);
    expect((await request.get("/atlantis/whyus")).status()).toBe(404);
  });
});

test.describe("partner page", () => {
  test("/airasia shows the partner logo, 'powered by' and no main menu, and searches inside the partner frame", async ({
    page,
  }) => {
    await page.goto("/airasia");
    await expect(page.getByTestId("partner-logo")).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("powered by");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "About Us" })).toHaveCount(0);
    await page.getByLabel("Destination").selectOption("Bangkok");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/airasia\?city=Bangkok/);
    await expect(page.getByRole("heading", { name: "Stays in Bangkok" })).toBeVisible();
    await expect(page.getByTestId("listing-card").first()).toContainText("Bangkok");
  });
});

test.describe("footer and chat", () => {
  test("footer links, solutions site, social links and the 2025 copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of [
      ["FAQ", "/faq"],
      ["Admin", "/landlords/dashboard"],
      ["Privacy", "/privacy"],
      ["Terms of Use", "/termsOfUse"],
      ["Home Styling", "/homestyling"],
    ] as const) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "Solutions" })).toHaveAttribute("href", /^https:\/\//);
    for (const network of ["Facebook", "Instagram", "LinkedIn"])
      await expect(footer.getByRole("link", { name: network })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer).toContainText("© 2025");
  });

  test("Admin sends a visitor to the owner log-in, and a signed-in supplier to their dashboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/login\/landlord\?supplier=propertyOwner/);
    await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
    await page.goto("/faq");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
    await expectPath(page, "/dashboard/listings");
  });

  test("the WhatsApp link is on public pages", async ({ page }) => {
    for (const path of ["/", "/about", "/faq", "/philippines/contact"]) {
      await page.goto(path);
      await expect(page.getByTestId("whatsapp-link"), path).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    }
  });
});

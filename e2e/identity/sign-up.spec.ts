import { expect, test } from "@playwright/test";
import {
  dashboardNav,
  expectPath,
  fillSignUp,
  logIn,
  SIGN_UP_PAGES,
  uniqueEmail,
  uniquePhone,
  verificationLink,
  type SignUpKind,
} from "../support/identity";
import { chooseEnglish } from "../support/locale";

// These tests are about other things than the language: the visitor reads the site in English.
test.beforeEach(async ({ context, baseURL }) => chooseEnglish(context, baseURL));

// SPEC.md §2's Sign Up menu through the real forms, and the verification link from the mailbox.
test.describe("sign-up and verification", () => {
  const KINDS: { kind: SignUpKind; nav: string[] }[] = [
    // A new owner has no properties yet: the full supplier set (the rule in src/server/access/dashboard.ts).
    {
      kind: "propertyOwner",
      nav: [
        "Property",
        "Transactions",
        "Account",
        "Calendar",
        "Multi-Calendar",
        "Channel-Manager",
        "Insights",
        "Summary",
      ],
    },
    { kind: "thirdPartyHost", nav: ["Property", "Transactions (Host)", "Insights", "Profile"] },
    { kind: "microInvestor", nav: ["Portfolio", "Bank details", "Profile"] },
    { kind: "roomer", nav: ["Property", "Referrals", "Profile"] },
  ];

  for (const { kind, nav } of KINDS) {
    test(`a new ${kind} signs up, confirms the email and opens their dashboard`, async ({ page }) => {
      const { email } = await fillSignUp(page, kind, { phone: uniquePhone() });
      await expectPath(page, "/pending");
      await expect(page.getByRole("main")).toContainText(email);

      // Until the link is opened, the dashboard sends them back to /pending.
      await page.goto("/dashboard");
      await expectPath(page, "/pending");

      await page.goto(await verificationLink(page.request, email));
      await expectPath(page, SIGN_UP_PAGES[kind].home);
      await expect(page.getByTestId("dashboard-user-id")).toHaveText(email);
      await expect(dashboardNav(page).items).toHaveText(nav);
    });
  }

  test("the Philippine variant signs up an owner the same way", async ({ page }) => {
    const { email, password } = await fillSignUp(page, "propertyOwner", {}, "/philippines");
    await expectPath(page, "/pending");
    await page.goto(await verificationLink(page.request, email));
    await expectPath(page, "/dashboard/listings");
    await expect(page.getByTestId("dashboard-user-id")).toHaveText(email);

    // The new password works on the Philippine log-in page too.
    await page.getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/");
    await logIn(page, email, {
      password,
      via: "/philippines/login/landlord?supplier=propertyOwner",
      landsOn: "/dashboard/listings",
    });
  });

  test("role fields forged into the sign-up request are ignored", async ({ page }) => {
    const email = uniqueEmail("forged");
    const response = await page.request.post("/api/functions/signUp", {
      headers: { "content-type": "application/json" },
      data: Buffer.from(
        JSON.stringify({
          data: {
            kind: "roomer",
            name: "Forged Roles",
            email,
            password: "secret-pass-1",
            operationsUser: true,
            isOperator: true,
            isHost: true,
            specialType: "special",
            enabled: true,
            organisationId: "00000000-0000-4000-8000-000000000000",
          },
        }),
      ),
    });
    expect(response.status()).toBe(200);
    // The link signs them in; they get a guest's dashboard, nothing more.
    await page.goto(await verificationLink(page.request, email));
    await expectPath(page, "/dashboard/listings");
    await expect(dashboardNav(page).items).toHaveText(["Property", "Referrals", "Profile"]);
    await page.goto("/dashboard/users");
    await expectPath(page, "/dashboard/listings");
  });
});

test.describe("sign-up refuses bad input with clear messages", () => {
  test("a password shorter than 6 characters", async ({ page }) => {
    await fillSignUp(page, "roomer", { password: "abcde" });
    await expect(page.getByText("Your password must be at least 6 characters.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectPath(page, "/signup/roomer");
  });

  test("a phone number not in international format", async ({ page }) => {
    await fillSignUp(page, "propertyOwner", { phone: "0123" });
    await expect(
      page.getByText(/Enter the phone number in international format: a plus sign, the country code and the number/),
    ).toBeVisible();
    await expect(page.getByLabel("Phone (optional)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectPath(page, "/signup/landlord");
  });

  test("an email that already has an account", async ({ page }) => {
    await fillSignUp(page, "thirdPartyHost", { email: "owner@example.com" });
    await expect(page.getByRole("main").getByRole("alert")).toContainText("An account with this email already exists");
    await expectPath(page, "/signup/landlord");
  });

  test("a missing business name for a supplier", async ({ page }) => {
    await page.goto("/signup/landlord?supplier=propertyOwner");
    await page.getByLabel("Full name", { exact: true }).fill("No Business");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobiz"));
    await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
    await page.getByRole("button", { name: "Create owner account" }).click();
    await expect(page.getByText("Enter your business or trading name.")).toBeVisible();
  });

  test("an unknown supplier value is refused by name, with links to both kinds", async ({ page }) => {
    await page.goto("/signup/landlord?supplier=banana");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "“banana” is not a kind of supplier we know.",
    );
    await expect(page.getByRole("button", { name: /Create .* account/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Property owner" })).toHaveAttribute(
      "href",
      "/signup/landlord?supplier=propertyOwner",
    );
    await expect(page.getByRole("link", { name: "Third-party host" })).toHaveAttribute(
      "href",
      "/signup/landlord?supplier=thirdPartyHost",
    );
    await page.getByRole("link", { name: "Third-party host" }).click();
    await expect(page.getByLabel("Hosting business name", { exact: true })).toBeVisible();

    // The log-in page refuses it the same way.
    await page.goto("/login/landlord?supplier=banana");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "“banana” is not a kind of supplier we know.",
    );
    await expect(page.getByRole("link", { name: "Property owner" })).toHaveAttribute(
      "href",
      "/login/landlord?supplier=propertyOwner",
    );
  });
});

test.describe("log-in pages", () => {
  test("/thailand/login/operator is the operations log-in and signs people in", async ({ page }) => {
    // /thailand's pages are Thai unless the person chose a language (docs/I18N.md): this one chooses English
    // (/en/ goes to the bare address and remembers it). The Thai page is e2e/i18n/auth.spec.ts's.
    await page.goto("/en/thailand/login/operator");
    await expectPath(page, "/thailand/login/operator");
    await expect(page.getByRole("heading", { name: "Operations log in" })).toBeVisible();
    await logIn(page, "ops@example.com", { via: "/thailand/login/operator", landsOn: "/dashboard/calendar" });
  });

  test("a wrong password is refused in words and the person stays on the page", async ({ page }) => {
    await page.goto("/login/operator");
    await page.getByLabel("Email", { exact: true }).fill("operator@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
    await expectPath(page, "/login/operator");
  });

  test("empty fields are named before anything is sent", async ({ page }) => {
    await page.goto("/login/microinvestors");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
  });
});

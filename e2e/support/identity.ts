import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/** Every demo account's password (tests/fixtures/demo.ts). */
export const DEMO_PASSWORD = "demo1234";

/** A fresh address for each sign-up, so tests never depend on each other or on a previous run. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A fresh Malaysian mobile number in E.164 (phone numbers are unique per account). */
export function uniquePhone(): string {
  return `+6011${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** Waits until the page shows `path` (and nothing else: no query, no trailing segment). */
export async function expectPath(page: Page, path: string, timeout?: number): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout });
}

/**
 * Logs in and waits for the page the app sends the person to. With `via`, through that log-in page's form; without,
 * through the sign-in call the form itself makes (the session cookie lands in the page's context), then /dashboard,
 * where the form sends everyone: the same page at the end, without rendering a log-in page the test throws away. The
 * form itself is tested for every role by access/roles.spec.ts and the identity specs.
 */
export async function logIn(
  page: Page,
  email: string,
  options: { password?: string; via?: string; landsOn?: string } = {},
): Promise<void> {
  const password = options.password ?? DEMO_PASSWORD;
  // One step, so the timing reporter (support/timing-reporter.ts) counts log-ins and their time apart.
  await test.step(
    `Log in as ${email}`,
    async () => {
      if (options.via) {
        await page.goto(options.via);
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill(password);
        await page.getByRole("button", { name: "Log in" }).click();
      } else {
        // The Origin said here: a spec's own `extraHTTPHeaders` replaces the config's (which sends it), and the
        // sign-in refuses a request that carries cookies (a failed log-in leaves some) without its Origin.
        const origin = test.info().project.use.baseURL;
        const response = await page.request.post("/api/auth/sign-in/email", {
          data: { email, password, rememberMe: true },
          headers: origin ? { origin } : {},
        });
        expect(response.status(), `the sign-in of ${email}: ${await response.text()}`).toBe(200);
        await page.goto("/dashboard");
      }
      if (options.landsOn) await expectPath(page, options.landsOn);
      else await expect(page).not.toHaveURL(/\/login\//);
    },
    { box: true },
  );
}

export type SignUpKind = "propertyOwner" | "thirdPartyHost" | "microInvestor" | "roomer";

export const SIGN_UP_PAGES: Record<
  SignUpKind,
  { path: string; submit: string; organisationLabel?: string; home: string }
> = {
  propertyOwner: {
    path: "/signup/landlord?supplier=propertyOwner",
    submit: "Create owner account",
    organisationLabel: "Business or owner name",
    home: "/dashboard/listings",
  },
  thirdPartyHost: {
    path: "/signup/landlord?supplier=thirdPartyHost",
    submit: "Create host account",
    organisationLabel: "Hosting business name",
    home: "/dashboard/listings",
  },
  microInvestor: {
    path: "/signup/microinvestors",
    submit: "Create investor account",
    home: "/dashboard/investmentPortfolio",
  },
  roomer: { path: "/signup/roomer", submit: "Create guest account", home: "/dashboard/listings" },
};

export interface SignUpValues {
  name?: string;
  organisationName?: string;
  email?: string;
  password?: string;
  phone?: string;
}

/** Fills the sign-up form of a kind (optionally under a country prefix such as "/philippines") and submits it. */
export async function fillSignUp(
  page: Page,
  kind: SignUpKind,
  values: SignUpValues = {},
  prefix = "",
): Promise<Required<Pick<SignUpValues, "email" | "password">>> {
  const form = SIGN_UP_PAGES[kind];
  const email = values.email ?? uniqueEmail(kind.toLowerCase());
  const password = values.password ?? "secret-pass-1";
  await page.goto(`${prefix}${form.path}`);
  await page.getByLabel("Full name", { exact: true }).fill(values.name ?? "Ee Two Ee");
  if (form.organisationLabel)
    await page
      .getByLabel(form.organisationLabel, { exact: true })
      .fill(values.organisationName ?? `E2E Homes ${Date.now()}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (values.phone !== undefined) await page.getByLabel("Phone (optional)", { exact: true }).fill(values.phone);
  await page.getByRole("button", { name: form.submit }).click();
  return { email, password };
}

/** The newest verification link sent to an address, read from the development mailbox. */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        expect(response.status()).toBe(200);
        const { emails } = (await response.json()) as { emails: { kind: string; text: string }[] };
        const verify = emails.find((mail) => mail.kind === "verify-email");
        link = verify?.text.match(/https?:\/\/\S*verify-email\S*/)?.[0];
        return link;
      },
      { message: `a verification email to ${email}` },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A brand-new, verified account of a kind, made as a person would: the real sign-up form, /pending, then the
 * link from the mailbox. Leaves the page on the account's dashboard home.
 */
export async function signUpVerified(
  page: Page,
  kind: SignUpKind,
  values: SignUpValues = {},
): Promise<{ email: string; password: string }> {
  const account = await fillSignUp(page, kind, values);
  await expectPath(page, "/pending");
  await page.goto(await verificationLink(page.request, account.email));
  await expectPath(page, SIGN_UP_PAGES[kind].home);
  return account;
}

/**
 * The texts of navigation items with these labels: each label, then the count badge's digits when something
 * waits there (the item's accessible name says it in words: "Property, 3 waiting").
 */
export function navItemTexts(labels: readonly string[]): RegExp[] {
  return labels.map((label) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\d*$`));
}

/** The "Dashboard" navigation, and its own items (the More menu is separate). */
export function dashboardNav(page: Page) {
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  return { nav, items: nav.getByRole("list").first().getByRole("link") };
}

/** A second person in their own browser context, logged in. */
export async function asAnotherUser(
  browser: Browser,
  email: string,
  landsOn: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders });
  const page = await context.newPage();
  await logIn(page, email, { landsOn });
  return { page, close: () => context.close() };
}

/**
 * Waits until the dashboard page listens for live changes (components/shell/live-access.tsx marks the page): until
 * then, a refused or late connection may still reload the page and take what a test typed with it.
 */
export async function dashboardListening(page: Page): Promise<void> {
  await expect(page.locator('html[data-live="ready"]')).toBeAttached();
}

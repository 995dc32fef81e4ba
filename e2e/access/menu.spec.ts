import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARD_PAGES,
  dashboardMenuFor,
  dashboardPath,
  type DashboardPage,
} from "../../src/server/access/dashboard";
import type { Role } from "../../src/server/access/roles";
import { dashboardNav, expectPath, logIn } from "../support/identity";

/**
 * SPEC.md §6 by clicks only: each demo account starts on its home page and reaches every page its menu offers
 * (opening More where needed), each page loading with its own heading instead of bouncing back home. The menu
 * on the screen is the access module's `dashboardMenuFor`, which its unit test proves offers exactly the pages
 * the guard opens for the role.
 */
const ACCOUNTS: { email: string; role: Role; home: string }[] = [
  { email: "owner@example.com", role: "supplierOwner", home: "/dashboard/listings" },
  { email: "host@example.com", role: "supplierHost", home: "/dashboard/listings" },
  { email: "ops@example.com", role: "operationsUser", home: "/dashboard/calendar" },
  { email: "operator@example.com", role: "operator", home: "/dashboard/listings" },
  { email: "accountant@example.com", role: "accountant", home: "/dashboard/transactions" },
  { email: "investor@example.com", role: "investor", home: "/dashboard/insights" },
  { email: "microinvestor@example.com", role: "microInvestor", home: "/dashboard/investmentPortfolio" },
  { email: "insurance@example.com", role: "insurance", home: "/dashboard/travelInsurance" },
  { email: "airline@example.com", role: "airline", home: "/dashboard/airasia" },
  { email: "special@example.com", role: "special", home: "/dashboard/calendar" },
  { email: "staff1@example.com", role: "staff", home: "/dashboard/listings" },
  { email: "roomer@example.com", role: "roomer", home: "/dashboard/listings" },
];

const hrefOf = (href: string) => href.replace("/dashboard/", "") as DashboardPage;

const shellWords = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../src/messages/dashboardShell/en.json"), "utf8"),
) as typeof import("../../src/messages/dashboardShell/en.json");

/** A page's title as the dashboards show it: its message key's English (docs/I18N.md, "The dashboards"). */
const titleOf = (page: DashboardPage) =>
  shellWords.titles[DASHBOARD_PAGES[page].title.replace("titles.", "") as keyof typeof shellWords.titles];

/** The More menu of the page, opened (by a click on its button). */
async function openMore(page: Page) {
  const { nav } = dashboardNav(page);
  await nav.getByRole("button", { name: /^More/ }).click();
  const menu = nav.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/** What the More menu offers: its groups, each named by its label, with their links in order. */
async function moreOnScreen(page: Page) {
  const menu = await openMore(page);
  const groups = await menu.getByRole("group").evaluateAll((elements) =>
    elements.map((group) => ({
      group: document.getElementById(group.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
      hrefs: [...group.querySelectorAll('[role="menuitem"]')].map((item) => item.getAttribute("href") ?? ""),
    })),
  );
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  return groups;
}

/**
 * The page opened, not bounced: its address and its own heading. The heading may wait for the page's data: on CI
 * (both workers busy) one of the fifty pages passed the default 10 s once, so the wait is longer here.
 */
async function expectOpened(page: Page, href: string) {
  await expectPath(page, href);
  await expect(page.getByRole("heading", { level: 1, name: titleOf(hrefOf(href)), exact: true })).toHaveCount(1, {
    timeout: 30_000,
  });
}

test.describe("every page a role may open is reachable by clicks from its home page", () => {
  // Each account only reads, in a browser of its own: the suite's longest file (five minutes in one worker)
  // spreads over both workers.
  test.describe.configure({ mode: "parallel" });
  for (const account of ACCOUNTS) {
    test(`${account.email}`, async ({ page }) => {
      // Staff's menu holds every page: about fifty navigations on a busy machine.
      test.setTimeout(account.role === "staff" ? 240_000 : 120_000);
      const expected = dashboardMenuFor(account.role);
      await logIn(page, account.email, { landsOn: account.home });
      const { nav, items } = dashboardNav(page);

      // The menu on the screen is the access module's: the bar, then More's groups.
      const bar = await items.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(bar).toEqual(expected.items.map((item) => dashboardPath(item.page)));
      const more = expected.more.length > 0 ? await moreOnScreen(page) : [];
      expect(more).toEqual(
        expected.more.map(({ group, items: groupItems }) => ({
          group,
          hrefs: groupItems.map((item) => dashboardPath(item.page)),
        })),
      );
      if (expected.more.length === 0) await expect(nav.getByRole("button", { name: /^More/ })).toHaveCount(0);

      for (const href of bar) {
        await items.and(page.locator(`[href="${href}"]`)).click();
        await expectOpened(page, href);
      }
      const visited = new Set(bar);
      for (const { hrefs } of more) {
        for (const href of hrefs.filter((href) => !visited.has(href))) {
          visited.add(href);
          const menu = await openMore(page);
          await menu.locator(`[role="menuitem"][href="${href}"]`).click();
          await expectOpened(page, href);
        }
      }
    });
  }
});

test.describe("the More menu by keyboard", () => {
  test("an owner opens More with Enter, moves with the arrows and opens a page with Enter", async ({ page }) => {
    await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
    const { nav } = dashboardNav(page);
    const more = nav.getByRole("button", { name: /^More/ });
    await more.focus();
    await page.keyboard.press("Enter");
    const menu = nav.getByRole("menu");
    await expect(menu.getByRole("group", { name: "Sales Management" })).toBeVisible();
    const first = menu.getByRole("menuitem").first();
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
    const href = await menu.getByRole("menuitem").nth(1).getAttribute("href");
    await page.keyboard.press("Enter");
    await expectOpened(page, href!);
  });
});

test.describe("count badges", () => {
  // The demo gives Lim Properties' imported calendar one conflict with a booking (tests/fixtures/demo-channels.ts).
  test("an owner's Channel-Manager item shows and names the calendar conflicts waiting there", async ({ page }) => {
    await logIn(page, "owner@example.com", { landsOn: "/dashboard/listings" });
    const item = dashboardNav(page).items.and(page.locator('[href="/dashboard/channelManager"]'));
    await expect(item).toHaveAccessibleName(/^Channel-Manager, [1-9]\d* waiting$/);
    const count = /, (\d+) waiting$/.exec((await item.getAttribute("aria-label")) ?? "")?.[1];
    await expect(item).toHaveText(`Channel-Manager${count}`);
  });
});

import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// The channel manager (a supplier's export link and imported calendars) and monthly rentals
// (operations). The demo seeds two Lim Properties units with export links, the first importing the demo's
// "other booking site" (/api/dev/demo-calendar, served by this app in a local run).

test("a supplier copies a unit's export link, and the link serves the unit's calendar", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/channelManager");
  await expect(page.getByRole("heading", { level: 1, name: "Channel manager" })).toBeVisible();
  const card = page
    .locator("section[data-unit-id]")
    .filter({ has: page.getByRole("button", { name: "Copy link" }) })
    .first();
  await card.getByRole("button", { name: "Copy link" }).click();
  await expect(card.getByText("Link copied.")).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const body = await response.text();
  expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(body).toContain("BEGIN:VEVENT");
  expect(body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  // The calendar says which nights are taken, never who booked them.
  expect(body).not.toContain("@example");
});

test("a supplier imports a calendar, syncs it, and sees its blocks and a conflict with a booking", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/channelManager");
  // The second demo unit with an export link: it imports nothing yet (the first imports the demo feed).
  const card = page.locator("section[data-unit-id]").nth(1);
  const unitId = await card.getAttribute("data-unit-id");
  expect(unitId).toBeTruthy();
  const stamp = Date.now().toString(36);
  const name = `Booking site ${stamp}`;

  await card.getByRole("button", { name: /^Import a calendar into/ }).click();
  const form = card.getByRole("form", { name: /^Import a calendar into/ });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Calendar address (iCal)").fill("ftp://example.com/calendar.ics");
  await form.getByRole("button", { name: "Import and sync" }).click();
  await expect(form.getByText("The calendar address must start with https:// or http://.")).toBeVisible();

  await form.getByLabel("Calendar address (iCal)").fill(`${baseURL}/api/dev/demo-calendar/${unitId}.ics?run=${stamp}`);
  await form.getByRole("button", { name: "Import and sync" }).click();
  const feed = card.getByRole("listitem").filter({ hasText: name });
  await expect(feed.getByTestId("feed-result")).toContainText(/\d+ events imported, \d+ nights blocked/);
  await feed.getByText(/^Imported blocks/).click();
  await expect(
    feed
      .getByRole("table", { name: `Blocks imported from ${name}` })
      .getByRole("row")
      .filter({ hasText: "Not available" }),
  ).toBeVisible();

  const conflicts = card.getByRole("region", { name: /^Conflicts of/ });
  await expect(conflicts.getByRole("listitem").filter({ hasText: name }).first()).toContainText(/overlaps booking BK-/);

  // Sync on demand again: the same events, no duplicate conflict.
  await feed.getByRole("button", { name: `Sync ${name} now` }).click();
  await expect(feed.getByText(/^Synced: \d+ events imported/)).toBeVisible();
  await expect(conflicts.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
});

test("operations create a monthly rental contract and record its deposit paid", async ({ page }) => {
  test.slow();
  await logIn(page, "ops@example.com", { landsOn: "/dashboard/calendar" });
  await page.goto("/dashboard/monthlyRental");
  await expect(page.getByRole("heading", { level: 1, name: "Monthly rentals" })).toBeVisible();
  // The demo's contracts are listed with their invoices.
  await expect(page.getByTestId("contract").filter({ hasText: "Farah Aziz" })).toBeVisible();

  const stamp = Date.now();
  const tenant = `Tenant ${stamp.toString(36)}`;
  // Far ahead, past the demo's year-long contract on this unit (it ends about nine months after seeding) and
  // inside the 18 months a stay may start in, and a different window on each run.
  const start = new Date(Date.now() + (290 + (stamp % 240)) * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.parse(start) + 61 * 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole("form", { name: "New monthly rental contract" });
  await form
    .getByLabel("Unit")
    .selectOption({ label: "Kuala Lumpur · Long-stay residence in Mont Kiara · Entire place" });
  await form.getByLabel("Tenant name").fill(tenant);
  await form.getByLabel("Tenant email").fill(`tenant-${stamp}@example.test`);
  await form.getByLabel("Monthly rent (MYR)").fill("2800.00");
  await form.getByLabel("Deposit (MYR)").fill("5600");
  await form.getByLabel("Start").fill(start);
  await form.getByLabel("End (move-out day)").fill(end);
  await form.getByRole("button", { name: "Save contract" }).click();
  await expect(page.getByText(/^Contract saved \(booking BK-[A-Z0-9]{6}\); 1 invoice issued\.$/)).toBeVisible();

  const contract = page.getByTestId("contract").filter({ hasText: tenant });
  await expect(contract).toContainText(`${start} → ${end}`);
  await contract.getByRole("button", { name: "Mark Deposit paid" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Record the payment of Deposit?" });
  await confirm.getByLabel("Payment reference (optional)").fill(`FPX ${stamp}`);
  await confirm.getByRole("button", { name: "Record payment" }).click();
  await expect(contract.getByRole("row").filter({ hasText: "Deposit" })).toContainText(`Paid`);
  await expect(contract.getByRole("row").filter({ hasText: "Deposit" })).toContainText(`FPX ${stamp}`);

  // The same dates again are refused: the unit is held for the contract.
  await form
    .getByLabel("Unit")
    .selectOption({ label: "Kuala Lumpur · Long-stay residence in Mont Kiara · Entire place" });
  await form.getByLabel("Tenant name").fill(`${tenant} again`);
  await form.getByLabel("Tenant email").fill(`tenant-again-${stamp}@example.test`);
  await form.getByLabel("Monthly rent (MYR)").fill("2800");
  await form.getByLabel("Start").fill(start);
  await form.getByLabel("End (move-out day)").fill(end);
  await form.getByRole("button", { name: "Save contract" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The unit is booked for some of these dates" })).toBeVisible();
});

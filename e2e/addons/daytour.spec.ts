import { expect, test } from "@playwright/test";
import { logIn, uniquePhone } from "../support/identity";

// A supplier creates a day tour with a departure, a guest books it alone and pays by card, and the
// supplier sees the order with its participants on /dashboard/daytour and marks it done.

/** Today's date in Kuala Lumpur, where the demo supplier's tours run. */
function todayInKualaLumpur(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kuala_Lumpur",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

test("a supplier's new day tour is booked by a guest and marked done on the orders page", async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Klang River evening walk ${stamp}`;
  const today = todayInKualaLumpur();

  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/daytours");
  await expect(page.getByRole("heading", { level: 1, name: "Day tours" })).toBeVisible();
  await page.getByText("New day tour").click();
  const create = page.getByRole("form", { name: "New day tour" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("City").fill("Kuala Lumpur");
  await create.getByLabel("Price per person (MYR)").fill("75.00");
  await create.getByLabel("Persons per departure").fill("6");
  await create.getByLabel("Duration (minutes)").fill("120");
  await create.getByLabel("Meeting point").fill("Masjid Jamek LRT, exit A");
  await create.getByRole("button", { name: "Create day tour" }).click();
  await expect(create.getByText("Day tour created.")).toBeVisible();

  // A departure late today (local time), so that it can be marked done today.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const schedule = card.getByRole("form", { name: `Add times to ${title}` });
  await schedule.getByLabel("From").fill(today);
  await schedule.getByLabel("To").fill(today);
  await schedule.getByLabel("Start times").fill("23:59");
  await schedule.getByRole("button", { name: "Add times" }).click();
  await expect(schedule.getByText("1 time added.")).toBeVisible();
  await expect(card.getByRole("row").filter({ hasText: "23:59" })).toContainText("0 / 6");
  const publicPath = (await card.getByRole("link", { name: "Public page" }).getAttribute("href"))!;

  // The guest books two places and pays with the test card.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await logIn(guest, "roomer@example.com");
  await guest.goto(publicPath);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const form = guest.getByRole("form", { name: "Book" });
  await form.getByLabel("Date and time (local)").selectOption({ label: `${today} at 23:59 (6 left)` });
  await form.getByLabel("Persons").fill("2");
  await expect(form.getByText("Total RM 150.00")).toBeVisible();
  await form.getByLabel("Full name").fill("Sarah Tan");
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay/ }).click();
  const confirmed = guest.getByTestId("addon-order-confirmed");
  await expect(confirmed).toBeVisible();
  const reference = /AO-[A-Z0-9]{6}/.exec(await confirmed.getByRole("heading").innerText())![0];
  await guestContext.close();

  // Another supplier does not see it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, "host@example.com");
  await other.goto("/dashboard/daytour");
  await expect(other.getByRole("heading", { level: 1, name: "Day tour orders" })).toBeVisible();
  await expect(other.getByText(reference)).toHaveCount(0);
  await otherContext.close();

  // The supplier sees the order with its participants, and marks it done after confirming.
  await page.goto("/dashboard/daytour");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(title);
  await expect(row).toContainText("Sarah Tan");
  await expect(row.getByRole("cell").nth(4)).toHaveText("2");
  await expect(row).toContainText("Scheduled");
  await row.getByRole("button", { name: `Mark done: ${reference}` }).click();
  await row.getByRole("button", { name: "Yes, done" }).click();
  await expect(row).toContainText("Done");
  await expect(row.getByRole("button", { name: `Mark done: ${reference}` })).toHaveCount(0);

  // The departure shows the two places sold.
  await page.goto("/dashboard/daytours");
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) })
      .getByRole("row")
      .filter({ hasText: "23:59" }),
  ).toContainText("2 / 6");
});

import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { logIn, uniquePhone } from "../support/identity";
import { guestAddonOrder } from "../support/addons";

// A supplier adds photos to a new day tour (the first is its cover on /experiences and leads the gallery
// on its page); a guest books it alone and finds the order under Your bookings' tours, transfers and meals.

/** Today's date in Kuala Lumpur, where the demo supplier's tours run. */
function dayInKualaLumpur(offsetDays: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kuala_Lumpur",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

async function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

test("a supplier's photos show on /experiences and the product page, and the guest's order on /bookings", async ({
  page,
  browser,
}) => {
  test.slow(); // a product, three uploads, then a guest's order, with two sign-ins
  const stamp = Date.now().toString(36);
  const title = `Kampung Baru food photo walk ${stamp}`;
  const day = dayInKualaLumpur(3);

  await logIn(page, "owner@example.com");
  await page.goto("/dashboard/daytours");
  await page.getByText("New day tour").click();
  const create = page.getByRole("form", { name: "New day tour" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("City").fill("Kuala Lumpur");
  await create.getByLabel("Price per person (MYR)").fill("55.00");
  await create.getByLabel("Persons per departure").fill("8");
  await create.getByLabel("Duration (minutes)").fill("90");
  await create.getByLabel("Meeting point").fill("Kampung Baru LRT");
  await create.getByRole("button", { name: "Create day tour" }).click();
  await expect(create.getByText("Day tour created.")).toBeVisible();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const schedule = card.getByRole("form", { name: `Add times to ${title}` });
  await schedule.getByLabel("From").fill(day);
  await schedule.getByLabel("To").fill(day);
  await schedule.getByLabel("Start times").fill("17:30");
  await schedule.getByRole("button", { name: "Add times" }).click();
  await expect(schedule.getByText("1 time added.")).toBeVisible();

  // A file that is not an image is refused in the browser with the rule's message; two photos go up.
  await card.getByText("Photos (none yet)").click();
  const picker = card.getByLabel(`Add photos of ${title}`);
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(
    card.getByRole("alert").filter({ hasText: "That file is not a JPEG, PNG or WebP image." }),
  ).toBeVisible();
  await picker.setInputFiles([
    { name: "stalls.png", mimeType: "image/png", buffer: await png(900, 600, "#e76f51") },
    { name: "lanes.png", mimeType: "image/png", buffer: await png(900, 600, "#2a9d8f") },
  ]);
  const photos = card.getByTestId("addon-photo");
  await expect(photos).toHaveCount(2);
  await expect(photos.first().getByRole("radio", { name: "Cover photo" })).toBeChecked();

  // The second becomes the cover, with a description.
  await photos.nth(1).getByLabel("Description of photo 2").fill("Lanterns over the lane");
  await photos.nth(1).getByRole("radio", { name: "Cover photo" }).check();
  await card.getByRole("button", { name: "Save photo order and cover" }).click();
  await expect(
    page
      .getByRole("region", { name: /^Notifications/ })
      .getByRole("status")
      .filter({ hasText: "Saved." }),
  ).toBeVisible();
  const coverSrc = (await photos.nth(1).getByRole("img").getAttribute("src"))!;
  expect(coverSrc).toMatch(/^\/api\/files\/addons\/.+-960\.webp$/);

  // /experiences shows it as the card's cover, and the product page leads its gallery with it.
  await page.goto("/experiences?kind=day_tour");
  const publicCard = page.getByTestId("addon-card").filter({ hasText: title });
  await expect(publicCard.getByTestId("addon-cover")).toHaveAttribute("src", coverSrc);
  const image = await page.request.get(coverSrc);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  await publicCard.getByRole("link", { name: title }).click();
  const gallery = page.getByTestId("addon-gallery");
  await expect(gallery.getByRole("img", { name: "Lanterns over the lane" })).toHaveAttribute("src", coverSrc);
  await expect(gallery.getByRole("img")).toHaveCount(2);
  const productPath = new URL(page.url()).pathname;

  // A guest books two places and finds the order among their bookings.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await logIn(guest, "roomer@example.com");
  await guest.goto(productPath);
  const form = guest.getByRole("form", { name: "Book" });
  await form.getByLabel("Date and time (local)").selectOption({ label: `${day} at 17:30 (8 left)` });
  await form.getByLabel("Persons").fill("2");
  await form.getByLabel("Full name").fill("Sarah Tan");
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: /^Pay/ }).click();
  const confirmed = guest.getByTestId("addon-order-confirmed");
  await expect(confirmed).toBeVisible();
  const reference = /AO-[A-Z0-9]{6}/.exec(await confirmed.getByRole("heading").innerText())![0];
  await confirmed.getByRole("link", { name: "Your tours, transfers and meals" }).click();
  await expect(guest).toHaveURL(/\/bookings\?tab=addons$/);
  await expect(guest.getByRole("link", { name: "Tours, transfers and meals" })).toHaveAttribute("aria-current", "page");
  const order = await guestAddonOrder(guest, reference);
  await expect(order).toContainText(title);
  await expect(order).toContainText("17:30");
  await expect(order).toContainText("2 people");
  await expect(order).toContainText("Scheduled");
  await expect(order).toContainText("RM 110");
  await expect(order).toContainText("Booked on its own");
  await guestContext.close();

  // Only the guest's own orders: the supplier's account, on the same tab, does not see it.
  await page.goto("/bookings?tab=addons");
  await expect(page.getByText(reference)).toHaveCount(0);
});

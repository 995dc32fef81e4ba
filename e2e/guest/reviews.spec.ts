import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { asAnotherUser, logIn } from "../support/identity";

// Reviews both ways (DOMAIN.md, Reviews): a guest's stay is completed in the test (booked for tonight through the
// real checkout, checked in and out by its host through the functions API), the guest reviews it from /bookings,
// the review stays unseen until the host has reviewed the guest from /dashboard/reviews, then both are published
// and the product page shows the guest's with its parts and the host's reply.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const HOST = "host@example.com";
const GUEST = "roomer@example.com";

/**
 * Tonight in the demo's western-most zone (UTC+7: Bangkok, Jakarta), so that it is already the check-in day
 * wherever the place is and the host may check the guest in.
 */
function tonight(): [string, string] {
  const start = Date.now() + 7 * 3_600_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(1)];
}

/** One of the host's instant-book places free tonight (re-runs take one place each night). */
async function placeFreeTonight(hostPage: Page, request: APIRequestContext, [checkIn, checkOut]: [string, string]) {
  await hostPage.goto("/dashboard/listings");
  const hrefs = await hostPage
    .locator('a[href^="/dashboard/listings/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const ids = [
    ...new Set(
      hrefs
        .map((href) => href.match(/^\/dashboard\/listings\/([0-9a-f-]{36})/)?.[1])
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  for (const propertyId of ids) {
    const response = await request.post("/api/functions/quoteStay", {
      data: { data: { propertyId, stay: { mode: "nightly", checkIn, checkOut }, guests: 1 } },
    });
    const { result } = (await response.json()) as { result?: { available: boolean; instantBook?: boolean } };
    if (result?.available && result.instantBook === true) return propertyId;
  }
  throw new Error(`${HOST} has no instant-book place free from ${checkIn} to ${checkOut}`);
}

async function bookTonight(page: Page, propertyId: string, [checkIn, checkOut]: [string, string]): Promise<string> {
  await page.goto(`/checkout?property=${propertyId}&guests=1&mode=nightly&checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("+60123450004");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  return (await page.getByTestId("booking-reference").textContent())!.trim();
}

async function runStay(hostPage: Page, reference: string, action: "check_in" | "check_out") {
  const response = await hostPage.request.post("/api/functions/runStay", { data: { data: { reference, action } } });
  expect(response.status(), `${action} of ${reference}: ${await response.text()}`).toBe(200);
}

test("a guest reviews a completed stay and sees both reviews appear once the host has reviewed them", async ({
  page,
  browser,
}) => {
  test.slow(); // a whole stay, from the checkout to the reviews, for two people
  const host = await asAnotherUser(browser, HOST, "/dashboard/listings");
  await logIn(page, GUEST);
  const stay = tonight();
  const propertyId = await placeFreeTonight(host.page, page.request, stay);
  const reference = await bookTonight(page, propertyId, stay);
  await runStay(host.page, reference, "check_in");
  await runStay(host.page, reference, "check_out");

  // Check-out invites the guest by email to review the stay.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(GUEST)}`);
      const { emails } = (await response.json()) as { emails: { kind: string; text: string }[] };
      return emails.some((mail) => mail.kind === "review-invitation" && mail.text.includes(reference));
    })
    .toBe(true);

  // The guest reviews the stay from /bookings.
  await page.goto("/bookings");
  const entry = page.getByTestId("guest-booking").filter({ hasText: reference });
  await entry.getByRole("button", { name: "Review your stay" }).click();
  const dialog = page.getByRole("dialog", { name: /Review your stay at / });
  // The function's own rules, shown before any call.
  await dialog.getByRole("button", { name: "Send review" }).click();
  await expect(dialog.getByText("Rate the stay from 1 to 5 stars.")).toBeVisible();
  await dialog.getByLabel("Overall").selectOption("4");
  for (const part of ["Cleanliness", "Accuracy", "Location", "Value", "Communication"]) {
    await dialog.getByLabel(part).selectOption(part === "Value" ? "3" : "5");
  }
  const text = `Stayed one night (${reference}): quiet, spotless and an easy check-in.`;
  await dialog.getByLabel("Your review").fill("Too short.");
  await dialog.getByRole("button", { name: "Send review" }).click();
  await expect(dialog.getByText("Write at least 20 characters.")).toBeVisible();
  await dialog.getByLabel("Your review").fill(text);
  await dialog.getByRole("button", { name: "Send review" }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText("Thank you for your review.");

  // Not shown before the host's review is in.
  await page.goto(`/products/${propertyId}`);
  await expect(page.locator("#reviews")).not.toContainText(text);

  // The host reviews the guest from the dashboard's Reviews page.
  await host.page.goto("/dashboard/reviews");
  const waiting = host.page.locator(`[data-testid="stay-to-review"][data-reference="${reference}"]`);
  await expect(waiting).toBeVisible();
  await waiting.getByRole("button", { name: /^Review / }).click();
  const hostDialog = host.page.getByRole("dialog", { name: /^Review / });
  await hostDialog.getByLabel("The guest").selectOption("5");
  await hostDialog.getByLabel("Your review").fill("A considerate guest who left the flat tidy. Welcome back.");
  await hostDialog.getByRole("button", { name: "Send review" }).click();
  await expect(hostDialog).toBeHidden();
  await expect(host.page.locator(`[data-testid="stay-to-review"][data-reference="${reference}"]`)).toHaveCount(0);

  // Both are published; the host answers the guest's review once.
  const guestRow = host.page
    .locator(`[data-testid="review-row"][data-reference="${reference}"]`)
    .filter({ hasText: text });
  await expect(guestRow.getByTestId("review-state")).toContainText("Published");
  await guestRow.getByLabel("Public reply").fill("Thank you for staying with us!");
  await guestRow.getByRole("button", { name: "Post reply" }).click();
  await expect(guestRow).toContainText("Your reply: Thank you for staying with us!");
  await expect(guestRow.getByRole("button", { name: "Post reply" })).toHaveCount(0);

  // The product page shows the guest's review, its parts and the reply.
  await page.goto(`/products/${propertyId}`);
  const reviews = page.locator("#reviews");
  await expect(reviews.getByTestId("review-parts")).toContainText("Cleanliness");
  const review = reviews.getByTestId("review").filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review).toContainText("Thank you for staying with us!");
  await page.goto("/bookings");
  await expect(page.getByTestId("guest-booking").filter({ hasText: reference })).toContainText(
    "Your review is published.",
  );
  await host.close();
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { asAnotherUser, logIn } from "../support/identity";

// A supplier answers requests to book from the top of /dashboard/listings. The request is made in the
// test, by a guest's checkout of one of host@example.com's request-to-book places (Harbour Hosts runs its
// places itself, so its host answers them).
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const HOST = "host@example.com";

/** A week far beyond the demo's bookings, on random dates so that re-runs on one database never collide. */
function farWeek(): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(7)];
}

/** One of the supplier's places (from their listings page) that takes requests and is free for the stay. */
async function requestToBookPlace(
  supplierPage: Page,
  request: APIRequestContext,
  [checkIn, checkOut]: [string, string],
): Promise<string> {
  const hrefs = await supplierPage
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
    if (result?.available && result.instantBook === false) return propertyId;
  }
  throw new Error(
    `${HOST} has no request-to-book place free from ${checkIn} to ${checkOut} (the demo gives Harbour Hosts one)`,
  );
}

/** The guest's request through the real checkout; answers its reference. */
async function requestStay(page: Page, propertyId: string, [checkIn, checkOut]: [string, string]): Promise<string> {
  await page.goto(`/checkout?property=${propertyId}&guests=1&mode=nightly&checkIn=${checkIn}&checkOut=${checkOut}`);
  await expect(page.getByRole("heading", { level: 1, name: "Request to book" })).toBeVisible();
  await expect(page.getByTestId("checkout-mode")).toContainText("the host has 24 hours to answer");
  await page.getByLabel("Phone", { exact: true }).fill("+60123450003");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Request to book · / }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  const outcome = page.getByTestId("checkout-outcome");
  await expect(outcome).toHaveAttribute("data-status", "requested");
  await expect(outcome).toContainText(
    /Your card is authorised for .+, not charged: it is charged only if they accept\./,
  );
  return (await page.getByTestId("booking-reference").textContent())!.trim();
}

test("the host sees a new request with its guest, dates, total and time left, accepts it, and the guest's booking is confirmed", async ({
  page,
  browser,
}) => {
  test.slow(); // a whole journey over several pages, with payments
  const host = await asAnotherUser(browser, HOST, "/dashboard/listings");
  await logIn(page, "roomer@example.com");
  const stay = farWeek();
  const reference = await requestStay(page, await requestToBookPlace(host.page, page.request, stay), stay);

  await host.page.reload();
  const panel = host.page.getByRole("region", { name: /Requests to book waiting for your answer/ });
  await expect(panel).toBeVisible();
  const row = panel.locator(`[data-reference="${reference}"]`);
  await expect(row).toContainText("roomer@example.com");
  await expect(row).toContainText("7 nights");
  await expect(row).toContainText(/RM\s?[\d,]+\.\d{2}/);
  await expect(row).toContainText(/\d+ h \d+ min left/);
  await row.getByRole("button", { name: `Accept request ${reference}` }).click();
  await expect(row.getByTestId("request-answered")).toContainText(`Accepted: ${reference} is confirmed`);

  // Answered requests leave the panel; the guest's booking is confirmed.
  await host.page.reload();
  await expect(host.page.locator(`[data-reference="${reference}"]`)).toHaveCount(0);
  await page.goto(`/checkout/${reference}`);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  await host.close();
});

test("the host declines a request with a note after confirming, and the guest is told nothing was charged", async ({
  page,
  browser,
}) => {
  test.slow(); // a whole journey over several pages, with payments
  const host = await asAnotherUser(browser, HOST, "/dashboard/listings");
  await logIn(page, "roomer@example.com");
  const stay = farWeek();
  const reference = await requestStay(page, await requestToBookPlace(host.page, page.request, stay), stay);

  await host.page.reload();
  const row = host.page.locator(`[data-reference="${reference}"]`);
  await row.getByRole("button", { name: `Decline request ${reference}` }).click();
  await row.getByLabel("Note to the guest (optional)").fill("Sorry, we are renovating that week.");
  await row.getByRole("button", { name: "Decline request" }).click();
  await expect(row.getByTestId("request-answered")).toContainText(`Declined: ${reference} is released`);

  await page.goto(`/checkout/${reference}`);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "declined");
  await expect(page.getByTestId("checkout-outcome")).toContainText("Nothing was charged.");
  await host.close();
});

import { expect, test, type Page } from "@playwright/test";
import { logIn } from "../support/identity";

// Travel insurance: a guest buys a stay with insurance at checkout; the insurer finds the policy on
// its only page and opens, then approves, a claim on it.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** Dates far beyond the demo's bookings, random so that a re-run never meets an earlier run's stay. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

async function openCheckout(page: Page, [checkIn, checkOut]: [string, string], extra = ""): Promise<void> {
  await page.goto(
    `/findahome?city=Kuala%20Lumpur&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/checkout");
  if (extra) await page.goto(`${page.url()}${extra}`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
}

test("a guest buys a stay with travel insurance, and the insurer opens and approves a claim on its policy", async ({
  page,
}) => {
  test.slow(); // a checkout, then the insurer's page, with two sign-ins
  const traveller = `Insured Traveller ${Date.now().toString(36)}`;
  await logIn(page, "roomer@example.com");
  await openCheckout(page, farStay(3));

  const offer = page.getByTestId("insurance-offer");
  await expect(offer).toContainText("Add travel insurance for");
  await expect(offer.getByRole("link", { name: "Read the policy wording" })).toHaveAttribute(
    "href",
    "/travel-insurance",
  );
  await page.getByLabel("Full name", { exact: true }).fill(traveller);
  await page.getByLabel("Phone", { exact: true }).fill("+60123456789");
  await offer.getByRole("checkbox").check();
  const withInsurance = (await page.getByTestId("insured-total").locator("span").innerText()).trim();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: `Pay ${withInsurance}` }).click();

  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByText(/Travel insurance \(/).first()).toBeVisible();
  // The confirmation names the policy issued with the sale, and links to its wording.
  const issued = page.getByTestId("insurance-policy");
  await expect(issued.getByTestId("policy-number")).toHaveText(/^PS-\d{4}-\d{6}$/);
  const policyNumber = (await issued.getByTestId("policy-number").innerText()).trim();
  await expect(issued.getByRole("link", { name: "Read the policy wording" })).toHaveAttribute(
    "href",
    "/travel-insurance",
  );

  // The wording page states the rule the refund follows.
  await page.goto("/travel-insurance");
  await expect(page.getByRole("heading", { level: 1, name: "Policy wording" })).toBeVisible();
  await expect(page.getByText("the premium is refunded in full", { exact: false })).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, "insurance@example.com", { landsOn: "/dashboard/travelInsurance" });
  const policy = page.getByTestId("policy").filter({ hasText: traveller });
  await expect(policy).toHaveCount(1);
  await expect(policy).toContainText("Kuala Lumpur");
  await expect(policy).toContainText(policyNumber);

  await policy.getByRole("button", { name: /Open a claim/ }).click();
  await policy.getByLabel("What is the claim for?").fill("Phone stolen at the night market");
  await policy.getByLabel("Note (optional)").fill("Police report attached");
  await policy.getByRole("button", { name: "Open claim" }).click();
  const claim = policy.getByTestId("claim");
  await expect(claim.getByTestId("claim-status")).toHaveText("Opened");
  await claim.getByLabel("Note").fill("Covered: theft of personal items");
  await claim.getByRole("button", { name: "Approve" }).click();
  await expect(claim.getByTestId("claim-status")).toHaveText("Approved");
  await expect(claim.getByRole("list", { name: "Claim history" })).toContainText("Covered: theft of personal items");
  await expect(claim.getByRole("button", { name: "Mark paid" })).toBeVisible();

  // The export holds the same policy.
  const csv = await (await page.request.get("/dashboard/travelInsurance/export?status=claim_open")).text();
  expect(csv.split("\r\n")[0]).toContain("Policy,Issued (UTC),Status,Lead traveller");
  expect(csv).toContain(traveller);
});

test("the insurer reaches only its own page", async ({ page }) => {
  await logIn(page, "insurance@example.com", { landsOn: "/dashboard/travelInsurance" });
  await page.goto("/dashboard/airasia");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/travelInsurance");
  expect((await page.request.get("/dashboard/airasia/export")).status()).toBe(403);
});

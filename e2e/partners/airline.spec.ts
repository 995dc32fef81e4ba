import { expect, test, type Page } from "@playwright/test";
import { dashboardListening, DEMO_PASSWORD, logIn } from "../support/identity";

// The airline partner: a member books through the partner channel and earns points; the airline
// sees the booking with its points, exports the reconciliation file, and its users change their password.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

async function bookThroughAirAsia(page: Page, memberId: string): Promise<string> {
  const [checkIn, checkOut] = farStay(3);
  await page.goto(
    `/findahome?city=Penang&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/checkout");
  await page.goto(`${page.url()}&channel=airasia`);
  await expect(page.getByTestId("partner-checkout")).toBeVisible();
  await page.getByLabel("AirAsia member ID (optional)").fill(memberId);
  await page.getByLabel("Phone", { exact: true }).fill("+60123456789");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  return (await page.getByTestId("booking-reference").textContent())!.trim();
}

test("an AirAsia booking shows on the airline's pages with its points, and exports for reconciliation", async ({
  page,
}) => {
  test.slow(); // a checkout, then two dashboard pages and two exports
  const memberId = `AA${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  await logIn(page, "roomer@example.com");
  const reference = await bookThroughAirAsia(page, memberId);

  await page.context().clearCookies();
  await logIn(page, "airline@example.com", { landsOn: "/dashboard/airasia" });
  await page.getByLabel("Member ID").fill(memberId);
  await page.getByRole("button", { name: "Filter" }).click();
  // The filtered page, not the list it replaces (which holds the new booking too, on top).
  await expect(page).toHaveURL(new RegExp(`member=${memberId}`));
  // Visible rows only: while React streams the filtered list in, its finished part waits in a hidden copy.
  const row = page.getByTestId("partner-booking").filter({ hasText: reference, visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(memberId);
  const points = Number(await row.getByTestId("booking-points").innerText());
  expect(points).toBeGreaterThan(0);
  const bookingsCsv = await (await page.request.get(`/dashboard/airasia/export?member=${memberId}`)).text();
  expect(bookingsCsv).toContain(`${reference},`);

  await page.goto(`/dashboard/airasia-rewards?member=${memberId}`);
  await expect(page.getByTestId("points-row").filter({ hasText: reference })).toContainText(`+${points}`);
  const response = await page.request.get(`/dashboard/airasia-rewards/export?member=${memberId}`);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const lines = (await response.text()).trim().split("\r\n");
  expect(lines[0]).toBe("member_id,booking_reference,date,points,entry_id,kind,reason");
  expect(lines[1]).toMatch(new RegExp(`^${memberId},${reference},\\d{4}-\\d{2}-\\d{2},${points},\\d+,earned,`));

  // A correction is a new row with its reason.
  const form = page.getByRole("form", { name: "Correct points" });
  await form.getByLabel("Booking reference").fill(reference);
  await form.getByLabel("Points (+ or −)").fill("-1");
  await form.getByLabel("Reason").fill("Rounding agreed with the member");
  await form.getByRole("button", { name: "Record correction" }).click();
  await expect(form.getByText(`it now holds ${(points - 1).toLocaleString("en")} points`)).toBeVisible();
  await expect(page.getByTestId("points-row").filter({ hasText: "Rounding agreed with the member" })).toContainText(
    "-1",
  );

  // The airline reaches only its three pages.
  await page.goto("/dashboard/transactions");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/airasia");
});

test("an airline user changes the password: the old one no longer works, the new one does", async ({ page }) => {
  test.slow(); // four sign-ins
  const email = "airline-crew@example.com";
  const fresh = `AirAsia-${Date.now().toString(36)}`;
  await logIn(page, email, { landsOn: "/dashboard/airasia" });
  await page.goto("/dashboard/airasia-password");
  await dashboardListening(page);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill(fresh);
  await form.getByLabel("New password again").fill(fresh);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is not correct.").first()).toBeVisible();
  await form.getByLabel("Current password").fill(DEMO_PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("12345");
  await form.getByLabel("New password again").fill("12345");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("New password", { exact: true }).fill(fresh);
  await form.getByLabel("New password again").fill(fresh);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your password is changed.")).toBeVisible();

  try {
    await page.context().clearCookies();
    await page.goto("/login/operator");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/login\//);
    await logIn(page, email, { password: fresh, landsOn: "/dashboard/airasia" });
  } finally {
    // Put the demo password back so the demo (and a re-run) signs in as the README says.
    await page.goto("/dashboard/airasia-password");
    await dashboardListening(page);
    const again = page.getByRole("form", { name: "Change password" });
    await again.getByLabel("Current password").fill(fresh);
    await again.getByLabel("New password", { exact: true }).fill(DEMO_PASSWORD);
    await again.getByLabel("New password again").fill(DEMO_PASSWORD);
    await again.getByRole("button", { name: "Change password" }).click();
    await expect(again.getByText("Your password is changed.")).toBeVisible();
  }
});

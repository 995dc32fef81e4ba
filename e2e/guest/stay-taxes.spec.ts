import { expect, test, type Page } from "@playwright/test";
import { uniqueEmail, uniquePhone } from "../support/identity";

// Malaysia's tourism tax at checkout (ARCHITECTURE.md "Stay taxes"): the product page's estimate charges it as for a
// foreign guest and says so; the checkout asks the guest's nationality, the tax line appears and disappears with the
// answer, the guest pays what the server priced, and the booking shows the basis; the profile remembers the answer.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

/** Random far dates, so a re-run or an unpaid hold of an earlier run never gets in the way. */
function farStay(nights: number): [string, string] {
  const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return [day(0), day(nights)];
}

const ringgit = (text: string) => Number(text.replace(/[^\d.]/g, ""));

async function chooseNationality(page: Page, label: string, expectedCode: string) {
  await page.getByLabel("Nationality", { exact: true }).selectOption({ label });
  // The checkout reloads with the answer on its address and the server's new quote beside it.
  await expect(page).toHaveURL((url) => url.searchParams.get("nationality") === expectedCode);
  await expect(page.getByLabel("Nationality", { exact: true })).toHaveValue(expectedCode);
}

test("a guest tells their nationality at checkout on a Malaysian place: the tourism tax follows the answer, and the booking keeps it", async ({
  page,
}) => {
  test.slow(); // several pages, a sign-up and a payment
  const [checkIn, checkOut] = farStay(3);
  await page.goto(
    `/findahome?city=${encodeURIComponent("Kuala Lumpur")}&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  await page.getByTestId("search-result").first().getByRole("link").click();
  await expect(page.getByTestId("quote-total")).toBeVisible();
  // The estimate before anyone says: as for a foreign guest, and it says so.
  await expect(page.getByTestId("quote-tax-note")).toContainText(
    "Tourism tax: charged to guests who are not citizens or permanent residents of Malaysia.",
  );
  await page.getByRole("link", { name: "Book", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();

  const prices = page.getByRole("table", { name: "Price of this stay" });
  const taxLine = prices.getByText("Tourism tax", { exact: true });
  await expect(taxLine).toBeVisible();
  await expect(page.getByTestId("checkout-tax-note")).toBeVisible();
  const foreignTotal = ringgit((await page.getByTestId("checkout-total").textContent())!);

  // Signed out, the question is there like any field; the answer survives the sign-up.
  await chooseNationality(page, "United Kingdom", "GB");
  await expect(taxLine).toBeVisible();
  await expect(page.getByTestId("checkout-tax-note")).toHaveCount(0);
  const checkoutUrl = page.url();
  await page.getByRole("button", { name: "I am new here" }).click();
  const email = uniqueEmail("tax");
  await page.getByLabel("Full name", { exact: true }).fill("Siti Rahman");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
  await page.getByLabel("Phone (optional)", { exact: true }).fill(uniquePhone());
  await page.getByRole("button", { name: "Create guest account" }).click();
  // The sign-up loads the checkout's address again, signed in (the address was already this one: wait for the form).
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByRole("group", { name: "Guest details" })).toBeVisible();
  await expect(page.getByLabel("Nationality", { exact: true })).toHaveValue("GB");

  // A Malaysian permanent resident says so: the line goes, the total drops by RM 10 a night for 3 nights. What the
  // guest already typed stays: the answer re-quotes the page without reloading the form.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await chooseNationality(page, "I am a Malaysian citizen or permanent resident", "MY");
  await expect(taxLine).toHaveCount(0);
  await expect(page.getByLabel("Card number")).toHaveValue(/4242 ?4242 ?4242 ?4242/);
  await expect(page.getByTestId("checkout-total")).toHaveText(/\d/);
  const exemptTotal = ringgit((await page.getByTestId("checkout-total").textContent())!);
  expect(foreignTotal - exemptTotal).toBeCloseTo(30, 2);
  // The question is the browser's own select (keyboard and a phone's picker work as anywhere), labelled and described.
  await expect(page.getByLabel("Nationality", { exact: true })).toHaveAccessibleDescription(
    "Tourism tax is charged only to guests who are not citizens or permanent residents of Malaysia.",
  );

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  const total = (await page.getByTestId("checkout-total").textContent())!.trim();
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/checkout\/BK-[A-Z0-9]{6}$/);
  await expect(page.getByTestId("checkout-outcome")).toHaveAttribute("data-status", "confirmed");
  await expect(page.getByTestId("checkout-total")).toHaveText(total);

  // The booking shows why there is no tax line.
  await page.goto("/bookings");
  await expect(page.getByTestId("tax-basis")).toHaveText(
    "Tourism tax: not charged. You said you are a citizen or permanent resident of Malaysia.",
  );
  // The profile remembers the answer: the guest's next checkout starts from it (its address says nothing).
  const [nextIn, nextOut] = farStay(3);
  const next = new URL(checkoutUrl);
  next.searchParams.delete("nationality");
  next.searchParams.set("checkIn", nextIn);
  next.searchParams.set("checkOut", nextOut);
  await page.goto(next.pathname + next.search);
  await expect(page.getByRole("group", { name: "Guest details" })).toBeVisible();
  await expect(page.getByLabel("Nationality", { exact: true })).toHaveValue("MY");
  await expect(page.getByRole("table", { name: "Price of this stay" }).getByText("Tourism tax")).toHaveCount(0);
});

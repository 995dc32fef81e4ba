import { expect, test } from "@playwright/test";
import { pickDates } from "../support/date-picker";
import { dashboardListening, expectPath, logIn, signUpVerified, uniquePhone } from "../support/identity";

// /dashboard/profile for a freshly signed-up person (demo accounts keep their details).
test.describe("profile", () => {
  // Each test signs up a fresh account through the forms (and, for live, a second browser): more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("shows the email as verified and saves a name and phone", async ({ page }) => {
    const { email } = await signUpVerified(page, "roomer", { name: "First Name" });
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    const account = page.getByRole("region", { name: "Account" });
    await expect(account).toContainText(email);
    await expect(account).toContainText("Verified");

    const details = page.getByRole("form", { name: "Your details" });
    await expect(details.getByLabel("Full name")).toHaveValue("First Name");

    // A malformed phone is refused with the format.
    await details.getByLabel("Phone (optional)").fill("12345");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText(/Enter the phone number in international format/)).toBeVisible();
    await expect(details.getByRole("status")).toHaveCount(0);

    const phone = uniquePhone();
    await details.getByLabel("Full name").fill("Second Name");
    await details.getByLabel("Phone (optional)").fill(phone);
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByRole("status")).toHaveText("Your details are saved.");

    // Saved for real: a fresh load shows them.
    await page.reload();
    await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Full name")).toHaveValue("Second Name");
    await expect(page.getByRole("form", { name: "Your details" }).getByLabel("Phone (optional)")).toHaveValue(phone);
  });

  test("keeps an AirAsia member ID, which the AirAsia checkout then fills in", async ({ page }) => {
    await signUpVerified(page, "roomer");
    await page.goto("/dashboard/profile");
    const membership = page.getByRole("form", { name: "AirAsia membership" });
    await expect(membership.getByLabel("AirAsia member ID (optional)")).toHaveValue("");

    // The checkout's own rule, with its message.
    await membership.getByLabel("AirAsia member ID (optional)").fill("AA-123");
    await membership.getByRole("button", { name: "Save member ID" }).click();
    await expect(membership.getByText("An AirAsia member ID is 10 letters or digits, like AA12345678.")).toBeVisible();
    await expect(membership.getByRole("status")).toHaveCount(0);

    await membership.getByLabel("AirAsia member ID (optional)").fill("aa 1234 5678");
    await membership.getByRole("button", { name: "Save member ID" }).click();
    await expect(membership.getByRole("status")).toHaveText("Your AirAsia member ID is saved.");
    await page.reload();
    await expect(
      page.getByRole("form", { name: "AirAsia membership" }).getByLabel("AirAsia member ID (optional)"),
    ).toHaveValue("AA12345678");

    // An instant-book flat opened from the AirAsia storefront: its checkout has the ID already.
    const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
    const [checkIn, checkOut] = [0, 3].map((offset) =>
      new Date(start + offset * 86_400_000).toISOString().slice(0, 10),
    );
    await page.goto(
      `/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    const href = (await page.getByTestId("search-result").first().getByRole("link").getAttribute("href"))!;
    const id = href.match(/\/products\/([0-9a-f-]+)/)![1]!;
    await page.goto(`/products/${id}?channel=airasia`);
    await pickDates(page, checkIn!, checkOut!);
    await page.getByRole("link", { name: "Book", exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/checkout" && url.searchParams.get("channel") === "airasia",
    );
    await expect(page.getByTestId("partner-checkout")).toContainText("Booking through AirAsia");
    await expect(page.getByLabel("AirAsia member ID (optional)")).toHaveValue("AA12345678");
  });

  test("keeps a nationality, which the stay checkout then starts from", async ({ page }) => {
    await signUpVerified(page, "roomer");
    await page.goto("/dashboard/profile");
    const nationality = page.getByRole("form", { name: "Nationality" });
    const select = nationality.getByLabel("Nationality (or the country you are a permanent resident of)");
    await expect(select).toHaveValue("");
    await select.selectOption({ label: "Malaysia" });
    await nationality.getByRole("button", { name: "Save nationality" }).click();
    await expect(nationality.getByRole("status")).toHaveText("Your nationality is saved: Malaysia.");
    await page.reload();
    await expect(
      page
        .getByRole("form", { name: "Nationality" })
        .getByLabel("Nationality (or the country you are a permanent resident of)"),
    ).toHaveValue("MY");

    // A Kuala Lumpur checkout asks no more: the answer is there, and the tourism tax is not charged.
    const start = Date.now() + (200 + Math.floor(Math.random() * 330)) * 86_400_000;
    const [checkIn, checkOut] = [0, 3].map((offset) =>
      new Date(start + offset * 86_400_000).toISOString().slice(0, 10),
    );
    await page.goto(
      `/findahome?city=Kuala+Lumpur&type=apartment&type=condo&type=studio&instant=1&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    await page.getByTestId("search-result").first().getByRole("link").click();
    await page.getByRole("link", { name: "Book", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm and pay" })).toBeVisible();
    await expect(page.getByLabel("Nationality", { exact: true })).toHaveValue("MY");
    await expect(page.getByRole("table", { name: "Price of this stay" }).getByText("Tourism tax")).toHaveCount(0);
  });

  test("the example phone +60123456789 is accepted", async ({ page }) => {
    await signUpVerified(page, "microInvestor");
    await page.goto("/dashboard/profile");
    const details = page.getByRole("form", { name: "Your details" });
    await details.getByLabel("Phone (optional)").fill("+60123456789");
    await details.getByRole("button", { name: "Save details" }).click();
    // Either saved, or (on a database where another test run took the number) refused as someone else's.
    await expect(details.getByRole("status").or(details.getByRole("alert"))).toHaveText(
      /^(Your details are saved\.|This phone number belongs to another account\.)$/,
    );
    await expect(details.getByText(/international format/)).toHaveCount(0);
  });

  test("changes the password only with the right current one, and the new one logs in", async ({ page }) => {
    const { email, password } = await signUpVerified(page, "thirdPartyHost");
    await page.goto("/dashboard/profile");
    await dashboardListening(page);
    const form = page.getByRole("form", { name: "Change password" });

    await form.getByLabel("Current password", { exact: true }).fill("wrong-password");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await form.getByLabel("New password again", { exact: true }).fill("brand-new-pass");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The current password is not correct.")).toBeVisible();

    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await form.getByLabel("New password again", { exact: true }).fill("other-pass");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The two new passwords are not the same.")).toBeVisible();

    await form.getByLabel("New password again", { exact: true }).fill("brand-new-pass");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toContainText("Your password is changed.");

    await page.getByRole("button", { name: "Logout" }).click();
    await expectPath(page, "/");

    // The old password no longer works; the new one does.
    await page.goto("/login/landlord?supplier=thirdPartyHost");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
    await logIn(page, email, {
      password: "brand-new-pass",
      via: "/login/landlord?supplier=thirdPartyHost",
      landsOn: "/dashboard/listings",
    });
  });
});

import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Affiliates. Staff add a partner; a visitor arriving with ?aff=CODE is counted as a click.

test("staff create an affiliate, and a visit with ?aff= is counted as its click", async ({ page, browser }) => {
  test.slow();
  const code = `e2e-${Date.now().toString(36)}`;
  await logIn(page, "staff1@example.com");
  await page.goto("/dashboard/affiliates");
  await expect(page.getByRole("heading", { level: 1, name: "Affiliates" })).toBeVisible();
  const form = page.getByRole("form", { name: "Add an affiliate" });
  await form.getByLabel("Name").fill(`Island Hopper ${code}`);
  await form.getByLabel("Tracking code").fill(code);
  await form.getByLabel("Contact email").fill("partners@islandhopper.example");
  await form.getByRole("button", { name: "Add affiliate" }).click();
  await expect(page.getByText(`Their links end in ?aff=${code}.`)).toBeVisible();
  const row = page.locator(`tr[data-affiliate="${code}"]`);
  await expect(row.locator('[data-label="clicks"]')).toHaveText("0");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/thecoliving?aff=${code}`);
  // The visitor lands on the page without the code; only the click's id is kept, in a cookie.
  await expect(visitorPage).toHaveURL((url) => url.pathname === "/thecoliving" && !url.searchParams.has("aff"));
  const cookie = (await visitor.cookies()).find((each) => each.name === "staysia_aff");
  expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
  await visitor.close();

  await page.reload();
  await expect(row.locator('[data-label="clicks"]')).toHaveText("1");
});

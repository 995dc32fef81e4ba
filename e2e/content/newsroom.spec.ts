import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Content management. A special user writes a newsroom post: the draft is not public, publishing
// puts it on /newsroom, and a later edit waits as a draft while the published text stays live.

test("a special user writes a post: the draft stays private, publishing shows it on /newsroom", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Night markets of Penang ${stamp}`;
  const slug = `night-markets-of-penang-${stamp}`;
  await logIn(page, "special@example.com");
  await page.goto("/dashboard/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "New post" })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Address").fill("Not a slug!");
  await page.getByLabel("Summary").fill("Where to eat after dark in George Town, by our Penang team.");
  await page
    .getByRole("textbox", { name: "Text", exact: true })
    .fill("Start at **Gurney Drive** for char kway teow.\n\n- Red Garden\n- New Lane");
  // The preview renders the markdown as it will read.
  await expect(page.getByRole("region", { name: /Preview/ }).getByText("Gurney Drive")).toHaveJSProperty(
    "tagName",
    "STRONG",
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("lower-case letters, digits and single hyphens")).toBeVisible();
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/edit=[0-9a-f-]{36}/);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // A visitor sees nothing of the draft.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`/newsroom/${slug}`))!.status()).toBe(404);
  await visitorPage.goto("/newsroom");
  await expect(visitorPage.getByText(title)).toHaveCount(0);

  page.on("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page shows it now.")).toBeVisible();

  await visitorPage.goto("/newsroom");
  await visitorPage.getByRole("link", { name: title }).click();
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByText("Gurney Drive")).toBeVisible();

  // An edit of the published post waits as a draft; the public page keeps the published title.
  await page.getByLabel("Title").fill(`${title} (updated)`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Published · draft waiting")).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  // The history says who did what.
  await expect(page.getByRole("region", { name: "History" }).getByText("special@example.com published")).toBeVisible();
  await visitor.close();
});

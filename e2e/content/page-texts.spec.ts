import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// The marketing pages' texts. A special user edits the /stay-together introduction: the draft does
// not show, publishing does, and unpublishing returns the page to its default text (so the test can run again).

test("a special user edits a landing page text and sees it on the public page", async ({ page, browser }) => {
  test.slow();
  const text = `Co-living for newcomers, ready when you land (${Date.now().toString(36)}).`;
  await logIn(page, "special@example.com");
  await page.goto("/dashboard/content?tab=texts");
  await page.getByRole("link", { name: "Edit /stay-together: Introduction" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "/stay-together: Introduction" })).toBeVisible();
  await page.getByRole("textbox", { name: "Text", exact: true }).fill(text);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved/)).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/stay-together");
  await expect(visitorPage.getByText(text)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page shows it now.")).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByText(text)).toBeVisible();

  await page.getByRole("button", { name: "Unpublish" }).click();
  await page
    .getByRole("alertdialog", { name: "Unpublish this text?" })
    .getByRole("button", { name: "Unpublish" })
    .click();
  await expect(page.getByText("Unpublished: the page shows its default text.")).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByText(text)).toHaveCount(0);
  await expect(visitorPage.getByText(/A private room in a shared, furnished home/)).toBeVisible();
  await visitor.close();
});

import { expect, test } from "@playwright/test";
import { logIn } from "../support/identity";

// Content and listings per language, falling back to English (docs/I18N.md, "Content in other languages"): staff
// translate an FAQ entry into Thai and Thai readers read it while Chinese ones read English; a supplier gives a
// listing a Chinese title and Chinese readers see it on the product page and in search.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("staff add a Thai FAQ translation: /th/faq shows it, /zh/faq shows the English original", async ({
  page,
  browser,
}) => {
  test.slow();
  const id = stamp();
  const question = `Can I bring my bicycle ${id}?`;
  const thaiQuestion = `นำจักรยานมาด้วยได้ไหม ${id}`;
  await logIn(page, "special@example.com");
  await page.goto("/dashboard/content?tab=faq&edit=new");
  await page.getByRole("textbox", { name: "Category", exact: true }).fill("Booking");
  await page.getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await page
    .getByRole("textbox", { name: "Answer", exact: true })
    .fill("Ask your host before you book: each home sets its own rules.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/edit=[0-9a-f-]{36}/);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page shows it now.")).toBeVisible();

  // The English original first; Thai has no text of its own yet.
  const translations = page.getByRole("region", { name: "Translations" });
  await expect(translations.getByRole("tabpanel")).toContainText(question);
  await translations.getByRole("tab", { name: /ไทย/ }).click();
  await expect(translations.getByText("Shown in English (no translation)", { exact: true })).toBeVisible();
  await translations.getByLabel("Question (ไทย)").fill(thaiQuestion);
  await translations.getByLabel("Answer (ไทย)").fill("สอบถามเจ้าของที่พักก่อนจอง เพราะแต่ละที่มีกฎของตัวเอง");
  await translations.getByRole("button", { name: "Save translation" }).click();
  await expect(translations.getByText("Translation saved: readers in ไทย see it now.")).toBeVisible();
  await expect(translations.getByText("Has its own text", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" }).getByText(/saved a translation \(ไทย\)/)).toBeVisible();

  // The list shows which languages each entry has.
  await page.goto("/dashboard/content?tab=faq");
  const row = page.getByRole("row").filter({ hasText: question });
  await expect(row.getByText("(ไทย): translated")).toBeAttached();
  await expect(row.getByText("(简体中文): shown in English")).toBeAttached();

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  try {
    await reader.goto("/th/faq");
    await expect(reader.getByText(thaiQuestion)).toBeVisible();
    await expect(reader.getByText(question)).toHaveCount(0);
    await reader.goto("/zh/faq");
    await expect(reader.getByText(question)).toBeVisible();
    await expect(reader.getByText(thaiQuestion)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("a supplier's listing with a Chinese title shows it at /zh/products/<id> and in /zh/findahome", async ({
  page,
  browser,
}) => {
  test.slow();
  const chineseTitle = `吉隆坡安静公寓 ${stamp()}`;
  await logIn(page, "owner@example.com", {
    via: "/login/landlord?supplier=propertyOwner",
    landsOn: "/dashboard/listings",
  });
  const listing = page
    .getByTestId("dashboard-listing")
    .filter({ hasText: "Kuala Lumpur" })
    .filter({ has: page.getByTestId("listing-status").getByText("Listed", { exact: true }) })
    .first();
  const href = await listing.getByRole("link", { name: /^Public page of / }).getAttribute("href");
  const propertyId = href!.split("/").pop()!;

  await page.goto(`/dashboard/listings/${propertyId}/edit?step=basics`);
  const englishTitle = await page.getByRole("textbox", { name: "Title", exact: true }).inputValue();
  const translations = page.getByRole("region", { name: "Title and description in other languages" });
  await translations.getByRole("tab", { name: /简体中文/ }).click();
  await translations.getByLabel("Title (简体中文)").fill(chineseTitle);
  await translations
    .getByLabel("Description (简体中文)")
    .fill("位于吉隆坡的安静公寓，家具齐全，每位住客入住前都会彻底清洁。设施、入住须知和入住时间列于下方。");
  await translations.getByRole("button", { name: "Save translation" }).click();
  await expect(translations.getByText("Translation saved: readers in 简体中文 see it now.")).toBeVisible();
  await expect(translations.getByText("Has its own text", { exact: true })).toBeVisible();

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  try {
    await reader.goto(`/zh/products/${propertyId}`);
    await expect(reader.getByRole("heading", { level: 1, name: chineseTitle })).toBeVisible();
    await reader.goto("/zh/findahome?city=Kuala+Lumpur");
    await expect(reader.getByRole("heading", { level: 3, name: chineseTitle })).toBeVisible();
    // Another language without a translation reads the English original.
    await reader.goto(`/id/products/${propertyId}`);
    await expect(reader.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

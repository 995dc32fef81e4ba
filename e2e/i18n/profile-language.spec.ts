import { expect, test } from "@playwright/test";
import { expectPath, logIn, uniqueEmail, verificationLink } from "../support/identity";

/**
 * The profile keeps a language (docs/I18N.md): a visitor reading Thai signs up and gets the verification link in
 * Thai; once signed in, the header's picker saves Chinese on the profile; a log-in on another browser (which sends
 * Accept-Language: en-US) brings Chinese back into that browser's language cookie.
 */
test("the language follows the person: the sign-up's email, the picker, a log-in elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("language");
  const password = "secret-pass-1";

  // A visit to a Thai page remembers Thai in the cookie; the sign-up from it stores Thai on the profile.
  await page.goto("/th");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  const signedUp = await page.request.post("/api/functions/signUp", {
    headers: { referer: `${baseURL}/th/signup/roomer` },
    data: { data: { kind: "roomer", name: "สมชาย ใจดี", email, password } },
  });
  expect(signedUp.status()).toBe(200);
  const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { emails } = (await mailbox.json()) as { emails: { kind: string; subject: string; text: string }[] };
  const verify = emails.find((mail) => mail.kind === "verify-email");
  expect(verify?.subject).toBe("ยืนยันอีเมลของคุณสำหรับ Staysia");
  expect(verify?.text).toContain("สวัสดีคุณ สมชาย ใจดี");

  await page.goto(await verificationLink(page.request, email));
  await expectPath(page, "/dashboard/listings");

  // Signed in, the header's picker keeps the choice on the profile too.
  await page.goto("/");
  await page.getByTestId("language-select").click();
  await page.getByRole("option", { name: "简体中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");

  // Another browser, English by its Accept-Language: the log-in brings Chinese back.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await logIn(other, email, { password });
    const cookies = await elsewhere.cookies();
    expect(cookies.find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("zh");
    await other.goto("/");
    await expect(other.locator("html")).toHaveAttribute("lang", "zh");
  } finally {
    await elsewhere.close();
  }
});

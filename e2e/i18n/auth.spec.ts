import { expect, test, type Locator } from "@playwright/test";

/** Words of the English pages that must not show on a page in another language (brand names may). */
async function expectNoEnglish(region: Locator, words: string[]): Promise<void> {
  const text = await region.innerText();
  for (const word of words) expect(text, `"${word}" on a translated page`).not.toContain(word);
}

// docs/I18N.md: a language segment in the address renders the page in that language; SPEC.md's paths stay.
test.describe("sign-up and log-in in the visitor's language", () => {
  test("/id/signup/roomer is in Indonesian", async ({ page }) => {
    await page.goto("/id/signup/roomer");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Temukan hunian co-living Anda");
    await expect(main.getByLabel("Nama lengkap", { exact: true })).toBeVisible();
    await expect(main.getByLabel("Kata sandi", { exact: true })).toBeVisible();
    await expect(main.getByLabel("Telepon (opsional)", { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Buat akun tamu" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Masuk" })).toHaveAttribute(
      "href",
      "/login/landlord?supplier=propertyOwner",
    );
    await expect(page).toHaveTitle(/Daftar sebagai tamu/);
    await expectNoEnglish(main, [
      "Find your co-living home",
      "Create a guest account",
      "Full name",
      "Password",
      "Phone (optional)",
      "At least",
      "International format",
      "Create guest account",
      "Already have an account",
      "Log in",
    ]);
  });

  test("/th/login/landlord is in Thai", async ({ page }) => {
    await page.goto("/th/login/landlord?supplier=propertyOwner");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("เข้าสู่ระบบในฐานะเจ้าของที่พัก");
    await expect(main.getByLabel("อีเมล", { exact: true })).toBeVisible();
    await expect(main.getByLabel("รหัสผ่าน", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "เจ้าของรายใหม่? ลงประกาศที่พักของคุณ" })).toHaveAttribute(
      "href",
      "/signup/landlord?supplier=propertyOwner",
    );
    await expectNoEnglish(main, [
      "Log in",
      "property owner",
      "Your properties",
      "Email",
      "Password",
      "New owner",
      "List your property",
    ]);

    // A supplier value the page does not know is refused in Thai too.
    await page.goto("/th/login/landlord?supplier=banana");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("“banana” ไม่ใช่ประเภทผู้ให้บริการที่เรารู้จัก");
    await expect(page.getByRole("link", { name: "เจ้าของที่พัก", exact: true })).toBeVisible();
  });

  test("a sign-up mistake is explained in Thai, the English page unchanged", async ({ page }) => {
    await page.goto("/th/signup/landlord?supplier=propertyOwner");
    const main = page.getByRole("main");
    await main.getByLabel("อีเมล", { exact: true }).fill("not-an-email");
    await main.getByLabel("รหัสผ่าน", { exact: true }).fill("abc");
    await main.getByRole("button", { name: "สร้างบัญชีเจ้าของ" }).click();
    await expect(main.getByText("กรอกชื่อของคุณ")).toBeVisible();
    await expect(main.getByText("กรอกอีเมลให้ถูกต้อง เช่น name@example.com")).toBeVisible();
    await expect(main.getByText("รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร")).toBeVisible();
    await expect(main.getByText("กรอกชื่อธุรกิจหรือชื่อทางการค้าของคุณ")).toBeVisible();
    await expectNoEnglish(main, ["Enter your", "Your password must"]);

    // Back in English (the /en/ address goes to the bare one and remembers English).
    await page.goto("/en/signup/landlord?supplier=propertyOwner");
    await page.getByRole("button", { name: "Create owner account" }).click();
    await expect(page.getByText("Enter your business or trading name.")).toBeVisible();
  });
});

test.describe("Ask Stacy in the visitor's language", () => {
  test("/zh/askstacy reads a Chinese request and answers in Chinese", async ({ page }) => {
    await page.goto(`/zh/askstacy?q=${encodeURIComponent("曼谷 2间卧室 下周末 预算2000泰铢")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("告诉我您在找什么");
    const understood = page.getByRole("region", { name: "我的理解" });
    await expect(understood).toContainText(
      /您想找：2间卧室，位于曼谷，不超过 THB 2,000，\d{4}年\d{1,2}月\d{1,2}日至\d{4}年\d{1,2}月\d{1,2}日。/,
    );
    await expect(understood.getByRole("heading", { name: "我执行的搜索" })).toBeVisible();
    await expect(understood.getByText("每晚不超过 THB 2,000")).toBeVisible();
    await expect(understood.getByText("至少2间")).toBeVisible();
    await expect(understood.getByRole("link", { name: "打开此搜索（含全部筛选条件）" })).toHaveAttribute(
      "href",
      /^\/thailand\/findahome\?city=Bangkok&bedrooms=2&maxPrice=2000&currency=THB&checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}$/,
    );
    await expect(page.getByRole("link", { name: "给我们的团队留言" })).toHaveAttribute("href", "/contact");
    await expectNoEnglish(understood, [
      "You are looking for",
      "The search I ran",
      "Place",
      "Stay",
      "Guests",
      "Bedrooms",
      "Price",
      "at least",
      "a night",
      "Open this search",
    ]);
  });
});

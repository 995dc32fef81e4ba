import { test } from "@playwright/test";
import { expectNoSeriousViolations } from "../support/accessibility";
import { logIn } from "../support/identity";

// The product's quality bar on the content and marketing pages: axe finds no serious or critical violation.
const PAGES: { who: string; paths: string[] }[] = [
  {
    who: "special@example.com",
    paths: [
      "/dashboard/content",
      "/dashboard/content?tab=news&edit=new",
      "/dashboard/content?tab=faq",
      "/dashboard/content?tab=texts",
      "/dashboard/content?tab=texts&edit=landlords.intro",
      "/dashboard/affiliates",
    ],
  },
  { who: "roomer@example.com", paths: ["/dashboard/referrals"] },
  { who: "staff1@example.com", paths: ["/dashboard/referrals"] },
];

for (const { who, paths } of PAGES) {
  test(`no serious or critical accessibility violation on the pages of ${who}`, async ({ page }) => {
    test.slow();
    await logIn(page, who);
    for (const path of paths) {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    }
  });
}

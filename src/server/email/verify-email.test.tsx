import { describe, expect, it } from "vitest";
import { renderEmail } from "./render";
import { VerifyEmail } from "./verify-email";

const LINK = "https://staysia.example/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard";

describe("the verification email", () => {
  it("renders the layout and the one action, with the whole link in the text part", async () => {
    const email = await renderEmail(
      <VerifyEmail name="นภา <สุข>" link={LINK} validHours={24} appUrl="https://staysia.example" />,
    );
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain("Staysia");
    expect(email.html).toContain("นภา &lt;สุข&gt;");
    expect(email.html).toContain(`href="${LINK.replace("&", "&amp;")}"`);
    expect(email.text).toContain("Hello นภา <สุข>,");
    expect(email.text).toContain("Please confirm your email address to open your Staysia dashboard:");
    // The e2e tests and people copy the link from the text part: it stands alone, followed by a line break.
    expect(email.text).toContain(`Confirm my email ${LINK}\n`);
    expect(email.text).toContain("The link works for 24 hours. If you did not sign up, you can ignore this email.");
    expect(email.text).toContain("You get this email because this address was used to sign up for Staysia.");
    expect(email.text).toContain("Visit Staysia: https://staysia.example");
    expect(email.html).not.toMatch(/<img|<link|@import/);
  });
});

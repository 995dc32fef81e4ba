import { describe, expect, it } from "vitest";
import { renderEmail } from "@/server/email/render";
import { ReviewInvitationEmail } from "./review-invitation";

describe("the review invitation", () => {
  it("names the stay and the window, and links to /bookings in both parts", async () => {
    const email = await renderEmail(
      <ReviewInvitationEmail
        firstName="王小明"
        place="KLCC Suites & Spa"
        reference="BK-Q4W8ZE"
        windowDays={14}
        appUrl="https://staysia.example"
      />,
    );
    expect(email.html).toContain("王小明");
    expect(email.html).toContain("KLCC Suites &amp; Spa");
    expect(email.html).toContain('href="https://staysia.example/bookings"');
    expect(email.text).toContain("Hello 王小明,");
    expect(email.text).toContain("Thank you for staying at KLCC Suites & Spa (booking BK-Q4W8ZE).");
    expect(email.text).toContain("You have 14 days to review your stay");
    expect(email.text).toContain("Review your stay https://staysia.example/bookings");
  });
});

import { describe, expect, it } from "vitest";
import { enquiryReceivedEmail } from "./enquiry-received";

describe("the enquiry acknowledgement", () => {
  it("carries the topic and the reference, in both parts", async () => {
    const email = await enquiryReceivedEmail("somchai@example.com", {
      topic: "Corporate stays for a team",
      reference: "EQ-1A2B3C4D",
      appUrl: "https://staysia.example",
    });
    expect(email).toMatchObject({
      to: "somchai@example.com",
      kind: "enquiry-received",
      subject: "We received your message (EQ-1A2B3C4D)",
    });
    expect(email.html).toContain("EQ-1A2B3C4D");
    expect(email.html).toContain("&quot;Corporate stays for a team&quot;");
    expect(email.text).toContain('Thank you for writing to Staysia about "Corporate stays for a team".');
    expect(email.text).toContain("Your reference: EQ-1A2B3C4D");
    expect(email.text).toContain("If you did not write to us, you can ignore this email.");
    expect(email.text).toContain("Visit Staysia: https://staysia.example");
  });
});

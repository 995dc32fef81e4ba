import { describe, expect, it } from "vitest";
import { bankDetailsChangedEmail } from "./bank-details-changed";

describe("the bank details confirmation", () => {
  it("shows the account before and now, masked, in both parts", async () => {
    const email = await bankDetailsChangedEmail("investor@example.com", {
      before: { bankName: "CIMB", accountMasked: "•••• 1111" },
      after: { bankName: "Maybank", accountMasked: "•••• 4321" },
      appUrl: "https://staysia.example",
    });
    expect(email).toMatchObject({ kind: "investor-bank-details-changed" });
    expect(email.html).toContain("Maybank, account •••• 4321");
    expect(email.text).toContain("The bank account for your StayInvest distributions was changed.");
    expect(email.text).toContain("Before: CIMB, account •••• 1111");
    expect(email.text).toContain("Now: Maybank, account •••• 4321");
    expect(email.text).toContain("If you did not make this change, reply to this email or contact us at once.");
  });

  it("says added when there was no account before", async () => {
    const email = await bankDetailsChangedEmail("investor@example.com", {
      before: null,
      after: { bankName: "Maybank", accountMasked: "•••• 4321" },
      appUrl: "https://staysia.example",
    });
    expect(email.text).toContain("was added.");
    expect(email.text).not.toContain("Before:");
  });
});

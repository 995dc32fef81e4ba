// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewAffiliateForm, PrepareStatementButton, StatementActions } from "./affiliate-forms";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: { code: "travel-blog" } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sent(call = 0): Record<string, unknown> {
  return calls[call]!.data as Record<string, unknown>;
}

describe("NewAffiliateForm validates with createAffiliate's schema", () => {
  it("shows each rule on its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<NewAffiliateForm commissionPercent="5%" />);
    await user.type(screen.getByLabelText("Tracking code"), "-x");
    await user.type(screen.getByLabelText("Contact email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Add affiliate" }));
    expect(await screen.findByText("Enter the affiliate's name.")).toBeTruthy();
    expect(
      screen.getByText(
        "Use 3 to 32 lower-case letters, digits or hyphens, starting with a letter or digit, e.g. travel-blog.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Enter a valid email address, like name@example.com.")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(calls).toHaveLength(0);
  });

  it("sends exactly the function's input and says where the links end", async () => {
    const user = userEvent.setup();
    render(<NewAffiliateForm commissionPercent="5%" />);
    await user.type(screen.getByLabelText("Name"), "  Travel Blog ");
    await user.type(screen.getByLabelText("Tracking code"), "Travel-Blog");
    await user.type(screen.getByLabelText("Contact email"), "Partners@Blog.example");
    await user.click(screen.getByRole("button", { name: "Add affiliate" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent()).toEqual({ name: "Travel Blog", code: "travel-blog", contactEmail: "partners@blog.example" });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Affiliate added. Their links end in ?aff=travel-blog.",
    );
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });
});

describe("an affiliate's statement, from prepared to paid", () => {
  const row = {
    affiliateId: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b",
    month: "2026-10",
    currency: "MYR",
    label: "October MYR",
  };
  const PAYOUT_ID = "1f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";

  it("prepares the row's month and currency", async () => {
    const user = userEvent.setup();
    render(<PrepareStatementButton {...row} />);
    await user.click(screen.getByRole("button", { name: "Prepare the statement of October MYR" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "prepareAffiliatePayout",
      data: { affiliateId: row.affiliateId, month: "2026-10", currency: "MYR" },
    });
  });

  it("approves a draft once confirmed", async () => {
    const user = userEvent.setup();
    render(<StatementActions id={PAYOUT_ID} status="draft" amount="MYR 120.00" label="October MYR" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(calls).toEqual([{ name: "approveAffiliatePayout", data: { payoutId: PAYOUT_ID } }]));
  });

  it("refuses a short reference at its field, then pays with the reference and a key", async () => {
    const user = userEvent.setup();
    render(<StatementActions id={PAYOUT_ID} status="approved" amount="MYR 120.00" label="October MYR" />);
    await user.type(screen.getByLabelText("Payment reference"), "ab");
    await user.click(screen.getByRole("button", { name: "Mark paid (MYR 120.00)" }));
    expect(await screen.findByText("Enter the payment reference (at least 3 characters).")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText("Payment reference"));
    await user.type(screen.getByLabelText("Payment reference"), " FPX 123 ");
    await user.click(screen.getByRole("button", { name: "Mark paid (MYR 120.00)" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent()).toEqual({
      payoutId: PAYOUT_ID,
      reference: "FPX 123",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});

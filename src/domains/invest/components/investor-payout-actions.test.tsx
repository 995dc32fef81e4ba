// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { InvestorPayoutActions, PrepareInvestorPayoutsForm } from "./investor-payout-actions";
import { router } from "@tests/support/navigation";

const { refresh, push } = router;

const PAYOUT_ID = "00000000-0000-4000-8000-0000000000a1";
const payout = {
  id: PAYOUT_ID,
  amountMinor: 550_000,
  currency: "MYR",
  holderName: "Angela Cruz",
  basePath: "/dashboard/management/investorPayouts",
};

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: { prepared: 2, waiting: 1, totals: { MYR: 550_000 } } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
  push.mockReset();
});

describe("PrepareInvestorPayoutsForm", () => {
  it("sends the month with prepareInvestorPayouts' input and says what it prepared and what waits", async () => {
    const user = userEvent.setup();
    render(<PrepareInvestorPayoutsForm defaultMonth="2026-10" />);
    await user.click(screen.getByRole("button", { name: "Prepare payouts" }));
    await waitFor(() => expect(calls).toEqual([{ name: "prepareInvestorPayouts", data: { throughMonth: "2026-10" } }]));
    expect(await screen.findByText(/2 payouts prepared: MYR\s5,500\.00\./)).toBeTruthy();
    expect(screen.getByText(/1 investor's new distributions wait/)).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it("refuses a month that is not one, at the field, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<PrepareInvestorPayoutsForm defaultMonth="2026-10" />);
    await user.clear(screen.getByLabelText("Distributions through"));
    await user.click(screen.getByRole("button", { name: "Prepare payouts" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Distributions through").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(calls).toHaveLength(0);
  });
});

describe("InvestorPayoutActions", () => {
  it("approves a draft only once confirmed", async () => {
    const user = userEvent.setup();
    render(<InvestorPayoutActions {...payout} status="draft" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog", { name: /^Approve MYR\s5,500\.00 for Angela Cruz\?$/ });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(calls).toEqual([{ name: "approveInvestorPayout", data: { payoutId: PAYOUT_ID } }]));
  });

  it("pays an approved payout with its reference and one key, the same key when pressed again", async () => {
    const user = userEvent.setup();
    render(<InvestorPayoutActions {...payout} status="approved" />);
    await user.click(screen.getByRole("button", { name: /^Mark paid/ }));
    expect(screen.getByLabelText("Payment reference").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Payment reference"), "MBB 0001");
    await user.click(screen.getByRole("button", { name: /^Mark paid \(MYR\s5,500\.00\)$/ }));
    await user.click(screen.getByRole("button", { name: /^Mark paid/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const key = (calls[0]!.data as { idempotencyKey: string }).idempotencyKey;
    expect(calls[0]).toEqual({
      name: "payInvestorPayout",
      data: { payoutId: PAYOUT_ID, reference: "MBB 0001", idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect((calls[1]!.data as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });

  it("offers nothing once paid", () => {
    const { container } = render(<InvestorPayoutActions {...payout} status="paid" />);
    expect(container.textContent).toBe("");
  });
});

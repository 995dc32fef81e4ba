// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import type { RentalContractView } from "../queries";
import { DepositReturn } from "./deposit-return";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ended: RentalContractView = {
  id: "00000000-0000-4000-8000-0000000000c2",
  bookingReference: "BK-4M8R2T",
  propertyTitle: "Gurney Drive Residence",
  city: "Penang",
  unitName: "Unit 12A",
  tenantName: "Lim Wei Ling",
  tenantEmail: "weiling@example.com",
  currency: "MYR",
  monthlyRentMinor: 350_000,
  depositMinor: 700_000,
  startsOn: "2026-05-01",
  endsOn: "2026-11-01",
  noticeGivenOn: null,
  today: "2026-11-20",
  invoices: [
    {
      id: "00000000-0000-4000-8000-0000000000d1",
      kind: "deposit",
      periodStart: "2026-05-01",
      periodEnd: "2026-11-01",
      amountMinor: 700_000,
      currency: "MYR",
      status: "paid",
      paidAt: "2026-04-28T03:00:00.000Z",
      paymentReference: "DuitNow 4471",
    },
  ],
  depositReturn: null,
};

describe("returning a rental deposit", () => {
  it("holds the deposit until the move-out, and says nothing for a contract without one", () => {
    const { container, rerender } = render(<DepositReturn contract={ended} today="2026-10-15" />);
    expect(container.textContent).toEqual(
      expect.stringMatching(/^The deposit of RM.7,000 is held until the tenant moves out on 2026-11-01\.$/),
    );
    rerender(<DepositReturn contract={{ ...ended, depositMinor: 0 }} today="2026-11-20" />);
    expect(container.textContent).toBe("");
  });

  it("checks each deduction and their sum before any call, then sends exactly the function's input", async () => {
    const calls = stubFunctionCalls(() => ({ result: { returnedMinor: 550_000, deductedMinor: 150_000 } }));
    const user = userEvent.setup();
    render(<DepositReturn contract={ended} today="2026-11-20" />);
    await user.click(screen.getByRole("button", { name: "Return the deposit of Lim Wei Ling" }));
    await user.click(screen.getByRole("button", { name: "Add a deduction" }));
    await user.type(screen.getByLabelText("Amount (MYR)"), "1,500.505");
    await user.click(screen.getByRole("button", { name: "Return deposit" }));
    expect(await screen.findByText("Enter an amount like 50.00.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Amount (MYR)"));
    await user.type(screen.getByLabelText("Amount (MYR)"), "1,500");
    await user.click(screen.getByRole("button", { name: "Return deposit" }));
    expect(await screen.findByText("Say what the deduction is for.")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("Deduction 1: what for"), "Broken wardrobe door");
    await user.clear(screen.getByLabelText("Amount (MYR)"));
    await user.type(screen.getByLabelText("Amount (MYR)"), "8000");
    await user.click(screen.getByRole("button", { name: "Return deposit" }));
    expect((await screen.findAllByText("The deductions are more than the deposit.")).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("Amount (MYR)"));
    await user.type(screen.getByLabelText("Amount (MYR)"), "1,500");
    await user.type(screen.getByLabelText("Payment reference (optional)"), "DuitNow 991");
    await user.click(screen.getByRole("button", { name: "Return deposit" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "returnRentalDeposit",
      data: {
        contractId: ended.id,
        deductions: [{ reason: "Broken wardrobe door", amountMinor: 150_000 }],
        reference: "DuitNow 991",
      },
    });
    expect((await screen.findByRole("status")).textContent).toMatch(
      /^Deposit returned: RM.5,500 to the tenant, RM.1,500 kept for the owner\.$/,
    );
  });

  it("shows a returned deposit with its deductions", () => {
    const { container } = render(
      <DepositReturn
        contract={{
          ...ended,
          depositReturn: {
            returnedMinor: 550_000,
            deductedMinor: 150_000,
            deductions: [{ reason: "Broken wardrobe door", amountMinor: 150_000 }],
            reference: "DuitNow 991",
            returnedAt: "2026-11-03T04:00:00.000Z",
          },
        }}
        today="2026-11-20"
      />,
    );
    expect(container.textContent).toMatch(
      /Deposit returned on 2026-11-03: RM.5,500 to the tenant, RM.1,500 kept for the owner \(DuitNow 991\)\./,
    );
    expect(screen.getByRole("listitem").textContent).toMatch(/^Broken wardrobe door: RM.1,500$/);
  });
});

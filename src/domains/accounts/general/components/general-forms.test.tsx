// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GeneralPaymentForm } from "./general-forms";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: { id: "00000000-0000-4000-8000-000000000009" } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GeneralPaymentForm validates with recordGeneralPayment's schema", () => {
  it("shows the amount's shape and the function's rules on their fields, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<GeneralPaymentForm today="2026-11-20" />);
    // happy-dom has no HTMLSelectElement.size nor option.defaultSelected, so react-hook-form takes a select
    // left alone for one the person changed and reads its first option: the test chooses the currency itself.
    await user.selectOptions(screen.getByLabelText("Currency"), "MYR");
    await user.type(screen.getByLabelText("Amount (MYR)"), "12.345");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Enter an amount like 500.00.")).toBeTruthy();

    await user.clear(screen.getByLabelText("Amount (MYR)"));
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Enter the amount.")).toBeTruthy();
    expect(screen.getByText("Say who paid or was paid.")).toBeTruthy();
    expect(screen.getByLabelText("Counterparty").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("sends exactly the function's input, then says so and keeps the currency", async () => {
    const user = userEvent.setup();
    render(<GeneralPaymentForm today="2026-11-20" />);
    await user.click(screen.getByLabelText("Money out"));
    await user.selectOptions(screen.getByLabelText("Counter-account"), "expense:general");
    await user.selectOptions(screen.getByLabelText("Currency"), "SGD");
    await user.type(screen.getByLabelText("Amount (SGD)"), "245.80");
    await user.type(screen.getByLabelText("Counterparty"), " Printing vendor ");
    await user.type(screen.getByLabelText("Reference"), "INV-7731");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!;
    expect(body.data).toEqual({
      direction: "out",
      counterAccount: "expense:general",
      amountMinor: 24_580,
      currency: "SGD",
      paidOn: "2026-11-20",
      counterparty: "Printing vendor",
      reference: "INV-7731",
      note: "",
    });
    expect((await screen.findByRole("status")).textContent).toBe("The payment was recorded.");
    expect((screen.getByLabelText("Amount (SGD)") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Money in") as HTMLInputElement).checked).toBe(true);
  });
});

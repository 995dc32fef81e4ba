// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { RateForm } from "./rate-form";

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: { id: "r1", quote: "KZT", rate: 500, asOf: "2026-11-25T00:00:00Z" } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sentData() {
  return calls[0]!.data;
}

describe("RateForm validates with setExchangeRate's own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const user = userEvent.setup();
    render(<RateForm />);
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    expect(await screen.findByText("Use a three-letter currency code.")).toBeTruthy();
    expect(screen.getByText("Enter the rate as a number.")).toBeTruthy();
    expect(screen.getByLabelText("Currency").getAttribute("aria-invalid")).toBe("true");

    await user.type(screen.getByLabelText("Currency"), "usd");
    await user.type(screen.getByLabelText("Units per US$1"), "0");
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    expect(await screen.findByText("The US dollar is the base: its rate is always 1.")).toBeTruthy();
    expect(screen.getByText("The rate must be more than 0.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends exactly the function's input and says what was saved", async () => {
    const user = userEvent.setup();
    render(<RateForm />);
    await user.type(screen.getByLabelText("Currency"), "kzt");
    await user.type(screen.getByLabelText("Units per US$1"), "1,500.5");
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sentData()).toEqual({ quote: "KZT", rate: 1500.5 });
    expect((await screen.findByRole("status")).textContent).toBe("KZT is now 500 per US$1.");
    expect((screen.getByLabelText("Currency") as HTMLInputElement).value).toBe("");
  });
});

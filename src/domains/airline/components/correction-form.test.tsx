// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidArgument, stubFunctionCalls } from "@tests/support/function-calls";
import { CorrectionForm } from "./correction-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CorrectionForm validates with correctAirlinePoints' own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<CorrectionForm />);
    await user.type(screen.getByLabelText("Booking reference"), "BK-1");
    await user.type(screen.getByLabelText("Points (+ or −)"), "0");
    await user.type(screen.getByLabelText("Reason"), "x");
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    expect(await screen.findByText("A booking reference looks like BK-7K2P9Q.")).toBeTruthy();
    expect(screen.getByText("A correction of 0 points changes nothing.")).toBeTruthy();
    expect(screen.getByText("Give the reason for the correction.")).toBeTruthy();
    expect(screen.getByLabelText("Points (+ or −)").getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText("Points (+ or −)"));
    await user.type(screen.getByLabelText("Points (+ or −)"), "1.5");
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    expect(await screen.findByText("Points are whole numbers.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input, then says what was recorded", async () => {
    const calls = stubFunctionCalls(() => ({ result: { reference: "BK-7K2P9Q", points: -120, balance: 380 } }));
    const user = userEvent.setup();
    render(<CorrectionForm />);
    await user.type(screen.getByLabelText("Booking reference"), " bk-7k2p9q ");
    await user.type(screen.getByLabelText("Points (+ or −)"), "-120");
    await user.type(screen.getByLabelText("Reason"), " Stay shortened ");
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "correctAirlinePoints",
      data: { reference: "BK-7K2P9Q", points: -120, reason: "Stay shortened" },
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Recorded -120 points on BK-7K2P9Q: it now holds 380 points.",
    );
  });

  it("puts the function's own refusal on its field", async () => {
    stubFunctionCalls(() => invalidArgument("reference", "There is no booking BK-7K2P9Q with airline points."));
    const user = userEvent.setup();
    render(<CorrectionForm />);
    await user.type(screen.getByLabelText("Booking reference"), "BK-7K2P9Q");
    await user.type(screen.getByLabelText("Points (+ or −)"), "5");
    await user.type(screen.getByLabelText("Reason"), "Goodwill");
    await user.click(screen.getByRole("button", { name: "Record correction" }));
    expect(await screen.findByText("There is no booking BK-7K2P9Q with airline points.")).toBeTruthy();
    expect(screen.getByLabelText("Booking reference").getAttribute("aria-invalid")).toBe("true");
  });
});

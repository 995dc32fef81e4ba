// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RulesStep } from "./prices-rules-steps";
import type { EditorListing } from "./step-forms";
import { router } from "@tests/support/navigation";

const { push } = router;

const propertyId = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const fetchCalls = vi.fn();
let answer: () => Response;
beforeEach(() => {
  fetchCalls.mockReset();
  push.mockReset();
  answer = () =>
    new Response(JSON.stringify({ result: { propertyId, step: "rules", changed: [] } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentValues = (call = 0) =>
  (
    JSON.parse(String((fetchCalls.mock.calls[call]![1] as RequestInit).body)) as {
      data: { values: Record<string, unknown> };
    }
  ).data.values;

const listing = {
  id: propertyId,
  status: "listed",
  type: "apartment",
  currency: "MYR",
  cleaningFeeMinor: 0,
  houseRules: "",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  cancellationPolicy: "moderate",
  cancellationRules: null,
  instantBook: true,
  licenceNumber: null,
} as unknown as EditorListing;

describe("the Rules step's own refund steps", () => {
  it("shows the steps only for Custom, starting from an example, and sends them as numbers", async () => {
    const user = userEvent.setup();
    render(<RulesStep listing={listing} />);
    expect(screen.queryByRole("group", { name: "Your refund steps" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: /^Custom/ }));
    expect(screen.getByLabelText("Step 1: days before check-in")).toHaveProperty("value", "30");
    expect(screen.getByLabelText("Step 3: refund (%)")).toHaveProperty("value", "0");
    await user.clear(screen.getByLabelText("Step 2: days before check-in"));
    await user.type(screen.getByLabelText("Step 2: days before check-in"), "10");
    await user.click(screen.getByRole("button", { name: "Remove step 3" }));
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sentValues()).toMatchObject({
      cancellationPolicy: "custom",
      cancellationRules: [
        { daysBefore: 30, percent: 100 },
        { daysBefore: 10, percent: 50 },
        { daysBefore: 0, percent: 0 },
      ],
    });
  });

  it("sends no steps with a standard policy", async () => {
    const user = userEvent.setup();
    render(
      <RulesStep
        listing={{ ...listing, cancellationPolicy: "custom", cancellationRules: [{ daysBefore: 0, percent: 100 }] }}
      />,
    );
    expect(screen.getByLabelText("Step 1: refund (%)")).toHaveProperty("value", "100");
    await user.click(screen.getByRole("radio", { name: /^Strict/ }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sentValues()).toMatchObject({ cancellationPolicy: "strict", cancellationRules: null });
  });

  it("puts the function's message on the step and field it is about", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: {
            status: "INVALID_ARGUMENT",
            message: "The request was not valid.",
            details: {
              issues: [
                {
                  path: "values.cancellationRules.1.percent",
                  message: "A later cancellation cannot get a larger refund than an earlier one.",
                },
              ],
            },
          },
        }),
        { status: 400, headers: { "content-type": "application/json" } },
      );
    const user = userEvent.setup();
    render(<RulesStep listing={{ ...listing, cancellationPolicy: "custom", cancellationRules: null }} />);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(screen.getByLabelText("Step 2: refund (%)").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("A later cancellation cannot get a larger refund than an earlier one.")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });
});

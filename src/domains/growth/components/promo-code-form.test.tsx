// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromoCodeForm, type PromoFormValues } from "./promo-code-form";

const blank: PromoFormValues = {
  code: "",
  description: "",
  kind: "percent",
  percentBasisPoints: null,
  amountMinor: null,
  currency: null,
  validFrom: "2026-12-01",
  validUntil: "2026-12-31",
  maxRedemptions: null,
  perGuestLimit: 1,
  allProperties: true,
  propertyIds: [],
};

const fetchCalls = vi.fn();
beforeEach(() => {
  fetchCalls.mockReset();
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return new Response(JSON.stringify({ result: { id: "00000000-0000-4000-8000-000000000001", code: "WELCOME10" } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PromoCodeForm validates with the function's own schema before it calls", () => {
  it("shows the typed text's mistakes and the function's rules on their fields, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<PromoCodeForm initial={{ ...blank, validUntil: "2026-11-01" }} choices={[]} />);
    await user.type(screen.getByLabelText("Code"), "ab");
    await user.type(screen.getByLabelText("Percent off the stay"), "12.345");
    await user.type(screen.getByLabelText("Total cap"), "many");
    await user.click(screen.getByRole("button", { name: "Create promo code" }));

    // The shape of the text, read by the form.
    expect(await screen.findByText("Enter a percentage between 0.01 and 100.")).toBeTruthy();
    expect(screen.getByText("Enter a whole number, or leave it empty for no cap.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();

    // Fix the text: now the function's own rules (code pattern, window order) answer, still without a call.
    await user.clear(screen.getByLabelText("Percent off the stay"));
    await user.type(screen.getByLabelText("Percent off the stay"), "10");
    await user.clear(screen.getByLabelText("Total cap"));
    await user.click(screen.getByRole("button", { name: "Create promo code" }));
    expect(await screen.findByText("A promo code is 3 to 20 letters and digits, like WELCOME10.")).toBeTruthy();
    expect(screen.getByText("The last day must not be before the first day.")).toBeTruthy();
    expect(screen.getByLabelText("Last day").getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("calls the function with the parsed input once the form is valid", async () => {
    const user = userEvent.setup();
    render(<PromoCodeForm initial={blank} choices={[]} />);
    await user.type(screen.getByLabelText("Code"), "welcome10");
    await user.type(screen.getByLabelText("Percent off the stay"), "12.5");
    await user.click(screen.getByRole("button", { name: "Create promo code" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchCalls.mock.calls[0]![1] as RequestInit).body)) as {
      data: Record<string, unknown>;
    };
    expect(body.data).toMatchObject({
      code: "WELCOME10",
      kind: "percent",
      percentBasisPoints: 1250,
      amountMinor: null,
      currency: null,
      maxRedemptions: null,
      perGuestLimit: 1,
      allProperties: true,
      propertyIds: [],
    });
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Promo code WELCOME10 created.");
  });

  it("puts the function's own refusal on the field the person typed in, and a failure without fields on the form", async () => {
    const answers = [
      {
        status: 400,
        body: {
          error: {
            status: "INVALID_ARGUMENT",
            message: "Check the form.",
            details: { issues: [{ path: "percentBasisPoints", message: "The percentage is at most 100." }] },
          },
        },
      },
      { status: 409, body: { error: { status: "ALREADY_EXISTS", message: "There is already a code WELCOME10." } } },
    ];
    vi.stubGlobal("fetch", async () => {
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    });
    const user = userEvent.setup();
    render(<PromoCodeForm initial={blank} choices={[]} />);
    await user.type(screen.getByLabelText("Code"), "WELCOME10");
    await user.type(screen.getByLabelText("Percent off the stay"), "50");
    await user.click(screen.getByRole("button", { name: "Create promo code" }));
    expect(await screen.findByText("The percentage is at most 100.")).toBeTruthy();
    expect(screen.getByLabelText("Percent off the stay").getAttribute("aria-invalid")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Create promo code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("There is already a code WELCOME10.");
  });
});

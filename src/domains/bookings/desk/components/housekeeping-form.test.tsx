// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { HousekeepingForm } from "./housekeeping-form";
import { router } from "@tests/support/navigation";

const { refresh } = router;

const UNIT_ID = "00000000-0000-4000-8000-0000000000c1";

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe("HousekeepingForm validates with setUnitHousekeeping's schema", () => {
  it("shows the note's message on its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<HousekeepingForm unitId={UNIT_ID} unitName="Sea Room" current="maintenance" note="" />);
    const noteField = screen.getByLabelText("Note");
    await user.click(noteField);
    await user.paste("x".repeat(301));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A note has at most 300 characters.")).toBeTruthy();
    expect(noteField.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("offers ready after cleaning and sends exactly the function's input, the note trimmed", async () => {
    const user = userEvent.setup();
    render(<HousekeepingForm unitId={UNIT_ID} unitName="Sea Room" current="cleaning" note="" />);
    expect((screen.getByRole("combobox", { name: "Housekeeping" }) as HTMLSelectElement).value).toBe("ready");
    await user.type(screen.getByLabelText("Note"), "  Cleaned and restocked ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "setUnitHousekeeping",
      data: { unitId: UNIT_ID, housekeeping: "ready", note: "Cleaned and restocked" },
    });
    expect(await screen.findByText("Sea Room: ready.")).toBeTruthy();
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the function's refusal under the form", async () => {
    calls = stubFunctionCalls(() => ({
      status: 404,
      body: { error: { status: "NOT_FOUND", message: "There is no such unit among yours." } },
    }));
    const user = userEvent.setup();
    render(<HousekeepingForm unitId={UNIT_ID} unitName="Sea Room" current="ready" note="" />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Housekeeping" }), "maintenance");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "There is no such unit among yours.");
    expect(calls).toEqual([
      { name: "setUnitHousekeeping", data: { unitId: UNIT_ID, housekeeping: "maintenance", note: "" } },
    ]);
    expect(refresh).not.toHaveBeenCalled();
  });
});

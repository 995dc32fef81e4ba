// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunView } from "@/lib/runs";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { CreateSettlementsForm } from "./settlement-actions";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

const doneRun: RunView = {
  id: "00000000-0000-4000-8000-000000000031",
  kind: "settlements",
  label: "Settlements of October 2026",
  state: "done",
  progressDone: 2,
  progressTotal: 2,
  summary: "2 settlements created.",
  result: { created: [], carried: [], existing: [] },
  error: "",
  createdAt: "2026-11-20T08:00:00.000Z",
  finishedAt: "2026-11-20T08:00:01.000Z",
};

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: doneRun }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe("CreateSettlementsForm validates with startSettlementRun's schema", () => {
  it("shows the month's message on its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<CreateSettlementsForm defaultMonth="2026-10" maxMonth="2026-10" lastRun={null} />);
    await user.clear(screen.getByLabelText("Month to settle"));
    await user.click(screen.getByRole("button", { name: "Create settlements" }));
    expect(await screen.findByText("Choose a month like 2026-10.")).toBeTruthy();
    expect(screen.getByLabelText("Month to settle").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("sends exactly the function's input: the month and a fresh idempotency key", async () => {
    const user = userEvent.setup();
    render(<CreateSettlementsForm defaultMonth="2026-10" maxMonth="2026-10" lastRun={null} />);
    await user.click(screen.getByRole("button", { name: "Create settlements" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "startSettlementRun",
      data: { month: "2026-10", idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    // The run it answers is followed: done at once, so the page's lists are read again.
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("shows the function's refusal under the form and keeps the month", async () => {
    calls = stubFunctionCalls(() => ({
      status: 400,
      body: { error: { status: "INVALID_ARGUMENT", message: "Settlements are made for months that have ended." } },
    }));
    const user = userEvent.setup();
    render(<CreateSettlementsForm defaultMonth="2026-10" maxMonth="2026-10" lastRun={null} />);
    await user.click(screen.getByRole("button", { name: "Create settlements" }));
    expect(await screen.findByText("Settlements are made for months that have ended.")).toBeTruthy();
    expect((screen.getByLabelText("Month to settle") as HTMLInputElement).value).toBe("2026-10");
    expect(calls).toHaveLength(1);
  });
});

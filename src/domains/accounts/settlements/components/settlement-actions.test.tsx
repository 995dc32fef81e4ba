// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunView } from "@/lib/runs";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { CreateSettlementsForm, SettlementActions } from "./settlement-actions";
import { router } from "@tests/support/navigation";

const { refresh, push } = router;

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
  push.mockReset();
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

const SETTLEMENT_ID = "00000000-0000-4000-8000-000000000042";
const settlement = { id: SETTLEMENT_ID, number: "ST-2026-10-0001", netMinor: 135_000, currency: "MYR" } as const;
const refusal = (message: string) => ({ status: 409, body: { error: { status: "ABORTED", message } } });

describe("SettlementActions marks an approved settlement paid with markSettlementPaid's schema", () => {
  it("shows the reference's message on its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="approved" />);
    await user.type(screen.getByLabelText("Payment reference"), " ab ");
    await user.click(screen.getByRole("button", { name: /^Mark paid/ }));
    expect(await screen.findByText("Give the payment's reference (at least 3 characters).")).toBeTruthy();
    expect(screen.getByLabelText("Payment reference").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("sends exactly the function's input: the settlement's id and the reference, trimmed", async () => {
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="approved" />);
    await user.type(screen.getByLabelText("Payment reference"), "  TRX-88213 ");
    await user.click(screen.getByRole("button", { name: /^Mark paid \(MYR\s1,350\.00\)$/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ name: "markSettlementPaid", data: { id: SETTLEMENT_ID, reference: "TRX-88213" } });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it("shows the function's refusal under the form", async () => {
    calls = stubFunctionCalls(() => refusal("Settlement ST-2026-10-0001 is paid already."));
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="approved" />);
    await user.type(screen.getByLabelText("Payment reference"), "TRX-88213");
    await user.click(screen.getByRole("button", { name: /^Mark paid/ }));
    expect(await screen.findByText("Settlement ST-2026-10-0001 is paid already.")).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("SettlementActions asks before approving or deleting a draft (ConfirmDialog)", () => {
  it("approves only once confirmed, sending the settlement's id", async () => {
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="draft" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: /^Approve ST-2026-10-0001 for MYR\s1,350\.00\?$/,
    });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    await waitFor(() => expect(calls).toEqual([{ name: "approveSettlement", data: { id: SETTLEMENT_ID } }]));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(refresh).toHaveBeenCalled();
  });

  it("sends nothing when the person keeps the draft", async () => {
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="draft" />);
    await user.click(screen.getByRole("button", { name: "Delete draft" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete draft ST-2026-10-0001?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it("deletes once confirmed and goes back to the list", async () => {
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="draft" basePath="/dashboard/management/payouts" />);
    await user.click(screen.getByRole("button", { name: "Delete draft" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete draft ST-2026-10-0001?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, delete the draft" }));
    await waitFor(() => expect(calls).toEqual([{ name: "deleteSettlement", data: { id: SETTLEMENT_ID } }]));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard/management/payouts"));
  });

  it("keeps the dialog open with the function's refusal in it", async () => {
    calls = stubFunctionCalls(() => refusal("Only a draft can be approved; ST-2026-10-0001 is approved."));
    const user = userEvent.setup();
    render(<SettlementActions {...settlement} status="draft" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, approve" }));
    expect(await within(dialog).findByText("Only a draft can be approved; ST-2026-10-0001 is approved.")).toBeTruthy();
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});

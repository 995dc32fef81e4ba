// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import { MarkClaimForm, OpenClaimForm } from "./claim-controls";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("OpenClaimForm validates with openInsuranceClaim's own schema", () => {
  it("asks what the claim is for on its field and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<OpenClaimForm policyNumber="PS-2026-000123" />);
    await user.click(screen.getByRole("button", { name: "Open a claim on PS-2026-000123" }));
    await user.type(screen.getByLabelText("What is the claim for?"), "x");
    await user.click(screen.getByRole("button", { name: "Open claim" }));
    expect(await screen.findByText("Say in a few words what the claim is for.")).toBeTruthy();
    expect(screen.getByLabelText("What is the claim for?").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input on the page's policy, then closes", async () => {
    const calls = stubFunctionCalls(() => ({ result: { claimId: "00000000-0000-4000-8000-000000000001" } }));
    const user = userEvent.setup();
    render(<OpenClaimForm policyNumber="PS-2026-000123" />);
    await user.click(screen.getByRole("button", { name: "Open a claim on PS-2026-000123" }));
    await user.type(screen.getByLabelText("What is the claim for?"), " Phone stolen ");
    await user.type(screen.getByLabelText("Note (optional)"), "Police report attached");
    await user.click(screen.getByRole("button", { name: "Open claim" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "openInsuranceClaim",
      data: { policyNumber: "PS-2026-000123", summary: "Phone stolen", note: "Police report attached" },
    });
    expect(await screen.findByRole("button", { name: "Open a claim on PS-2026-000123" })).toBeTruthy();
  });
});

describe("MarkClaimForm validates with markInsuranceClaim's own schema", () => {
  const claimId = "00000000-0000-4000-8000-0000000000c1";

  it("refuses a note over 2,000 characters on its field, without a call or a confirmation", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<MarkClaimForm claimId={claimId} status="opened" summary="Phone stolen" />);
    // Past the textarea's own limit, as a paste by a script or an older browser can put there.
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "x".repeat(2_001) } });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Keep the note under 2,000 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Note").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("sends the claim, the status of the button pressed and the trimmed note", async () => {
    const calls = stubFunctionCalls(() => ({ result: { status: "approved" } }));
    const user = userEvent.setup();
    render(<MarkClaimForm claimId={claimId} status="opened" summary="Phone stolen" />);
    await user.type(screen.getByLabelText("Note"), " Covered: theft ");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "markInsuranceClaim",
      data: { claimId, status: "approved", note: "Covered: theft" },
    });
  });

  it("rejects only once the confirmation is accepted", async () => {
    const calls = stubFunctionCalls(() => ({ result: { status: "rejected" } }));
    const user = userEvent.setup();
    render(<MarkClaimForm claimId={claimId} status="opened" summary="Phone stolen" />);
    await user.type(screen.getByLabelText("Note"), "Not covered");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await screen.findByRole("alertdialog", { name: 'Reject the claim "Phone stolen"?' });
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Reject claim" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "markInsuranceClaim",
      data: { claimId, status: "rejected", note: "Not covered" },
    });
  });
});

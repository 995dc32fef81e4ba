// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OpexForm, type OpexFormValues } from "./opex-form";
import { stubFunctionCalls, type SentCall } from "@tests/support/function-calls";

let calls: SentCall[] = [];
beforeEach(() => {
  calls = stubFunctionCalls(() => ({ result: { id: "00000000-0000-4000-8000-000000000009" } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sent(call = 0): Record<string, unknown> {
  return calls[call]!.data as Record<string, unknown>;
}

const properties = [
  { id: "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b", title: "Garden Rooms", currency: "MYR" },
  { id: "1f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b", title: "Bali Villa", currency: "IDR" },
];
const blank: OpexFormValues = {
  propertyId: "",
  category: "cleaning",
  incurredOn: "2026-11-02",
  amountMinor: null,
  currency: "",
  note: "",
  receiptName: null,
};

describe("OpexForm validates with recordOpex's schema", () => {
  it("asks for the property and the amount, and checks the amount in the property's currency, without a call", async () => {
    const user = userEvent.setup();
    render(<OpexForm properties={properties} initial={blank} />);
    await user.click(screen.getByRole("button", { name: "Record expense" }));
    expect(await screen.findByText("Choose a property.")).toBeTruthy();
    expect(screen.getByText("Enter the amount.")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Property"), properties[1]!.id);
    await user.type(screen.getByLabelText("Amount (IDR)"), "150000.5");
    await user.click(screen.getByRole("button", { name: "Record expense" }));
    expect(await screen.findByText("Enter a whole amount in IDR.")).toBeTruthy();
    expect(screen.getByLabelText("Amount (IDR)").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("refuses a receipt of the wrong kind before reading it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<OpexForm properties={properties} initial={blank} />);
    await user.selectOptions(screen.getByLabelText("Property"), properties[0]!.id);
    await user.type(screen.getByLabelText("Amount (MYR)"), "120.50");
    await user.upload(
      screen.getByLabelText("Receipt (optional)"),
      new File(["hello"], "notes.txt", { type: "text/plain" }),
    );
    await user.click(screen.getByRole("button", { name: "Record expense" }));
    expect(await screen.findByText("A receipt must be a JPEG, PNG or WebP image or a PDF.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the expense in minor units with the receipt's bytes, then says so and keeps the property", async () => {
    const user = userEvent.setup();
    render(<OpexForm properties={properties} initial={blank} />);
    await user.selectOptions(screen.getByLabelText("Property"), properties[0]!.id);
    await user.selectOptions(screen.getByLabelText("Category"), "repairs");
    await user.type(screen.getByLabelText("Amount (MYR)"), "1,234.50");
    await user.type(screen.getByLabelText("Note"), " Shower mixer ");
    await user.upload(
      screen.getByLabelText("Receipt (optional)"),
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "receipt.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Record expense" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent()).toEqual({
      propertyId: properties[0]!.id,
      category: "repairs",
      incurredOn: "2026-11-02",
      amountMinor: 123_450,
      currency: "MYR",
      note: "Shower mixer",
      receipt: { fileName: "receipt.pdf", contentBase64: "JVBERi0=" },
    });
    expect((await screen.findByRole("status")).textContent).toBe("The expense was recorded.");
    expect((screen.getByLabelText("Property") as HTMLSelectElement).value).toBe(properties[0]!.id);
    expect((screen.getByLabelText("Amount (MYR)") as HTMLInputElement).value).toBe("");
  });

  it("edits an expense by id, without a property", async () => {
    const user = userEvent.setup();
    const id = "2f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
    render(
      <OpexForm
        properties={properties}
        initial={{ ...blank, id, propertyId: properties[0]!.id, amountMinor: 5000, currency: "MYR" }}
      />,
    );
    expect((screen.getByLabelText("Amount (MYR)") as HTMLInputElement).value).toBe("50.00");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent()).toEqual({
      id,
      category: "cleaning",
      incurredOn: "2026-11-02",
      amountMinor: 5000,
      currency: "MYR",
      note: "",
    });
  });
});

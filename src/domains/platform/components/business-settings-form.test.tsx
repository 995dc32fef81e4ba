// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import { BUSINESS_SETTINGS } from "../settings";
import { documentOf } from "../settings-document";
import { BusinessSettingsForm } from "./business-settings-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = "2026-11-26";

describe("the business settings form's stay taxes", () => {
  it("adds a rule for another country as data: checked, then sent whole with the country's currency", async () => {
    const calls = stubFunctionCalls(() => ({ result: { id: 7, effectiveFrom: TODAY, changed: ["stayTaxes"] } }));
    render(<BusinessSettingsForm current={documentOf(BUSINESS_SETTINGS)} today={TODAY} />);
    const user = userEvent.setup();
    expect(screen.getAllByRole("group", { name: /^Stay tax \d$/ })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Add a stay tax" }));
    const row = screen.getByRole("group", { name: "Stay tax 2" });
    await user.selectOptions(within(row).getByLabelText("Country"), "thailand");
    await user.type(within(row).getByLabelText("Name on the guest's price"), "Example levy");
    await user.selectOptions(within(row).getByLabelText("Charged"), "percent_of_room_revenue");
    await user.type(within(row).getByLabelText("Rate"), "two");
    await user.type(screen.getByLabelText("Why"), "An example rule, off");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    expect(await within(row).findByText("Enter a percentage like 10 or 6.5.")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(within(row).getByLabelText("Rate"));
    await user.type(within(row).getByLabelText("Rate"), "2");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.data as { settings: { stayTaxes: unknown[] } };
    expect(sent.settings.stayTaxes).toEqual([
      BUSINESS_SETTINGS.stayTaxes[0],
      {
        country: "thailand",
        label: "Example levy",
        kind: "percent_of_room_revenue",
        basisPoints: 200,
        currency: "THB",
        exempt: "none",
        enabled: false,
      },
    ]);
  });

  it("removes a rule, and the rows after it move up", async () => {
    const calls = stubFunctionCalls(() => ({ result: { id: 8, effectiveFrom: TODAY, changed: ["stayTaxes"] } }));
    render(<BusinessSettingsForm current={documentOf(BUSINESS_SETTINGS)} today={TODAY} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add a stay tax" }));
    const added = screen.getByRole("group", { name: "Stay tax 2" });
    await user.selectOptions(within(added).getByLabelText("Country"), "indonesia");
    await user.type(within(added).getByLabelText("Name on the guest's price"), "Example");
    await user.type(within(added).getByLabelText("Amount per room and night"), "15000");
    await user.click(within(screen.getByRole("group", { name: "Stay tax 1" })).getByRole("button", { name: "Remove" }));
    expect(screen.getAllByRole("group", { name: /^Stay tax \d$/ })).toHaveLength(1);
    await user.type(screen.getByLabelText("Why"), "Only the example");
    await user.click(screen.getByRole("button", { name: "Save the settings" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.data as { settings: { stayTaxes: unknown[] } }).settings.stayTaxes).toEqual([
      expect.objectContaining({
        country: "indonesia",
        label: "Example",
        currency: "IDR",
        amountMinorPerRoomNight: 15_000,
      }),
    ]);
  });
});

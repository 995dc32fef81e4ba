// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import type { RentalContractView } from "../queries";
import { MonthlyRentalPanel } from "./monthly-rental";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KL = {
  unitId: "00000000-0000-4000-8000-0000000000a1",
  label: "Kuala Lumpur · Loft · Entire place",
  currency: "MYR",
};
const BALI = { unitId: "00000000-0000-4000-8000-0000000000a2", label: "Bali · Villa · Entire place", currency: "IDR" };
const contract: RentalContractView = {
  id: "00000000-0000-4000-8000-0000000000c1",
  bookingReference: "BK-7K2P9Q",
  propertyTitle: "Loft",
  city: "Kuala Lumpur",
  unitName: "Entire place",
  tenantName: "Farah Aziz",
  tenantEmail: "farah@example.com",
  currency: "MYR",
  monthlyRentMinor: 280000,
  depositMinor: 0,
  startsOn: "2026-12-01",
  endsOn: "2027-03-01",
  noticeGivenOn: null,
  today: "2026-11-25",
  invoices: [],
  depositReturn: null,
};

describe("the monthly rental forms validate with their functions' own schemas", () => {
  it("shows the typed amounts' mistakes and the function's rules on their fields, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<MonthlyRentalPanel contracts={[]} units={[KL, BALI]} today="2026-11-25" />);
    await user.selectOptions(screen.getByLabelText("Unit"), BALI.unitId);
    await user.type(screen.getByLabelText("Monthly rent (IDR)"), "1500.5");
    await user.clear(screen.getByLabelText("Deposit (IDR)"));
    await user.type(screen.getByLabelText("Deposit (IDR)"), "a lot");
    await user.click(screen.getByRole("button", { name: "Save contract" }));
    expect(await screen.findByText("Enter the monthly rent in IDR, like 3500.00.")).toBeTruthy();
    expect(screen.getByText("Enter the deposit in IDR, or 0.")).toBeTruthy();

    await user.clear(screen.getByLabelText("Monthly rent (IDR)"));
    await user.type(screen.getByLabelText("Monthly rent (IDR)"), "0");
    await user.clear(screen.getByLabelText("Deposit (IDR)"));
    await user.click(screen.getByRole("button", { name: "Save contract" }));
    expect(await screen.findByText("The monthly rent must be more than zero.")).toBeTruthy();
    expect(screen.getByText("Enter the tenant's full name.")).toBeTruthy();
    expect(screen.getByText("Enter the tenant's email address.")).toBeTruthy();
    expect(screen.getByText("Use a date like 2026-12-01.")).toBeTruthy();
    expect(screen.getByLabelText("End (move-out day)").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input in the unit's currency and says what was saved", async () => {
    const calls = stubFunctionCalls(() => ({
      result: { id: contract.id, bookingReference: "BK-7K2P9Q", invoicesIssued: 1 },
    }));
    const user = userEvent.setup();
    render(<MonthlyRentalPanel contracts={[]} units={[KL, BALI]} today="2026-11-25" />);
    await user.type(screen.getByLabelText("Tenant name"), "Farah Aziz");
    await user.type(screen.getByLabelText("Tenant email"), "Farah@Example.com");
    await user.type(screen.getByLabelText("Monthly rent (MYR)"), "2,800.00");
    await user.clear(screen.getByLabelText("Deposit (MYR)"));
    await user.type(screen.getByLabelText("Deposit (MYR)"), "5600");
    await user.type(screen.getByLabelText("End (move-out day)"), "2027-01-25");
    await user.click(screen.getByRole("button", { name: "Save contract" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "createRentalContract",
      data: {
        unitId: KL.unitId,
        tenantName: "Farah Aziz",
        tenantEmail: "farah@example.com",
        monthlyRentMinor: 280000,
        depositMinor: 560000,
        startsOn: "2026-11-25",
        endsOn: "2027-01-25",
      },
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Contract saved (booking BK-7K2P9Q); 1 invoice issued.",
    );
    expect((screen.getByLabelText("Deposit (MYR)") as HTMLInputElement).value).toBe("0");
  });

  it("renews a contract and records notice, each through its own function", async () => {
    const calls = stubFunctionCalls((call) => ({
      result: { id: contract.id, endsOn: call.name === "renewRentalContract" ? "2027-06-01" : "2026-12-25" },
    }));
    const user = userEvent.setup();
    render(<MonthlyRentalPanel contracts={[contract]} units={[KL]} today="2026-11-25" />);
    await user.click(screen.getByRole("button", { name: "Renew the contract of Farah Aziz" }));
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect(await screen.findByText("Use a date like 2026-12-01.")).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText("New end date"), "2027-06-01");
    await user.click(screen.getByRole("button", { name: "Renew" }));
    expect((await screen.findByRole("status")).textContent).toBe("The contract now ends on 2027-06-01.");

    await user.click(screen.getByRole("button", { name: "Record notice from Farah Aziz" }));
    await user.click(screen.getByRole("button", { name: "Record notice" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { name: "renewRentalContract", data: { contractId: contract.id, endsOn: "2027-06-01" } },
      { name: "giveRentalNotice", data: { contractId: contract.id, noticeOn: "2026-11-25" } },
    ]);
  });
});

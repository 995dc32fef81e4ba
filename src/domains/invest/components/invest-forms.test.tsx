// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidArgument, stubFunctionCalls } from "@tests/support/function-calls";
import { DistributionRunner, NewOfferingForm } from "./admin-forms";
import { BankDetailsForm } from "./bank-details-form";
import { BuyUnitsForm } from "./buy-units-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KL = { id: "00000000-0000-4000-8000-0000000000a1", title: "KL loft", city: "Kuala Lumpur", currency: "MYR" };
const BALI = { id: "00000000-0000-4000-8000-0000000000a2", title: "Ubud villa", city: "Bali", currency: "IDR" };
const OFFERING = "00000000-0000-4000-8000-0000000000b1";

describe("NewOfferingForm validates with createOffering's own schema", () => {
  it("shows the typed text's mistakes and the function's rules on their fields, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<NewOfferingForm properties={[KL, BALI]} defaultSharePercent={50} />);
    await user.type(screen.getByLabelText("Units issued"), "0");
    await user.selectOptions(screen.getByLabelText("Property"), BALI.id);
    await user.type(screen.getByLabelText("Unit price (IDR)"), "1500.5");
    await user.clear(screen.getByLabelText("Investors' share of net operating income (%)"));
    await user.type(screen.getByLabelText("Investors' share of net operating income (%)"), "half");
    await user.click(screen.getByRole("button", { name: "Create offering" }));
    expect(await screen.findByText("Enter a whole number of units, at least 1.")).toBeTruthy();
    expect(screen.getByText("Enter a whole price in IDR.")).toBeTruthy();
    expect(screen.getByText("Enter a share between 0.01 and 100 percent.")).toBeTruthy();
    expect(screen.getByLabelText("Units issued").getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText("Units issued"));
    await user.type(screen.getByLabelText("Units issued"), "2000000");
    await user.clear(screen.getByLabelText("Unit price (IDR)"));
    await user.type(screen.getByLabelText("Unit price (IDR)"), "0");
    await user.clear(screen.getByLabelText("Investors' share of net operating income (%)"));
    await user.type(screen.getByLabelText("Investors' share of net operating income (%)"), "100.5");
    await user.click(screen.getByRole("button", { name: "Create offering" }));
    expect(await screen.findByText("At most 1,000,000 units.")).toBeTruthy();
    expect(screen.getByText("The unit price must be more than zero.")).toBeTruthy();
    expect(screen.getByText("The investors' share cannot be more than 100%.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input, in the chosen property's currency", async () => {
    const calls = stubFunctionCalls(() => ({ result: { id: OFFERING, status: "open", currency: "MYR" } }));
    const user = userEvent.setup();
    render(<NewOfferingForm properties={[KL, BALI]} defaultSharePercent={50} />);
    await user.selectOptions(screen.getByLabelText("Property"), KL.id);
    await user.type(screen.getByLabelText("Units issued"), "1,000");
    await user.type(screen.getByLabelText("Unit price (MYR)"), "150.5");
    await user.type(screen.getByLabelText("Summary for investors"), " A loft near KLCC. ");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create offering" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "createOffering",
      data: {
        propertyId: KL.id,
        unitsIssued: 1000,
        unitPriceMinor: 15050,
        investorShareBasisPoints: 5000,
        summary: "A loft near KLCC.",
        open: false,
      },
    });
    expect((await screen.findByRole("status")).textContent).toBe("The offering was created.");
  });
});

describe("BankDetailsForm validates with saveBankDetails' own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<BankDetailsForm hasDetails={false} />);
    await user.type(screen.getByLabelText("Account number or IBAN"), "12");
    await user.type(screen.getByLabelText("SWIFT/BIC code"), "MBB");
    await user.click(screen.getByRole("button", { name: "Save bank details" }));
    expect(await screen.findByText("Enter the account holder's name.")).toBeTruthy();
    expect(screen.getByText("Enter the bank's name.")).toBeTruthy();
    expect(screen.getByText(/6 to 34 letters and digits/)).toBeTruthy();
    expect(screen.getByText("A SWIFT/BIC code is 8 or 11 letters and digits, e.g. MBBEMYKL.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the function's input and says what was saved, without the number", async () => {
    const calls = stubFunctionCalls(() => ({
      result: { bankDetails: { bankName: "Maybank", accountMasked: "•••• 6789" }, confirmation: "sent" },
    }));
    const user = userEvent.setup();
    render(<BankDetailsForm hasDetails />);
    await user.type(screen.getByLabelText("Account holder"), "Angela Cruz");
    await user.type(screen.getByLabelText("Bank"), "Maybank");
    await user.type(screen.getByLabelText("Account number or IBAN"), "1234-5678 9");
    await user.type(screen.getByLabelText("SWIFT/BIC code"), "mbbemykl");
    await user.click(screen.getByRole("button", { name: "Replace bank details" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "saveBankDetails",
      data: { accountHolder: "Angela Cruz", bankName: "Maybank", accountNumber: "123456789", swiftCode: "MBBEMYKL" },
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Saved: Maybank, account •••• 6789. We sent you an email to confirm the change.",
    );
    expect((screen.getByLabelText("Account number or IBAN") as HTMLInputElement).value).toBe("");
  });
});

describe("BuyUnitsForm validates with buyUnits' own schema, the card included", () => {
  const props = { offeringId: OFFERING, unitPriceMinor: 10000, currency: "MYR", unitsLeft: 5, testCard: null };

  async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4242 4242 4242 4242") {
    await user.type(screen.getByLabelText("Name on card"), "Angela Cruz");
    await user.type(screen.getByLabelText("Card number"), number);
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/39");
    await user.type(screen.getByLabelText("Security code"), "123");
  }

  it("refuses units beyond what is left and a bad card on their fields, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<BuyUnitsForm {...props} />);
    await user.clear(screen.getByLabelText("Units"));
    await user.type(screen.getByLabelText("Units"), "6");
    await fillCard(user, "4242 4242 4242 4241");
    await user.clear(screen.getByLabelText("Expiry (MM/YY)"));
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "13/30");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    // What the page knows (units left) is read with the typed text; the card's rules come from the schema next.
    expect(await screen.findByText("Only 5 units are left.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Units"));
    await user.type(screen.getByLabelText("Units"), "5");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByText("This card number is not valid. Check it and try again.")).toBeTruthy();
    expect(screen.getByText("Enter the expiry as MM/YY; the card must not have expired.")).toBeTruthy();
    expect(screen.getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends exactly the function's input, shows the total, and a decline keeps the form for another card", async () => {
    const calls = stubFunctionCalls((call) =>
      (call.data as { card: { number: string } }).card.number === "4000000000000002"
        ? {
            result: {
              status: "failed",
              units: 2,
              amountMinor: 20000,
              currency: "MYR",
              message: "The card was declined.",
            },
          }
        : { result: { status: "paid", units: 2, amountMinor: 20000, currency: "MYR" } },
    );
    const user = userEvent.setup();
    render(<BuyUnitsForm {...props} />);
    await user.clear(screen.getByLabelText("Units"));
    await user.type(screen.getByLabelText("Units"), "2");
    expect(screen.getByText(/Total MYR\s?200\.00/)).toBeTruthy();
    await fillCard(user, "4000 0000 0000 0002");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("The card was declined.");
    const first = calls[0]!.data as { idempotencyKey: string };
    expect(calls[0]).toEqual({
      name: "buyUnits",
      data: {
        offeringId: OFFERING,
        units: 2,
        card: { holder: "Angela Cruz", number: "4000000000000002", expiry: "12/39", cvc: "123" },
        idempotencyKey: first.idempotencyKey,
      },
    });

    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByText(/You bought 2 units for MYR\s?200\.00/)).toBeTruthy();
    // A retry after a decline is a new purchase, with its own key.
    expect((calls[1]!.data as { idempotencyKey: string }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("puts the function's refusal of a card field on that field", async () => {
    stubFunctionCalls(() => invalidArgument("card.cvc", "The security code is the 3 or 4 digits on the card."));
    const user = userEvent.setup();
    render(<BuyUnitsForm {...props} />);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(await screen.findByText("The security code is the 3 or 4 digits on the card.")).toBeTruthy();
    expect(screen.getByLabelText("Security code").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("DistributionRunner's preview validates with previewDistribution's own schema", () => {
  const preview = {
    offeringId: OFFERING,
    propertyTitle: "KL loft",
    month: "2026-09",
    currency: "MYR",
    netIncomeMinor: 100_000,
    investorShareBasisPoints: 5_000,
    unitsIssued: 10,
    unitsHeld: 4,
    totalMinor: 20_000,
    payments: [{ userId: "u1", name: "Ana", email: "ana@example.test", units: 4, amountMinor: 20_000 }],
    posted: null,
  };

  it("shows the month rule on its field and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(<DistributionRunner offeringId={OFFERING} defaultMonth="" remainderRule="Largest remainder." />);
    await user.click(screen.getByRole("button", { name: "Preview distribution" }));
    expect(await screen.findByText("Use a month like 2026-10.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the offering and the month, and shows each holder's amount", async () => {
    const calls = stubFunctionCalls(() => ({ result: preview }));
    const user = userEvent.setup();
    render(<DistributionRunner offeringId={OFFERING} defaultMonth="2026-09" remainderRule="Largest remainder." />);
    await user.click(screen.getByRole("button", { name: "Preview distribution" }));
    expect(await screen.findByTestId("distribution-preview")).toBeTruthy();
    expect(calls).toEqual([{ name: "previewDistribution", data: { offeringId: OFFERING, month: "2026-09" } }]);
    expect(screen.getByRole("button", { name: "Post distribution" })).toBeTruthy();
  });
});

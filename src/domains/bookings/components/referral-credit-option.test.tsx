// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import { withIntl } from "@tests/support/intl";
import type { Locale } from "@/lib/locales";
import { CheckoutForm } from "./checkout-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROPERTY = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
/** USD 20.00 of credit, worth RM 89.20 at the stored rate. */
const OFFER = { availableMinor: 8_920, applyMinor: 8_920, balances: [{ currency: "USD", amountMinor: 2_000 }] };

function checkout(locale: Locale = "en", referralCredit: typeof OFFER | null = OFFER) {
  return withIntl(
    <CheckoutForm
      request={{
        propertyId: PROPERTY,
        stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-13" },
        occupancy: { adults: 2, childrenAges: [] },
        channel: "direct",
      }}
      contact={{
        name: "Nur Aisyah",
        email: "nur@example.com",
        phone: "+60123456789",
        partnerMemberId: "",
        nationality: "",
      }}
      total="RM 900.00"
      totalMinor={90_000}
      currency="MYR"
      insurance={null}
      addons={[]}
      addonDays={[]}
      referralCredit={referralCredit}
      instantBook
      displayCurrency={null}
      testCards={{ succeeds: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", confirms: "4000 0000 0000 3220" }}
      bankTransferHoldHours={48}
      productHref={`/products/${PROPERTY}`}
    />,
    locale,
  );
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
  await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/34");
  await user.type(screen.getByLabelText("Security code (CVC)"), "123");
}

describe("the checkout's referral credit option", () => {
  it("offers the credit in the stay's currency; ticked, it lowers what the card pays and sends a yes, never an amount", async () => {
    const calls = stubFunctionCalls(() => ({
      result: { reference: "BK-7K2P9Q", status: "confirmed", payment: { actionUrl: null } },
    }));
    const user = userEvent.setup();
    render(checkout());
    const option = screen.getByRole("checkbox", { name: /^Use my referral credit \(RM\s89\.20 available\)$/ });
    expect(screen.getByText(/Your credit of (US)?\$20\.00/)).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Pay RM\s900\.00$/ })).toBeTruthy();
    await user.click(option);
    expect(screen.getByTestId("referral-credit-applied").textContent).toMatch(/^−RM\s89\.20$/);
    expect(screen.getByTestId("referral-credit-to-pay").textContent).toMatch(/^RM\s810\.80$/);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Pay RM\s810\.80$/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const data = calls[0]!.data as Record<string, unknown>;
    expect(data.useReferralCredit).toBe(true);
    expect(Object.keys(data).filter((key) => /credit/i.test(key))).toEqual(["useReferralCredit"]);
  });

  it("sends nothing about credit when it is not ticked, and is not offered to a guest without credit", async () => {
    const calls = stubFunctionCalls(() => ({
      result: { reference: "BK-7K2P9Q", status: "confirmed", payment: { actionUrl: null } },
    }));
    const user = userEvent.setup();
    render(checkout());
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Pay RM\s900\.00$/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.data).not.toHaveProperty("useReferralCredit");
    cleanup();
    render(checkout("en", null));
    expect(screen.queryByTestId("referral-credit")).toBeNull();
  });

  it("speaks the page's language, and says so when the credit was used meanwhile", async () => {
    stubFunctionCalls(() => ({
      status: 409,
      body: {
        error: {
          status: "ABORTED",
          message: "You have no referral credit left to use. Reload the page to pay without it.",
        },
      },
    }));
    const user = userEvent.setup();
    render(checkout("th"));
    await user.click(screen.getByRole("checkbox", { name: /^ใช้เครดิตแนะนำเพื่อนของฉัน/ }));
    await user.type(screen.getByLabelText(/หมายเลขบัตร/), "4242 4242 4242 4242");
    expect(screen.getByTestId("referral-credit")).toBeTruthy();
    cleanup();
    render(checkout("en"));
    await user.click(screen.getByRole("checkbox", { name: /^Use my referral credit/ }));
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /^Pay RM\s810\.80$/ }));
    expect(await screen.findByText(/You have no referral credit left to use\./)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SupplierBidActions } from "./supplier-bid-actions";
import { BidPanel } from "./bid-panel";
import { withIntl } from "@tests/support/intl";
import { FindBookingForm } from "./find-booking-form";
import { currentUrl } from "@tests/support/navigation";

// The product page's address says who stays (the booking panel's occupancy control writes it).

const fetchCalls = vi.fn();
let answer: { status: number; body: unknown } = { status: 200, body: { result: {} } };
beforeEach(() => {
  currentUrl.searchParams = new URLSearchParams("adults=2&children=1&ages=7");
  fetchCalls.mockReset();
  answer = { status: 200, body: { result: { id: "b", status: "open", reference: null, expiresAt: "" } } };
  vi.stubGlobal("fetch", async (...args: unknown[]) => {
    fetchCalls(...args);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sent(call = 0): Record<string, unknown> {
  return (
    JSON.parse(String((fetchCalls.mock.calls[call]![1] as RequestInit).body)) as { data: Record<string, unknown> }
  ).data;
}

const propertyId = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const bidId = "1f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";

describe("FindBookingForm validates with findBooking's schema", () => {
  it("refuses a reference that is not one, on its field, without a call", async () => {
    const user = userEvent.setup();
    render(withIntl(<FindBookingForm />));
    await user.type(screen.getByLabelText("Booking reference"), "12345");
    await user.type(screen.getByLabelText("Email used for the booking"), "roomer@example.com");
    await user.click(screen.getByRole("button", { name: "Find booking" }));
    expect(await screen.findByText("A booking reference looks like BK-7K2P9Q.")).toBeTruthy();
    expect(screen.getByLabelText("Booking reference").getAttribute("aria-invalid")).toBe("true");
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("sends the reference in capitals with the email, and shows a refusal on the form", async () => {
    answer = {
      status: 404,
      body: { error: { status: "NOT_FOUND", message: "No booking matches this reference and email." } },
    };
    const user = userEvent.setup();
    render(withIntl(<FindBookingForm />));
    await user.type(screen.getByLabelText("Booking reference"), " bk-7k2p9q ");
    await user.type(screen.getByLabelText("Email used for the booking"), "roomer@example.com");
    await user.click(screen.getByRole("button", { name: "Find booking" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({ reference: "BK-7K2P9Q", email: "roomer@example.com" });
    expect((await screen.findByRole("alert")).textContent).toBe("No booking matches this reference and email.");
  });
});

describe("FindBookingForm in Thai", () => {
  it("labels its fields in Thai and says the schema's message in Thai", async () => {
    const user = userEvent.setup();
    render(withIntl(<FindBookingForm />, "th"));
    expect(screen.getByRole("heading", { name: "ค้นหาการจอง" })).toBeTruthy();
    await user.type(screen.getByLabelText("รหัสการจอง"), "12345");
    await user.type(screen.getByLabelText("อีเมลที่ใช้จอง"), "roomer@example.com");
    await user.click(screen.getByRole("button", { name: "ค้นหาการจอง" }));
    expect(await screen.findByText("รหัสการจองมีลักษณะแบบ BK-7K2P9Q")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
  });
});

describe("BidPanel asks the nationality where a tax exempts citizens", () => {
  const words = {
    label: "Nationality",
    choose: "Choose your nationality",
    citizenOrResident: { malaysia: "I am a Malaysian citizen or permanent resident" },
    otherNationalities: "Other nationalities",
    hint: "Tourism tax is charged only to guests who are not citizens or permanent residents of Malaysia.",
  };
  const panel = (answer: string | null) =>
    withIntl(
      <BidPanel
        propertyId={propertyId}
        currency="MYR"
        initial={{ checkIn: "2026-12-10", checkOut: "2026-12-12" }}
        who="guest"
        nationality={{ taxes: [{ country: "malaysia", label: "Tourism tax" }], answer, words }}
      />,
    );

  it("starts from the profile's answer and sends the one chosen", async () => {
    const user = userEvent.setup();
    render(panel("GB"));
    // The form is a chunk of its own (bid-offer-island.tsx), there once it has loaded.
    await screen.findByRole("button", { name: "Send offer" });
    const select = screen.getByLabelText("Nationality") as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("GB"));
    expect(screen.getByText(words.hint)).toBeTruthy();
    await user.selectOptions(select, "MY");
    await user.type(screen.getByLabelText("Your total (MYR)"), "700");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ amountMinor: 70_000, guestNationality: "MY" });
  });

  it("sends no answer when none is chosen (the taxes are then a foreign guest's)", async () => {
    const user = userEvent.setup();
    render(panel(null));
    // The form is a chunk of its own (bid-offer-island.tsx), there once it has loaded.
    await screen.findByRole("button", { name: "Send offer" });
    await user.type(screen.getByLabelText("Your total (MYR)"), "700");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).not.toHaveProperty("guestNationality");
  });
});

describe("BidPanel validates with placeBid's schema", () => {
  const panel = withIntl(
    <BidPanel
      propertyId={propertyId}
      currency="MYR"
      initial={{ checkIn: "2026-12-10", checkOut: "2026-12-12" }}
      who="guest"
    />,
  );

  it("shows the amount's shape, then the function's date rule, without a call", async () => {
    const user = userEvent.setup();
    render(panel);
    // The form is a chunk of its own (bid-offer-island.tsx), there once it has loaded.
    await screen.findByRole("button", { name: "Send offer" });
    await user.type(screen.getByLabelText("Your total (MYR)"), "7.005");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Enter an amount like 700.00.")).toBeTruthy();

    await user.clear(screen.getByLabelText("Your total (MYR)"));
    await user.type(screen.getByLabelText("Your total (MYR)"), "700");
    await user.clear(screen.getByLabelText("Departure"));
    await user.type(screen.getByLabelText("Departure"), "2026-12-09");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Check-out must be after check-in.")).toBeTruthy();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("sends the offer in minor units and puts the price refusal on the amount", async () => {
    const refusal = "The price for these dates is MYR 880.50: offer less, or book at that price.";
    answer = {
      status: 400,
      body: {
        error: {
          status: "INVALID_ARGUMENT",
          message: refusal,
          details: { issues: [{ path: "amountMinor", message: refusal }] },
        },
      },
    };
    const user = userEvent.setup();
    render(panel);
    // The form is a chunk of its own (bid-offer-island.tsx), there once it has loaded.
    await screen.findByRole("button", { name: "Send offer" });
    // Who stays comes from the page's address, in words.
    expect(screen.getByTestId("bid-occupancy").textContent).toContain("2 adults, 1 child (ages 7)");
    await user.type(screen.getByLabelText("Your total (MYR)"), "1,000.50");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      propertyId,
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      guests: { adults: 2, childrenAges: [7] },
      amountMinor: 100_050,
      message: "",
    });
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByLabelText("Your total (MYR)").getAttribute("aria-invalid")).toBe("true");

    answer = { status: 200, body: { result: { id: bidId, expiresAt: "" } } };
    await user.clear(screen.getByLabelText("Your total (MYR)"));
    await user.type(screen.getByLabelText("Your total (MYR)"), "700");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect((await screen.findByRole("status")).textContent).toContain("Offer sent.");
  });
});

describe("BidPanel in Thai", () => {
  it("speaks Thai on its labels, its button and its own amount check", async () => {
    const user = userEvent.setup();
    render(
      withIntl(
        <BidPanel
          propertyId={propertyId}
          currency="THB"
          initial={{ checkIn: "2026-12-10", checkOut: "2026-12-12" }}
          who="guest"
        />,
        "th",
      ),
    );
    expect(screen.getByRole("heading", { name: "ยื่นข้อเสนอราคา" })).toBeTruthy();
    await screen.findByRole("button", { name: "ส่งข้อเสนอ" });
    await user.type(screen.getByLabelText("ราคารวมที่คุณเสนอ (THB)"), "7.005");
    await user.click(screen.getByRole("button", { name: "ส่งข้อเสนอ" }));
    expect(await screen.findByText("กรอกจำนวนเงิน เช่น 700.00")).toBeTruthy();
    expect(screen.queryByText(/Make an offer|Send offer|Your total/)).toBeNull();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it("asks a visitor to log in, in Thai, with both links", () => {
    render(
      withIntl(
        <BidPanel
          propertyId={propertyId}
          currency="THB"
          initial={{ checkIn: "2026-12-10", checkOut: "2026-12-12" }}
          who="visitor"
        />,
        "th",
      ),
    );
    expect(screen.getByRole("link", { name: "เข้าสู่ระบบ" }).getAttribute("href")).toBe("/login/operator");
    expect(screen.getByRole("link", { name: "สมัครสมาชิกเป็นผู้เข้าพัก" }).getAttribute("href")).toBe("/signup/roomer");
  });
});

describe("SupplierBidActions' counter-offer validates with answerBid's schema", () => {
  it("refuses an amount the currency cannot hold, then sends the counter in minor units", async () => {
    const user = userEvent.setup();
    render(<SupplierBidActions id={bidId} guestName="Bea" currency="JPY" />);
    await user.click(screen.getByRole("button", { name: "Counter Bea's offer" }));
    await user.type(screen.getByLabelText("Your total (JPY)"), "800.5");
    await user.click(screen.getByRole("button", { name: "Send counter-offer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a whole amount in JPY.");
    expect(fetchCalls).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Your total (JPY)"));
    await user.type(screen.getByLabelText("Your total (JPY)"), "9000");
    await user.click(screen.getByRole("button", { name: "Send counter-offer" }));
    await waitFor(() => expect(fetchCalls).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({ id: bidId, action: "counter", amountMinor: 9000 });
  });
});

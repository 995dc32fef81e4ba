// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invalidArgument, stubFunctionCalls, type StubAnswer } from "@tests/support/function-calls";
import { withIntl } from "@tests/support/intl";
import type { Locale } from "@/lib/locales";
import type { CheckoutAddon } from "./addon-choices";
import { CheckoutForm } from "./checkout-form";
import { PayAgainForm } from "./pay-again-form";
import { router } from "@tests/support/navigation";

beforeEach(() => {
  router.push.mockReset();
  router.refresh.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROPERTY = "0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b";
const TOUR = "00000000-0000-4000-8000-0000000000c1";
const TOUR_SLOT = "00000000-0000-4000-8000-0000000000d1";
const TRANSFER = "00000000-0000-4000-8000-0000000000c2";
const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  confirms: "4000 0000 0000 3220",
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const tour: CheckoutAddon = {
  id: TOUR,
  kind: "day_tour",
  title: "Batu Caves half-day tour",
  organisationName: "KL Tours",
  priceMinor: 9000,
  priceUnit: "person",
  capacity: 10,
  pickupZones: [],
  slots: [{ id: TOUR_SLOT, day: "2027-03-11", startTime: "08:30", placesLeft: 8 }],
  coverUrl: null,
};
const transfer: CheckoutAddon = {
  id: TRANSFER,
  kind: "airport_transfer",
  title: "KLIA to the city",
  organisationName: "KL Rides",
  priceMinor: 12000,
  priceUnit: "vehicle",
  capacity: 4,
  pickupZones: ["KLIA", "KLIA2"],
  slots: [],
  coverUrl: null,
};

function checkout(overrides: Partial<Parameters<typeof CheckoutForm>[0]> = {}, locale: Locale = "en") {
  return withIntl(
    <CheckoutForm
      request={{
        propertyId: PROPERTY,
        stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-13" },
        occupancy: { adults: 2, childrenAges: [] },
        channel: "direct",
      }}
      contact={{ name: "Nur Aisyah", email: "nur@example.com", phone: "", partnerMemberId: "", nationality: "" }}
      total="RM 900.00"
      totalMinor={90000}
      currency="MYR"
      insurance={{ premiumMinor: 4500, insurerName: "Etiqa" }}
      addons={[tour, transfer]}
      addonDays={["2027-03-10", "2027-03-11", "2027-03-12", "2027-03-13"]}
      instantBook
      displayCurrency={null}
      testCards={TEST_CARDS}
      bankTransferHoldHours={24}
      productHref={`/products/${PROPERTY}`}
      {...overrides}
    />,
    locale,
  );
}

const outcome = (reference: string, actionUrl: string | null = null): StubAnswer => ({
  result: {
    reference,
    status: "confirmed",
    totalMinor: 90000,
    currency: "MYR",
    holdExpiresAt: null,
    payment: { method: "card", status: "captured", message: null, actionUrl, transferReference: null, tried: true },
  },
});

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4242 4242 4242 4242") {
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry (MM/YY)"), "12/34");
  await user.type(screen.getByLabelText("Security code (CVC)"), "123");
}

describe("CheckoutForm validates with createBooking's own schema", () => {
  it("shows the guest's and the card's mistakes on their fields, focuses the first, and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(checkout());
    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText("Full name"), "N");
    await user.type(screen.getByLabelText("Phone"), "012 345 6789");
    await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4241");
    await user.type(screen.getByLabelText("Expiry (MM/YY)"), "13/30");
    await user.type(screen.getByLabelText("Security code (CVC)"), "12");
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));

    expect(await screen.findByText("Enter the guest's full name.")).toBeTruthy();
    expect(screen.getByText("Enter the phone number in international format, e.g. +60123456789.")).toBeTruthy();
    expect(screen.getByText("This card number is not valid. Check it and try again.")).toBeTruthy();
    expect(screen.getByText("Enter the expiry as MM/YY; the card must not have expired.")).toBeTruthy();
    expect(screen.getByText("The security code is the 3 or 4 digits on the card.")).toBeTruthy();
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(calls).toEqual([]);

    // After the first submit a message follows its text.
    await user.type(screen.getByLabelText("Full name"), "ur Aisyah");
    await waitFor(() => expect(screen.queryByText("Enter the guest's full name.")).toBeNull());
  });

  it("sends exactly the function's input: the phone without its spaces, the card's digits, insurance and add-ons", async () => {
    const calls = stubFunctionCalls(() => outcome("BK-7K2P9Q"));
    const user = userEvent.setup();
    render(checkout({ request: { ...checkoutRequest(), promoCode: "WELCOME10" }, displayCurrency: "USD" }));
    await user.type(screen.getByLabelText("Phone"), "+60 12-345 6789");
    await fillCard(user);
    await user.click(screen.getByRole("checkbox", { name: /Add travel insurance/ }));
    await user.click(screen.getByRole("checkbox", { name: /Batu Caves half-day tour/ }));
    await user.click(screen.getByRole("button", { name: /^Pay RM\s1,125\.00$/ }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "createBooking",
      data: {
        propertyId: PROPERTY,
        stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-13" },
        guests: { adults: 2, childrenAges: [] },
        guest: { name: "Nur Aisyah", email: "nur@example.com", phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Nur Aisyah" },
        },
        displayCurrency: "USD",
        idempotencyKey: expect.stringMatching(UUID),
        channel: "direct",
        extras: [{ kind: "insurance" }],
        addons: [{ productId: TOUR, slotId: TOUR_SLOT, quantity: 2 }],
        promoCode: "WELCOME10",
      },
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/BK-7K2P9Q"));
    expect(screen.getByRole("button", { name: /^Pay RM\s1,125\.00$/ }).getAttribute("aria-busy")).toBe("true");
  });

  it("pays by bank transfer without the card, and sends the same key again on a retry", async () => {
    const answers: StubAnswer[] = [
      { status: 503, body: { error: { status: "UNAVAILABLE", message: "The payment service did not answer." } } },
      outcome("BK-7K2P9R"),
    ];
    const calls = stubFunctionCalls(() => answers.shift()!);
    const user = userEvent.setup();
    render(checkout({ insurance: null, addons: [] }));
    await user.type(screen.getByLabelText("Phone"), "+60123456789");
    await user.click(screen.getByRole("radio", { name: /Bank transfer/ }));
    expect(screen.queryByLabelText("Card number")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "The payment service did not answer. Back to the place to choose other dates",
    );
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.data).toEqual({
      propertyId: PROPERTY,
      stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-13" },
      guests: { adults: 2, childrenAges: [] },
      guest: { name: "Nur Aisyah", email: "nur@example.com", phone: "+60123456789" },
      payment: { method: "bank_transfer" },
      idempotencyKey: expect.stringMatching(UUID),
      channel: "direct",
      extras: [],
      addons: [],
    });
    expect(calls[1]!.data).toEqual(calls[0]!.data);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/BK-7K2P9R"));
  });

  it("takes a partner's member ID in the partner's format only", async () => {
    const calls = stubFunctionCalls(() => outcome("BK-7K2P9S"));
    const user = userEvent.setup();
    render(checkout({ request: { ...checkoutRequest(), channel: "airasia" }, insurance: null, addons: [] }));
    await user.type(screen.getByLabelText("Phone"), "+60123456789");
    await fillCard(user);
    await user.type(screen.getByLabelText("AirAsia member ID (optional)"), "AA-123");
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));
    expect(await screen.findByText("An AirAsia member ID is 10 letters or digits, like AA12345678.")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("AirAsia member ID (optional)"));
    await user.type(screen.getByLabelText("AirAsia member ID (optional)"), "aa 1234 5678");
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.data).toMatchObject({ channel: "airasia", partnerMemberId: "AA12345678" });
  });

  it("shows an add-on's mistake in the add-ons' list, and the function's refusal of the stay on top", async () => {
    const calls = stubFunctionCalls(() => invalidArgument("stay.checkOut", "Check-out must be after check-in."));
    const user = userEvent.setup();
    render(checkout({ insurance: null }));
    await user.type(screen.getByLabelText("Phone"), "+60123456789");
    await fillCard(user);
    const offers = screen.getByRole("group", { name: "Add to your stay" });
    await user.click(within(offers).getByRole("checkbox", { name: /KLIA to the city/ }));
    await user.type(within(offers).getByLabelText("Pickup time (local)"), "09:30");
    await user.type(within(offers).getByLabelText("Flight number"), "flight 6123");
    await user.click(screen.getByRole("button", { name: /^Pay RM\s1,020\.00$/ }));
    expect((await within(offers).findByRole("alert")).textContent).toBe(
      "Enter the flight number as printed on the ticket, e.g. AK6123.",
    );
    expect(calls).toEqual([]);

    await user.clear(within(offers).getByLabelText("Flight number"));
    await user.type(within(offers).getByLabelText("Flight number"), "ak 6123");
    await user.click(screen.getByRole("button", { name: /^Pay RM\s1,020\.00$/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.data as { addons: unknown }).addons).toEqual([
      {
        productId: TRANSFER,
        day: "2027-03-10",
        pickupTime: "09:30",
        flightNumber: "AK6123",
        pickupZone: "KLIA",
        quantity: 1,
      },
    ]);
    const refusal = await screen.findByText(/Check-out must be after check-in\./);
    expect(refusal.closest("[role=alert]")?.textContent).toBe("Check-out must be after check-in. Back to the place");
    expect(within(offers).queryByRole("alert")).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });
});

function checkoutRequest() {
  return {
    propertyId: PROPERTY,
    stay: { mode: "nightly" as const, checkIn: "2027-03-10", checkOut: "2027-03-13" },
    occupancy: { adults: 2, childrenAges: [] },
    channel: "direct",
  };
}

describe("PayAgainForm validates with payBooking's own schema", () => {
  const form = withIntl(
    <PayAgainForm reference="BK-7K2P9Q" total="RM 900.00" testCards={TEST_CARDS} guestName="Nur Aisyah" />,
  );

  it("shows the card's mistakes on its fields and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(form);
    await user.type(screen.getByLabelText("Card number"), "1234");
    await user.clear(screen.getByLabelText("Name on the card"));
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));
    expect(await screen.findByText("This card number is not valid. Check it and try again.")).toBeTruthy();
    expect(screen.getByText("Enter the expiry as MM/YY; the card must not have expired.")).toBeTruthy();
    expect(screen.getByText("The security code is the 3 or 4 digits on the card.")).toBeTruthy();
    expect(screen.getByText("Enter the name on the card.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Card number"));
    expect(calls).toEqual([]);
  });

  it("sends another card as the function takes it, then refreshes the page's outcome", async () => {
    const calls = stubFunctionCalls(() => outcome("BK-7K2P9Q"));
    const user = userEvent.setup();
    render(form);
    await fillCard(user, "4242-4242-4242-4242");
    await user.click(screen.getByRole("button", { name: "Pay RM 900.00" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        name: "payBooking",
        data: {
          reference: "BK-7K2P9Q",
          payment: {
            method: "card",
            card: { number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Nur Aisyah" },
          },
        },
      },
    ]);
  });

  it("switches to bank transfer without the card, and shows the function's refusal", async () => {
    const calls = stubFunctionCalls(() => ({
      status: 412,
      body: {
        error: {
          status: "FAILED_PRECONDITION",
          message: "Verify your account before paying by bank transfer.",
        },
      },
    }));
    const user = userEvent.setup();
    render(form);
    await user.click(screen.getByRole("radio", { name: "Bank transfer" }));
    await user.click(screen.getByRole("button", { name: "Pay by bank transfer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Verify your account before paying by bank transfer.");
    expect(calls).toEqual([
      { name: "payBooking", data: { reference: "BK-7K2P9Q", payment: { method: "bank_transfer" } } },
    ]);
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe("the checkout in Thai", () => {
  it("names every field and step in Thai, and says the schema's messages in Thai on their fields", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(checkout({}, "th"));
    expect(screen.getByRole("group", { name: "ข้อมูลผู้เข้าพัก" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "เพิ่มบริการให้การเข้าพัก" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "วิธีชำระเงิน" })).toBeTruthy();
    await user.clear(screen.getByLabelText("ชื่อ-นามสกุล"));
    await user.type(screen.getByLabelText("โทรศัพท์"), "012 345 6789");
    await user.type(screen.getByLabelText("หมายเลขบัตร"), "4242 4242 4242 4241");
    await user.click(screen.getByRole("button", { name: /^ชำระ / }));
    expect(await screen.findByText("กรุณากรอกชื่อ-นามสกุลของผู้เข้าพัก")).toBeTruthy();
    expect(screen.getByText("กรุณากรอกหมายเลขโทรศัพท์ในรูปแบบสากล เช่น +66812345678")).toBeTruthy();
    expect(screen.getByText("หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง")).toBeTruthy();
    expect(screen.getByText("กรุณากรอกวันหมดอายุเป็น ดด/ปป และบัตรต้องยังไม่หมดอายุ")).toBeTruthy();
    expect(calls).toHaveLength(0);
    // No English of the form's own is left: what remains in Latin letters is the data (names, money, cards).
    const text = document.body.textContent ?? "";
    for (const english of ["Guest details", "Full name", "Payment", "Card number", "Travel insurance", "Add to your"])
      expect(text).not.toContain(english);
  });

  it("prices the add-on and the insurance in Thai on the submit button", async () => {
    stubFunctionCalls();
    const user = userEvent.setup();
    render(checkout({ instantBook: false }, "th"));
    await user.click(screen.getByRole("checkbox", { name: /เพิ่มประกันการเดินทาง/ }));
    expect(screen.getByRole("button", { name: /^ส่งคำขอจอง · RM\s945\.00$/ })).toBeTruthy();
    expect(screen.getByTestId("checkout-summary").textContent).toContain("ประกันการเดินทาง");
  });

  it("pays again in Thai", async () => {
    stubFunctionCalls();
    const user = userEvent.setup();
    render(
      withIntl(
        <PayAgainForm reference="BK-7K2P9Q" total="RM 900.00" testCards={TEST_CARDS} guestName="Nur Aisyah" />,
        "th",
      ),
    );
    expect(screen.getByRole("heading", { name: "ชำระด้วยวิธีอื่น" })).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "โอนเงินผ่านธนาคาร" }));
    expect(screen.getByRole("button", { name: "ชำระด้วยการโอนเงิน" })).toBeTruthy();
  });
});

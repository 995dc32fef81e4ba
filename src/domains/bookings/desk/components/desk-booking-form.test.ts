import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { messagesFor } from "@/i18n/messages";
import { bookAtDeskInput } from "../inputs";
import { agesOf, deskInputOf, outcomeWords } from "./desk-booking-form";

const KEY = "6f1c2b1e-8a4f-4c1e-9a7d-2b8e5f0c3d11";
const values = {
  propertyId: "0b6f1c2e-1a4f-4c1e-9a7d-2b8e5f0c3d11",
  unitId: "",
  checkIn: "2027-09-10",
  checkOut: "2027-09-12",
  adults: "2",
  children: "4, 9",
  name: "Phone Guest",
  email: " phone@example.test ",
  phone: "+60 12-345 6789",
  nationality: "",
  method: "cash" as const,
  card: { number: "", expiry: "", cvc: "", holder: "" },
};

describe("the desk's booking form", () => {
  it("reads children's ages, leaving what is not a whole number for the schema to refuse", () => {
    expect(agesOf("")).toEqual([]);
    expect(agesOf("4, 9 12")).toEqual([4, 9, 12]);
    expect(agesOf("4, x")).toEqual([4, Number.NaN]);
  });

  it("turns its values into bookAtDesk's input, which the function's schema takes", () => {
    const input = deskInputOf(values, KEY);
    expect(input).toMatchObject({
      unitId: undefined,
      stay: { mode: "nightly", checkIn: "2027-09-10", checkOut: "2027-09-12" },
      guests: { adults: 2, childrenAges: [4, 9] },
      guest: { email: "phone@example.test", phone: "+60123456789" },
      guestNationality: undefined,
      payment: { method: "cash" },
    });
    expect(bookAtDeskInput.safeParse(input).success).toBe(true);
  });

  it("sends the card only when the card is chosen, and refuses an unknown nationality and no adult", () => {
    const card = { number: "4242424242424242", expiry: "12/30", cvc: "123", holder: "Phone Guest" };
    expect(deskInputOf({ ...values, method: "card", card }, KEY).payment).toEqual({ method: "card", card });
    expect(deskInputOf({ ...values, method: "bank_transfer", card }, KEY).payment).toEqual({ method: "bank_transfer" });
    const refused = bookAtDeskInput.safeParse(deskInputOf({ ...values, adults: "", nationality: "ZZ" }, KEY));
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["guests.adults", "guestNationality"]));
  });

  it("says who keeps cash and whether the guest was emailed", () => {
    const outcome = {
      reference: "BK-7K2P9Q",
      status: "confirmed",
      totalMinor: 56_000,
      currency: "MYR",
      linkedToAccount: false,
      mail: "kept" as const,
      payment: { method: "cash" as const, message: null, transferReference: null, cashHeldBy: "supplier" as const },
    };
    const t = createTranslator({ locale: "en", messages: messagesFor("en"), namespace: "dashboardBookings.desk" });
    expect(outcomeWords(outcome, t)).toBe(
      "Paid in cash, kept by the property (the supplier). The email to the guest is kept in the outbox: no mail " +
        "server is set up. The guest finds it with the reference and their email.",
    );
  });
});

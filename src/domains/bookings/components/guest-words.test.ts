/**
 * The words the guest's pages say again in the page's language from English the server wrote: the quote's price
 * lines (price-line-words.ts), the refund's explanation (cancellation-words.ts), the schemas' field messages
 * (field-error-words.ts) and the gateway's and promo codes' messages (server-message-words.ts). English comes back word for word; Thai is the catalogue's.
 */
import { describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/translator";
import { formatDay } from "@/lib/format";
import { MEMBER_ID_MESSAGE } from "@/lib/partner-member";
import { cardInput } from "@/domains/payments/inputs";
import type { Locale } from "@/lib/locales";
import { refundExplanationWords } from "./cancellation-words";
import { FIELD_ERROR_KEYS, fieldErrorWords } from "./field-error-words";
import { priceLineWords } from "./price-line-words";
import { serverMessageWords } from "./server-message-words";
import { createBookingInput, findBookingInput } from "../inputs";
import { refundTerms } from "../money";

const lineIn = (locale: Locale) => {
  const t = translatorFor(locale, "checkout");
  return (label: string) => priceLineWords(label, (key, values) => t(`priceLine.${key}`, values));
};
const refundIn = (locale: Locale) => {
  const t = translatorFor(locale, "bookings");
  return (text: string) => refundExplanationWords(text, (key, values) => t(`refund.${key}`, values));
};

const LABELS = [
  "1 night",
  "4 nights",
  "2 weekend nights",
  "3 nights at a special rate",
  "Songkran season, 3 nights",
  "Songkran season, 1 weekend night",
  "2 months",
  "5 more nights at the monthly rate (pro rata)",
  "3 hours",
  "1 hour at a special rate",
  "Cleaning fee",
  "Service fee (12.5%)",
  "Tourism tax",
  "Travel insurance",
  "Promo code WELCOME10",
  "Promo code WELCOME10 (10% off the stay)",
  "Week saver (10% off stays of 7+ nights)",
  "Plan ahead (15% off, booked 60+ days ahead)",
  "Last call (20% off, booked at most 3 days ahead)",
  "Batu Caves half-day tour × 2",
];

describe("priceLineWords", () => {
  it("gives English's labels back word for word", () => {
    for (const label of LABELS) expect(lineIn("en")(label)).toBe(label);
  });

  it("names the lines in Thai, keeping the host's own names and an add-on's title", () => {
    const th = lineIn("th");
    expect(th("4 nights")).toBe("4 คืน");
    expect(th("Songkran season, 3 nights")).toBe("Songkran season, 3 คืน");
    expect(th("Cleaning fee")).toBe("ค่าทำความสะอาด");
    expect(th("Service fee (12.5%)")).toBe("ค่าบริการ (12.5%)");
    expect(th("Promo code WELCOME10 (10% off the stay)")).toBe("รหัสโปรโมชัน WELCOME10 (ลด 10% ค่าที่พัก)");
    expect(th("Week saver (10% off stays of 7+ nights)")).toBe("Week saver (ลด 10% สำหรับการเข้าพักตั้งแต่ 7 คืนขึ้นไป)");
    expect(th("Batu Caves half-day tour × 2")).toBe("Batu Caves half-day tour × 2");
    for (const label of LABELS.slice(0, -1)) expect(th(label)).not.toMatch(/night|hour|month|fee|tax|code|off/);
  });
});

describe("refundExplanationWords", () => {
  const joined =
    "Moderate policy: a full refund until 5 days before check-in. Taxes are refunded in full. " +
    "Travel insurance: cancelled before the trip starts, the premium is refunded in full. " +
    "Sunset cruise. Dinner (AO-7K2P9Q) is refunded in full. KLIA to the city (AO-3M4N5P) is refunded in full.";

  it("gives English's explanation back word for word", () => {
    expect(refundIn("en")(joined)).toBe(joined);
  });

  it("says each known sentence in Thai, keeping an add-on's title", () => {
    expect(refundIn("th")(joined)).toBe(
      "นโยบายแบบปานกลาง: คืนเงินเต็มจำนวนจนถึง 5 วันก่อนเช็กอิน ภาษีจะได้รับคืนเต็มจำนวน " +
        "ประกันการเดินทาง: ยกเลิกก่อนเริ่มการเดินทาง จึงคืนเบี้ยประกันเต็มจำนวน " +
        "Sunset cruise. Dinner (AO-7K2P9Q) ได้รับเงินคืนเต็มจำนวน KLIA to the city (AO-3M4N5P) ได้รับเงินคืนเต็มจำนวน",
    );
  });

  it("leaves a sentence it does not know as it came", () => {
    expect(refundIn("th")("Something new happened.")).toBe("Something new happened.");
  });

  it("gives a custom policy's sentences back word for word in English, with their numbers in every language", () => {
    const steps = [
      { daysBefore: 30, percent: 100 },
      { daysBefore: 1, percent: 50 },
      { daysBefore: 0, percent: 0 },
    ];
    const startsAt = new Date("2027-04-02T07:00:00Z");
    const explanations = [
      refundTerms(steps, startsAt, new Date("2027-02-01T00:00:00Z"), "Asia/Kuala_Lumpur").explanation,
      refundTerms(steps, startsAt, new Date("2027-03-30T00:00:00Z"), "Asia/Kuala_Lumpur").explanation,
      refundTerms(steps, startsAt, new Date("2027-04-02T00:00:00Z"), "Asia/Kuala_Lumpur").explanation,
      refundTerms([{ daysBefore: 0, percent: 20 }], startsAt, new Date("2027-04-01T00:00:00Z")).explanation,
    ];
    expect(explanations).toEqual([
      "Custom policy: 100% is refunded when cancelling at least 30 days before check-in.",
      "Custom policy: 50% is refunded when cancelling at least 1 day before check-in.",
      "Custom policy: less than 1 day before check-in, 0% is refunded.",
      "Custom policy: 20% is refunded whenever the booking is cancelled.",
    ]);
    for (const explanation of explanations) {
      const joined = `${explanation} Taxes are refunded in full.`;
      expect(refundIn("en")(joined)).toBe(joined);
      for (const locale of ["ms", "id", "th", "zh"] as const) {
        const words = refundIn(locale)(joined);
        expect(words).not.toMatch(/Custom policy|Taxes/);
        expect(words).toContain(explanation.match(/\d+%/)![0]);
      }
    }
    expect(refundIn("th")(explanations[0]!)).toBe(
      "นโยบายของเจ้าของที่พัก: คืนเงิน 100% เมื่อยกเลิกล่วงหน้าอย่างน้อย 30 วัน ก่อนเช็กอิน",
    );
  });
});

describe("fieldErrorWords", () => {
  const en = translatorFor("en", "checkout");
  const th = translatorFor("th", "checkout");

  it("knows the schemas' own messages: English's catalogue says them word for word", () => {
    for (const [message, key] of Object.entries(FIELD_ERROR_KEYS)) expect(en(`fieldErrors.${key}`)).toBe(message);
    // The schemas still say them (a message changed there would no longer be recognised here).
    const issues = [
      ...createBookingInput.safeParse({ guest: { name: "", email: "x", phone: "1" } }).error!.issues,
      ...findBookingInput.safeParse({ reference: "1", email: "x" }).error!.issues,
      ...cardInput.safeParse({ number: "1", expiry: "1", cvc: "1", holder: "" }).error!.issues,
    ].map((issue) => issue.message);
    for (const message of issues.filter((text) => /^(Enter|This card|The security|A booking)/.test(text)))
      expect(Object.keys(FIELD_ERROR_KEYS)).toContain(message);
    expect(Object.keys(FIELD_ERROR_KEYS)).toContain(MEMBER_ID_MESSAGE);
  });

  it("says a known message in Thai and leaves another as it came", () => {
    const words = (message: string) => fieldErrorWords(message, (key) => th(`fieldErrors.${key}`));
    expect(words("Enter a valid email address.")).toBe("กรุณากรอกอีเมลที่ถูกต้อง");
    expect(words("Check-out must be after check-in.")).toBe("Check-out must be after check-in.");
    expect(fieldErrorWords(undefined, (key) => th(`fieldErrors.${key}`))).toBeUndefined();
  });
});

describe("serverMessageWords", () => {
  const messagesIn = (locale: Locale) => {
    const t = translatorFor(locale, "checkout");
    return (message: string) =>
      serverMessageWords(
        message,
        (key, values) => t(`serverMessages.${key}`, values),
        (day) => formatDay(day, locale),
      );
  };
  const MESSAGES = [
    "Your card was declined. Try another card or pay by bank transfer.",
    "This is the test card gateway: use 4242 4242 4242 4242 (or pay by bank transfer).",
    "There is no promo code NOPE. Check the spelling.",
    "Promo code WELCOME10 is no longer active.",
    "Promo code WELCOME10 is not valid for this place.",
    "Promo code WELCOME10 is only valid for places priced in THB.",
    "Promo code WELCOME10 has been fully used.",
    "You have already used Promo code WELCOME10.",
    "You have already used Promo code WELCOME10 3 times, as many as it allows.",
  ];

  it("gives English's messages back word for word", () => {
    for (const message of MESSAGES) expect(messagesIn("en")(message)).toBe(message);
  });

  it("says the gateway's and the promo code's messages in Thai, with the day in the Thai calendar", () => {
    const th = messagesIn("th");
    expect(th(MESSAGES[0]!)).toBe("บัตรของคุณถูกปฏิเสธ ลองใช้บัตรใบอื่นหรือชำระด้วยการโอนเงินผ่านธนาคาร");
    expect(th("Promo code SONGKRAN expired on 2027-04-16.")).toBe("รหัสโปรโมชัน SONGKRAN หมดอายุเมื่อ 16 เม.ย. 2570");
    for (const message of MESSAGES) expect(th(message)).not.toMatch(/card|promo|code|place|used/i);
    expect(th("The stay is no longer available.")).toBe("The stay is no longer available.");
  });
});

/**
 * Every kind of email the product sends, rendered in Thai and in Chinese (docs/I18N.md): the subject, the HTML
 * and the text part are in the recipient's language, with no English words of ours left over, and the text part
 * still says everything (a booking's facts, the address, the map link, the cancellation terms, the link back).
 */
import { describe, expect, it } from "vitest";
import { bankDetailsChangedEmail } from "@/domains/invest/emails/bank-details-changed";
import { enquiryReceivedEmail, enquiryTopicLabel } from "@/domains/content/emails/enquiry-received";
import { guestEmail, supplierEmail, type BookingForEmail, type GuestEmailKind } from "@/domains/bookings/emails";
import { ReviewInvitationEmail, reviewInvitationSubject } from "@/domains/reviews/emails/review-invitation";
import { translatorFor } from "@/i18n/translator";
import { emailDate, emailMoney } from "@/server/email/format";
import { renderEmail } from "@/server/email/render";
import { VerifyEmail, verifyEmailSubject } from "@/server/email/verify-email";
import type { OutgoingEmail } from "@/server/email";

const APP = "https://staysia.example";

/** Words of our English copy that must not survive in another language (checked outside links and data). */
const ENGLISH_WORDS = [
  "Hello",
  "Reference",
  "Place",
  "Address",
  "Map",
  "Check-in",
  "Check-out",
  "Guests",
  "guests",
  "Total",
  "Cancellation",
  "Refund",
  "Booking",
  "booking",
  "Your",
  "your",
  "Please",
  "Visit",
  "You",
  "Open",
  "Find",
  "See",
  "Amount",
  "Pay",
  "Nothing",
  "confirmed",
  "cancelled",
  "request",
  "Flexible",
  "Moderate",
  "Strict",
  "refund",
  "host",
  "stay",
  "Thank",
  "email",
  "account",
  "Before",
  "Now",
  "from",
  "by",
];

const SCRIPT = { th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/ } as const;
type Language = keyof typeof SCRIPT;

/** What is left of a text once links and the booking's own data are taken out: only our words. */
function ourWords(text: string, data: string[]): string {
  let rest = text.replace(/https?:\/\/\S+/g, " ");
  for (const value of data) rest = rest.split(value).join(" ");
  return rest;
}

function expectNoEnglish(text: string, data: string[] = []) {
  const rest = ourWords(text, data);
  const found = ENGLISH_WORDS.filter((word) => new RegExp(`(^|[^A-Za-z-])${word}([^A-Za-z-]|$)`).test(rest));
  expect(found, rest).toEqual([]);
}

function expectInLanguage(email: { subject: string; html?: string; text: string }, locale: Language, data: string[]) {
  expect(email.subject).toMatch(SCRIPT[locale]);
  expectNoEnglish(email.subject, data);
  expect(email.text).toMatch(SCRIPT[locale]);
  expectNoEnglish(email.text, data);
  expect(email.html).toContain(`lang="${locale === "zh" ? "zh-Hans" : "th"}"`);
}

const BOOKINGS: Record<Language, BookingForEmail> = {
  th: {
    reference: "BK-7K2P9Q",
    guestName: "สมชาย ใจดี",
    guestEmail: "somchai@example.com",
    guestHasAccount: false,
    guestCount: 2,
    childrenAges: [],
    locale: "th",
    propertyTitle: "บ้านริมน้ำสาทร",
    city: "กรุงเทพฯ",
    address: "88 ถนนเจริญกรุง บางรัก กรุงเทพฯ 10500",
    latitude: 13.7248,
    longitude: 100.5137,
    timeZone: "Asia/Bangkok",
    checkInTime: "15:00:00",
    checkOutTime: "11:00:00",
    cancellationPolicy: "moderate",
    cancellationRules: null,
    checkIn: "2027-03-03",
    checkOut: "2027-03-08",
    startsAt: null,
    endsAt: null,
    currency: "THB",
    totalMinor: 1_254_050,
  },
  zh: {
    reference: "BK-Q4W8ZE",
    guestName: "王小明",
    guestEmail: "xiaoming@example.com",
    guestHasAccount: true,
    guestCount: 1,
    childrenAges: [],
    locale: "zh",
    propertyTitle: "双子塔景观套房",
    city: "吉隆坡",
    address: "吉隆坡安邦路 12 号，邮编 50450",
    latitude: 3.1579,
    longitude: 101.7123,
    timeZone: "Asia/Kuala_Lumpur",
    checkInTime: "15:00:00",
    checkOutTime: "11:00:00",
    cancellationPolicy: "strict",
    cancellationRules: null,
    checkIn: "2027-03-03",
    checkOut: "2027-03-08",
    startsAt: null,
    endsAt: null,
    currency: "MYR",
    totalMinor: 123_400,
  },
};

/** The booking's own values (names, places, the bank's name in the transfer's account line). */
const dataOf = (booking: BookingForEmail) => [
  booking.guestName,
  booking.propertyTitle,
  booking.city,
  booking.address,
  booking.reference,
  "OpenStreetMap",
  "Staysia Sdn Bhd",
  "Maybank",
  "SWIFT",
  "MBBEMYKL",
  "TR-5521",
];

const GUEST_KINDS: GuestEmailKind[] = ["confirmed", "requested", "transfer", "declined", "expired", "cancelled"];

for (const locale of ["th", "zh"] as const) {
  const booking = BOOKINGS[locale];
  const t = translatorFor(locale, "email");
  // Intl's no-break spaces read as spaces.
  const spaced = (email: OutgoingEmail) => ({
    ...email,
    html: email.html!.replace(/[\u00a0\u202f]/g, " "),
    text: email.text.replace(/[\u00a0\u202f]/g, " "),
  });

  describe(`every email in ${locale === "th" ? "Thai" : "Chinese"}`, () => {
    for (const kind of GUEST_KINDS)
      it(`the guest's ${kind}: subject and both parts in the language, the text part complete`, async () => {
        const email = spaced(
          await guestEmail(kind, booking, APP, {
            refundMinor: 50_000,
            transfer: { reference: "TR-5521", dueAt: new Date("2027-02-01T08:30:00Z") },
          }),
        );
        expectInLanguage(email, locale, dataOf(booking));
        expect(email.subject).toContain(booking.reference);
        // The booking's facts, with the language's own labels, dates and money.
        const text = email.text;
        expect(text).toContain(`${t("bookingDetails.reference")}: ${booking.reference}`);
        expect(text).toContain(`${t("bookingDetails.address")}: ${booking.address}`);
        expect(text).toContain(`https://www.openstreetmap.org/?mlat=${booking.latitude!.toFixed(6)}`);
        expect(text).toContain(`${t("bookingDetails.checkIn")}: ${emailDate(booking.checkIn, locale)}`);
        expect(text).toContain(`${t("bookingDetails.checkOut")}: ${emailDate(booking.checkOut, locale)}`);
        expect(text).toContain(translatorFor(locale, "common")("occupancy.adultsCount", { count: booking.guestCount }));
        expect(text).toContain(
          emailMoney(booking.totalMinor, booking.currency, locale).replace(/[\u00a0\u202f]/g, " "),
        );
        if (kind !== "declined" && kind !== "expired")
          expect(text).toContain(t(`bookingDetails.policies.${booking.cancellationPolicy}.summary`));
        // The link back: /bookings for an account, the find-a-booking form for others.
        expect(text).toContain(booking.guestHasAccount ? `${APP}/bookings` : `${APP}/bookings#find-booking`);
        expect(text).toContain(`${t("layout.visit")}: ${APP}`);
      });

    for (const kind of ["new-booking", "new-request", "cancelled"] as const)
      it(`the supplier's ${kind} in the supplier's language`, async () => {
        const email = spaced(await supplierEmail("host@example.com", kind, booking, APP));
        expectInLanguage(email, locale, dataOf(booking));
        expect(email.text).toContain(`${t("bookingDetails.guest")}: ${booking.guestName}`);
        expect(email.text).toContain(`${APP}/dashboard/unmanagedBookings`);
      });

    it("the verification link", async () => {
      const link = `${APP}/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard`;
      const rendered = await renderEmail(
        <VerifyEmail name={booking.guestName} link={link} validHours={24} appUrl={APP} locale={locale} />,
      );
      const email = { subject: verifyEmailSubject(locale), ...rendered };
      expectInLanguage(email, locale, [booking.guestName]);
      expect(email.text).toContain(`${t("verify.action")} ${link}`);
      expect(email.text).toContain(t("verify.expiry", { hours: 24 }));
    });

    it("the review invitation", async () => {
      const rendered = await renderEmail(
        <ReviewInvitationEmail
          firstName={booking.guestName}
          place={booking.propertyTitle}
          reference={booking.reference}
          windowDays={14}
          appUrl={APP}
          locale={locale}
        />,
      );
      const email = { subject: reviewInvitationSubject(locale, booking.propertyTitle), ...rendered };
      expectInLanguage(email, locale, dataOf(booking));
      expect(email.text).toContain(`${t("reviewInvitation.action")} ${APP}/bookings`);
      expect(email.text).toContain(t("reviewInvitation.window", { days: 14 }));
    });

    it("the enquiry's acknowledgement, its topic in the language too", async () => {
      const email = await enquiryReceivedEmail("somchai@example.com", {
        topic: enquiryTopicLabel("corporate", locale),
        reference: "EQ-1A2B3C4D",
        appUrl: APP,
        locale,
      });
      expectInLanguage(email, locale, ["EQ-1A2B3C4D"]);
      expect(email.text).toContain(t("enquiryReceived.topics.corporate"));
      expect(email.text).toContain(`${t("enquiryReceived.reference")}: EQ-1A2B3C4D`);
    });

    it("the investor's bank details changed", async () => {
      const email = await bankDetailsChangedEmail("investor@example.com", {
        before: { bankName: "CIMB", accountMasked: "•••• 1111" },
        after: { bankName: "Maybank", accountMasked: "•••• 4321" },
        appUrl: APP,
        locale,
      });
      expectInLanguage(email, locale, ["CIMB", "Maybank", "StayInvest"]);
      expect(email.text).toContain(
        `${t("bankDetailsChanged.now")}: ${t("bankDetailsChanged.account", { bank: "Maybank", masked: "•••• 4321" })}`,
      );
    });
  });
}

it("an unknown enquiry topic is shown as given", () => {
  expect(enquiryTopicLabel("something-new", "th")).toBe("something-new");
});

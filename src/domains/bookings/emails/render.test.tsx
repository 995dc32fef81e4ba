/**
 * `renderEmail` renders a tree once and converts that HTML to the text part: the text must be exactly what
 * react-email's own plain-text render of the same tree gives (a second render, then the same conversion), for
 * every booking email, in English and in Thai (lines, links and the facts table's "label: value" rows alike).
 */
import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import { guestEmail, supplierEmail, type BookingForEmail, type GuestEmailKind } from ".";
import { BookingConfirmedEmail } from "./booking-confirmed";
import { renderEmail, TEXT_SELECTORS } from "@/server/email/render";
import { VerifyEmail } from "@/server/email/verify-email";

const APP = "https://staysia.example";

const BOOKING: BookingForEmail = {
  reference: "BK-7K2P9Q",
  guestName: "Ana Reyes",
  guestEmail: "ana@example.com",
  guestHasAccount: true,
  guestCount: 2,
  childrenAges: [4],
  locale: "en",
  propertyTitle: "Riverside house & garden",
  city: "Bangkok",
  address: "88 Charoen Krung Road, Bang Rak, Bangkok 10500",
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
  referralCreditMinor: 0,
  balanceMinor: 0,
};

/** The text part as react-email's plain-text render gives it: the tree rendered a second time, then converted. */
const plainText = async (element: Parameters<typeof render>[0]) =>
  (
    await render(element, { plainText: true, htmlToTextOptions: { wordwrap: false, selectors: TEXT_SELECTORS } })
  ).trim();

describe("renderEmail", () => {
  it("gives the HTML of one render and the text react-email's plain-text render gives", async () => {
    for (const locale of ["en", "th"] as const) {
      const element = <BookingConfirmedEmail booking={{ ...BOOKING, locale }} appUrl={APP} />;
      const rendered = await renderEmail(element);
      expect(rendered.html).toBe(await render(element));
      expect(rendered.text).toBe(await plainText(element));
      const link = `${APP}/api/auth/verify-email?token=abc`;
      const verify = <VerifyEmail name="Ana" link={link} validHours={24} appUrl={APP} locale={locale} />;
      expect((await renderEmail(verify)).text).toBe(await plainText(verify));
    }
  });

  it("gives every booking email a text part without markup", async () => {
    const kinds: GuestEmailKind[] = ["confirmed", "requested", "transfer", "declined", "expired", "cancelled"];
    for (const kind of kinds) {
      const email = await guestEmail(kind, BOOKING, APP, {
        refundMinor: 5000,
        note: "Sorry, the house is closed for repairs.",
        transfer: { reference: "BT-123", dueAt: new Date("2027-03-01T10:00:00Z") },
      });
      expect(email.text.length).toBeGreaterThan(100);
      expect(email.text).toContain(BOOKING.reference);
      expect(email.text).not.toMatch(/<[a-z]/i);
    }
    for (const kind of ["new-booking", "new-request", "cancelled"] as const) {
      const email = await supplierEmail("host@example.com", kind, BOOKING, APP);
      expect(email.text).toContain(`${APP}/dashboard/unmanagedBookings`);
    }
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingForEmail } from "./booking-details";
import { guestEmail, supplierEmail, type GuestEmailKind, type SupplierEmailKind } from "./index";

const APP = "https://staysia.example";
// Intl may write a no-break space between a currency's code and the amount, and a narrow one before AM and PM
// (it depends on the ICU version): the tests read the spaces as spaces.
const spaced = <T extends { html?: string; text: string }>(email: T) => ({
  ...email,
  html: email.html!.replace(/[\u00a0\u202f]/g, " "),
  text: email.text.replace(/[\u00a0\u202f]/g, " "),
});

/** A Thai guest's stay by the night in Bangkok, booked without an account. */
const thaiStay: BookingForEmail = {
  reference: "BK-7K2P9Q",
  guestName: "สมชาย ใจดี",
  guestEmail: "somchai@example.com",
  guestHasAccount: false,
  guestCount: 4,
  childrenAges: [4, 9],
  locale: "en",
  propertyTitle: "Riverside Loft <Sathorn>",
  city: "Bangkok",
  address: "88 Charoen Krung Rd, Bang Rak, Bangkok 10500",
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
};

/** A Chinese guest's stay in Kuala Lumpur, booked with an account. */
const chineseStay: BookingForEmail = {
  ...thaiStay,
  reference: "BK-Q4W8ZE",
  guestName: "王小明",
  guestEmail: "xiaoming@example.com",
  guestHasAccount: true,
  guestCount: 1,
  childrenAges: [],
  propertyTitle: "KLCC Suites",
  city: "Kuala Lumpur",
  address: "Jalan Ampang 12, 50450 Kuala Lumpur",
  latitude: 3.1579,
  longitude: 101.7123,
  timeZone: "Asia/Kuala_Lumpur",
  cancellationPolicy: "strict",
  currency: "MYR",
  totalMinor: 123_400,
};

/** What every booking email says in both parts: the booking's facts and the links. */
function expectBookingFacts(email: { html: string; text: string }, booking: BookingForEmail, money: string) {
  const facts = [
    booking.reference,
    booking.guestName,
    booking.propertyTitle,
    booking.city,
    money,
    "Check-in: Wed, 3 Mar 2027, from 15:00",
    "Check-out: Mon, 8 Mar 2027, by 11:00",
  ];
  for (const fact of facts) expect(email.text).toContain(fact);
  // HTML escapes what the text part says as is.
  expect(email.html).toContain(booking.reference);
  expect(email.html).toContain(booking.guestName);
  expect(email.html).not.toContain("<Sathorn>");
  if (booking.propertyTitle.includes("<")) expect(email.html).toContain("Riverside Loft &lt;Sathorn&gt;");
}

const map = (booking: BookingForEmail) =>
  `https://www.openstreetmap.org/?mlat=${booking.latitude!.toFixed(6)}&mlon=${booking.longitude!.toFixed(6)}`;

describe("the guest's booking emails", () => {
  const kinds: GuestEmailKind[] = ["confirmed", "requested", "transfer", "declined", "expired", "cancelled"];
  for (const kind of kinds)
    for (const booking of [thaiStay, chineseStay])
      it(`${kind} (${booking.guestName}): HTML and a complete text part`, async () => {
        const email = spaced(
          await guestEmail(kind, booking, APP, {
            refundMinor: 50_000,
            note: "Refund by the moderate policy.",
            transfer: { reference: "TR-5521", dueAt: new Date("2027-02-01T08:30:00Z") },
          }),
        );
        expect(email).toMatchObject({ to: booking.guestEmail, kind: `booking-${kind}` });
        expect(email.subject).toContain(booking.reference);
        expect(email.html).toMatch(/^<!DOCTYPE html/);
        expect(email.html).toContain('lang="en"');
        expectBookingFacts(email, booking, booking === thaiStay ? "THB 12,540.50" : "MYR 1,234.00");
        // The address and the map link, in both parts.
        expect(email.text).toContain(`Address: ${booking.address}`);
        expect(email.text).toContain(map(booking));
        expect(email.html).toContain(map(booking).replace("&", "&amp;"));
        expect(email.text).toContain(
          booking === thaiStay ? "Guests: 2 adults, 2 children (ages 4, 9)" : "Guests: 1 adult",
        );
        // The link back: /bookings for an account, the find-a-booking form with the reference for others.
        if (booking.guestHasAccount) expect(email.text).toContain(`See your booking ${APP}/bookings`);
        else {
          expect(email.text).toContain(`Find your booking ${APP}/bookings#find-booking`);
          expect(email.text).toContain(`with its reference ${booking.reference} and this email address`);
        }
        // The footer: why and a link to the site.
        expect(email.text).toContain("You get this email because a stay was booked with Staysia");
        expect(email.text).toContain(`Visit Staysia: ${APP}`);
        expect(email.html).not.toMatch(/<img|fonts\.googleapis|@import/);
      });

  it("states the cancellation terms in plain words for a stay to come", async () => {
    const moderate = spaced(await guestEmail("confirmed", thaiStay, APP));
    expect(moderate.text).toContain(
      "Cancellation: Moderate: Full refund if you cancel at least 5 days before check-in.",
    );
    const strict = spaced(await guestEmail("requested", chineseStay, APP));
    expect(strict.text).toContain(
      "Cancellation: Strict: Half refunded if you cancel at least 14 days before check-in; no refund after that.",
    );
    expect(strict.text).toContain("who has 24 hours to answer");
    expect(spaced(await guestEmail("confirmed", chineseStay, APP)).text).toContain("Total paid: MYR 1,234.00");
  });

  afterEach(() => vi.useRealTimers());

  it("states a host's own rules step by step, with this stay's dates, as sold", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-10T00:00:00Z"));
    const custom: BookingForEmail = {
      ...thaiStay,
      cancellationPolicy: "custom",
      cancellationRules: [
        { daysBefore: 60, percent: 100 },
        { daysBefore: 21, percent: 50 },
        { daysBefore: 0, percent: 0 },
      ],
    };
    const email = spaced(await guestEmail("confirmed", custom, APP));
    // The 60-day step ended on 3 Jan 2027 (before the email): it is not offered any more.
    expect(email.text).not.toContain("Full refund");
    expect(email.text).toContain(
      "Cancellation: Host's own rules: 50% refund if you cancel before Thu, 11 Feb 2027. After that, no refund. " +
        "Each date starts at midnight, the property's local time (Asia/Bangkok).",
    );
  });

  it("says what goes back, and the host's words, escaped in the HTML", async () => {
    const declined = spaced(
      await guestEmail("declined", thaiStay, APP, {
        refundMinor: 1_254_050,
        note: "Sorry, <b>the roof</b> leaks & we close.",
      }),
    );
    expect(declined.text).toContain("Nothing was charged; THB 12,540.50 is on its way back to you.");
    expect(declined.text).toContain("Sorry, <b>the roof</b> leaks & we close.");
    expect(declined.html).toContain("Sorry, &lt;b&gt;the roof&lt;/b&gt; leaks &amp; we close.");
    expect(declined.html).not.toContain("<b>the roof</b>");
    const expired = spaced(await guestEmail("expired", chineseStay, APP));
    expect(expired.text).toContain("Nothing was charged.");
    const cancelled = spaced(
      await guestEmail("cancelled", chineseStay, APP, {
        refundMinor: 61_700,
        note: "Strict policy: half is refunded until 14 days before check-in.",
      }),
    );
    expect(cancelled.text).toContain("Refund: MYR 617.00");
    expect(cancelled.text).toContain("Strict policy: half is refunded until 14 days before check-in.");
  });

  it("tells where and by when to send a bank transfer, in the property's time zone", async () => {
    const email = spaced(
      await guestEmail("transfer", thaiStay, APP, {
        transfer: { reference: "TR-5521", dueAt: new Date("2027-02-01T08:30:00Z") },
      }),
    );
    expect(email.text).toContain("Your dates are held until 1 Feb 2027, 15:30 GMT+7.");
    expect(email.text).toContain(
      "Please transfer THB 12,540.50 with the reference TR-5521 to Staysia Sdn Bhd, Maybank",
    );
    expect(email.text).toContain("Transfer reference: TR-5521");
  });

  it("gives an hourly stay's hours in the property's time zone", async () => {
    const email = spaced(
      await guestEmail(
        "confirmed",
        {
          ...chineseStay,
          checkOut: "2027-03-03",
          startsAt: new Date("2027-03-03T02:00:00Z"),
          endsAt: new Date("2027-03-03T06:00:00Z"),
        },
        APP,
      ),
    );
    expect(email.text).toContain("Check-in: 3 Mar 2027, 10:00 GMT+8");
    expect(email.text).toContain("Check-out: 3 Mar 2027, 14:00 GMT+8");
  });

  it("leaves the map out for a place without coordinates", async () => {
    const email = spaced(await guestEmail("confirmed", { ...thaiStay, latitude: null, longitude: null }, APP));
    expect(email.text).not.toContain("openstreetmap");
    expect(email.text).toContain(`Address: ${thaiStay.address}`);
  });
});

describe("the supplier's booking emails", () => {
  const kinds: SupplierEmailKind[] = ["new-booking", "new-request", "cancelled"];
  for (const kind of kinds)
    it(`${kind}: the guest, the booking's facts and the bookings desk`, async () => {
      const email = spaced(await supplierEmail("host@example.com", kind, thaiStay, APP));
      expect(email).toMatchObject({ to: "host@example.com", kind: `supplier-${kind}` });
      expect(email.subject).toContain(thaiStay.reference);
      expectBookingFacts(email, thaiStay, "THB 12,540.50");
      expect(email.text).toContain(`${thaiStay.guestName} (${thaiStay.reference})`);
      expect(email.text).toContain(`Open your bookings ${APP}/dashboard/unmanagedBookings`);
      expect(email.text).toContain("You get this email because you manage this place on Staysia.");
    });

  it("asks for an answer within the request window", async () => {
    const email = spaced(await supplierEmail("host@example.com", "new-request", chineseStay, APP));
    expect(email.subject).toBe("Request to book BK-Q4W8ZE: answer within 24 hours");
    expect(email.text).toContain("Accept or decline within 24 hours, or the request expires.");
  });
});

/**
 * What every booking email tells (SPEC.md §5, the guest's booking): the reference, the place with its address and
 * a map link, the dates in the property's time zone with the check-in and check-out times, the guests, the total
 * in the booking's currency, the cancellation terms, and the way back to the booking.
 */
import type { ReactNode } from "react";
import type { CancellationStep } from "@/domains/catalogue/inputs";
import type { cancellationPolicy } from "@/domains/catalogue/schema";
import type { Locale } from "@/lib/locales";
import { translatorFor } from "@/i18n/translator";
import { occupancyInWords } from "@/domains/catalogue";
import { ButtonLink, FactsTable, SmallPrint, TextLink, type Fact } from "@/server/email/blocks";
import { emailDate, emailDateTime, emailMoney, emailTime } from "@/server/email/format";
import { todayIn } from "@/lib/dates";
import { cancellationStepSentences } from "../components/cancellation-steps";

type CancellationPolicy = (typeof cancellationPolicy.enumValues)[number];

/** A booking with its property's facts, as the emails tell them (`emailFacts` in payment-sync.ts builds it). */
export interface BookingForEmail {
  reference: string;
  guestName: string;
  guestEmail: string;
  /** Whether the guest booked signed in: their link back is /bookings, others find it by reference and email. */
  guestHasAccount: boolean;
  guestCount: number;
  /** Each child's age; the rest of `guestCount` are adults (docs/OCCUPANCY.md). */
  childrenAges: number[];
  /**
   * The language of the email: the recipient's profile language, else English (server/email/language.ts); a
   * supplier's email takes the supplier's.
   */
  locale: Locale;
  propertyTitle: string;
  city: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** The property's IANA time zone: the stay's times are the place's own. */
  timeZone: string;
  /** `HH:MM` or `HH:MM:SS`, as PostgreSQL gives a time. */
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: CancellationPolicy;
  /** A custom policy's steps as sold (kept on the booking at checkout); null for the standard policies. */
  cancellationRules: readonly CancellationStep[] | null;
  /** Calendar days (`YYYY-MM-DD`) in the property's time zone. */
  checkIn: string;
  checkOut: string;
  /** An hourly stay's start and end (null for stays by the night or month). */
  startsAt: Date | null;
  endsAt: Date | null;
  currency: string;
  totalMinor: number;
  /** The part of the total paid with referral credit: a transfer is for the rest. */
  referralCreditMinor?: number;
  /** The balance left to pay after a deposit (docs/DEPOSITS.md); the first payment is the rest. */
  balanceMinor?: number;
}

export const bookingMoney = (booking: BookingForEmail, amountMinor: number) =>
  emailMoney(amountMinor, booking.currency, booking.locale);

/** A plain OpenStreetMap link to the property's pin (no remote map image: mail programs block them). */
export function mapLinkOf(booking: Pick<BookingForEmail, "latitude" | "longitude">): string | null {
  if (booking.latitude === null || booking.longitude === null) return null;
  const lat = booking.latitude.toFixed(6);
  const lon = booking.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Where the guest sees the booking: their bookings when they have an account, else the find-a-booking form. */
export function bookingLinkOf(booking: BookingForEmail, appUrl: string): string {
  return booking.guestHasAccount ? `${appUrl}/bookings` : `${appUrl}/bookings#find-booking`;
}

/** The stay's start and end as the place tells them: the day with its check-in time, or an hourly stay's hours. */
export function stayTimes(booking: BookingForEmail): { checkIn: string; checkOut: string } {
  const t = translatorFor(booking.locale, "email");
  if (booking.startsAt && booking.endsAt)
    return {
      checkIn: emailDateTime(booking.startsAt, booking.locale, booking.timeZone),
      checkOut: emailDateTime(booking.endsAt, booking.locale, booking.timeZone),
    };
  return {
    checkIn: t("bookingDetails.from", {
      day: emailDate(booking.checkIn, booking.locale),
      time: emailTime(booking.checkInTime, booking.locale),
    }),
    checkOut: t("bookingDetails.by", {
      day: emailDate(booking.checkOut, booking.locale),
      time: emailTime(booking.checkOutTime, booking.locale),
    }),
  };
}

/**
 * The cancellation terms in plain words: the policy's name and summary, as the product page shows them
 * (catalogue/labels.ts CANCELLATION_POLICIES, whose English the email namespace repeats in every language). A
 * custom policy tells its own steps with this stay's dates, in the sentences the product page and the checkout
 * showed before payment (SPEC.md §5: the guest sees the terms they bought), and says that each date starts at
 * midnight in the property's time zone.
 */
export function cancellationTerms(booking: BookingForEmail, now: Date = new Date()): string {
  const t = translatorFor(booking.locale, "email");
  const policy = booking.cancellationPolicy;
  const name = t(`bookingDetails.policies.${policy}.name`);
  if (policy === "custom" && booking.cancellationRules && booking.cancellationRules.length > 0) {
    const product = translatorFor(booking.locale, "product");
    const sentences = cancellationStepSentences(
      booking.cancellationRules,
      { checkInDay: booking.checkIn, today: todayIn(booking.timeZone, now) },
      (key, values) => product(`cancellationSteps.${key}`, values),
      (day) => emailDate(day, booking.locale),
    );
    const zone = product("cancellationSteps.localTime", { zone: booking.timeZone.replace("_", " ") });
    return t("bookingDetails.policy", { name, summary: [...sentences, zone].join(" ") });
  }
  return t("bookingDetails.policy", { name, summary: t(`bookingDetails.policies.${policy}.summary`) });
}

export interface BookingDetailsProps {
  booking: BookingForEmail;
  /** What the total is called: "Total paid" once paid, "Total" while it is only authorised or owed. */
  totalLabel?: "totalPaid" | "total";
  /** The guest's name among the facts (the supplier's emails). */
  showGuest?: boolean;
  /** The cancellation terms, for a stay still to come. */
  showCancellation?: boolean;
  extra?: Fact[];
}

export function BookingDetails({
  booking,
  totalLabel = "total",
  showGuest = false,
  showCancellation = true,
  extra = [],
}: BookingDetailsProps) {
  const t = translatorFor(booking.locale, "email");
  const times = stayTimes(booking);
  const map = mapLinkOf(booking);
  const place = `${booking.propertyTitle}, ${booking.city}`;
  const facts: Fact[] = [
    { label: t("bookingDetails.reference"), value: booking.reference },
    ...(showGuest ? [{ label: t("bookingDetails.guest"), value: booking.guestName }] : []),
    { label: t("bookingDetails.property"), value: place },
    ...(booking.address ? [{ label: t("bookingDetails.address"), value: booking.address }] : []),
    ...(map
      ? [{ label: t("bookingDetails.map"), value: <TextLink href={map}>{t("bookingDetails.mapLink")}</TextLink> }]
      : []),
    { label: t("bookingDetails.checkIn"), value: times.checkIn },
    { label: t("bookingDetails.checkOut"), value: times.checkOut },
    { label: t("bookingDetails.guestsLabel"), value: occupancyInWords(booking.locale, booking) },
    { label: t(`bookingDetails.${totalLabel}`), value: bookingMoney(booking, booking.totalMinor) },
    ...extra,
    ...(showCancellation ? [{ label: t("bookingDetails.cancellation"), value: cancellationTerms(booking) }] : []),
  ];
  return <FactsTable facts={facts} />;
}

/** The guest's way back to the booking: a button, and for guests without an account how to find it. */
export function BookingLinkBack({ booking, appUrl }: { booking: BookingForEmail; appUrl: string }): ReactNode {
  const t = translatorFor(booking.locale, "email");
  return (
    <>
      <ButtonLink href={bookingLinkOf(booking, appUrl)}>
        {booking.guestHasAccount ? t("bookingDetails.seeBooking") : t("bookingDetails.findBooking")}
      </ButtonLink>
      {!booking.guestHasAccount && (
        <SmallPrint>{t("bookingDetails.findHint", { reference: booking.reference })}</SmallPrint>
      )}
    </>
  );
}

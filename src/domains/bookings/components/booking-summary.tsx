import clsx from "clsx";
import { OccupancyText } from "@/domains/catalogue/components/occupancy-control";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { BOOKING_STATUS_LABELS } from "../labels";
import type { GuestBooking } from "../queries";
import type { TaxBasis } from "@/domains/catalogue";
import { countryName } from "@/lib/iso-countries";
import { priceLineWords } from "./price-line-words";

const TONES = {
  good: "bg-emerald-50 text-emerald-800",
  wait: "bg-amber-50 text-amber-900",
  over: "bg-slate-100 text-slate-700",
  bad: "bg-rose-50 text-rose-800",
} as const;

/** What a guest needs to know of one booking at a glance: where, when, for whom, how much, and its state. */
export function BookingSummary({
  booking,
  coverUrl,
  children,
}: {
  booking: Omit<GuestBooking, "property"> & { property: Omit<GuestBooking["property"], "coverKey"> };
  coverUrl: string | null;
  /** What the guest can do with it (cancel), or a note, under the summary. */
  children?: ReactNode;
}) {
  const t = useTranslations("bookings");
  const locale = useLocale() as Locale;
  const day = (iso: string) => formatDay(iso, locale, "weekday");
  const status = BOOKING_STATUS_LABELS[booking.status];
  // A country we operate in by its name in the language; another code as stored.
  const country =
    booking.property.country in COUNTRIES
      ? t(`country.${booking.property.country as CountryCode}`)
      : booking.property.country;
  const when = booking.hours
    ? `${day(booking.checkIn)}, ${booking.hours.start}–${booking.hours.end}`
    : `${day(booking.checkIn)} → ${day(booking.checkOut)}`;
  return (
    <article className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="guest-booking">
      {coverUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- small stored thumbnails, no optimiser needed
        <img
          src={coverUrl}
          alt=""
          width={120}
          height={80}
          className="hidden h-20 w-30 shrink-0 rounded-lg object-cover sm:block"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">
            {booking.property.listed ? (
              <a href={`/products/${booking.property.id}`} className="hover:underline">
                {booking.property.title}
              </a>
            ) : (
              booking.property.title
            )}
          </h3>
          <span className={clsx("rounded-full px-2 py-0.5 text-xs font-medium", TONES[status.tone])}>
            {t(`status.${booking.status}`)}
          </span>
        </div>
        <p className="text-sm text-muted">
          {booking.property.city}, {country}
        </p>
        <p className="mt-1 text-sm">
          <span className="font-medium">{when}</span> ·{" "}
          <OccupancyText
            occupancy={{ adults: booking.guestCount - booking.childrenAges.length, childrenAges: booking.childrenAges }}
          />{" "}
          · {booking.guestName}
        </p>
        {booking.taxBasis && <TaxBasisLines basis={booking.taxBasis} />}
        {children && <div className="mt-3">{children}</div>}
      </div>
      <div className="shrink-0 text-right">
        <p className="font-mono text-sm font-semibold tracking-wide" data-testid="booking-reference">
          {booking.reference}
        </p>
        <p className="mt-1 text-sm font-semibold">
          {formatMoney({ amountMinor: booking.totalMinor, currency: booking.currency }, locale)}
        </p>
        {booking.referralCreditMinor > 0 && (
          <p className="mt-0.5 text-xs text-muted" data-testid="paid-with-credit">
            {t("list.paidWithCredit", {
              amount: formatMoney({ amountMinor: booking.referralCreditMinor, currency: booking.currency }, locale),
            })}
          </p>
        )}
      </div>
    </article>
  );
}

/** Why the stay's taxes are what they are: each rule charged or not, with the nationality the guest gave. */
function TaxBasisLines({ basis }: { basis: TaxBasis }) {
  const t = useTranslations("bookings");
  const words = useTranslations("checkout");
  const locale = useLocale() as Locale;
  // A rule that charged nothing (a tax per night on an hourly stay) or could not charge says nothing to the guest.
  const rules = basis.rules.filter(
    (rule) => rule.outcome === "exempt" || (rule.outcome === "charged" && rule.amountMinor > 0),
  );
  if (rules.length === 0) return null;
  return (
    <ul className="mt-1 text-xs text-muted" data-testid="tax-basis">
      {rules.map((rule) => {
        const tax = priceLineWords(rule.label, (key, values) => words(`priceLine.${key}`, values));
        const country = countryName(COUNTRIES[rule.country as CountryCode]?.isoCode ?? rule.country, locale);
        return (
          <li key={rule.label}>
            {rule.outcome === "exempt"
              ? t("taxBasis.exempt", { tax, country })
              : basis.guestNationality
                ? t("taxBasis.charged", { tax, nationality: countryName(basis.guestNationality, locale) })
                : t("taxBasis.chargedUnanswered", { tax })}
          </li>
        );
      })}
    </ul>
  );
}

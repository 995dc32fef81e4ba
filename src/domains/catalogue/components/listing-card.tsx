import { getLocale, getTranslations } from "next-intl/server";
import { displayCurrency } from "@/domains/currency";
import { convertMinor, type ConversionRates } from "@/lib/currency";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { ListingCard as Listing } from "../queries";

interface Price {
  /** In the property's own currency: what is charged. */
  original: string;
  /** In the visitor's currency, approximate; null when it is the same currency or no rate is known. */
  converted: string | null;
  unit: "night" | "month" | "hour";
}

/** The price a card leads with: per night, else per month, else per hour. */
function headlinePrice(
  listing: Listing,
  display: { currency: string; rates: ConversionRates | null },
  locale: Locale,
): Price | null {
  const [amountMinor, unit] =
    listing.nightlyRateMinor != null
      ? [listing.nightlyRateMinor, "night" as const]
      : listing.monthlyRateMinor != null
        ? [listing.monthlyRateMinor, "month" as const]
        : listing.hourlyRateMinor != null
          ? [listing.hourlyRateMinor, "hour" as const]
          : [null, "night" as const];
  if (amountMinor === null) return null;
  const original = formatMoney({ amountMinor, currency: listing.currency }, locale);
  const convertedMinor =
    display.currency !== listing.currency && display.rates
      ? convertMinor(amountMinor, listing.currency, display.currency, display.rates)
      : null;
  const converted =
    convertedMinor === null
      ? null
      : formatMoney({ amountMinor: convertedMinor, currency: display.currency }, locale, { currencyDisplay: "symbol" });
  return { original, converted, unit };
}

export async function ListingCard({ listing }: { listing: Listing }) {
  const [t, locale, display] = await Promise.all([
    getTranslations("search"),
    getLocale() as Promise<Locale>,
    displayCurrency(),
  ]);
  const price = headlinePrice(listing, display, locale);
  return (
    <article
      className="group overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
      data-testid="listing-card"
    >
      <div className="aspect-[3/2] bg-brand-50">
        {listing.coverPhotoUrl && (
          // Photos are already sized at upload; plain <img> keeps the page free of an image server.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={listing.coverPhotoUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            width={960}
            height={640}
          />
        )}
      </div>
      <div className="space-y-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-600">
          {t(`types.${listing.type}`)} · {listing.city}, {t(`countries.${listing.country}`)}
        </p>
        <h3 className="line-clamp-1 font-semibold">{listing.title}</h3>
        <p className="text-sm text-muted">
          {t("counts.bedrooms", { count: listing.bedrooms })} · {t("counts.upToGuests", { count: listing.maxGuests })}
        </p>
        {price && (
          <p className="pt-1 text-sm" data-testid="listing-price">
            {price.converted ? (
              <>
                <span
                  className="font-semibold"
                  title={t("price.about", {
                    converted: price.converted,
                    original: price.original,
                    currency: listing.currency,
                  })}
                >
                  ≈ {price.converted}
                </span>{" "}
                <span className="text-muted">{t("price.per", { unit: t(`per.${price.unit}`) })}</span>
                <span className="block text-xs text-muted">
                  {t("price.chargedIn", { original: price.original, currency: listing.currency })}
                </span>
              </>
            ) : (
              <>
                <span className="font-semibold">{price.original}</span>{" "}
                <span className="text-muted">{t("price.per", { unit: t(`per.${price.unit}`) })}</span>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

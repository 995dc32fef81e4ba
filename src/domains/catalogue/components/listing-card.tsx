import { displayCurrency } from "@/domains/currency";
import { convertMinor, type ConversionRates } from "@/lib/currency";
import { formatMoney } from "@/lib/money";
import { COUNTRIES } from "@/lib/countries";
import { TYPE_LABELS } from "../labels";
import type { ListingCard as Listing } from "../queries";
import { plural } from "@/lib/plural";

interface Price {
  /** In the property's own currency: what is charged. */
  original: string;
  /** In the visitor's currency, approximate; null when it is the same currency or no rate is known. */
  converted: string | null;
  unit: string;
}

/** The price a card leads with: per night, else per month, else per hour. */
function headlinePrice(listing: Listing, display: { currency: string; rates: ConversionRates | null }): Price | null {
  const [amountMinor, unit] =
    listing.nightlyRateMinor != null
      ? [listing.nightlyRateMinor, "night"]
      : listing.monthlyRateMinor != null
        ? [listing.monthlyRateMinor, "month"]
        : listing.hourlyRateMinor != null
          ? [listing.hourlyRateMinor, "hour"]
          : [null, ""];
  if (amountMinor === null) return null;
  const original = formatMoney({ amountMinor, currency: listing.currency });
  const convertedMinor =
    display.currency !== listing.currency && display.rates
      ? convertMinor(amountMinor, listing.currency, display.currency, display.rates)
      : null;
  const converted =
    convertedMinor === null
      ? null
      : formatMoney({ amountMinor: convertedMinor, currency: display.currency }, { currencyDisplay: "symbol" });
  return { original, converted, unit };
}

export async function ListingCard({ listing }: { listing: Listing }) {
  const price = headlinePrice(listing, await displayCurrency());
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
          {TYPE_LABELS[listing.type]} · {listing.city}, {COUNTRIES[listing.country].name}
        </p>
        <h3 className="line-clamp-1 font-semibold">{listing.title}</h3>
        <p className="text-sm text-muted">
          {plural(listing.bedrooms, { one: "bedroom", other: "bedrooms" })} · up to{" "}
          {plural(listing.maxGuests, { one: "guest", other: "guests" })}
        </p>
        {price && (
          <p className="pt-1 text-sm" data-testid="listing-price">
            {price.converted ? (
              <>
                <span
                  className="font-semibold"
                  title={`About ${price.converted}; charged as ${price.original} in ${listing.currency}`}
                >
                  ≈ {price.converted}
                </span>{" "}
                <span className="text-muted">/ {price.unit}</span>
                <span className="block text-xs text-muted">
                  {price.original} charged in {listing.currency}
                </span>
              </>
            ) : (
              <>
                <span className="font-semibold">{price.original}</span>{" "}
                <span className="text-muted">/ {price.unit}</span>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

import { formatMoney } from "@/lib/money";
import { COUNTRIES } from "@/lib/countries";
import type { ListingCard as Listing } from "../queries";

const TYPE_LABELS: Record<Listing["type"], string> = {
  apartment: "Apartment",
  condo: "Condo",
  studio: "Studio",
  house: "House",
  coliving_room: "Co-living",
  coliving_bed: "Co-living bed",
  day_room: "Day room",
};

/** The price a card leads with: per night, else per month, else per hour. */
function headlinePrice(listing: Listing): { amount: string; unit: string } | null {
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: listing.currency });
  if (listing.nightlyRateMinor != null) return { amount: money(listing.nightlyRateMinor), unit: "night" };
  if (listing.monthlyRateMinor != null) return { amount: money(listing.monthlyRateMinor), unit: "month" };
  if (listing.hourlyRateMinor != null) return { amount: money(listing.hourlyRateMinor), unit: "hour" };
  return null;
}

export function ListingCard({ listing }: { listing: Listing }) {
  const price = headlinePrice(listing);
  return (
    <article className="group overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="listing-card">
      <div className="aspect-[3/2] bg-brand-50">
        {listing.coverPhotoUrl && (
          // Photos are already sized at upload; plain <img> keeps the page free of an image server.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={listing.coverPhotoUrl} alt="" loading="lazy" className="h-full w-full object-cover" width={960} height={640} />
        )}
      </div>
      <div className="space-y-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-600">
          {TYPE_LABELS[listing.type]} · {listing.city}, {COUNTRIES[listing.country].name}
        </p>
        <h3 className="line-clamp-1 font-semibold">{listing.title}</h3>
        <p className="text-sm text-muted">
          {listing.bedrooms} {listing.bedrooms === 1 ? "bedroom" : "bedrooms"} · up to {listing.maxGuests} guests
        </p>
        {price && (
          <p className="pt-1 text-sm">
            <span className="font-semibold">{price.amount}</span> <span className="text-muted">/ {price.unit}</span>
          </p>
        )}
      </div>
    </article>
  );
}

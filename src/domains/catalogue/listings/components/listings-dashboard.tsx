import { clsx } from "clsx";
import Link from "next/link";
import { COUNTRIES } from "@/lib/countries";
import { formatMoney } from "@/lib/money";
import { TYPE_LABELS } from "../../labels";
import { listingsHref } from "../filters";
import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ListingStatus } from "../lifecycle";
import type { DashboardListing, DashboardListingsPage, ListingsFilters } from "../queries";
import { ListingNotice } from "./listing-notice";
import { ReviewActions } from "./review-actions";
import { StatusBadge } from "./status-badge";
import { controlClassDense } from "@/components/ui/styles";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";

export interface ListingsDashboardProps {
  data: DashboardListingsPage;
  filters: ListingsFilters;
  /** Staff and operators: every property, the organisation and city filters, and the review buttons. */
  reviewer: boolean;
  mayEdit: boolean;
  choices: { organisations: { id: string; name: string }[]; cities: string[] };
}

/** The prices a listing offers, each in its own unit (per night, month or hour), in the property's currency. */
export function offeredPrices(
  listing: Pick<DashboardListing, "currency" | "nightlyRateMinor" | "monthlyRateMinor" | "hourlyRateMinor">,
): string[] {
  const prices: string[] = [];
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: listing.currency });
  if (listing.nightlyRateMinor !== null) prices.push(`${money(listing.nightlyRateMinor)} / night`);
  if (listing.monthlyRateMinor !== null) prices.push(`${money(listing.monthlyRateMinor)} / month`);
  if (listing.hourlyRateMinor !== null) prices.push(`${money(listing.hourlyRateMinor)} / hour`);
  return prices;
}

/** /dashboard/listings: the properties in the actor's scope, filtered by the URL, a page at a time. */
export function ListingsDashboard({ data, filters, reviewer, mayEdit, choices }: ListingsDashboardProps) {
  const filtered = Boolean(filters.status || filters.organisationId || filters.city);
  if (data.total === 0 && !filtered) return <FirstListing mayEdit={mayEdit} />;
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <div className="space-y-5">
      <ListingNotice />
      <StatusTabs filters={filters} counts={data.statusCounts} reviewer={reviewer} />
      {reviewer && <StaffFilters filters={filters} choices={choices} />}
      {data.listings.length === 0 ? (
        <EmptyState
          title="No properties match these filters."
          action={{ href: "/dashboard/listings", label: "Show all" }}
        />
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            Showing {first}–{last} of {plural(data.total, { one: "property", other: "properties" })}
          </p>
          <ul className="space-y-3" aria-label="Properties">
            {data.listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} reviewer={reviewer} mayEdit={mayEdit} />
            ))}
          </ul>
          <Pagination data={data} filters={filters} />
        </>
      )}
    </div>
  );
}

function FirstListing({ mayEdit }: { mayEdit: boolean }) {
  return (
    <section
      aria-labelledby="first-listing-heading"
      className="max-w-2xl rounded-2xl border border-dashed border-line bg-white p-8 text-center"
    >
      <h2 id="first-listing-heading" className="text-xl font-semibold">
        List your first property
      </h2>
      <p className="mt-3 text-muted">
        Add your place in a few steps: what it is, where, its rooms, photos, prices and house rules. Your draft is saved
        at every step, and our team reviews it before guests can book.
      </p>
      {mayEdit && (
        <Link
          href="/dashboard/listings/new"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          List your first property
        </Link>
      )}
    </section>
  );
}

function StatusTabs({
  filters,
  counts,
  reviewer,
}: {
  filters: ListingsFilters;
  counts: Record<ListingStatus, number>;
  reviewer: boolean;
}) {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: { status: ListingStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: "All", count: all },
    ...LISTING_STATUSES.map((status) => ({
      status,
      label: status === "in_review" && reviewer ? "Awaiting review" : LISTING_STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = filters.status === tab.status;
          return (
            <li key={tab.label}>
              <Link
                href={listingsHref({ ...filters, status: tab.status, page: 1 })}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm",
                  current ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white hover:bg-brand-50",
                )}
              >
                {tab.label}
                <span
                  className={clsx("rounded-full px-1.5 text-xs tabular-nums", current ? "bg-white/20" : "bg-brand-50")}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A plain GET form: the filters land in the URL, work without JavaScript and can be shared. */
function StaffFilters({ filters, choices }: { filters: ListingsFilters; choices: ListingsDashboardProps["choices"] }) {
  return (
    <form
      method="get"
      action="/dashboard/listings"
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label="Filter properties"
    >
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="space-y-1">
        <label htmlFor="filter-organisation" className="block text-sm font-medium">
          Organisation
        </label>
        <select
          id="filter-organisation"
          name="organisation"
          defaultValue={filters.organisationId ?? ""}
          className={controlClassDense}
        >
          <option value="">All organisations</option>
          {choices.organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="filter-city" className="block text-sm font-medium">
          City
        </label>
        <select id="filter-city" name="city" defaultValue={filters.city ?? ""} className={controlClassDense}>
          <option value="">All cities</option>
          {choices.cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Apply filters
        </button>
        {(filters.organisationId || filters.city) && (
          <Link
            href={listingsHref({ status: filters.status })}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

function ListingRow({
  listing,
  reviewer,
  mayEdit,
}: {
  listing: DashboardListing;
  reviewer: boolean;
  mayEdit: boolean;
}) {
  const prices = offeredPrices(listing);
  const titleId = `listing-${listing.id}-title`;
  const place = [listing.city, COUNTRIES[listing.country].name].filter(Boolean).join(", ");
  const link = "rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-brand-50";
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-testid="dashboard-listing"
        className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[9rem_1fr] lg:grid-cols-[9rem_1fr_auto]"
      >
        <div className="aspect-[3/2] overflow-hidden rounded-xl bg-brand-50 sm:w-36">
          {listing.coverPhotoUrl ? (
            // Photos are already sized at upload; a plain <img> keeps the dashboard free of an image server.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={listing.coverPhotoUrl}
              alt={listing.coverAlt}
              loading="lazy"
              className="h-full w-full object-cover"
              width={960}
              height={640}
            />
          ) : (
            <div className="flex h-full items-center justify-center text-xs text-muted">No photo yet</div>
          )}
        </div>
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {listing.title}
            </h2>
            <StatusBadge status={listing.status} />
          </div>
          <p className="text-sm text-muted">
            {TYPE_LABELS[listing.type]}
            {place && ` · ${place}`}
            {listing.units > 1 && ` · ${listing.units} ${listing.type === "coliving_bed" ? "beds" : "rooms"}`}
            {reviewer && ` · ${listing.organisationName}`}
          </p>
          <p className="text-sm" data-testid="listing-prices">
            {prices.length > 0 ? prices.join(" · ") : <span className="text-muted">No prices yet</span>}
          </p>
          <Occupancy value={listing.occupancy} />
          {listing.status === "draft" && listing.reviewNote && (
            <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="font-medium">Sent back by our team:</span> {listing.reviewNote}
            </p>
          )}
        </div>
        <div className="flex flex-wrap content-start gap-2 sm:col-span-2 lg:col-span-1 lg:max-w-xs lg:justify-end">
          {mayEdit && (
            <Link href={`/dashboard/listings/${listing.id}/edit`} className={link} aria-label={`Edit ${listing.title}`}>
              Edit
            </Link>
          )}
          <Link
            href={`/dashboard/calendar?property=${listing.id}`}
            className={link}
            aria-label={`Calendar of ${listing.title}`}
          >
            Calendar
          </Link>
          {listing.status === "listed" && (
            <a href={`/products/${listing.id}`} className={link} aria-label={`Public page of ${listing.title}`}>
              View public page
            </a>
          )}
          {reviewer && listing.status === "in_review" && (
            <div className="w-full">
              <ReviewActions propertyId={listing.id} title={listing.title} />
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

function Occupancy({ value }: { value: number | null }) {
  if (value === null) return <p className="text-sm text-muted">Occupancy: nothing bookable yet</p>;
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="listing-occupancy">
      <meter min={0} max={100} value={percent} className="h-2 w-24" aria-label="Occupancy, next 30 days" />
      <span>{percent}% booked, next 30 days</span>
    </div>
  );
}

function Pagination({ data, filters }: { data: DashboardListingsPage; filters: ListingsFilters }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (pages === 1) return null;
  const link = "rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {data.page > 1 ? (
        <Link href={listingsHref({ ...filters, page: data.page - 1 })} className={link} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {data.page} of {pages}
      </span>
      {data.page < pages ? (
        <Link href={listingsHref({ ...filters, page: data.page + 1 })} className={link} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

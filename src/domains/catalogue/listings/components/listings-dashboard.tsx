import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { COUNTRIES } from "@/lib/countries";
import { formatMoney } from "@/lib/money";
import { TYPE_LABELS } from "../../labels";
import { listingsHref } from "../filters";
import { LISTING_STATUSES, type ListingStatus } from "../lifecycle";
import type { DashboardListing, DashboardListingsPage, ListingsFilters } from "../queries";
import { ListingNotice } from "./listing-notice";
import { ReviewActions } from "./review-actions";
import { StatusBadge } from "./status-badge";
import { controlClassDense } from "@/components/ui/styles";
import { EmptyState } from "@/components/ui/empty-state";

type ListingsWords = ReturnType<typeof useTranslations<"dashboardCatalogue.listings.dashboard">>;

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
  t: ListingsWords,
  listing: Pick<DashboardListing, "currency" | "nightlyRateMinor" | "monthlyRateMinor" | "hourlyRateMinor">,
): string[] {
  const prices: string[] = [];
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: listing.currency });
  if (listing.nightlyRateMinor !== null) prices.push(t("perNight", { price: money(listing.nightlyRateMinor) }));
  if (listing.monthlyRateMinor !== null) prices.push(t("perMonth", { price: money(listing.monthlyRateMinor) }));
  if (listing.hourlyRateMinor !== null) prices.push(t("perHour", { price: money(listing.hourlyRateMinor) }));
  return prices;
}

/** /dashboard/listings: the properties in the actor's scope, filtered by the URL, a page at a time. */
export function ListingsDashboard({ data, filters, reviewer, mayEdit, choices }: ListingsDashboardProps) {
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
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
        <EmptyState title={t("noneMatch")} action={{ href: "/dashboard/listings", label: t("showAll") }} />
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {t("showing", { first: String(first), last: String(last), count: data.total })}
          </p>
          <ul className="space-y-3" aria-label={t("properties")}>
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
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  return (
    <section
      aria-labelledby="first-listing-heading"
      className="max-w-2xl rounded-2xl border border-dashed border-line bg-white p-8 text-center"
    >
      <h2 id="first-listing-heading" className="text-xl font-semibold">
        {t("firstHeading")}
      </h2>
      <p className="mt-3 text-muted">{t("firstIntro")}</p>
      {mayEdit && (
        <Link
          href="/dashboard/listings/new"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("firstHeading")}
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
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: { status: ListingStatus | undefined; label: string; count: number }[] = [
    { status: undefined, label: t("all"), count: all },
    ...LISTING_STATUSES.map((status) => ({
      status,
      label: status === "in_review" && reviewer ? t("awaitingReview") : t(`statuses.${status}`),
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label={t("filterByStatus")}>
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
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  return (
    <form
      method="get"
      action="/dashboard/listings"
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-label={t("filterProperties")}
    >
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <div className="space-y-1">
        <label htmlFor="filter-organisation" className="block text-sm font-medium">
          {t("organisation")}
        </label>
        <select
          id="filter-organisation"
          name="organisation"
          defaultValue={filters.organisationId ?? ""}
          className={controlClassDense}
        >
          <option value="">{t("allOrganisations")}</option>
          {choices.organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="filter-city" className="block text-sm font-medium">
          {t("city")}
        </label>
        <select id="filter-city" name="city" defaultValue={filters.city ?? ""} className={controlClassDense}>
          <option value="">{t("allCities")}</option>
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
          {t("applyFilters")}
        </button>
        {(filters.organisationId || filters.city) && (
          <Link
            href={listingsHref({ status: filters.status })}
            className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50"
          >
            {t("clear")}
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
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  const prices = offeredPrices(t, listing);
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
            <div className="flex h-full items-center justify-center text-xs text-muted">{t("noPhoto")}</div>
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
            {listing.units > 1 &&
              ` · ${t(listing.type === "coliving_bed" ? "beds" : "rooms", { count: String(listing.units) })}`}
            {reviewer && ` · ${listing.organisationName}`}
          </p>
          <p className="text-sm" data-testid="listing-prices">
            {prices.length > 0 ? prices.join(" · ") : <span className="text-muted">{t("noPrices")}</span>}
          </p>
          <Occupancy value={listing.occupancy} />
          {listing.status === "draft" && listing.reviewNote && (
            <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span className="font-medium">{t("sentBack")}</span> {listing.reviewNote}
            </p>
          )}
        </div>
        <div className="flex flex-wrap content-start gap-2 sm:col-span-2 lg:col-span-1 lg:max-w-xs lg:justify-end">
          {mayEdit && (
            <Link
              href={`/dashboard/listings/${listing.id}/edit`}
              className={link}
              aria-label={t("editLabel", { title: listing.title })}
            >
              {t("edit")}
            </Link>
          )}
          <Link
            href={`/dashboard/calendar?property=${listing.id}`}
            className={link}
            aria-label={t("calendarLabel", { title: listing.title })}
          >
            {t("calendar")}
          </Link>
          {listing.status === "listed" && (
            <a
              href={`/products/${listing.id}`}
              className={link}
              aria-label={t("publicLabel", { title: listing.title })}
            >
              {t("viewPublic")}
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
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  if (value === null) return <p className="text-sm text-muted">{t("occupancyNone")}</p>;
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="listing-occupancy">
      <meter min={0} max={100} value={percent} className="h-2 w-24" aria-label={t("occupancyLabel")} />
      <span>{t("occupancy", { percent: String(percent) })}</span>
    </div>
  );
}

function Pagination({ data, filters }: { data: DashboardListingsPage; filters: ListingsFilters }) {
  const t = useTranslations("dashboardCatalogue.listings.dashboard");
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (pages === 1) return null;
  const link = "rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50";
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
      {data.page > 1 ? (
        <Link href={listingsHref({ ...filters, page: data.page - 1 })} className={link} rel="prev">
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{t("page", { page: String(data.page), pages: String(pages) })}</span>
      {data.page < pages ? (
        <Link href={listingsHref({ ...filters, page: data.page + 1 })} className={link} rel="next">
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { BookingRequestsPanel } from "@/domains/bookings/components/booking-requests-panel";
import { BecomeAHost } from "@/domains/catalogue/listings/components/become-a-host";
import { ListingsDashboard } from "@/domains/catalogue/listings/components/listings-dashboard";
import { listingsFiltersFrom } from "@/domains/catalogue/listings/filters";
import { dashboardListings, listingFilterChoices } from "@/domains/catalogue/listings/queries";
import { mayCreateListings, mayReviewListings, propertyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function ListingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("listings");
  // Guests have "Property" in their menu (SPEC.md §6): it invites them to become a host.
  if (propertyScopeOf(actor).kind === "none") {
    return (
      <PageFrame page="listings">
        <BecomeAHost />
      </PageFrame>
    );
  }
  const filters = listingsFiltersFrom(await searchParams);
  const [data, choices] = await Promise.all([
    dashboardListings(db(), { actor, filters }),
    listingFilterChoices(db(), { actor }),
  ]);
  const mayEdit = mayCreateListings(actor);
  const t = await getTranslations("dashboardCatalogue.listings");
  return (
    <ClientMessages page="dashboardCatalogue">
      <PageFrame
        page="listings"
        actions={
          mayEdit ? (
            <Link
              href="/dashboard/listings/new"
              className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t("addProperty")}
            </Link>
          ) : undefined
        }
      >
        <BookingRequestsPanel actor={actor} />
        <ListingsDashboard
          data={data}
          filters={filters}
          reviewer={mayReviewListings(actor)}
          mayEdit={mayEdit}
          choices={choices}
        />
      </PageFrame>
    </ClientMessages>
  );
}

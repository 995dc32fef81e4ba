import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { ListingEditor } from "@/domains/catalogue/listings/components/listing-editor";
import { isListingStep } from "@/domains/catalogue/listings/steps";
import { dashboardRecords } from "@/domains/dashboard-records";
import { mayReviewListings } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboardShell.metadata"))("editListing") };
}

export default async function EditListingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("listings");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const listing = await dashboardRecords.listing(actor, id);
  if (!listing) notFound();
  const step = isListingStep(query.step) ? query.step : "basics";
  return (
    <ClientMessages page="dashboardCatalogue">
      <PageFrame page="listings">
        <ListingEditor listing={listing} step={step} reviewer={mayReviewListings(actor)} />
      </PageFrame>
    </ClientMessages>
  );
}

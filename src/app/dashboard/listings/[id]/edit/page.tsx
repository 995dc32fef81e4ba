import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageFrame } from "@/components/shell/page-frame";
import { ListingEditor } from "@/domains/catalogue/listings/components/listing-editor";
import { listingForEditor } from "@/domains/catalogue/listings/queries";
import { isListingStep } from "@/domains/catalogue/listings/steps";
import { mayCreateListings, mayReviewListings } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Edit property" };

export default async function EditListingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("listings");
  const [{ id }, query] = await Promise.all([params, searchParams]);
  // Outside the actor's scope, a listing answers as a missing one does.
  const listing = mayCreateListings(actor) ? await listingForEditor(db(), { actor, propertyId: id }) : null;
  if (!listing) notFound();
  const step = isListingStep(query.step) ? query.step : "basics";
  return (
    <PageFrame page="listings">
      <ListingEditor listing={listing} step={step} reviewer={mayReviewListings(actor)} />
    </PageFrame>
  );
}

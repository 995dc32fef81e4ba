import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { BecomeAHost } from "@/domains/catalogue/listings/components/become-a-host";
import { NewListingForm } from "@/domains/catalogue/listings/components/new-listing-form";
import { supplierOrganisations } from "@/domains/catalogue/listings/queries";
import { mayCreateListings, propertyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboardShell.metadata"))("newListing") };
}

export default async function NewListingPage() {
  const actor = await requireDashboardPage("listings");
  const t = await getTranslations("dashboardCatalogue.listings");
  if (!mayCreateListings(actor)) {
    return (
      <PageFrame page="listings">
        {propertyScopeOf(actor).kind === "none" ? (
          <BecomeAHost />
        ) : (
          <p className="text-muted">{t("addedBySuppliers")}</p>
        )}
      </PageFrame>
    );
  }
  const organisations = propertyScopeOf(actor).kind === "all" ? await supplierOrganisations(db(), { actor }) : null;
  return (
    <ClientMessages page="dashboardCatalogue">
      <PageFrame page="listings">
        <h2 className="text-lg font-semibold">{t("newProperty")}</h2>
        <NewListingForm organisations={organisations} />
      </PageFrame>
    </ClientMessages>
  );
}

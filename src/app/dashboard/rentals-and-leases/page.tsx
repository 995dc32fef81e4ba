import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { requireDashboardPage } from "@/server/access/current";

/** SPEC.md §2: rentals-and-leases is announced and inert. */
export default async function RentalsAndLeasesPage() {
  await requireDashboardPage("rentals-and-leases");
  const t = await getTranslations("dashboardRentals");
  return (
    <PageFrame page="rentals-and-leases">
      <p className="max-w-xl text-muted">{t("comingSoon")}</p>
    </PageFrame>
  );
}

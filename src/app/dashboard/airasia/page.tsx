import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom } from "@/components/ui/data-table";
import { PARTNER_BOOKING_SORTABLE, listPartnerBookings, partnerFiltersFrom } from "@/domains/airline";
import { PartnerBookingsView } from "@/domains/airline/components/partner-bookings-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function AirAsiaBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("airasia");
  const params = await searchParams;
  const filters = partnerFiltersFrom(params);
  const sort = tableStateFrom(params, PARTNER_BOOKING_SORTABLE);
  const data = await listPartnerBookings(db(), { actor, filters, sort });
  const t = await getTranslations("dashboardAirline.pages");
  return (
    <PageFrame page="airasia">
      {data ? (
        <PartnerBookingsView data={data} filters={filters} sort={sort} />
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t("noBookings")}</p>
      )}
    </PageFrame>
  );
}

import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { tableStateFrom } from "@/components/ui/data-table";
import { POINTS_SORTABLE, listPoints, partnerFiltersFrom } from "@/domains/airline";
import { ClientMessages } from "@/i18n/client-messages";
import { PointsView } from "@/domains/airline/components/points-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function AirAsiaRewardsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("airasia-rewards");
  const params = await searchParams;
  const filters = partnerFiltersFrom(params);
  const sort = tableStateFrom(params, POINTS_SORTABLE);
  const data = await listPoints(db(), { actor, filters, sort });
  const t = await getTranslations("dashboardAirline.pages");
  return (
    <ClientMessages page="dashboardAirline">
      <PageFrame page="airasia-rewards">
        {data ? (
          <PointsView data={data} filters={filters} sort={sort} />
        ) : (
          <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t("noPoints")}</p>
        )}
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { AddonOrdersContent } from "@/domains/addons/components/addon-pages";
import { requireDashboardPage } from "@/server/access/current";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("airportTransfers");
  return (
    <ClientMessages page="dashboardAddons">
      <PageFrame page="airportTransfers">
        <AddonOrdersContent
          actor={actor}
          kind="airport_transfer"
          params={await searchParams}
          path="/dashboard/airportTransfers"
        />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { AddonOrdersContent } from "@/domains/addons/components/addon-pages";
import { requireDashboardPage } from "@/server/access/current";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("daytour");
  return (
    <ClientMessages page="dashboardAddons">
      <PageFrame page="daytour">
        <AddonOrdersContent actor={actor} kind="day_tour" params={await searchParams} path="/dashboard/daytour" />
      </PageFrame>
    </ClientMessages>
  );
}

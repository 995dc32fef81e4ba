import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { AddonProductsContent } from "@/domains/addons/components/addon-pages";
import { requireDashboardPage } from "@/server/access/current";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("meals");
  return (
    <ClientMessages page="dashboardAddons">
      <PageFrame page="meals">
        <AddonProductsContent actor={actor} kind="meal" params={await searchParams} path="/dashboard/meals" />
      </PageFrame>
    </ClientMessages>
  );
}

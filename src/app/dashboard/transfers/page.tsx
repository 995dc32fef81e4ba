import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { AddonProductsContent } from "@/domains/addons/components/addon-pages";
import { requireDashboardPage } from "@/server/access/current";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("transfers");
  return (
    <ClientMessages page="dashboardAddons">
      <PageFrame page="transfers">
        <AddonProductsContent
          actor={actor}
          kind="airport_transfer"
          params={await searchParams}
          path="/dashboard/transfers"
        />
      </PageFrame>
    </ClientMessages>
  );
}

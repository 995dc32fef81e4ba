import { PageFrame } from "@/components/shell/page-frame";
import { listSupplierBids } from "@/domains/bookings";
import { SupplierBidsView } from "@/domains/bookings/components/supplier-bids-view";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function PriceBiddingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("priceBidding");
  const pageText = (await searchParams).page;
  const page = Number(Array.isArray(pageText) ? pageText[0] : pageText) || 1;
  return (
    <ClientMessages page="dashboardBookings">
      <PageFrame page="priceBidding">
        <SupplierBidsView data={await listSupplierBids(db(), { actor, page })} />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { listPromoCodes, promoPropertyChoices } from "@/domains/growth";
import { PromoCodesView } from "@/domains/growth/components/promo-codes-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { todayIn } from "@/lib/dates";

export default async function PromoCodesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("promocodes");
  const pageText = (await searchParams).page;
  const page = Number(Array.isArray(pageText) ? pageText[0] : pageText) || 1;
  const [data, choices] = await Promise.all([
    listPromoCodes(db(), { actor, page }),
    promoPropertyChoices(db(), { actor }),
  ]);
  return (
    <ClientMessages page="dashboardGrowth">
      <PageFrame page="promocodes">
        <PromoCodesView data={data} choices={choices} today={todayIn("UTC")} />
      </PageFrame>
    </ClientMessages>
  );
}

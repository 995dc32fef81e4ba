import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { previousMonth } from "@/domains/accounts";
import {
  latestDistributionRun,
  listOfferings,
  offerableProperties,
  offeringDistributions,
  offeringSubscriptions,
  SUBSCRIPTIONS_PAGE_SIZE,
} from "@/domains/invest";
import { InvestorsView } from "@/domains/invest/components/investors-view";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function InvestorsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("investors");
  const params = await searchParams;
  const offeringId = first(params.offering) ?? "";
  const page = Math.max(1, Math.min(100_000, Number.parseInt(first(params.page) ?? "1", 10) || 1));
  const validOffering = /^[0-9a-f-]{36}$/i.test(offeringId);
  const [offerings, properties, found, distributions, lastDistributionRun] = await Promise.all([
    listOfferings(db(), { actor }),
    offerableProperties(db(), { actor }),
    offeringId ? offeringSubscriptions(db(), { actor, offeringId, page }) : Promise.resolve(null),
    validOffering ? offeringDistributions(db(), { actor, offeringId }) : Promise.resolve([]),
    validOffering ? latestDistributionRun(db(), { actor, offeringId }) : Promise.resolve(null),
  ]);
  return (
    <ClientMessages page="dashboardInvest">
      <PageFrame page="investors">
        <InvestorsView
          offerings={offerings}
          properties={properties}
          defaultSharePercent={BUSINESS_SETTINGS.investorShareBasisPoints / 100}
          selected={found ? { ...found, pageSize: SUBSCRIPTIONS_PAGE_SIZE } : null}
          distributions={distributions}
          defaultMonth={previousMonth(new Date())}
          lastDistributionRun={lastDistributionRun}
        />
      </PageFrame>
    </ClientMessages>
  );
}

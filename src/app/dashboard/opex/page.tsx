import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { tableStateFrom } from "@/components/ui/data-table";
import { listOpex, OPEX_SORTABLE, opexFiltersFrom, opexPropertyChoices } from "@/domains/accounts";
import { OpexView } from "@/domains/accounts/opex/components/opex-view";
import { decide, moneyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import { utcDayOf } from "@/lib/dates";

export default async function OpexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("opex");
  const now = new Date();
  if (moneyScopeOf(actor).kind === "none") {
    return (
      <ClientMessages page="dashboardAccounts">
        <PageFrame page="opex">
          <EmptyState title={(await getTranslations("dashboardAccounts.pages"))("noExpenses")} />
        </PageFrame>
      </ClientMessages>
    );
  }
  const params = await searchParams;
  const filters = opexFiltersFrom(params, now);
  const sort = tableStateFrom(params, OPEX_SORTABLE);
  const [data, properties] = await Promise.all([
    listOpex(db(), { actor, filters, sort }),
    opexPropertyChoices(db(), { actor }),
  ]);
  return (
    <ClientMessages page="dashboardAccounts">
      <PageFrame page="opex">
        <OpexView
          data={data}
          filters={filters}
          sort={sort}
          properties={properties}
          canWrite={decide(actor, "recordOpex") === "allowed"}
          today={utcDayOf(now)}
        />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { PageLinks } from "@/components/ui/page-links";
import { listContracts, rentableUnits } from "@/domains/rentals";
import { MonthlyRentalPanel } from "@/domains/rentals/components/monthly-rental";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function MonthlyRentalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("monthlyRental");
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(typeof raw === "string" ? raw : "1", 10) || 1));
  const [data, units] = await Promise.all([listContracts(db(), { actor, page }), rentableUnits(db(), { actor })]);
  return (
    <PageFrame page="monthlyRental">
      <MonthlyRentalPanel contracts={data.contracts} units={units} today={new Date().toISOString().slice(0, 10)} />
      <PageLinks page={data.page} pages={data.pages} href={(n) => `/dashboard/monthlyRental?page=${n}`} />
    </PageFrame>
  );
}

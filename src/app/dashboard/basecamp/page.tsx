import { PageFrame } from "@/components/shell/page-frame";
import { basecampSummary } from "@/domains/identity";
import { BasecampView } from "@/domains/identity/components/basecamp-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

export default async function BasecampPage() {
  const actor = await requireDashboardPage("basecamp");
  const summary = await basecampSummary(db(), { actor });
  return (
    <PageFrame page="basecamp">
      <BasecampView summary={summary} />
    </PageFrame>
  );
}

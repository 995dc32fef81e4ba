import { PageFrame } from "@/components/shell/page-frame";
import { liveCountToday } from "@/domains/bookings/desk";
import { LiveCountView } from "@/domains/bookings/desk/components/live-count-view";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/** Staff's live count (Analytics): today's in-house guests, arrivals, departures and occupancy, kept live. */
export default async function LiveCountPage() {
  const actor = await requireDashboardPage("liveCount");
  const count = await liveCountToday(db(), { actor });
  return (
    <PageFrame page="liveCount">
      <LiveCountView count={count} />
    </PageFrame>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { liveCountToday } from "@/domains/bookings/desk";
import { LiveCountView } from "@/domains/bookings/desk/components/live-count-view";
import { propertyScopeOf } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";

/**
 * The live count: today's in-house guests, arrivals, departures and occupancy, kept live. Staff's Analytics
 * covers every property; a supplier's (owner or host) covers their organisation's, the query scoped by the actor.
 */
export default async function LiveCountPage() {
  const actor = await requireDashboardPage("liveCount");
  const count = await liveCountToday(db(), { actor });
  return (
    <ClientMessages page="dashboardBookings">
      <PageFrame page="liveCount">
        <LiveCountView count={count} everywhere={propertyScopeOf(actor).kind === "all"} />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { PageLinks } from "@/components/ui/page-links";
import { channelManagerView, latestFeedSyncs } from "@/domains/channels";
import { ChannelManagerPanel } from "@/domains/channels/components/channel-manager";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { env } from "@/server/env";

export default async function ChannelManagerPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("channelManager");
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(typeof raw === "string" ? raw : "1", 10) || 1));
  const data = await channelManagerView(db(), { actor, page });
  // Each feed's latest "Sync now" of this person: followed while it goes, its result once it ended.
  const syncs = await latestFeedSyncs(db(), {
    actor,
    feedIds: data.units.flatMap((unit) => unit.feeds.map((feed) => feed.id)),
  });
  return (
    <ClientMessages page="dashboardChannels">
      <PageFrame page="channelManager">
        <ChannelManagerPanel
          units={data.units}
          syncs={syncs}
          origin={env().APP_URL.replace(/\/$/, "")}
          syncMinutes={BUSINESS_SETTINGS.channelSyncMinutes}
        />
        <PageLinks page={data.page} pages={data.pages} href={(n) => `/dashboard/channelManager?page=${n}`} />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { ContentManager, type ContentTab } from "@/domains/content/components/manage/content-manager";
import { requireDashboardPage } from "@/server/access/current";

const TABS: readonly ContentTab[] = ["news", "faq", "texts"];

export default async function ContentPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("content");
  const params = await searchParams;
  const tab = TABS.find((item) => item === params.tab) ?? "news";
  const edit = typeof params.edit === "string" && params.edit.length <= 100 ? params.edit : null;
  return (
    <ClientMessages page="dashboardContent">
      <PageFrame page="content">
        <ContentManager actor={actor} tab={tab} edit={edit} />
      </PageFrame>
    </ClientMessages>
  );
}

import { PageFrame } from "@/components/shell/page-frame";
import { MultiCalendarBoard } from "@/domains/catalogue/calendar/components/multi-calendar-board";
import { requireDashboardPage } from "@/server/access/current";

/** The Multi-Calendar: every property and unit in scope over two weeks or a month. */
export default async function MultiCalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("betaCalendar");
  return (
    <PageFrame page="betaCalendar">
      <MultiCalendarBoard actor={actor} searchParams={await searchParams} />
    </PageFrame>
  );
}

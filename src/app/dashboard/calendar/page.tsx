import { PageFrame } from "@/components/shell/page-frame";
import { CalendarScreen } from "@/domains/catalogue/calendar/components/calendar-screen";
import { requireDashboardPage } from "@/server/access/current";

/** The supplier's and operations' calendar: one property at a time, by the night (or by the hour for day rooms). */
export default async function CalendarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireDashboardPage("calendar");
  return (
    <PageFrame page="calendar">
      <CalendarScreen actor={actor} searchParams={await searchParams} variant="calendar" />
    </PageFrame>
  );
}

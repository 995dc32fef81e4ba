import { PageFrame } from "@/components/shell/page-frame";
import { ClientMessages } from "@/i18n/client-messages";
import { CalendarScreen } from "@/domains/catalogue/calendar/components/calendar-screen";
import { requireDashboardPage } from "@/server/access/current";

/** SPEC.md §2's hourly-rate variant of the calendar: day rooms by the hour, without the night/hour toggle. */
export default async function DayRoomsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("dayrooms");
  return (
    <ClientMessages page="dashboardCatalogue">
      <PageFrame page="dayrooms">
        <CalendarScreen actor={actor} searchParams={await searchParams} variant="dayrooms" />
      </PageFrame>
    </ClientMessages>
  );
}

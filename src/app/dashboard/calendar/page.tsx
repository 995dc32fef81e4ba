import Link from "next/link";
import { PageFrame } from "@/components/shell/page-frame";
import { CalendarScreen } from "@/domains/catalogue/calendar/components/calendar-screen";
import { mayOpenPage } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";

/** The supplier's and operations' calendar: one property at a time, by the night (or by the hour for day rooms). */
export default async function CalendarPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireDashboardPage("calendar");
  return (
    <PageFrame page="calendar">
      {/* SPEC.md §6's operations menu has no Inventory item, yet operations users do their check-ins there. */}
      {actor.role === "operationsUser" && mayOpenPage(actor.role, "inventory") && (
        <p className="mb-4 text-sm">
          <Link href="/dashboard/inventory" className="font-medium text-brand-700 hover:underline">
            Today&apos;s arrivals, departures and room status →
          </Link>
        </p>
      )}
      <CalendarScreen actor={actor} searchParams={await searchParams} variant="calendar" />
    </PageFrame>
  );
}

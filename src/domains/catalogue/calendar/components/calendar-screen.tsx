import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormMessage } from "@/components/ui/field";
import type { UserActor } from "@/server/access";
import { mayCreateListings } from "@/server/access";
import { db } from "@/server/db";
import { addDays, todayIn } from "@/lib/dates";
import { monthOf } from "../../dates";
import { dateParam, daysFrom, parseMonth, shiftMonth } from "../grid";
import { unitDayViews } from "../month-view";
import { calendarPropertyOptions, hourlySchedule, propertyCalendar, type CalendarPropertyOption } from "../queries";
import { CalendarNav, StatusLegend, StayModeToggle } from "./calendar-nav";
import { HourlyCalendar } from "./hourly-calendar";
import { MonthCalendar } from "./month-calendar";
import { PropertyPicker } from "./property-picker";
import { EmptyState } from "@/components/ui/empty-state";
import { PricingRulesPanel } from "../../pricing/components/pricing-rules-panel";
import { listPricingRules } from "../../pricing/rules";
import { formatMonth } from "@/lib/format";
import { INTL_TAGS } from "@/lib/locales";

type SearchParams = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// "Thursday 10 December 2026": lib/format.ts's day styles stop at the short weekday, so Intl is asked here
// through the English tag.
const dayTitle = (day: string) =>
  new Intl.DateTimeFormat(INTL_TAGS.en, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

function href(basePath: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${basePath}?${query}`;
}

/**
 * /dashboard/calendar and /dashboard/dayrooms: one property at a time, chosen in the picker and kept in the
 * URL. The calendar shows a month per unit, or, for a property sold by the hour, one day by the hour
 * ("By night / By hour"); the day-rooms page is the hourly view alone, without the toggle (SPEC.md §2).
 */
export async function CalendarScreen({
  actor,
  searchParams,
  variant,
  deskBookable = [],
}: {
  actor: UserActor;
  searchParams: SearchParams;
  variant: "calendar" | "dayrooms";
  /**
   * The properties the person books walk-in and telephone guests for (the page asks bookings' front desk,
   * docs/FRONT-DESK.md): their chosen nights offer "Book these nights".
   */
  deskBookable?: readonly string[];
}) {
  const t = await getTranslations("dashboardCatalogue.calendar");
  const basePath = `/dashboard/${variant}`;
  const options = await calendarPropertyOptions(db(), { actor, hourlyOnly: variant === "dayrooms" });
  if (options.length === 0) return <EmptyCalendar actor={actor} variant={variant} />;

  const asked = one(searchParams.property);
  const chosen: CalendarPropertyOption = options.find((option) => option.id === asked) ?? options[0]!;
  const hourly = variant === "dayrooms" || (one(searchParams.view) === "hourly" && chosen.hourly);
  const today = todayIn(chosen.timeZone);

  const header = (keep: Record<string, string>, navigation: ReactNode) => (
    <div className="space-y-4">
      {asked && asked !== chosen.id && (
        <FormMessage tone="info">{t("notManaged", { title: chosen.title })}</FormMessage>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PropertyPicker options={options} selectedId={chosen.id} basePath={basePath} keep={keep} />
        {variant === "calendar" && chosen.hourly && (
          <StayModeToggle
            current={hourly ? "hourly" : "nightly"}
            nightlyHref={href(basePath, { property: chosen.id })}
            hourlyHref={href(basePath, { property: chosen.id, view: "hourly" })}
          />
        )}
      </div>
      {navigation}
    </div>
  );

  if (hourly) {
    const day = dateParam(one(searchParams.day), today);
    const schedule = await hourlySchedule(db(), { actor, propertyId: chosen.id, day });
    const at = (date: string) =>
      href(basePath, { property: chosen.id, view: variant === "calendar" ? "hourly" : undefined, day: date });
    return (
      <div className="space-y-6">
        {header(
          variant === "calendar" ? { view: "hourly", day } : { day },
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold" data-testid="calendar-title">
              {dayTitle(day)}
            </h2>
            <CalendarNav
              label={t("days")}
              links={[
                { name: t("previousDay"), text: t("previous"), href: at(addDays(day, -1)) },
                { name: t("today"), text: t("today"), href: at(today) },
                { name: t("nextDay"), text: t("next"), href: at(addDays(day, 1)) },
              ]}
            />
          </div>,
        )}
        <StatusLegend />
        <HourlyCalendar schedule={schedule} />
      </div>
    );
  }

  const month = parseMonth(one(searchParams.month)) ?? today.slice(0, 7);
  const [first, next] = monthOf(`${month}-01`);
  const [calendar, pricing] = await Promise.all([
    propertyCalendar(db(), { actor, propertyId: chosen.id, from: first, to: addDays(next, -1) }),
    listPricingRules(db(), { actor, propertyId: chosen.id }),
  ]);
  const days = daysFrom(first, next);
  const views = unitDayViews(calendar, days);
  const at = (target: string) => href(basePath, { property: chosen.id, month: target });
  return (
    <div className="space-y-6">
      {header(
        { month },
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold" data-testid="calendar-title">
            {formatMonth(month, "en")}
          </h2>
          <CalendarNav
            label={t("months")}
            links={[
              { name: t("previousMonth"), text: t("previous"), href: at(shiftMonth(month, -1)) },
              { name: t("today"), text: t("today"), href: at(today.slice(0, 7)) },
              { name: t("nextMonth"), text: t("next"), href: at(shiftMonth(month, 1)) },
            ]}
          />
        </div>,
      )}
      <StatusLegend />
      <MonthCalendar
        property={calendar.property}
        month={month}
        deskBookingPath={
          deskBookable.includes(chosen.id) ? href(basePath, { property: chosen.id, month, book: "1" }) : undefined
        }
        units={calendar.units.map((unit) => ({
          id: unit.id,
          name: unit.name,
          days: days.map((day) => views.get(unit.id)!.get(day)!),
        }))}
      />
      {calendar.property.nightlyRateMinor !== null && (
        <PricingRulesPanel
          property={{ id: calendar.property.id, currency: calendar.property.currency, today: calendar.property.today }}
          units={calendar.units}
          rules={pricing.rules}
        />
      )}
    </div>
  );
}

const SUBHEADING = "h2";

function EmptyCalendar({ actor, variant }: { actor: UserActor; variant: "calendar" | "dayrooms" }) {
  const t = useTranslations("dashboardCatalogue.calendar.empty");
  return (
    <EmptyState
      testId="calendar-empty"
      heading={SUBHEADING}
      title={t(variant === "dayrooms" ? "noDayRooms" : "noProperties")}
      description={t(variant === "dayrooms" ? "noHourly" : "nothingToManage")}
      action={mayCreateListings(actor) ? { href: "/dashboard/listings", label: t("listProperty") } : undefined}
    />
  );
}

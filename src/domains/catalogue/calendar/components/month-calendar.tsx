"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { KeyboardEvent, PointerEvent } from "react";
import { formatMoney } from "@/lib/money";
import { addDays } from "@/lib/dates";
import { monthWeeks } from "../grid";
import type { DayView } from "../month-view";
import type { CalendarProperty } from "../queries";
import { CLOSED_SHADE, stayStatus, STATUS_STYLES, type CalendarWords } from "./calendar-nav";
import { DayActions } from "./day-actions";
import { useRangeSelection } from "./use-range-selection";
import { formatMonth } from "@/lib/format";

export interface UnitMonth {
  id: string;
  name: string;
  days: DayView[];
}

/** The week's columns, Monday first; their words are `dashboardCatalogue.calendar.weekdays`. */
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** Arrow keys move a day along the week or a week up and down the month. */
const DAY_MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month per unit: each day's price, minimum stay, closure and stay. A range of days is chosen by clicking
 * its first and last day, by dragging, or with the keyboard (arrows move, Enter picks, Shift+Enter extends);
 * the action panel then changes it. Past days are read-only.
 */
export function MonthCalendar({
  property,
  month,
  units,
  deskBookingPath,
}: {
  property: CalendarProperty;
  month: string;
  units: UnitMonth[];
  /** The front desk's booking form for this property (its address without the unit and nights), when offered. */
  deskBookingPath?: string;
}) {
  const weeks = monthWeeks(month);
  const monthDays = weeks.flat().filter((day): day is string => day !== null);
  const isPast = (day: string) => day < property.today;
  const { selection, range, cellProps } = useRangeSelection({
    slots: monthDays,
    isPast,
    moves: DAY_MOVES,
    advance: addDays,
  });
  const selectedUnit = units.find((unit) => unit.id === selection?.unitId);
  const t = useTranslations("dashboardCatalogue.calendar");

  return (
    <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
      <div className="min-w-0 flex-1 space-y-8">
        {units.map((unit) => {
          const byDay = new Map(unit.days.map((view) => [view.day, view]));
          return (
            <section key={unit.id} aria-label={units.length > 1 ? unit.name : undefined} className="space-y-2">
              {units.length > 1 && <h2 className="text-lg font-semibold">{unit.name}</h2>}
              <div className="overflow-x-auto rounded-2xl border border-line bg-white">
                <div
                  role="grid"
                  aria-label={`${unit.name}, ${formatMonth(month, "en")}`}
                  aria-multiselectable="true"
                  className="min-w-[44rem] select-none"
                  data-testid="month-grid"
                >
                  <div
                    role="row"
                    className="grid grid-cols-7 border-b border-line text-xs font-medium uppercase tracking-wide text-muted"
                  >
                    {WEEKDAYS.map((weekday) => (
                      <div key={weekday} role="columnheader" className="px-2 py-2">
                        {t(`weekdays.${weekday}`)}
                      </div>
                    ))}
                  </div>
                  {weeks.map((week, index) => (
                    <div key={index} role="row" className="grid grid-cols-7">
                      {week.map((day, column) => {
                        if (!day)
                          return (
                            <div
                              key={`blank-${column}`}
                              role="gridcell"
                              aria-hidden="true"
                              className="h-28 border-b border-r border-line bg-canvas last:border-r-0"
                            />
                          );
                        const view = byDay.get(day)!;
                        const { ref, ...cell } = cellProps(unit.id, day);
                        return (
                          <DayCell
                            key={day}
                            view={view}
                            currency={property.currency}
                            column={column}
                            cellRef={ref}
                            {...cell}
                          />
                        );
                      })}
                    </div>
                  ))}
                </div>
              </div>
            </section>
          );
        })}
      </div>
      <aside aria-label={t("changeDays")} className="w-full shrink-0 xl:sticky xl:top-4 xl:w-80">
        {range && selectedUnit ? (
          <DayActions
            key={`${selection!.unitId}|${range[0]}|${range[1]}`}
            property={property}
            from={range[0]}
            to={range[1]}
            unit={selectedUnit}
            allUnits={units.map((unit) => ({ id: unit.id, name: unit.name }))}
            deskBookingPath={deskBookingPath}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">
            {t("chooseDays")}
          </p>
        )}
      </aside>
    </div>
  );
}

function DayCell({
  view,
  currency,
  selected,
  column,
  tabIndex,
  cellRef,
  ...handlers
}: {
  view: DayView;
  currency: string;
  selected: boolean;
  /** Zero-based weekday column (Monday is 0). */
  column: number;
  tabIndex: number;
  cellRef: (element: HTMLDivElement | null) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerEnter: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocus: () => void;
}) {
  const t = useTranslations("dashboardCatalogue.calendar");
  const price = view.price ? formatMoney({ amountMinor: view.price.amountMinor, currency }) : null;
  const reason = view.closed ? t(`blockReasons.${view.closed.reason ?? "other"}`) : null;
  const status = stayStatus(t, view.stay?.status);
  const stay = view.stay;
  // The guest's name shows where the bar begins and again at the start of each week, so a long stay reads as one bar.
  const labelled = stay && (stay.starts || column === 0 || view.day.endsWith("-01"));
  // The label runs over the bar's following cells in this week, as far as the stay goes.
  const labelCells = stay ? Math.min(stay.nightsLeft, 7 - column) : 0;
  const description = [
    view.day,
    price
      ? `${view.price!.per === "hour" ? t("cell.pricePerHour", { price }) : price}${priceReason(t, view.price!)}`
      : null,
    view.minNightsOverride ? t("cell.minimumNights", { count: view.minNightsOverride }) : null,
    reason ? t(view.closed!.note ? "cell.closedNote" : "cell.closed", { reason, note: view.closed!.note }) : null,
    stay ? t("cell.booked", { guest: stay.guestName, reference: stay.reference, status }) : null,
    view.hourlyStays ? t("cell.hourlyBookings", { count: view.hourlyStays }) : null,
    view.past ? t("cell.past") : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div
      ref={cellRef}
      role="gridcell"
      aria-label={description}
      aria-selected={selected}
      aria-disabled={view.past || undefined}
      tabIndex={tabIndex}
      data-day={view.day}
      className={clsx(
        "relative h-28 cursor-pointer border-b border-r border-line px-2 pt-1.5 text-left outline-none last:border-r-0 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
        view.closed && CLOSED_SHADE,
        view.past && "cursor-not-allowed opacity-55",
        selected && "bg-brand-100 ring-2 ring-inset ring-brand-600",
      )}
      {...handlers}
    >
      <div className="flex items-start justify-between gap-1">
        <span className="text-sm font-semibold tabular-nums">{Number(view.day.slice(8))}</span>
        {view.minNightsOverride && (
          <span className="rounded bg-white/80 px-1 text-[11px] font-medium text-muted">
            {t("cell.min", { count: view.minNightsOverride })}
          </span>
        )}
      </div>
      {price && (
        <div
          className={clsx(
            "text-xs tabular-nums",
            view.price!.kind === "special" || view.price!.kind === "season"
              ? "font-semibold text-brand-700"
              : "text-muted",
          )}
          data-testid="day-price"
        >
          {price}
          {view.price!.per === "hour" && t("cell.perHourShort")}
          {view.price!.ruleName && (
            <span className="block truncate text-[11px]" data-testid="day-price-rule">
              {view.price!.ruleName}
            </span>
          )}
        </div>
      )}
      {reason && (
        <div
          className="truncate text-[11px] font-semibold text-ink"
          title={view.closed!.note || undefined}
          data-testid="day-closed"
        >
          {reason}
        </div>
      )}
      {view.hourlyStays > 0 && (
        <div className="text-[11px] text-muted">{t("cell.hourly", { count: view.hourlyStays })}</div>
      )}
      {stay && (
        <div
          className={clsx(
            "absolute bottom-1.5 h-6 px-2 text-[11px] font-medium leading-6",
            STATUS_STYLES[stay.status],
            stay.starts ? "left-1.5 rounded-l-full" : "-left-px",
            stay.ends ? "right-1.5 rounded-r-full" : "-right-px",
          )}
          data-testid="day-stay"
        >
          {labelled && (
            <span
              className="relative z-[1] block truncate"
              style={{ width: `calc(${labelCells * 100}% + ${labelCells - 1} * 1.25rem)` }}
            >
              {stay.guestName} · {stay.reference}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** Why a day's price is what it is, for its spoken description: the rule that gave it (pricing-rules.ts). */
function priceReason(t: CalendarWords, price: NonNullable<DayView["price"]>): string {
  if (price.ruleName) return ` (${price.ruleName})`;
  if (price.kind === "special") return ` (${t("cell.specialRate")})`;
  if (price.kind === "weekend") return ` (${t("cell.weekendRate")})`;
  return "";
}

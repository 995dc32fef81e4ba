import { clsx } from "clsx";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { UserActor } from "@/server/access";
import { db } from "@/server/db";
import { addDays, HEAD_OFFICE_TIME_ZONE, todayIn } from "@/lib/dates";
import { dateParam, dayRuns, daysFrom, placeBars, shiftDateByMonths } from "../grid";
import { multiCalendar, type MultiCalendarBar } from "../queries";
import { CalendarNav, CLOSED_SHADE, stayStatus, STATUS_STYLES, StatusLegend } from "./calendar-nav";
import { BoardDayLinks } from "./board-day-links";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDay } from "@/lib/format";
import { INTL_TAGS } from "@/lib/locales";

type SearchParams = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Width of a day column: every position on the board is a multiple of it, so bars need no per-day elements. */
const DAY_WIDTH_REM = 2.75;
const ROW_HEADER_REM = 15;
/** Where the board opens without a date: today in Malaysia, where most of the marketplace is. */
const DEFAULT_TIME_ZONE = HEAD_OFFICE_TIME_ZONE;

// A column's weekday ("Thu"): lib/format.ts has no weekday alone, so Intl is asked here through the English tag.
const shortDay = new Intl.DateTimeFormat(INTL_TAGS.en, { weekday: "short", timeZone: "UTC" });
const rangeTitle = (from: string, to: string) => `${formatDay(from, "en", "short")} – ${formatDay(to, "en")}`;
const rem = (value: number) => `${value}rem`;

function boardHref(params: { from: string; span: number; city?: string; q?: string }): string {
  const query = new URLSearchParams({ from: params.from, span: String(params.span) });
  if (params.city) query.set("city", params.city);
  if (params.q) query.set("q", params.q);
  return `/dashboard/betaCalendar?${query}`;
}

/**
 * The Multi-Calendar: every unit of every property in scope as a row, days as columns. Server-rendered from
 * a fixed number of queries (`multiCalendar`); each row is one element with its closed days and stays laid
 * over it as absolutely positioned bands and bars, so the DOM grows with stays, not with rows × days.
 */
export async function MultiCalendarBoard({ actor, searchParams }: { actor: UserActor; searchParams: SearchParams }) {
  const t = await getTranslations("dashboardCatalogue.calendar");
  const today = todayIn(DEFAULT_TIME_ZONE);
  const from = dateParam(one(searchParams.from), today);
  const span = Number(one(searchParams.span)) === 31 ? 31 : 14;
  const city = one(searchParams.city)?.trim().slice(0, 80) || undefined;
  const q = one(searchParams.q)?.trim().slice(0, 80) || undefined;
  const board = await multiCalendar(db(), { actor, from, days: span, city, search: q });
  const days = daysFrom(from, addDays(from, span));
  const window = { from, days: span };
  const barsByUnit = new Map<string, MultiCalendarBar[]>();
  for (const bar of board.bars) barsByUnit.set(bar.unitId, [...(barsByUnit.get(bar.unitId) ?? []), bar]);
  const closedByUnit = new Map<string, string[]>();
  for (const closed of board.closedDays)
    closedByUnit.set(closed.unitId, [...(closedByUnit.get(closed.unitId) ?? []), closed.day]);
  const at = (target: string, size = span) => boardHref({ from: target, span: size, city, q });
  const columns = `${rem(ROW_HEADER_REM)} repeat(${span}, ${rem(DAY_WIDTH_REM)})`;

  return (
    <div className="space-y-4">
      <form
        method="get"
        action="/dashboard/betaCalendar"
        className="flex flex-wrap items-end gap-3"
        aria-label={t("board.filter")}
      >
        <input type="hidden" name="from" value={from} />
        <div className="space-y-1">
          <label htmlFor="board-city" className="block text-sm font-medium">
            {t("board.city")}
          </label>
          <select
            id="board-city"
            name="city"
            defaultValue={city ?? ""}
            className="block rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("board.allCities")}</option>
            {board.cities.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="board-q" className="block text-sm font-medium">
            {t("board.title")}
          </label>
          <input
            id="board-q"
            name="q"
            type="search"
            defaultValue={q ?? ""}
            placeholder={t("board.titlePlaceholder")}
            className="block w-56 rounded-lg border border-line bg-white px-3 py-2 text-sm"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="board-span" className="block text-sm font-medium">
            {t("board.span")}
          </label>
          <select
            id="board-span"
            name="span"
            defaultValue={String(span)}
            className="block rounded-lg border border-line bg-white px-3 py-2 text-sm"
          >
            <option value="14">{t("board.twoWeeks")}</option>
            <option value="31">{t("board.days31")}</option>
          </select>
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("board.show")}
        </button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold" data-testid="board-title">
          {rangeTitle(from, days.at(-1)!)}
        </h2>
        <CalendarNav
          label={t("board.move")}
          links={[
            { name: t("previousMonth"), text: t("board.previousMonth"), href: at(shiftDateByMonths(from, -1)) },
            { name: t("board.previousWeekName"), text: t("board.previousWeek"), href: at(addDays(from, -7)) },
            { name: t("today"), text: t("today"), href: at(today) },
            { name: t("board.nextWeekName"), text: t("board.nextWeek"), href: at(addDays(from, 7)) },
            { name: t("nextMonth"), text: t("board.nextMonth"), href: at(shiftDateByMonths(from, 1)) },
          ]}
        />
      </div>
      <StatusLegend />

      {board.rows.length === 0 ? (
        <EmptyState testId="board-empty" title={t(city || q ? "board.noneMatch" : "board.nothingToManage")} />
      ) : (
        <BoardDayLinks from={from} days={span}>
          <div
            className="max-h-[75vh] overflow-auto rounded-2xl border border-line bg-white"
            data-testid="multi-calendar"
          >
            <div className="grid w-max text-sm" style={{ gridTemplateColumns: columns }}>
              <div className="sticky left-0 top-0 z-30 border-b border-r border-line bg-white px-3 py-2 text-xs font-medium uppercase tracking-wide text-muted">
                {t("picker.property")}
              </div>
              {days.map((day) => (
                <div
                  key={day}
                  className={clsx(
                    "sticky top-0 z-20 border-b border-line bg-white py-1 text-center text-[11px] leading-tight tabular-nums",
                    day === today ? "font-bold text-brand-700" : "text-muted",
                  )}
                >
                  {shortDay.format(new Date(`${day}T00:00:00Z`))}
                  <br />
                  {Number(day.slice(8))}
                </div>
              ))}
              {board.rows.map((row) => {
                const monthHref = `/dashboard/calendar?property=${row.propertyId}&month=${from.slice(0, 7)}`;
                return (
                  <div key={row.unitId} className="contents" data-testid="board-row">
                    <Link
                      href={monthHref}
                      className="sticky left-0 z-10 block truncate border-b border-r border-line bg-white px-3 py-1.5 leading-tight hover:bg-brand-50"
                      title={`${row.title}${row.unitCount > 1 ? `, ${row.unitName}` : ""} (${row.city})`}
                    >
                      <span className="block truncate font-medium">{row.title}</span>
                      <span className="block truncate text-xs text-muted">
                        {row.unitCount > 1 ? `${row.unitName} · ${row.city}` : row.city}
                      </span>
                    </Link>
                    <div
                      className="relative h-12 cursor-pointer border-b border-line"
                      style={{
                        gridColumn: `2 / span ${span}`,
                        backgroundImage: `repeating-linear-gradient(to right, transparent 0 calc(${rem(DAY_WIDTH_REM)} - 1px), #eef1f0 calc(${rem(DAY_WIDTH_REM)} - 1px) ${rem(DAY_WIDTH_REM)})`,
                      }}
                      data-board-row={row.propertyId}
                    >
                      {dayRuns(closedByUnit.get(row.unitId) ?? [], window).map((run) => (
                        <div
                          key={run.column}
                          className={clsx("absolute inset-y-0", CLOSED_SHADE)}
                          style={{ left: rem(run.column * DAY_WIDTH_REM), width: rem(run.span * DAY_WIDTH_REM) }}
                          title={t("closed")}
                          data-testid="board-closed"
                        />
                      ))}
                      {placeBars(barsByUnit.get(row.unitId) ?? [], window).map(
                        ({ item: bar, column, span: length, continuesBefore, continuesAfter }) => {
                          const label = bar.hourlyCount
                            ? t("cell.hourly", { count: bar.hourlyCount })
                            : `${bar.guestName} · ${bar.reference}`;
                          return (
                            <Link
                              key={`${bar.reference ?? "hourly"}-${bar.checkIn}`}
                              href={`/dashboard/calendar?property=${row.propertyId}&month=${bar.checkIn.slice(0, 7)}`}
                              className={clsx(
                                "absolute top-2.5 h-7 truncate px-2 text-xs font-medium leading-7 hover:brightness-110",
                                STATUS_STYLES[bar.status],
                                !continuesBefore && "rounded-l-full",
                                !continuesAfter && "rounded-r-full",
                              )}
                              style={{
                                left: rem(column * DAY_WIDTH_REM + (continuesBefore ? 0 : 0.25)),
                                width: rem(
                                  length * DAY_WIDTH_REM - (continuesBefore ? 0 : 0.25) - (continuesAfter ? 0 : 0.25),
                                ),
                              }}
                              title={`${label} · ${stayStatus(t, bar.status)} · ${bar.checkIn} → ${bar.checkOut}`}
                              data-testid="board-bar"
                            >
                              {label}
                            </Link>
                          );
                        },
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
        </BoardDayLinks>
      )}
    </div>
  );
}

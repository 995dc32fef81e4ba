"use client";

import { CalendarDays } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { Matcher, Modifiers } from "react-day-picker";
import { addDays, daysBetween } from "@/lib/dates";
import { firstDayOfWeek, formatDay, formatDayRange, formatMonth } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { buttonClass } from "./button";
import { cn } from "./cn";

/**
 * The one date picker guests use (search, the product page's booking panel, checkout): a button showing the chosen
 * stay opens a calendar in a popover. Values stay ISO calendar days (`YYYY-MM-DD`) in and out, and in the forms'
 * hidden fields, so URLs and the server read them unchanged; only what people see is in their language (month and
 * day names, the first day of the week, Thai's Buddhist year in the caption: docs/I18N.md).
 *
 * In range mode the first choice is the check-in and the second the check-out (SPEC.md, Booking: a stay is the
 * nights from check-in to the day before check-out). Taken nights are struck through and cannot start a stay; once a
 * check-in is chosen, check-outs before the minimum stay and past the first taken night are refused, so the range
 * never runs over a night someone else has. The first taken night itself stays a valid check-out (that guest arrives
 * as this one leaves).
 */

/** A range of calendar days; "" where not chosen yet. `to` is the check-out day (the morning the guest leaves). */
export interface DayRange {
  from: string;
  to: string;
}

interface CommonProps {
  /** The visible label above the button; the datepicker namespace's "Dates" (range) or "Day" (single) if omitted. */
  label?: string;
  /** The first day that may be chosen (today where the stay is). */
  earliest: string;
  /** The last day a stay may start on. */
  latest: string;
  /** Today where the stay is (marked in the calendar); `earliest` if omitted. */
  today?: string;
  /** Nights nobody can book (start no stay on them, run no range over them). */
  taken?: ReadonlySet<string>;
  /** Called with the first day (`YYYY-MM-01`) of a month the guest moves to, to load its taken nights. */
  onMonthChange?: (month: string) => void;
  className?: string;
}

export interface DateRangePickerProps extends CommonProps {
  mode?: "range";
  /** Controlled value; without it the picker keeps its own, starting from `defaultValue`. */
  value?: DayRange;
  defaultValue?: DayRange;
  onChange?: (range: DayRange) => void;
  /** Names of hidden fields carrying the days in a plain GET form (the search): `{ from: "checkIn", to: "checkOut" }`. */
  names?: { from: string; to: string };
  /** The shortest stay in nights (SPEC.md, Booking: minimum stay); 1 if omitted. */
  minNights?: number;
  /** The longest stay in nights. */
  maxNights?: number;
}

export interface SingleDatePickerProps extends CommonProps {
  mode: "single";
  value?: string;
  defaultValue?: string;
  onChange?: (day: string) => void;
  /** Name of a hidden field carrying the day in a plain GET form. */
  name?: string;
}

/**
 * The calendar itself (react-day-picker, date-fns and the page's date-fns language) is fetched when a picker is
 * first opened, or as the pointer or the focus reaches its button, rather than with the page (date-range-calendar.tsx).
 */
const loadCalendar = () => import("./date-range-calendar");
const DateRangeCalendar = lazy(loadCalendar);

/**
 * The popup around it (Radix's popover: positioning, focus, dismissal; about 25 KB gzip) the same way, so a page's first
 * load carries only the button (date-range-popover.tsx). Both start loading as the pointer or the focus reaches the
 * button; a press before they arrive opens the popup when they do.
 */
const loadPopover = () => import("./date-range-popover");
const DateRangePopover = lazy(loadPopover);
function preload() {
  void loadPopover();
  void loadCalendar();
}

/** A calendar day as the calendar's local midnight (react-day-picker works in local dates) and back. */
function dateOf(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What a day of the calendar may be in range mode once `checkIn` is chosen: the rules of the check-out choice. The
 * limit is the first taken night at or after the check-in (a check-out on it is fine) or the longest stay.
 */
export function checkOutRules(
  checkIn: string,
  taken: ReadonlySet<string>,
  options: { minNights: number; maxNights?: number },
): { earliest: string; latest: string | null; checkOutOnly: string | null } {
  const firstTaken = [...taken].filter((night) => night >= checkIn).sort()[0] ?? null;
  const longest = options.maxNights ? addDays(checkIn, options.maxNights) : null;
  const latest = firstTaken && longest ? (firstTaken < longest ? firstTaken : longest) : (firstTaken ?? longest);
  return {
    earliest: addDays(checkIn, Math.max(1, options.minNights)),
    latest,
    checkOutOnly: firstTaken && latest === firstTaken ? firstTaken : null,
  };
}

export function DateRangePicker(props: DateRangePickerProps | SingleDatePickerProps) {
  const t = useTranslations("datepicker");
  const locale = useLocale() as Locale;
  const labelId = useId();
  const valueId = useId();
  const helpId = useId();
  const contentId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const single = props.mode === "single";
  const taken = props.taken ?? NO_NIGHTS;
  const minNights = !single ? Math.max(1, props.minNights ?? 1) : 1;
  const maxNights = !single ? props.maxNights : undefined;

  const [ownRange, setOwnRange] = useState<DayRange>(() =>
    single ? { from: props.defaultValue ?? "", to: "" } : (props.defaultValue ?? { from: "", to: "" }),
  );
  const range: DayRange = single ? { from: props.value ?? ownRange.from, to: "" } : (props.value ?? ownRange);
  const [open, setOpen] = useState(false);
  // The popup's module is rendered from the first opening on (and kept, so it can close and reopen at once).
  const [everOpened, setEverOpened] = useState(false);
  const [month, setMonth] = useState(() => dateOf(range.from || props.earliest));

  // Choosing the check-out: the check-in is chosen and the check-out not yet.
  const choosingCheckOut = !single && Boolean(range.from) && !range.to;
  const rules = choosingCheckOut ? checkOutRules(range.from, taken, { minNights, maxNights }) : null;

  function commit(next: DayRange) {
    if (single) {
      if (props.value === undefined) setOwnRange(next);
      props.onChange?.(next.from);
    } else {
      if (props.value === undefined) setOwnRange(next);
      props.onChange?.(next);
    }
  }

  function choose(day: string) {
    if (single) {
      commit({ from: day, to: "" });
      setOpen(false);
    } else if (rules && day > range.from) {
      commit({ from: range.from, to: day });
      setOpen(false);
    } else {
      commit({ from: day, to: "" });
    }
  }

  function setOpenWithMonth(next: boolean) {
    // Opening shows the month of the chosen day (or the first one that may be chosen).
    if (next) {
      setMonth(dateOf(range.from || props.earliest));
      setEverOpened(true);
    }
    setOpen(next);
  }

  function changeMonth(date: Date) {
    setMonth(date);
    props.onMonthChange?.(dayOf(date));
  }

  const disabled: Matcher = (date: Date) => {
    const day = dayOf(date);
    if (day < props.earliest) return true;
    if (rules && day > range.from) return day < rules.earliest || (rules.latest !== null && day > rules.latest);
    return day > props.latest || taken.has(day);
  };
  const modifiers: Record<string, Matcher> = {
    taken: (date: Date) => taken.has(dayOf(date)),
    checkOutOnly: (date: Date) => rules?.checkOutOnly === dayOf(date),
    belowMinimum: (date: Date) => {
      const day = dayOf(date);
      return rules !== null && day > range.from && day < rules.earliest;
    },
  };

  const nights = range.from && range.to ? daysBetween(range.from, range.to) : 0;
  const shown = single
    ? range.from
      ? formatDay(range.from, locale, "weekday")
      : t("chooseDay")
    : range.from && range.to
      ? t("chosenRange", { range: formatDayRange(range.from, range.to, locale), nights })
      : range.from
        ? `${formatDay(range.from, locale)} – …`
        : t("chooseDates");
  const status = single
    ? null
    : range.from && range.to
      ? t("chosenRange", { range: formatDayRange(range.from, range.to, locale), nights })
      : choosingCheckOut
        ? t("pickCheckOut")
        : t("pickCheckIn");

  // A check-out may fall after the last check-in day: the calendar goes as far as the longest stay (or a month).
  const lastMonth = single ? props.latest : addDays(props.latest, maxNights ?? 31);
  const dayLabel = (date: Date, dayModifiers: Modifiers) => {
    const iso = dayOf(date);
    const day = formatDay(iso, locale, "weekday");
    // Past days are plainly past; a later day that cannot be chosen says why.
    let label = dayModifiers.checkOutOnly
      ? t("dayCheckOutOnly", { day })
      : dayModifiers.taken
        ? t("dayTaken", { day })
        : dayModifiers.belowMinimum
          ? t("dayBelowMinimum", { day })
          : dayModifiers.disabled && iso >= props.earliest
            ? t("dayUnavailable", { day })
            : day;
    if (dayModifiers.today) label = t("dayToday", { day: label });
    if (dayModifiers.selected) label = t("daySelected", { day: label });
    return label;
  };

  const hidden = single ? (
    props.name ? (
      <input type="hidden" name={props.name} value={range.from} />
    ) : null
  ) : props.names ? (
    <>
      <input type="hidden" name={props.names.from} value={range.from} />
      <input type="hidden" name={props.names.to} value={range.to} />
    </>
  ) : null;

  const calendar = {
    language: locale,
    weekStartsOn: firstDayOfWeek(locale),
    month,
    onMonthChange: changeMonth,
    startMonth: dateOf(props.earliest),
    endMonth: dateOf(lastMonth),
    today: dateOf(props.today ?? props.earliest),
    disabled,
    modifiers,
    formatters: { formatCaption: (date: Date) => formatMonth(dayOf(date), locale) },
    labels: {
      labelDayButton: dayLabel,
      labelGrid: (date: Date) => formatMonth(dayOf(date), locale),
      labelNext: () => t("nextMonth"),
      labelPrevious: () => t("previousMonth"),
      labelNav: () => t("monthNavigation"),
    },
    classNames: DAY_PICKER_CLASSES,
    modifiersClassNames: MODIFIER_CLASSES,
    footer: status ?? undefined,
  };

  return (
    <div className={cn("block text-sm", props.className)}>
      <span id={labelId} className="font-medium">
        {props.label ?? (single ? t("day") : t("dates"))}
      </span>
      {hidden}
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpenWithMonth(!open)}
        aria-labelledby={`${labelId} ${valueId}`}
        data-testid="date-picker-trigger"
        className={cn(
          buttonClass({ variant: "secondary" }),
          "mt-1 min-h-11 w-full justify-start px-3 text-left font-normal",
        )}
      >
        <CalendarDays className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
        <span id={valueId} className={cn("truncate", !range.from && "text-muted")}>
          {shown}
        </span>
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <DateRangePopover
            open={open}
            onOpenChange={setOpenWithMonth}
            button={button}
            contentId={contentId}
            label={single ? t("calendarSingle") : t("calendar")}
            describedBy={helpId}
          >
            <Suspense fallback={<CalendarLoading label={t("loading")} />}>
              {single ? (
                <DateRangeCalendar
                  {...calendar}
                  mode="single"
                  selected={range.from ? dateOf(range.from) : undefined}
                  onSelect={(_, date) => choose(dayOf(date))}
                />
              ) : (
                <DateRangeCalendar
                  {...calendar}
                  mode="range"
                  selected={
                    range.from ? { from: dateOf(range.from), to: range.to ? dateOf(range.to) : undefined } : undefined
                  }
                  onSelect={(_, date) => choose(dayOf(date))}
                />
              )}
            </Suspense>
            {minNights > 1 && (
              <p className="mt-2 text-sm font-medium" data-testid="minimum-stay">
                {t("minimumStay", { count: minNights })}
              </p>
            )}
            {props.taken && <p className="mt-1 text-xs text-muted">{t("takenNote")}</p>}
            <p id={helpId} className="mt-1 text-xs text-muted">
              {t("keyboardHelp")}
            </p>
            <div className="mt-3 flex justify-end gap-2">
              {range.from && (
                <button
                  type="button"
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                  onClick={() => commit({ from: "", to: "" })}
                >
                  {t("clear")}
                </button>
              )}
              <button
                type="button"
                className={buttonClass({ variant: "secondary", size: "sm" })}
                onClick={() => setOpen(false)}
              >
                {t("done")}
              </button>
            </div>
          </DateRangePopover>
        </Suspense>
      )}
    </div>
  );
}

const NO_NIGHTS: ReadonlySet<string> = new Set();

/** The calendar's room while it loads (a month's height, so the popover does not jump), announced politely. */
function CalendarLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex h-80 items-center justify-center text-sm text-muted"
      data-testid="calendar-loading"
    >
      {label}
    </div>
  );
}

/** Large targets (44 px rows) across the popover's full width, for a thumb on a phone. */
const DAY_PICKER_CLASSES = {
  root: "relative",
  months: "relative",
  month: "space-y-2",
  nav: "absolute inset-x-0 top-0 flex items-center justify-between",
  button_previous:
    "inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-30",
  button_next:
    "inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-30",
  chevron: "h-4 w-4 fill-current",
  month_caption: "flex h-10 items-center justify-center",
  caption_label: "text-sm font-semibold",
  month_grid: "w-full border-collapse",
  weekdays: "",
  weekday: "pb-1 text-center text-xs font-normal text-muted",
  week: "",
  day: "p-0.5 text-center",
  day_button:
    "h-11 w-full rounded-lg text-sm outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:hover:bg-transparent",
  footer: "mt-2 text-sm",
};

const MODIFIER_CLASSES = {
  today: "font-semibold",
  disabled: "text-muted/60",
  taken: "text-muted line-through",
  selected: "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700",
  range_middle: "[&>button]:bg-brand-100 [&>button]:text-ink [&>button]:rounded-none",
};

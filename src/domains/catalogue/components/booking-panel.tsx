"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { clsx } from "clsx";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney, formatNumber } from "@/lib/format";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { addDays, daysBetween, monthOf, monthTitle } from "../dates";
import type { ProductQuote } from "../product";
import { quoteLineWords, quoteRefusalWords } from "../quote-words";

type Mode = "nightly" | "monthly" | "hourly";

/** The stay a page starts with (from the URL); fields of other modes are ignored. */
export interface StayChoice {
  mode: Mode;
  checkIn?: string;
  checkOut?: string;
  day?: string;
  start?: string;
  hours?: number;
  guests: number;
}

interface Props {
  propertyId: string;
  /** The visitor's currency when rates are known (lines then also show in it). */
  currency: string | null;
  /** Today in the property's time zone. */
  today: string;
  /** The last day a stay may start on (DOMAIN.md Booking, Limits: `maxLeadMonths` ahead, stay-window.ts). */
  latest: string;
  timeZone: string;
  maxGuests: number;
  modes: Record<Mode, boolean>;
  instantBook: boolean;
  initial: StayChoice;
  initialQuote: ProductQuote | null;
  initialUnavailable: { from: string; to: string; nights: string[] };
  /** The partner storefront the guest came from (already checked against the partner list), carried to checkout. */
  channel?: string | null;
}

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

interface State {
  mode: Mode;
  checkIn: string;
  checkOut: string;
  months: number;
  day: string;
  start: string;
  hours: number;
  guests: number;
}

function initialState(initial: StayChoice, modes: Record<Mode, boolean>): State {
  const mode = modes[initial.mode] ? initial.mode : ((Object.keys(modes) as Mode[]).find((m) => modes[m]) ?? "nightly");
  const checkIn = initial.checkIn ?? "";
  const checkOut = initial.checkOut ?? "";
  return {
    mode,
    checkIn,
    checkOut,
    months: checkIn && checkOut ? Math.max(1, Math.round(daysBetween(checkIn, checkOut) / 30)) : 1,
    day: initial.day ?? "",
    start: initial.start ?? "10:00",
    hours: initial.hours ?? 3,
    guests: initial.guests,
  };
}

/** Same day of the month, `months` later (the last day of a shorter month when it has no such day). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

function stayOf(state: State) {
  if (state.mode === "hourly")
    return state.day && state.start
      ? { mode: "hourly" as const, day: state.day, start: state.start, hours: state.hours }
      : null;
  if (state.mode === "monthly")
    return state.checkIn
      ? { mode: "monthly" as const, checkIn: state.checkIn, checkOut: addMonths(state.checkIn, state.months) }
      : null;
  return state.checkIn && state.checkOut
    ? { mode: "nightly" as const, checkIn: state.checkIn, checkOut: state.checkOut }
    : null;
}

/**
 * The product page's availability calendar and live quote: pick dates (or a day and hours), see every
 * line of the price in the property's currency and the visitor's, then go on to book.
 */
export function BookingPanel(props: Props) {
  const { propertyId, currency, today, latest, modes, instantBook, maxGuests } = props;
  const t = useTranslations("product");
  const locale = useLocale();
  const [state, setState] = useState<State>(() => initialState(props.initial, modes));
  const [quote, setQuote] = useState<ProductQuote | null>(props.initialQuote);
  const [quoting, setQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<Set<string>>(() => new Set(props.initialUnavailable.nights));
  const loaded = useRef<Set<string>>(
    new Set([props.initialUnavailable.from, monthOf(props.initialUnavailable.from)[1]]),
  );
  const [viewMonth, setViewMonth] = useState(() => monthOf(state.checkIn || state.day || today)[0]);
  const stay = useMemo(() => stayOf(state), [state]);
  const quoteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const quoteRequest = useRef(0);

  /** Changes the stay, keeps the URL in step (a reload or a shared link keeps it) and quotes it again. */
  function update(patch: Partial<State>) {
    const next = { ...state, ...patch };
    setState(next);
    const nextStay = stayOf(next);
    const query = new URLSearchParams({
      guests: String(next.guests),
      ...(nextStay ? stayParams(nextStay) : { mode: next.mode }),
      ...(props.channel ? { channel: props.channel } : {}),
    });
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}`);
    clearTimeout(quoteTimer.current);
    const request = ++quoteRequest.current;
    setQuoteError(null);
    if (!nextStay) {
      setQuote(null);
      setQuoting(false);
      return;
    }
    setQuoting(true);
    // A short pause so that typing a date or clicking through the calendar asks once.
    quoteTimer.current = setTimeout(() => {
      callFunction<ProductQuote>("quoteStay", {
        propertyId,
        stay: nextStay,
        guests: next.guests,
        ...(currency ? { currency } : {}),
      })
        .then((result) => request === quoteRequest.current && setQuote(result))
        .catch((error: unknown) => {
          if (request === quoteRequest.current)
            setQuoteError(error instanceof FunctionsError ? error.message : t("panel.quoteFailed"));
        })
        .finally(() => request === quoteRequest.current && setQuoting(false));
    }, 250);
  }

  // Load the nights of a month the guest moves to, once.
  useEffect(() => {
    const months = [viewMonth, monthOf(viewMonth)[1]].filter((month) => !loaded.current.has(month));
    if (months.length === 0) return;
    months.forEach((month) => loaded.current.add(month));
    const from = months[0]!;
    const to = monthOf(months.at(-1)!)[1];
    callFunction<{ unavailable: string[] }>("productAvailability", { propertyId, from, to })
      .then((result) => setUnavailable((previous) => new Set([...previous, ...result.unavailable])))
      .catch(() => months.forEach((month) => loaded.current.delete(month)));
  }, [viewMonth, propertyId]);

  function pick(date: string) {
    if (state.mode === "hourly") return update({ day: date });
    if (state.mode === "monthly") return update({ checkIn: date });
    if (!state.checkIn || state.checkOut || date <= state.checkIn) return update({ checkIn: date, checkOut: "" });
    // A range may not run over a taken night; then the click starts a new range.
    for (let night = state.checkIn; night < date; night = addDays(night, 1)) {
      if (unavailable.has(night)) return update({ checkIn: date, checkOut: "" });
    }
    update({ checkOut: date });
  }

  const offered = (Object.keys(modes) as Mode[]).filter((mode) => modes[mode]);
  const partner: Record<string, string> = props.channel ? { channel: props.channel } : {};
  const bookHref =
    stay && quote?.available
      ? `/checkout?${new URLSearchParams({ property: propertyId, guests: String(state.guests), ...stayParams(stay), ...partner })}`
      : null;

  return (
    <div className="mt-4 space-y-4">
      {offered.length > 1 && (
        <div
          role="radiogroup"
          aria-label={t("panel.bookBy")}
          className="grid grid-flow-col gap-1 rounded-lg bg-brand-50 p-1"
        >
          {offered.map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={state.mode === mode}
              onClick={() => update({ mode })}
              className={clsx(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                state.mode === mode ? "bg-white shadow-sm" : "text-muted hover:text-ink",
              )}
            >
              {t(`panel.modes.${mode}`)}
            </button>
          ))}
        </div>
      )}

      <div className="grid grid-cols-2 gap-2">
        {state.mode === "nightly" && (
          <>
            <DateInput
              label={t("panel.checkIn")}
              value={state.checkIn}
              min={today}
              max={latest}
              onChange={(checkIn) => update({ checkIn, checkOut: state.checkOut > checkIn ? state.checkOut : "" })}
            />
            <DateInput
              label={t("panel.checkOut")}
              value={state.checkOut}
              min={state.checkIn ? addDays(state.checkIn, 1) : today}
              max={addDays(state.checkIn || latest, BUSINESS_SETTINGS.maxNightlyStayNights)}
              onChange={(checkOut) => update({ checkOut })}
            />
          </>
        )}
        {state.mode === "monthly" && (
          <>
            <DateInput
              label={t("panel.moveIn")}
              value={state.checkIn}
              min={today}
              max={latest}
              onChange={(checkIn) => update({ checkIn })}
            />
            <label className="block text-sm">
              <span className="font-medium">{t("panel.for")}</span>
              <select
                value={state.months}
                onChange={(event) => update({ months: Number(event.target.value) })}
                className="mt-1 block w-full rounded-lg border border-line bg-white px-2 py-2 text-sm"
              >
                {Array.from({ length: 12 }, (_, index) => index + 1).map((n) => (
                  <option key={n} value={n}>
                    {t("panel.monthsCount", { count: n })}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {state.mode === "hourly" && (
          <>
            <DateInput
              label={t("panel.day")}
              value={state.day}
              min={today}
              max={latest}
              onChange={(day) => update({ day })}
            />
            <label className="block text-sm">
              <span className="font-medium">{t("panel.start")}</span>
              <input
                type="time"
                step={1800}
                value={state.start}
                onChange={(event) => update({ start: event.target.value })}
                className="mt-1 block w-full rounded-lg border border-line bg-white px-2 py-2 text-sm"
              />
            </label>
            <label className="block text-sm">
              <span className="font-medium">{t("panel.hours")}</span>
              <select
                value={state.hours}
                onChange={(event) => update({ hours: Number(event.target.value) })}
                className="mt-1 block w-full rounded-lg border border-line bg-white px-2 py-2 text-sm"
              >
                {Array.from({ length: 12 }, (_, index) => index + 1).map((n) => (
                  <option key={n} value={n}>
                    {formatNumber(n, locale)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className="block text-sm">
          <span className="font-medium">{t("panel.guests")}</span>
          <select
            value={state.guests}
            onChange={(event) => update({ guests: Number(event.target.value) })}
            className="mt-1 block w-full rounded-lg border border-line bg-white px-2 py-2 text-sm"
          >
            {Array.from({ length: maxGuests }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {t("panel.guestsCount", { count: n })}
              </option>
            ))}
          </select>
        </label>
      </div>

      <MonthCalendar
        month={viewMonth}
        today={today}
        unavailable={unavailable}
        selection={
          state.mode === "hourly"
            ? { from: state.day, to: state.day }
            : { from: state.checkIn, to: stay && stay.mode !== "hourly" ? addDays(stay.checkOut, -1) : state.checkIn }
        }
        onPick={pick}
        onMonth={setViewMonth}
      />

      <div aria-live="polite" aria-busy={quoting} data-testid="quote">
        {quoteError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {quoteError}
          </p>
        ) : !stay ? (
          <p className="text-sm text-muted">
            {state.mode === "hourly" ? t("panel.chooseHours") : t("panel.chooseDates")}
          </p>
        ) : quoting && !quote ? (
          <p className="text-sm text-muted">{t("panel.working")}</p>
        ) : quote && !quote.available ? (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm">
            <QuoteRefusal message={quote.message} />
          </p>
        ) : quote?.available ? (
          <QuoteLines quote={quote} stale={quoting} />
        ) : null}
      </div>

      {bookHref && !quoting ? (
        <a
          href={bookHref}
          className="block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          {instantBook ? t("panel.book") : t("panel.requestToBook")}
        </a>
      ) : (
        <button
          type="button"
          disabled
          className="block w-full cursor-not-allowed rounded-lg bg-brand-600/50 px-4 py-3 text-center font-semibold text-white"
        >
          {instantBook ? t("panel.book") : t("panel.requestToBook")}
        </button>
      )}
      <p className="text-center text-xs text-muted">
        {instantBook ? t("panel.instantNote") : t("panel.requestNote", { hours: BUSINESS_SETTINGS.requestHours })}{" "}
        {t("panel.timesLocal", { zone: props.timeZone.replace("_", " ") })}
      </p>
    </div>
  );
}

function stayParams(stay: NonNullable<ReturnType<typeof stayOf>>): Record<string, string> {
  return stay.mode === "hourly"
    ? { mode: "hourly", day: stay.day, start: stay.start, hours: String(stay.hours) }
    : { mode: stay.mode, checkIn: stay.checkIn, checkOut: stay.checkOut };
}

function QuoteLines({ quote, stale }: { quote: Extract<ProductQuote, { available: true }>; stale: boolean }) {
  const t = useTranslations("product");
  const locale = useLocale();
  const nameOf = (line: (typeof quote.lines)[number]) => {
    const words = quoteLineWords(line, locale);
    return words ? t(words.key, words.values) : line.label;
  };
  return (
    <div className={clsx("space-y-2 text-sm transition-opacity", stale && "opacity-50")}>
      <FiguresTable
        caption={t("quote.caption")}
        density="compact"
        rows={quote.lines.map((line) => ({
          key: `${line.kind}-${line.label}`,
          label: (
            <>
              {nameOf(line)}
              {line.unitAmountMinor !== undefined && line.quantity !== undefined && line.kind === "stay" && (
                <span className="text-muted">
                  {" "}
                  × {formatMoney({ amountMinor: line.unitAmountMinor, currency: quote.quote.currency }, locale)}
                </span>
              )}
            </>
          ),
          figures: [
            formatMoney({ amountMinor: line.amountMinor, currency: quote.quote.currency }, locale, { exact: true }),
          ],
        }))}
        foot={[
          {
            key: "total",
            label: t("quote.total", { currency: quote.quote.currency }),
            emphasis: "subtotal",
            figures: [
              formatMoney({ amountMinor: quote.total.amountMinor, currency: quote.total.currency }, locale, {
                exact: true,
              }),
            ],
            figureProps: [{ "data-testid": "quote-total" }],
          },
        ]}
      />
      {quote.total.converted && (
        <p className="text-right text-muted" data-testid="quote-converted">
          {t("quote.converted", {
            converted: formatMoney(quote.total.converted, locale, { currencyDisplay: "symbol" }),
            currency: quote.total.converted.currency,
            charged: quote.quote.currency,
          })}
        </p>
      )}
      {quote.unitName !== "Entire place" && (
        <p className="text-muted">{t("quote.yourRoom", { unit: quote.unitName })}</p>
      )}
    </div>
  );
}

/** Why the stay cannot be priced, in the page's language (as the quote wrote it when the list lacks it). */
function QuoteRefusal({ message }: { message: string }) {
  const t = useTranslations("product");
  const words = quoteRefusalWords(message, useLocale());
  return words ? t(words.key, words.values) : message;
}

function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-2 py-2 text-sm"
      />
    </label>
  );
}

function MonthCalendar({
  month,
  today,
  unavailable,
  selection,
  onPick,
  onMonth,
}: {
  month: string;
  today: string;
  unavailable: Set<string>;
  selection: { from: string; to: string };
  onPick: (date: string) => void;
  onMonth: (month: string) => void;
}) {
  const [first, next] = monthOf(month);
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days = Array.from({ length: daysBetween(first, next) }, (_, index) => addDays(first, index));
  const previous = monthOf(addDays(first, -1))[0];
  const title = monthTitle(first);
  return (
    <div className="rounded-xl border border-line p-3" data-testid="availability-calendar">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonth(previous)}
          disabled={first <= monthOf(today)[0]}
          aria-label="Previous month"
          className="rounded p-1 hover:bg-brand-50 disabled:opacity-30"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <p className="text-sm font-medium" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          onClick={() => onMonth(next)}
          aria-label="Next month"
          className="rounded p-1 hover:bg-brand-50"
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-2 grid grid-cols-7 gap-y-1 text-center text-xs" role="group" aria-label={title}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="text-muted" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {Array.from({ length: offset }, (_, index) => (
          <span key={`blank-${index}`} />
        ))}
        {days.map((day) => {
          const past = day < today;
          const taken = unavailable.has(day);
          const selected = selection.from && day >= selection.from && day <= (selection.to || selection.from);
          return (
            <button
              key={day}
              type="button"
              disabled={past}
              onClick={() => onPick(day)}
              aria-pressed={Boolean(selected)}
              aria-label={`${day}${taken ? ", not available" : ""}`}
              className={clsx(
                "mx-auto h-8 w-8 rounded-full",
                past && "text-muted/50",
                taken && !past && "text-muted line-through",
                selected ? "bg-brand-600 text-white" : !past && "hover:bg-brand-50",
              )}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-muted">Struck-through nights are taken.</p>
    </div>
  );
}

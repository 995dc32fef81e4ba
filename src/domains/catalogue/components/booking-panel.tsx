"use client";

import { clsx } from "clsx";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney, formatNumber } from "@/lib/format";
import { COUNTRIES } from "@/lib/countries";
import { countryName } from "@/lib/iso-countries";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { addMonths } from "@/lib/dates";
import { daysBetween, monthOf } from "../dates";
import type { ProductQuote } from "../product";
import { quoteLineWords, quoteRefusalWords } from "../quote-words";
import { occupancyParams, type Occupancy } from "../occupancy";
import { OccupancyControl } from "./occupancy-control";

type Mode = "nightly" | "monthly" | "hourly";

/** The stay a page starts with (from the URL); fields of other modes are ignored. */
export interface StayChoice {
  mode: Mode;
  checkIn?: string;
  checkOut?: string;
  day?: string;
  start?: string;
  hours?: number;
  /** Who stays: adults and each child's age. */
  occupancy: Occupancy;
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
  /** The most adults and children one unit takes (null: up to `maxGuests` of either). */
  maxAdults: number | null;
  maxChildren: number | null;
  /** The property's minimum stay in nights (a day's override or a season may ask more; the quote says so). */
  minNights: number;
  modes: Record<Mode, boolean>;
  instantBook: boolean;
  /** A deposit at booking and the balance's days before check-in (docs/DEPOSITS.md); null: paid in full. */
  deposit?: { percent: number; balanceDaysBefore: number } | null;
  initial: StayChoice;
  initialQuote: ProductQuote | null;
  initialUnavailable: { from: string; to: string; nights: string[] };
  /** The partner storefront the guest came from (already checked against the partner list), carried to checkout. */
  channel?: string | null;
  /** The business settings in force the panel tells (the longest nightly stay, the time to answer a request). */
  limits?: { maxNightlyStayNights: number; requestHours: number };
}

interface State {
  mode: Mode;
  checkIn: string;
  checkOut: string;
  months: number;
  day: string;
  start: string;
  hours: number;
  occupancy: Occupancy;
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
    occupancy: initial.occupancy,
  };
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
  const limits = props.limits ?? BUSINESS_SETTINGS;
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
    const query = new URLSearchParams([
      ...occupancyParams(next.occupancy),
      ...Object.entries(nextStay ? stayParams(nextStay) : { mode: next.mode }),
      ...(props.channel ? [["channel", props.channel] as [string, string]] : []),
    ]);
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
        guests: next.occupancy,
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

  const offered = (Object.keys(modes) as Mode[]).filter((mode) => modes[mode]);
  const partner: Record<string, string> = props.channel ? { channel: props.channel } : {};
  const bookHref =
    stay && quote?.available
      ? `/checkout?${new URLSearchParams([
          ["property", propertyId],
          ...occupancyParams(state.occupancy),
          ...Object.entries(stayParams(stay)),
          ...Object.entries(partner),
        ])}`
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
            <DateRangePicker
              className="col-span-2"
              earliest={today}
              latest={latest}
              taken={unavailable}
              minNights={props.minNights}
              maxNights={limits.maxNightlyStayNights}
              value={{ from: state.checkIn, to: state.checkOut }}
              onChange={({ from, to }) => update({ checkIn: from, checkOut: to })}
              onMonthChange={setViewMonth}
            />
          </>
        )}
        {state.mode === "monthly" && (
          <>
            <DateRangePicker
              mode="single"
              label={t("panel.moveIn")}
              earliest={today}
              latest={latest}
              taken={unavailable}
              value={state.checkIn}
              onChange={(checkIn) => update({ checkIn })}
              onMonthChange={setViewMonth}
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
            <DateRangePicker
              mode="single"
              label={t("panel.day")}
              earliest={today}
              latest={latest}
              value={state.day}
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
        <OccupancyControl
          className="col-span-2"
          value={state.occupancy}
          onChange={(occupancy) => update({ occupancy })}
          maxTotal={maxGuests}
          maxAdults={props.maxAdults}
          maxChildren={props.maxChildren}
        />
      </div>

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
      {props.deposit && (
        <p className="text-center text-sm" data-testid="panel-deposit">
          {t("panel.deposit", { percent: props.deposit.percent, days: props.deposit.balanceDaysBefore })}
        </p>
      )}
      <p className="text-center text-xs text-muted">
        {instantBook ? t("panel.instantNote") : t("panel.requestNote", { hours: limits.requestHours })}{" "}
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
      {/* Before the guest says their nationality the estimate charges a foreign guest's taxes, the most the stay
          costs, and says so: the checkout asks and leaves the tax out for the exempt (ARCHITECTURE.md "Stay taxes"). */}
      {(quote.quote.taxBasis?.rules ?? [])
        .filter(
          (rule) =>
            rule.outcome === "charged" && rule.amountMinor > 0 && rule.exempt === "citizens_and_permanent_residents",
        )
        .map((rule) => (
          <p key={rule.label} className="text-muted" data-testid="quote-tax-note">
            {t("quote.taxForeignGuests", {
              tax: nameOf({ kind: "tax", label: rule.label } as (typeof quote.lines)[number]),
              country: countryName(COUNTRIES[rule.country].isoCode, locale),
            })}
          </p>
        ))}
    </div>
  );
}

/** Why the stay cannot be priced, in the page's language (as the quote wrote it when the list lacks it). */
function QuoteRefusal({ message }: { message: string }) {
  const t = useTranslations("product");
  const words = quoteRefusalWords(message, useLocale());
  return words ? t(words.key, words.values) : message;
}

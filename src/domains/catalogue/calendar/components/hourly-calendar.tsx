"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formatMoney, toMajor } from "@/lib/money";
import { clockOf, openingHours } from "../grid";
import { blockHoursInput, reopenHoursInput, setHourlyPriceInput, supplierBlockReason } from "../inputs";
import type { HourlySchedule } from "../queries";
import { CLOSED_SHADE, stayStatus, STATUS_STYLES } from "./calendar-nav";
import { priceShapeMessage, ReasonSelect } from "./day-actions";
import { useRangeSelection } from "./use-range-selection";

/** The hourly price as typed. */
const priceFields = z.object({ price: z.string() });

/** The function's name for the price the form calls "price". */
const FIELD_OF = { amountMinor: "price" } as const;

/** Arrow keys move an hour left or right (minutes since midnight). */
const HOUR_MOVES: Record<string, number> = { ArrowLeft: -60, ArrowRight: 60 };

/**
 * One day of an hourly property by the hour, a row per unit within opening hours: live stays (and the
 * cleaning buffer after them, hatched), closed hours, and a panel to close or reopen chosen hours and to
 * set the day's hourly price. Hours are chosen like days: first and last, drag, or keyboard.
 */
export function HourlyCalendar({ schedule }: { schedule: HourlySchedule }) {
  const t = useTranslations("dashboardCatalogue.calendar");
  const { property } = schedule;
  const hours = openingHours(property.openingTime, property.closingTime);
  const [dayStart, dayEnd] = [hours[0] ?? 0, (hours.at(-1) ?? 1380) + 60];
  const isPast = (hour: number) => hour < schedule.readOnlyBefore;
  const { selection, range, cellProps } = useRangeSelection({
    slots: hours,
    isPast,
    moves: HOUR_MOVES,
    advance: (hour, by) => hour + by,
  });
  const position = (start: number, end: number) => ({
    left: `${((Math.max(start, dayStart) - dayStart) / (dayEnd - dayStart)) * 100}%`,
    width: `${((Math.min(end, dayEnd) - Math.max(start, dayStart)) / (dayEnd - dayStart)) * 100}%`,
  });

  return (
    <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
      <div className="min-w-0 flex-1 space-y-6">
        {schedule.units.map((unit) => {
          const bookings = schedule.bookings.filter((booking) => booking.unitId === unit.id);
          const blocks = schedule.blocks.filter((block) => block.unitId === unit.id);
          const closedDay = schedule.days.find((entry) => entry.unitId === unit.id && entry.closed);
          return (
            <section key={unit.id} aria-label={unit.name} className="space-y-2">
              <h2 className="text-base font-semibold">{unit.name}</h2>
              {closedDay && (
                <p className="text-sm text-muted">
                  {t(closedDay.note ? "hourly.closedAllDayNote" : "hourly.closedAllDay", {
                    reason: t(`blockReasons.${closedDay.blockReason ?? "other"}`),
                    note: closedDay.note,
                  })}
                </p>
              )}
              <div className="overflow-x-auto rounded-2xl border border-line bg-white">
                <div
                  role="grid"
                  aria-label={t("hourly.grid", { unit: unit.name, day: schedule.day })}
                  className="relative select-none"
                  style={{ minWidth: `${hours.length * 3}rem` }}
                  data-testid="hour-grid"
                >
                  <div
                    role="row"
                    className="grid"
                    style={{ gridTemplateColumns: `repeat(${hours.length}, minmax(0, 1fr))` }}
                  >
                    {hours.map((hour) => (
                      <div
                        key={hour}
                        role="columnheader"
                        className="border-b border-line px-1.5 py-1.5 text-xs font-medium tabular-nums text-muted"
                      >
                        {clockOf(hour)}
                      </div>
                    ))}
                  </div>
                  <div
                    role="row"
                    className="relative grid h-20"
                    style={{ gridTemplateColumns: `repeat(${hours.length}, minmax(0, 1fr))` }}
                  >
                    {hours.map((hour) => {
                      const end = hour + 60;
                      const booking = bookings.find((each) => each.start < end && each.end > hour);
                      const cleaning = !booking && bookings.find((each) => each.end < end && each.occupiedUntil > hour);
                      const block = blocks.find((each) => each.start < end && each.end > hour);
                      const { selected, ...cell } = cellProps(unit.id, hour);
                      const label = [
                        `${clockOf(hour)}–${clockOf(end)}`,
                        booking
                          ? t("cell.booked", {
                              guest: booking.guestName,
                              reference: booking.reference,
                              status: stayStatus(t, booking.status),
                            })
                          : null,
                        cleaning ? t("hourly.cleaningAfter") : null,
                        block
                          ? t(block.note ? "cell.closedNote" : "cell.closed", {
                              reason: t(`blockReasons.${block.reason}`),
                              note: block.note,
                            })
                          : null,
                        isPast(hour) ? t("cell.past") : null,
                      ]
                        .filter(Boolean)
                        .join(", ");
                      return (
                        <div
                          key={hour}
                          {...cell}
                          role="gridcell"
                          aria-label={label}
                          aria-selected={selected}
                          aria-disabled={isPast(hour) || undefined}
                          className={clsx(
                            "cursor-pointer border-r border-line outline-none last:border-r-0 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500",
                            isPast(hour) && "cursor-not-allowed bg-canvas",
                            selected && "bg-brand-100 ring-2 ring-inset ring-brand-600",
                          )}
                        />
                      );
                    })}
                    {/* Stays, buffers and blocks lie over the hour cells without catching their clicks. */}
                    {blocks.map((block) => (
                      <div
                        key={block.id}
                        aria-hidden="true"
                        data-testid="hour-block"
                        className={clsx(
                          "pointer-events-none absolute top-2 h-7 truncate rounded-md border border-slate-300 px-2 text-[11px] font-semibold leading-7 text-ink",
                          CLOSED_SHADE,
                        )}
                        style={position(block.start, block.end)}
                      >
                        {t(`blockReasons.${block.reason}`)}
                      </div>
                    ))}
                    {bookings.map((booking) => (
                      <div
                        key={booking.id}
                        aria-hidden="true"
                        className="pointer-events-none absolute bottom-2 flex h-7"
                        style={position(booking.start, booking.occupiedUntil)}
                      >
                        <div
                          data-testid="hour-stay"
                          className={clsx(
                            "h-full truncate rounded-l-md px-2 text-[11px] font-medium leading-7",
                            STATUS_STYLES[booking.status],
                            booking.occupiedUntil === booking.end && "rounded-r-md",
                          )}
                          style={{
                            width: `${((booking.end - booking.start) / (booking.occupiedUntil - booking.start || 1)) * 100}%`,
                          }}
                        >
                          {booking.guestName} · {booking.reference}
                        </div>
                        {booking.occupiedUntil > booking.end && (
                          <div
                            className="h-full flex-1 truncate rounded-r-md border border-dashed border-slate-400 bg-[repeating-linear-gradient(45deg,#f1f5f9_0_3px,#ffffff_3px_6px)] px-1 text-[10px] leading-6 text-muted"
                            title={t("hourly.cleaning")}
                          >
                            {t("hourly.cleaning")}
                          </div>
                        )}
                      </div>
                    ))}
                  </div>
                </div>
              </div>
            </section>
          );
        })}
      </div>
      <aside aria-label={t("hourly.change")} className="w-full shrink-0 space-y-4 xl:sticky xl:top-4 xl:w-80">
        {range && selection ? (
          <HourActions
            key={`${selection.unitId}|${range[0]}|${range[1]}`}
            schedule={schedule}
            unitId={selection.unitId}
            start={range[0]}
            end={range[1] + 60}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-line bg-white p-4 text-sm text-muted">
            {t("hourly.chooseHours")}
          </p>
        )}
        <HourlyPriceForm schedule={schedule} />
      </aside>
    </div>
  );
}

/** The close-or-reopen panel's fields as typed (the reason and note only matter when closing). */
const hourFields = z.object({ reason: z.string(), note: z.string() });
type HourFields = z.infer<typeof hourFields>;

/**
 * The chosen hours (and units) with the panel's fields, read into `blockHours`' or `reopenHours`' input and
 * checked by that function's own schema.
 */
function hoursSchema(
  kind: "block" | "reopen",
  hours: { propertyId: string; unitIds: string[]; day: string; start: string; end: string },
) {
  return kind === "block"
    ? formSchema(
        hourFields,
        // A choice from the list; the schema says so if it is not one of the reasons.
        (values) => ({ ...hours, reason: values.reason as z.infer<typeof supplierBlockReason>, note: values.note }),
        blockHoursInput,
      )
    : formSchema(hourFields, () => hours, reopenHoursInput);
}

/** Close or reopen the chosen hours of one unit (or of every unit of the place). */
export function HourActions({
  schedule,
  unitId,
  start,
  end,
}: {
  schedule: HourlySchedule;
  unitId: string;
  start: number;
  end: number;
}) {
  const t = useTranslations("dashboardCatalogue.calendar");
  const router = useRouter();
  const [kind, setKind] = useState<"block" | "reopen">("block");
  const [everyUnit, setEveryUnit] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const unit = schedule.units.find((each) => each.id === unitId)!;
  const hoursText = `${clockOf(start)}–${clockOf(end)}`;
  const schema = useMemo(
    () =>
      hoursSchema(kind, {
        propertyId: schedule.property.id,
        unitIds: everyUnit ? schedule.units.map((each) => each.id) : [unitId],
        day: schedule.day,
        start: clockOf(start),
        end: clockOf(end),
      }),
    [kind, schedule.property.id, schedule.units, schedule.day, everyUnit, unitId, start, end],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<HourFields, unknown, unknown>({
    name: kind === "block" ? "blockHours" : "reopenHours",
    schema,
    defaultValues: { reason: "maintenance", note: "" },
  });
  const submit = submitWith(() => {
    setDone(t(kind === "block" ? "hourly.closedDone" : "hourly.reopenedDone", { hours: hoursText }));
    router.refresh();
  });
  // The function's refusals of the hours or units themselves (hours that have begun, a unit not of this place).
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const rangeError =
    errors.start?.message ?? errors.end?.message ?? errors.day?.message ?? errors.unitIds?.message ?? null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setDone(null);
        void submit(event);
      }}
      aria-label={t("hourly.change")}
      className="space-y-4 rounded-2xl border border-line bg-white p-4"
    >
      <div>
        <p className="text-sm font-semibold" data-testid="selected-range">
          {schedule.day}, {hoursText}
        </p>
        <p className="text-sm text-muted">{unit.name}</p>
      </div>
      {schedule.units.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={everyUnit} onChange={(event) => setEveryUnit(event.target.checked)} />
          {t("applyToAll", { count: schedule.units.length })}
        </label>
      )}
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t("action")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {(
            [
              ["block", t("hourly.close")],
              ["reopen", t("hourly.reopen")],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg border border-line px-2.5 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name="action"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "block" && (
        <>
          <ReasonSelect id={`${id}-reason`} {...form.register("reason")} />
          <Field label={t("note")} {...form.register("note")} maxLength={500} error={errorOf("note")} />
        </>
      )}
      {rangeError && <FormMessage>{rangeError}</FormMessage>}
      {formError && <FormMessage>{formError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Button type="submit" busy={busy} className="w-full">
        {t("apply")}
      </Button>
    </form>
  );
}

/** The day's hourly price for every unit: stored as the day's price override, charged by the quote that day. */
export function HourlyPriceForm({ schedule }: { schedule: HourlySchedule }) {
  const t = useTranslations("dashboardCatalogue.calendar");
  const router = useRouter();
  const { property } = schedule;
  const schema = useMemo(
    () =>
      formSchema(
        priceFields,
        ({ price }, context) => {
          const amountMinor = minorOf(price, property.currency);
          if (amountMinor === undefined)
            fieldIssue(
              context,
              "price",
              priceShapeMessage(t, property.currency, toMajor(property.hourlyRateMinor ?? 0, property.currency)),
            );
          return {
            propertyId: property.id,
            unitIds: schedule.units.map((unit) => unit.id),
            day: schedule.day,
            amountMinor: amountMinor ?? null,
          };
        },
        setHourlyPriceInput,
      ),
    [property, schedule.units, schedule.day, t],
  );
  const priceForm = useFunctionForm<{ price: string }, { amountMinor: number | null }, { amountMinor: number | null }>({
    name: "setHourlyPrice",
    schema,
    defaultValues: { price: "" },
    fieldOf: FIELD_OF,
  });
  // "Use the usual rate" sends no price: a plain call, sharing the form's messages.
  const usualRate = useFunctionCall<{ amountMinor: number | null }>("setHourlyPrice");
  const [done, setDone] = useState<string | null>(null);
  const savePrice = priceForm.submitWith((_result, input) => saved(input.amountMinor));
  if (property.hourlyRateMinor === null) return null;
  if (property.nightlyRateMinor !== null) {
    return <p className="text-sm text-muted">{t("hourly.alsoNightly")}</p>;
  }
  const override = schedule.days.find((entry) => entry.priceOverrideMinor !== null)?.priceOverrideMinor ?? null;
  const current = formatMoney({ amountMinor: override ?? property.hourlyRateMinor, currency: property.currency });
  const readOnly = schedule.readOnlyBefore >= 24 * 60;
  const busy = priceForm.busy || usualRate.busy;
  const formError = priceForm.formError ?? usualRate.formError;

  function saved(amountMinor: number | null) {
    setDone(
      amountMinor === null
        ? t("hourly.backToUsual")
        : t("hourly.priceSet", { price: formatMoney({ amountMinor, currency: property.currency }) }),
    );
    router.refresh();
  }
  async function backToUsualRate() {
    setDone(null);
    const result = await usualRate.run({
      propertyId: property.id,
      unitIds: schedule.units.map((unit) => unit.id),
      day: schedule.day,
      amountMinor: null,
    });
    if (result) saved(null);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setDone(null);
        void savePrice(event);
      }}
      aria-label={t("hourly.priceForm")}
      className="space-y-3 rounded-2xl border border-line bg-white p-4"
    >
      <p className="text-sm">
        {t.rich("hourly.priceOn", {
          day: schedule.day,
          price: current,
          strong: (chunks) => <strong data-testid="hourly-price">{chunks}</strong>,
        })}
        {override !== null && <span className="text-muted"> ({t("cell.specialRate")})</span>}
      </p>
      {!readOnly && (
        <>
          <Field
            label={t("hourly.newPrice", { currency: property.currency })}
            {...priceForm.form.register("price")}
            inputMode="decimal"
            autoComplete="off"
            error={priceForm.errorOf("price") ?? usualRate.fieldErrors.amountMinor}
          />
          {formError && <FormMessage>{formError}</FormMessage>}
          {done && <FormMessage tone="success">{done}</FormMessage>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              {t("hourly.savePrice")}
            </Button>
            {override !== null && (
              <Button variant="secondary" disabled={busy} onClick={() => void backToUsualRate()}>
                {t("hourly.usualRate")}
              </Button>
            )}
          </div>
        </>
      )}
    </form>
  );
}

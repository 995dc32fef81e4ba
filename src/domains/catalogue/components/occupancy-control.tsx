"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useHydrated } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { MAX_CHILD_AGE, MAX_CHILDREN, MAX_PARTY, type Occupancy } from "../occupancy";

interface Props {
  /** Controlled: the occupancy shown and its change (the booking panel). */
  value?: Occupancy;
  onChange?: (next: Occupancy) => void;
  /** Uncontrolled, in a GET form (the search bar): the starting occupancy; hidden inputs carry it. */
  defaultValue?: Occupancy;
  /** Set to send the occupancy with a form as `adults`, `children` and `ages` (docs/OCCUPANCY.md). */
  formFields?: boolean;
  /** The most people the control offers (a place's `max_guests`; the search's own limit elsewhere). */
  maxTotal?: number;
  maxAdults?: number | null;
  maxChildren?: number | null;
  /** Called when the guest closes the panel with Done (the checkout takes the new occupancy then). */
  onDone?: (occupancy: Occupancy) => void;
  className?: string;
}

/** The age a newly added child starts at, until the guest chooses theirs. */
const NEW_CHILD_AGE = 8;

/**
 * The one occupancy control (search bar, booking panel, checkout): adults −/+, children −/+ and an age select per
 * child, opened from a button that says who stays. Native buttons and selects, so a keyboard and a phone's own
 * pickers work; Escape closes it and gives the focus back.
 */
export function OccupancyControl(props: Props) {
  const t = useTranslations("common");
  const hydrated = useHydrated();
  const [own, setOwn] = useState<Occupancy>(props.defaultValue ?? { adults: 1, childrenAges: [] });
  const occupancy = props.value ?? own;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const maxTotal = props.maxTotal ?? MAX_PARTY;
  const maxAdults = Math.min(props.maxAdults ?? maxTotal, maxTotal);
  const maxChildren = Math.min(props.maxChildren ?? MAX_CHILDREN, maxTotal - 1, MAX_CHILDREN);
  const total = occupancy.adults + occupancy.childrenAges.length;

  function change(next: Occupancy) {
    if (!props.value) setOwn(next);
    props.onChange?.(next);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
    props.onDone?.(occupancy);
  }

  // A click outside closes the panel, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  const adultsText = t("occupancy.adultsCount", { count: occupancy.adults });
  const summary = occupancy.childrenAges.length
    ? `${adultsText}, ${t("occupancy.childrenCount", { count: occupancy.childrenAges.length })}`
    : adultsText;

  return (
    <div
      ref={root}
      className={cn("relative text-sm", props.className)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {props.formFields && (
        <>
          <input type="hidden" name="adults" value={occupancy.adults} />
          {occupancy.childrenAges.length > 0 && (
            <>
              <input type="hidden" name="children" value={occupancy.childrenAges.length} />
              <input type="hidden" name="ages" value={occupancy.childrenAges.join(",")} />
            </>
          )}
        </>
      )}
      <span className="font-medium" id={`${panelId}-label`}>
        {t("occupancy.label")}
      </span>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-summary`}
        disabled={!hydrated}
        onClick={() => (open ? close() : setOpen(true))}
        className="mt-1 flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2 text-left"
        data-testid="occupancy-toggle"
      >
        <span id={`${panelId}-summary`}>{summary}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t("occupancy.label")}
          className="absolute left-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-line bg-white p-3 shadow-lg"
        >
          <Stepper
            label={t("occupancy.adults")}
            hint={t("occupancy.adultsHint")}
            value={occupancy.adults}
            lessLabel={t("occupancy.removeAdult")}
            moreLabel={t("occupancy.addAdult")}
            canLess={occupancy.adults > 1}
            canMore={occupancy.adults < maxAdults && total < maxTotal}
            onLess={() => change({ ...occupancy, adults: occupancy.adults - 1 })}
            onMore={() => change({ ...occupancy, adults: occupancy.adults + 1 })}
          />
          <Stepper
            label={t("occupancy.children")}
            hint={t("occupancy.childrenHint")}
            value={occupancy.childrenAges.length}
            lessLabel={t("occupancy.removeChild")}
            moreLabel={t("occupancy.addChild")}
            canLess={occupancy.childrenAges.length > 0}
            canMore={occupancy.childrenAges.length < maxChildren && total < maxTotal}
            onLess={() => change({ ...occupancy, childrenAges: occupancy.childrenAges.slice(0, -1) })}
            onMore={() => change({ ...occupancy, childrenAges: [...occupancy.childrenAges, NEW_CHILD_AGE] })}
          />
          {occupancy.childrenAges.length > 0 && (
            <div className="grid grid-cols-2 gap-2">
              {occupancy.childrenAges.map((age, index) => (
                <label key={index} className="block text-xs">
                  <span className="text-muted">{t("occupancy.childAge", { number: index + 1 })}</span>
                  <select
                    value={age}
                    onChange={(event) =>
                      change({
                        ...occupancy,
                        childrenAges: occupancy.childrenAges.map((old, at) =>
                          at === index ? Number(event.target.value) : old,
                        ),
                      })
                    }
                    className="mt-1 block w-full rounded-md border border-line bg-white px-2 py-1.5 text-sm"
                  >
                    {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {t("occupancy.age", { age: n })}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <p className="col-span-2 text-xs text-muted">{t("occupancy.agesNote")}</p>
            </div>
          )}
          <button
            type="button"
            onClick={close}
            className="w-full rounded-md bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t("occupancy.done")}
          </button>
        </div>
      )}
    </div>
  );
}

function Stepper(props: {
  label: string;
  hint: string;
  value: number;
  lessLabel: string;
  moreLabel: string;
  canLess: boolean;
  canMore: boolean;
  onLess: () => void;
  onMore: () => void;
}) {
  const step = "flex h-9 w-9 items-center justify-center rounded-full border border-line text-lg disabled:opacity-40";
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <div className="font-medium">{props.label}</div>
        <div className="text-xs text-muted">{props.hint}</div>
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label={props.lessLabel}
          disabled={!props.canLess}
          onClick={props.onLess}
          className={step}
        >
          −
        </button>
        <output aria-live="polite" aria-label={props.label} className="w-6 text-center tabular-nums">
          {props.value}
        </output>
        <button
          type="button"
          aria-label={props.moreLabel}
          disabled={!props.canMore}
          onClick={props.onMore}
          className={step}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** "2 adults, 2 children (ages 4, 9)" in the page's language, for summaries (checkout, bookings). */
export function OccupancyText({ occupancy }: { occupancy: Occupancy }) {
  const t = useTranslations("common");
  const adults = t("occupancy.adultsCount", { count: occupancy.adults });
  if (occupancy.childrenAges.length === 0) return adults;
  const children = t("occupancy.childrenWithAges", {
    children: t("occupancy.childrenCount", { count: occupancy.childrenAges.length }),
    ages: occupancy.childrenAges.join(", "),
  });
  return `${adults}, ${children}`;
}

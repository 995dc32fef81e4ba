"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/format";
import { INTL_TAGS, type Locale } from "@/lib/locales";

/** An add-on the checkout offers (the page reads them with `listAddonsForStay`), as the form needs it. */
export interface CheckoutAddon {
  id: string;
  kind: "day_tour" | "airport_transfer" | "meal";
  title: string;
  organisationName: string;
  priceMinor: number;
  priceUnit: "person" | "vehicle";
  capacity: number;
  pickupZones: string[];
  slots: { id: string; day: string; startTime: string; placesLeft: number }[];
  /** The product's cover photo, if it has one. */
  coverUrl: string | null;
}

/** What the guest chose for one add-on; `chosen` false keeps the typed values if they tick it again. */
export interface AddonChoice {
  chosen: boolean;
  slotId: string;
  quantity: number;
  day: string;
  pickupTime: string;
  flightNumber: string;
  pickupZone: string;
}

export function initialChoice(addon: CheckoutAddon, days: string[], guests: number): AddonChoice {
  return {
    chosen: false,
    slotId: addon.slots[0]?.id ?? "",
    quantity: addon.priceUnit === "vehicle" ? 1 : Math.min(guests, addon.capacity),
    day: days[0] ?? "",
    pickupTime: "",
    flightNumber: "",
    pickupZone: addon.pickupZones[0] ?? "",
  };
}

/** The request `createBooking` takes for the chosen add-ons. */
export function addonItems(addons: readonly CheckoutAddon[], choices: Record<string, AddonChoice>) {
  return addons
    .filter((addon) => choices[addon.id]?.chosen)
    .map((addon) => {
      const choice = choices[addon.id]!;
      return addon.kind === "airport_transfer"
        ? {
            productId: addon.id,
            day: choice.day,
            pickupTime: choice.pickupTime,
            flightNumber: choice.flightNumber,
            pickupZone: choice.pickupZone,
            quantity: choice.quantity,
          }
        : { productId: addon.id, slotId: choice.slotId, quantity: choice.quantity };
    });
}

/**
 * "Wed 10 Mar": a day of the stay, without the year (the stay's days are near), with the language's Intl tag
 * (lib/format.ts has no style without the year).
 */
function dayWords(day: string, locale: Locale) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(INTL_TAGS[locale], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/**
 * "Add to your stay": each add-on with a checkbox, then its time (a departure or service within the stay, or a
 * transfer's day, pickup time, flight and zone) and how many. The chosen ones are paid with the stay.
 */
export function AddonChoices({
  addons,
  days,
  currency,
  choices,
  onChange,
  errors,
}: {
  addons: readonly CheckoutAddon[];
  /** The stay's days a transfer can be on (check-in to check-out). */
  days: string[];
  currency: string;
  choices: Record<string, AddonChoice>;
  onChange: (id: string, choice: AddonChoice) => void;
  /** Messages for the add-ons from the server, in words for the guest. */
  errors: string[];
}) {
  const t = useTranslations("checkout");
  const locale = useLocale() as Locale;
  const input = "mt-1 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm";
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-white p-5" data-testid="addon-offers">
      <legend className="px-1 text-lg font-semibold">{t("addons.title")}</legend>
      <p className="text-sm text-muted">{t("addons.intro")}</p>
      {errors.length > 0 && (
        <p className="text-sm text-red-700" role="alert">
          {errors.join(" ")}
        </p>
      )}
      <ul className="space-y-3">
        {addons.map((addon) => {
          const choice = choices[addon.id]!;
          const set = (fields: Partial<AddonChoice>) => onChange(addon.id, { ...choice, ...fields });
          const idOf = (field: string) => `addon-${addon.id}-${field}`;
          const unit = formatMoney({ amountMinor: addon.priceMinor, currency }, locale, { exact: true });
          const slot = addon.slots.find((candidate) => candidate.id === choice.slotId);
          const most = Math.min(addon.capacity, slot?.placesLeft ?? addon.capacity);
          return (
            <li key={addon.id} className="rounded-xl border border-line p-3" data-testid="addon-offer">
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  checked={choice.chosen}
                  onChange={(event) => set({ chosen: event.target.checked })}
                  className="mt-1"
                  aria-describedby={idOf("about")}
                />
                {addon.coverUrl && (
                  // The product's stored 960 px WebP, shown small: no image optimiser needed.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={addon.coverUrl}
                    alt=""
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-16 w-24 shrink-0 rounded-lg object-cover"
                    data-testid="addon-offer-cover"
                  />
                )}
                <span>
                  <span className="block text-sm font-medium">{addon.title}</span>
                  <span id={idOf("about")} className="block text-xs text-muted">
                    {t("addons.about", {
                      kind: t(`addons.kind.${addon.kind}`),
                      organisation: addon.organisationName,
                      price: unit,
                      unit: addon.priceUnit,
                    })}
                  </span>
                </span>
              </label>
              {choice.chosen && (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  {addon.kind === "airport_transfer" ? (
                    <>
                      <label className="text-sm" htmlFor={idOf("day")}>
                        {t("addons.day")}
                        <select
                          id={idOf("day")}
                          className={input}
                          value={choice.day}
                          onChange={(event) => set({ day: event.target.value })}
                        >
                          {days.map((day) => (
                            <option key={day} value={day}>
                              {dayWords(day, locale)}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className="text-sm" htmlFor={idOf("time")}>
                        {t("addons.pickupTime")}
                        <input
                          id={idOf("time")}
                          type="time"
                          required
                          className={input}
                          value={choice.pickupTime}
                          onChange={(event) => set({ pickupTime: event.target.value })}
                        />
                      </label>
                      <label className="text-sm" htmlFor={idOf("flight")}>
                        {t("addons.flightNumber")}
                        <input
                          id={idOf("flight")}
                          required
                          autoComplete="off"
                          placeholder="AK6123"
                          className={input}
                          value={choice.flightNumber}
                          onChange={(event) => set({ flightNumber: event.target.value })}
                        />
                      </label>
                      <label className="text-sm" htmlFor={idOf("zone")}>
                        {t("addons.pickupZone")}
                        <select
                          id={idOf("zone")}
                          className={input}
                          value={choice.pickupZone}
                          onChange={(event) => set({ pickupZone: event.target.value })}
                        >
                          {addon.pickupZones.map((zone) => (
                            <option key={zone} value={zone}>
                              {zone}
                            </option>
                          ))}
                        </select>
                      </label>
                    </>
                  ) : (
                    <label className="text-sm" htmlFor={idOf("slot")}>
                      {addon.kind === "meal" ? t("addons.service") : t("addons.departure")}
                      <select
                        id={idOf("slot")}
                        className={input}
                        value={choice.slotId}
                        onChange={(event) => set({ slotId: event.target.value })}
                      >
                        {addon.slots.map((option) => (
                          <option key={option.id} value={option.id}>
                            {t("addons.slot", {
                              day: dayWords(option.day, locale),
                              time: option.startTime,
                              left: option.placesLeft,
                            })}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                  <label className="text-sm" htmlFor={idOf("quantity")}>
                    {addon.priceUnit === "vehicle" ? t("addons.vehicles") : t("addons.persons")}
                    <input
                      id={idOf("quantity")}
                      type="number"
                      min={1}
                      max={most}
                      className={input}
                      value={choice.quantity}
                      onChange={(event) => set({ quantity: Math.max(1, Math.floor(Number(event.target.value) || 1)) })}
                    />
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import type { CalendarPropertyOption } from "../queries";

/** Above this many properties the picker gets a search box that narrows its list. */
const SEARCHABLE_FROM = 10;

/**
 * The calendars' property picker: the actor's properties grouped by city; choosing one puts it in the URL
 * (`?property=`), keeping the other parameters given (the month or day on screen).
 */
export function PropertyPicker({
  options,
  selectedId,
  basePath,
  keep = {},
}: {
  options: CalendarPropertyOption[];
  selectedId: string;
  basePath: string;
  keep?: Record<string, string>;
}) {
  const t = useTranslations("dashboardCatalogue.calendar.picker");
  const router = useRouter();
  const [filter, setFilter] = useState("");
  const selectId = useId();
  const filterId = useId();
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = options.filter((option) =>
      words.every((word) => `${option.title} ${option.city}`.toLowerCase().includes(word)),
    );
    // The chosen property stays in the list, so the select never shows something it does not hold.
    return matching.some((option) => option.id === selectedId)
      ? matching
      : [...options.filter((option) => option.id === selectedId), ...matching];
  }, [filter, options, selectedId]);
  const cities = [...new Set(shown.map((option) => option.city))].sort();

  return (
    <div className="flex flex-wrap items-end gap-3">
      {options.length >= SEARCHABLE_FROM && (
        <div className="space-y-1">
          <label htmlFor={filterId} className="block text-sm font-medium">
            {t("find")}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t("findPlaceholder")}
            className="block w-56 rounded-lg border border-line bg-white px-3 py-2 text-sm"
          />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1 sm:flex-none">
        <label htmlFor={selectId} className="block text-sm font-medium">
          {t("property")}
        </label>
        <select
          id={selectId}
          value={selectedId}
          onChange={(event) =>
            router.push(`${basePath}?${new URLSearchParams({ property: event.target.value, ...keep })}`)
          }
          className="block w-full max-w-md rounded-lg border border-line bg-white px-3 py-2 text-sm sm:w-96"
        >
          {cities.map((city) => (
            <optgroup key={city} label={city}>
              {shown
                .filter((option) => option.city === city)
                .map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}

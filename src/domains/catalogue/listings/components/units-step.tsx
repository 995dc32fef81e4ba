"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { MAX_UNITS } from "../steps";
import { editorHref } from "../filters";
import { ArchiveUnitButton, ArchivedUnits, type ArchivedUnit } from "@/domains/catalogue/components/unit-archive";

interface UnitRow {
  /** Absent for a unit added here and not saved yet. */
  id?: string;
  /** A stable key for React while the list is edited. */
  key: string;
  name: string;
  upcomingBookings: number;
  /** Every booking on record of a saved unit: one with any cannot be removed, only archived. */
  bookings: number;
}

/**
 * Rooms or beds of a co-living listing: add, rename, reorder and remove, then save them together. A unit with
 * bookings on record cannot be removed (its bookings keep it): it is archived instead, at once, after a
 * confirmation, which the server refuses while a booking is current or upcoming. Archived units are listed below
 * with Restore, for every kind of listing.
 */
export function UnitsStep({
  propertyId,
  kind,
  units,
  archivedUnits,
}: {
  propertyId: string;
  kind: "entire_place" | "room" | "bed";
  units: { id: string; name: string; upcomingBookings: number; bookings: number }[];
  archivedUnits: ArchivedUnit[];
}) {
  const t = useTranslations("dashboardCatalogue.units");
  const router = useRouter();
  const save = useFunctionCall<{ units: number }>("saveListingUnits");
  const [rows, setRows] = useState<UnitRow[]>(units.map((unit) => ({ ...unit, key: unit.id })));
  const sold = kind === "bed" ? "bed" : "room";
  const noun = t(`nouns.${sold}`);

  if (kind === "entire_place") {
    return (
      <section aria-label={t("label")} className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <p>{t("wholePlace")}</p>
        <p className="text-sm text-muted">{t("wholePlaceHint")}</p>
        <Link
          href={editorHref(propertyId, "photos")}
          className="inline-block rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("continue")}
        </Link>
        <ArchivedUnits units={archivedUnits} />
      </section>
    );
  }

  const update = (index: number, change: Partial<UnitRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const add = () =>
    setRows((current) => [
      ...current,
      {
        key: `new-${Date.now()}-${current.length}`,
        name: t(`defaultNames.${sold}`, { number: String(current.length + 1) }),
        upcomingBookings: 0,
        bookings: 0,
      },
    ]);

  async function submit() {
    const result = await save.run({
      propertyId,
      units: rows.map((row) => (row.id ? { id: row.id, name: row.name } : { name: row.name })),
    });
    if (result) {
      router.push(editorHref(propertyId, "photos"));
      router.refresh();
    }
  }

  const unitsError = save.fieldErrors.units;
  return (
    <section aria-label={t("label")} className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <p className="text-sm text-muted">{t("intro", { noun })}</p>
      {save.formError && <FormMessage>{save.formError}</FormMessage>}
      {unitsError && <FormMessage>{unitsError}</FormMessage>}
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
            <label className="sr-only" htmlFor={`unit-${row.key}`}>
              {t("nameLabel", { noun, number: String(index + 1) })}
            </label>
            <input
              id={`unit-${row.key}`}
              value={row.name}
              maxLength={60}
              onChange={(event) => update(index, { name: event.target.value })}
              aria-invalid={save.fieldErrors[`units.${index}.name`] ? true : undefined}
              className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2 text-sm"
            />
            {row.upcomingBookings > 0 && (
              <span className="text-xs text-amber-900">{t("upcoming", { count: row.upcomingBookings })}</span>
            )}
            <div className="flex gap-1">
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t("moveUp", { name: row.name })}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t("moveDown", { name: row.name })}
              >
                ↓
              </Button>
              {row.id && row.bookings > 0 ? (
                <ArchiveUnitButton
                  unitId={row.id}
                  name={row.name}
                  noun={noun}
                  disabled={rows.length === 1}
                  onArchived={() => {
                    setRows((current) => current.filter((each) => each.id !== row.id));
                    router.refresh();
                  }}
                />
              ) : (
                <Button
                  variant="ghost"
                  className="px-2 py-1 text-red-700"
                  disabled={rows.length === 1}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                  aria-label={t("removeLabel", { name: row.name })}
                >
                  {t("remove")}
                </Button>
              )}
            </div>
            {save.fieldErrors[`units.${index}.name`] && (
              <p className="w-full text-sm text-red-700">{save.fieldErrors[`units.${index}.name`]}</p>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button variant="secondary" onClick={add} disabled={rows.length >= MAX_UNITS}>
          {t("add", { noun })}
        </Button>
        <Button busy={save.busy} onClick={() => void submit()}>
          {t("save")}
        </Button>
        <Link href={editorHref(propertyId, "space")} className="text-sm font-medium text-brand-700 underline">
          {t("back")}
        </Link>
      </div>
      <ArchivedUnits units={archivedUnits} />
    </section>
  );
}

"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { MAX_UNITS } from "../steps";
import { editorHref } from "../filters";
import { plural } from "@/lib/plural";
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
  const router = useRouter();
  const save = useFunctionCall<{ units: number }>("saveListingUnits");
  const [rows, setRows] = useState<UnitRow[]>(units.map((unit) => ({ ...unit, key: unit.id })));
  const noun = kind === "bed" ? "bed" : "room";

  if (kind === "entire_place") {
    return (
      <section aria-label="Rooms and beds" className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <p>This place is booked whole, as one unit: guests never share it with other guests.</p>
        <p className="text-sm text-muted">
          To sell rooms or beds one by one, change the kind of place to co-living in Basics.
        </p>
        <Link
          href={editorHref(propertyId, "photos")}
          className="inline-block rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Continue
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
        name: `${noun === "bed" ? "Bed" : "Room"} ${current.length + 1}`,
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
    <section aria-label="Rooms and beds" className="space-y-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <p className="text-sm text-muted">
        Each {noun} is sold on its own and has its own calendar. Guests see them in this order.
      </p>
      {save.formError && <FormMessage>{save.formError}</FormMessage>}
      {unitsError && <FormMessage>{unitsError}</FormMessage>}
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
            <label className="sr-only" htmlFor={`unit-${row.key}`}>
              Name of {noun} {index + 1}
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
              <span className="text-xs text-amber-900">
                {plural(row.upcomingBookings, { one: "upcoming booking", other: "upcoming bookings" })}
              </span>
            )}
            <div className="flex gap-1">
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move ${row.name} up`}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                className="px-2 py-1"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${row.name} down`}
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
                  aria-label={`Remove ${row.name}`}
                >
                  Remove
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
          Add a {noun}
        </Button>
        <Button busy={save.busy} onClick={() => void submit()}>
          Save and continue
        </Button>
        <Link href={editorHref(propertyId, "space")} className="text-sm font-medium text-brand-700 underline">
          Back
        </Link>
      </div>
      <ArchivedUnits units={archivedUnits} />
    </section>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formatDay } from "@/lib/format";

/**
 * Taking a unit off sale and back (`archiveUnit`, `restoreUnit` in listings/units.ts): the listing editor's units
 * step and operations' inventory use the same controls, so the confirmation and the server's refusal read alike.
 */

export interface ArchivedUnit {
  id: string;
  name: string;
  /** The day it was archived, on the property's calendar. */
  archivedOn: string;
  /** Where the unit belongs, for lists that mix properties (operations' inventory). */
  propertyTitle?: string;
}

/** Archive, after a confirmation that shows the server's refusal (a current or upcoming booking, named). */
export function ArchiveUnitButton({
  unitId,
  name,
  noun,
  disabled,
  onArchived,
}: {
  unitId: string;
  name: string;
  noun: string;
  disabled: boolean;
  onArchived: () => void;
}) {
  const archive = useFunctionCall<{ unitId: string }>("archiveUnit");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="px-2 py-1 text-red-700" disabled={disabled} aria-label={`Archive ${name}`}>
          Archive
        </Button>
      }
      title={`Archive ${name}?`}
      description={`Its past bookings keep it on record, so it cannot be removed. Archived, this ${noun} is no longer sold, searched or shown in the calendars; its past bookings, statements and invoices keep its name. You can restore it later.`}
      confirmLabel={`Archive ${noun}`}
      tone="danger"
      onOpenChange={(open) => {
        if (open) archive.setFormError(null);
      }}
      error={archive.formError ?? undefined}
      onConfirm={async () => {
        if ((await archive.run({ unitId })) === undefined) return false;
        onArchived();
      }}
    />
  );
}

/** The archived units of the listing, each with Restore (which puts it back on sale, last in the order). */
export function ArchivedUnits({ units }: { units: ArchivedUnit[] }) {
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="archived-units" className="space-y-2 border-t border-line pt-4">
      <h3 id="archived-units" className="font-medium">
        Archived units
      </h3>
      <p className="text-sm text-muted">Not sold, searched or shown in the calendars. Their past bookings keep them.</p>
      <ul className="space-y-2">
        {units.map((unit) => (
          <ArchivedUnitRow key={unit.id} unit={unit} />
        ))}
      </ul>
    </section>
  );
}

function ArchivedUnitRow({ unit }: { unit: ArchivedUnit }) {
  const router = useRouter();
  const restore = useFunctionCall<{ unitId: string }>("restoreUnit");
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
      <span className="min-w-0 flex-1 text-sm">
        {unit.propertyTitle && <>{unit.propertyTitle} · </>}
        {unit.name} <span className="text-muted">· archived {formatDay(unit.archivedOn, "en")}</span>
      </span>
      <Button
        variant="secondary"
        className="px-3 py-1"
        busy={restore.busy}
        aria-label={`Restore ${unit.name}`}
        onClick={async () => {
          if ((await restore.run({ unitId: unit.id })) !== undefined) router.refresh();
        }}
      >
        Restore
      </Button>
      {restore.formError && <p className="w-full text-sm text-red-700">{restore.formError}</p>}
    </li>
  );
}

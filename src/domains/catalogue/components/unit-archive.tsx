"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("dashboardCatalogue.units.archive");
  const archive = useFunctionCall<{ unitId: string }>("archiveUnit");
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          className="px-2 py-1 text-red-700"
          disabled={disabled}
          aria-label={t("buttonLabel", { name })}
        >
          {t("button")}
        </Button>
      }
      title={t("title", { name })}
      description={t("description", { noun })}
      confirmLabel={t("confirm", { noun })}
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
  const t = useTranslations("dashboardCatalogue.units.archive");
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="archived-units" className="space-y-2 border-t border-line pt-4">
      <h3 id="archived-units" className="font-medium">
        {t("archivedHeading")}
      </h3>
      <p className="text-sm text-muted">{t("archivedIntro")}</p>
      <ul className="space-y-2">
        {units.map((unit) => (
          <ArchivedUnitRow key={unit.id} unit={unit} />
        ))}
      </ul>
    </section>
  );
}

function ArchivedUnitRow({ unit }: { unit: ArchivedUnit }) {
  const t = useTranslations("dashboardCatalogue.units.archive");
  const router = useRouter();
  const restore = useFunctionCall<{ unitId: string }>("restoreUnit");
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3">
      <span className="min-w-0 flex-1 text-sm">
        {unit.propertyTitle && <>{unit.propertyTitle} · </>}
        {unit.name} <span className="text-muted">· {t("archivedOn", { day: formatDay(unit.archivedOn, "en") })}</span>
      </span>
      <Button
        variant="secondary"
        className="px-3 py-1"
        busy={restore.busy}
        aria-label={t("restoreLabel", { name: unit.name })}
        onClick={async () => {
          if ((await restore.run({ unitId: unit.id })) !== undefined) router.refresh();
        }}
      >
        {t("restore")}
      </Button>
      {restore.formError && <p className="w-full text-sm text-red-700">{restore.formError}</p>}
    </li>
  );
}

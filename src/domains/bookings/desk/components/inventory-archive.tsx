"use client";

import { useRouter } from "next/navigation";
import { ArchiveUnitButton } from "@/domains/catalogue/components/unit-archive";

/** The inventory row's Archive: the listing editor's control, and the page reads again once the unit is off sale. */
export function InventoryArchiveButton({ unitId, name }: { unitId: string; name: string }) {
  const router = useRouter();
  return (
    <ArchiveUnitButton unitId={unitId} name={name} noun="unit" disabled={false} onArchived={() => router.refresh()} />
  );
}

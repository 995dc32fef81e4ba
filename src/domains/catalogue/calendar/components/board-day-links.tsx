"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { addDays } from "@/lib/dates";

/**
 * Clicking a day of a Multi-Calendar row opens that property's calendar at that day's month. One handler
 * for the whole board works out the day from where the click landed, so the board needs no element per day
 * (the row's title is the keyboard's link, and bars are links of their own).
 */
export function BoardDayLinks({ from, days, children }: { from: string; days: number; children: ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target.closest("a")) return;
    const row = target.closest<HTMLElement>("[data-board-row]");
    if (!row) return;
    const box = row.getBoundingClientRect();
    const column = Math.min(days - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * days)));
    router.push(`/dashboard/calendar?property=${row.dataset.boardRow}&month=${addDays(from, column).slice(0, 7)}`);
  }
  return <div onClick={onClick}>{children}</div>;
}

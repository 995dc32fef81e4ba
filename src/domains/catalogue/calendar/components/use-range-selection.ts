"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { orderedRange } from "../grid";

/** A range of slots (days or hours) being chosen on one unit: `complete` once its second end is picked. */
export interface RangeSelection<Slot> {
  unitId: string;
  anchor: Slot;
  focus: Slot;
  complete: boolean;
}

/**
 * Choosing a range of slots on a unit's row, the same for days and hours: click the first and the last, drag
 * across, or use the keyboard (the `moves` keys move focus, Enter or Space picks, Shift+Enter and
 * Shift+arrows extend, Escape clears). One cell per unit is in the tab order (roving tabindex); slots before
 * `isPast` are read-only. `cellProps` gives a cell everything it needs.
 */
export function useRangeSelection<Slot extends string | number>(options: {
  slots: readonly Slot[];
  isPast: (slot: Slot) => boolean;
  /** Key → how far it moves (`advance` applies it); a move outside `slots` is ignored. */
  moves: Record<string, number>;
  advance: (slot: Slot, by: number) => Slot;
}) {
  const { slots, isPast, moves, advance } = options;
  const [selection, setSelection] = useState<RangeSelection<Slot> | null>(null);
  const [focused, setFocused] = useState<Record<string, Slot>>({});
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const dragging = useRef<string | null>(null);
  const cells = useRef(new Map<string, HTMLElement>());
  const firstOpen = slots.find((slot) => !isPast(slot)) ?? slots[0];

  useEffect(() => {
    if (pendingFocus) cells.current.get(pendingFocus)?.focus();
  }, [pendingFocus]);
  useEffect(() => {
    const stop = () => {
      dragging.current = null;
    };
    window.addEventListener("pointerup", stop);
    return () => window.removeEventListener("pointerup", stop);
  }, []);

  function pick(unitId: string, slot: Slot, extend: boolean) {
    if (isPast(slot)) return;
    setSelection((previous) =>
      previous && previous.unitId === unitId && (extend || !previous.complete)
        ? { ...previous, focus: slot, complete: true }
        : { unitId, anchor: slot, focus: slot, complete: false },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, unitId: string, slot: Slot) {
    if (event.key in moves) {
      event.preventDefault();
      const next = advance(slot, moves[event.key]!);
      if (!slots.includes(next)) return;
      setFocused((previous) => ({ ...previous, [unitId]: next }));
      setPendingFocus(`${unitId}|${next}`);
      if (event.shiftKey && selection?.unitId === unitId && !isPast(next))
        setSelection({ ...selection, focus: next, complete: true });
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(unitId, slot, event.shiftKey);
    } else if (event.key === "Escape") setSelection(null);
  }

  const range = selection ? orderedRange(selection.anchor, selection.focus) : null;

  /** The selection, tab order and handlers of one cell. */
  function cellProps(unitId: string, slot: Slot) {
    const key = `${unitId}|${slot}`;
    return {
      selected: !!range && selection!.unitId === unitId && slot >= range[0] && slot <= range[1],
      tabIndex: slot === (focused[unitId] ?? firstOpen) ? 0 : -1,
      ref: (element: HTMLElement | null) => {
        if (element) cells.current.set(key, element);
        else cells.current.delete(key);
      },
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        setFocused((previous) => ({ ...previous, [unitId]: slot }));
        pick(unitId, slot, event.shiftKey);
        dragging.current = isPast(slot) ? null : unitId;
      },
      onPointerEnter: () => {
        if (dragging.current !== unitId || isPast(slot)) return;
        setSelection((previous) =>
          previous && previous.unitId === unitId ? { ...previous, focus: slot, complete: true } : previous,
        );
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, unitId, slot),
      onFocus: () => setFocused((previous) => (previous[unitId] === slot ? previous : { ...previous, [unitId]: slot })),
    };
  }

  return { selection, range, cellProps };
}

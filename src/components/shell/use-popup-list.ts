"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * The keyboard and pointer behaviour shared by the header's popups (the menus and the currency list), per
 * WAI-ARIA's menu button and listbox patterns: the button opens the list with Enter, Space or ArrowDown
 * (focusing `startAt`), ArrowUp opens it at the last item; in the list, arrows, Home and End move, Escape
 * closes it and returns focus to the button, Tab closes it; a pointer press outside closes it.
 */
export function usePopupList<Item extends HTMLElement>(count: number) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(Item | null)[]>([]);
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      items.current[focusOnOpen.current]?.focus();
      focusOnOpen.current = null;
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    if (open) items.current[index]?.focus();
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, startAt = 0) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openAt(startAt);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(count - 1);
    } else if (event.key === "Escape") setOpen(false);
  };

  const onItemKey = (event: KeyboardEvent<Item>, index: number) => {
    const move = (to: number) => {
      event.preventDefault();
      items.current[(to + count) % count]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(count - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  };

  /** A ref callback that registers the item at `index`. */
  const itemRef = (index: number) => (element: Item | null) => {
    items.current[index] = element;
  };

  return { open, setOpen, close, container, button, itemRef, onButtonKey, onItemKey };
}

"use client";

import { useEffect, type RefObject } from "react";

/**
 * Closes a header popup (a menu, a listbox) the way the kit's Radix popups did, without their weight on every
 * public page (docs/PERFORMANCE.md, "Public pages"): a press outside `root`, or focus leaving it (Tab out), closes
 * it. Escape is the popup's own key handler's, so that it can return focus to its button.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, root, close]);
}

"use client";

import { useRef, type ReactNode, type RefObject } from "react";
import { Popover, PopoverAnchor, PopoverContent } from "./popover";

/**
 * The date picker's popup: Radix's popover, placed against the picker's own button. It is a module of its own,
 * fetched as the pointer or the focus reaches the button (date-range-picker.tsx), so a page with a date picker
 * does not load Radix's positioning, focus and dismissal code until someone is about to open it.
 *
 * The button is the picker's, rendered before this arrives, not a PopoverTrigger; what Radix's trigger does for a
 * non-modal popover is done here for it: a press on the button while open is not an outside press (the button's
 * own click closes it), and focus goes back to the button on closing unless someone clicked or tabbed elsewhere.
 */
export default function DateRangePopover({
  open,
  onOpenChange,
  button,
  contentId,
  label,
  describedBy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
  contentId: string;
  label: string;
  describedBy: string;
  children: ReactNode;
}) {
  const interactedOutside = useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={button as RefObject<HTMLButtonElement>} />
      <PopoverContent
        id={contentId}
        aria-label={label}
        aria-describedby={describedBy}
        data-testid="date-picker"
        // The calendar focuses its own tabbable day as it appears (it may still be on its way): not the first
        // button (the previous month's), where Radix would put it.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) button.current?.focus();
          interactedOutside.current = false;
        }}
        onInteractOutside={(event) => {
          if (button.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        collisionPadding={8}
        // Within the room the viewport leaves beside its button (a sticky booking panel cannot scroll it into view).
        className="max-h-[var(--radix-popover-content-available-height)] w-[calc(100vw-1rem)] max-w-sm overflow-y-auto p-3"
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

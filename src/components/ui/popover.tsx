"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { floatingClass } from "./styles";

/**
 * A non-modal popup anchored to its trigger, on Radix: the trigger says it is expanded, Escape and a click
 * outside close it, focus returns to the trigger, and Tab out of it closes it.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
/** Where the popup is placed when its opener is not a PopoverTrigger (`virtualRef`: the date picker's button). */
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** As DropdownMenuContent's: false keeps the popup inside its parent's landmark. */
  portal?: boolean;
}

export function PopoverContent({
  className,
  portal = true,
  sideOffset = 4,
  align = "start",
  ...props
}: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      {...props}
      sideOffset={sideOffset}
      align={align}
      className={cn(floatingClass, "p-3", className)}
    />
  );
  return portal ? <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal> : content;
}

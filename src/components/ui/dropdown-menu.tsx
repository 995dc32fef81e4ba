"use client";

import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useId, type ComponentProps } from "react";
import { cn } from "./cn";
import { floatingClass } from "./styles";

/**
 * A menu button on Radix (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first item,
 * arrows, Home, End and typing a letter move, Escape closes it and returns focus to the button, a click
 * outside closes it. Items are `DropdownMenuItem asChild` around a Link for navigation.
 */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export interface DropdownMenuContentProps extends ComponentProps<typeof MenuPrimitive.Content> {
  /**
   * Render into document.body (the default, so no overflow clips it); false keeps it inside its parent in the
   * DOM, where a landmark (the header's banner) should contain its own menus.
   */
  portal?: boolean;
}

export function DropdownMenuContent({
  className,
  portal = true,
  sideOffset = 4,
  align = "start",
  loop = true,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <MenuPrimitive.Content
      {...props}
      sideOffset={sideOffset}
      align={align}
      loop={loop}
      className={cn(floatingClass, "min-w-52", className)}
    />
  );
  return portal ? <MenuPrimitive.Portal>{content}</MenuPrimitive.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      {...props}
      className={cn(
        "block cursor-pointer rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-brand-50 data-[disabled]:pointer-events-none data-[disabled]:text-muted",
        className,
      )}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label {...props} className={cn("px-3 py-1.5 text-xs font-medium text-muted", className)} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator {...props} className={cn("my-1 h-px bg-line", className)} />;
}

export interface DropdownMenuGroupProps extends ComponentProps<typeof MenuPrimitive.Group> {
  /** The group's heading, shown above its items and naming the group (role="group") for screen readers. */
  label: string;
}

/** A labelled group of items (a menu of sections): the arrows move through every group's items in turn. */
export function DropdownMenuGroup({ label, children, ...props }: DropdownMenuGroupProps) {
  const labelId = useId();
  return (
    <MenuPrimitive.Group aria-labelledby={labelId} {...props}>
      <DropdownMenuLabel id={labelId}>{label}</DropdownMenuLabel>
      {children}
    </MenuPrimitive.Group>
  );
}

"use client";

import Link from "next/link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { OpenChevron } from "./open-chevron";

/** A link as shown: its address and its words in the visitor's language. */
export interface ShownLink {
  href: string;
  text: string;
}

/**
 * A header dropdown of SPEC.md §2 (About Us, Our Products, Sign Up, Log In) on the kit's DropdownMenu, so the
 * WAI-ARIA menu button pattern comes from Radix: click, Enter, Space or ArrowDown open it on the first item,
 * arrows (wrapping), Home and End move, Escape closes it and returns focus to the button, a click outside
 * closes it. Non-modal (the page stays usable around a navigation menu) and rendered inside the header, so
 * the banner landmark holds its own menus.
 */
export function HeaderMenu({
  label,
  links,
  align = "left",
}: {
  label: string;
  links: ShownLink[];
  align?: "left" | "right";
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50">
        {label}
        <OpenChevron />
      </DropdownMenuTrigger>
      <DropdownMenuContent portal={false} align={align === "right" ? "end" : "start"} className="z-30">
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{link.text}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

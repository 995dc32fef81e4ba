"use client";

import Link from "next/link";
import { useCallback, useId, useRef, useState, type KeyboardEvent } from "react";
import { OpenChevron } from "./open-chevron";
import { useDismiss } from "./use-dismiss";

/** A link as shown: its address and its words in the visitor's language. */
export interface ShownLink {
  href: string;
  text: string;
}

/**
 * A header dropdown of SPEC.md §2 (About Us, Our Products, Sign Up, Log In): WAI-ARIA's menu button pattern,
 * hand-rolled so that the public pages do not load Radix's menu, popper and focus scope (about 25 KB gzip,
 * docs/PERFORMANCE.md, "Public pages"). Enter, Space or ArrowDown open it on the first item, ArrowUp on the last,
 * a pointer's click with focus left on the button; arrows (wrapping), Home and End move; Escape closes it and returns focus to the button; a click
 * outside or Tab out closes it; following an item closes it. Non-modal (the page stays usable around a navigation
 * menu) and rendered inside the header, so the banner landmark holds its own menus.
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
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  const count = links.length;

  const openOn = (index: number) => {
    setOpen(true);
    // The menu is in the DOM but hidden until React commits `open`; focus its item right after.
    requestAnimationFrame(() => items.current[(index + count) % count]?.focus());
  };

  // Enter and Space reach the button as a click (with `detail` 0, as a screen reader's activation does).
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openOn(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openOn(count - 1);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onItemKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
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
      setOpen(false);
      button.current?.focus();
    } else if (event.key === " ") {
      // Space follows a menu item as Enter does (a link alone would scroll the page).
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={(event) => {
          if (open) setOpen(false);
          // A pointer opens it with focus left on the button (Radix's way); a key or a screen reader on the first item.
          else if (event.detail === 0) openOn(0);
          else setOpen(true);
        }}
        onKeyDown={onButtonKey}
        className="group inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
      >
        {label}
        <OpenChevron />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        aria-orientation="vertical"
        hidden={!open}
        className={`absolute top-full z-30 mt-1 min-w-52 rounded-xl border border-line bg-white p-1 text-sm text-ink shadow-lg ${align === "right" ? "right-0" : "left-0"}`}
      >
        {links.map((link, index) => (
          <Link
            key={link.href}
            ref={(element) => {
              items.current[index] = element;
            }}
            href={link.href}
            role="menuitem"
            tabIndex={-1}
            onKeyDown={(event) => onItemKey(event, index)}
            onClick={close}
            className="block cursor-pointer rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
          >
            {link.text}
          </Link>
        ))}
      </div>
    </div>
  );
}

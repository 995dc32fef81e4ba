"use client";

import Link from "next/link";
import { useId } from "react";
import type { SiteNavLink } from "./site-nav";
import { usePopupList } from "./use-popup-list";

/**
 * A header dropdown following the WAI-ARIA menu button pattern: the button opens and closes it by click,
 * Enter, Space or ArrowDown (focusing the first item); arrows, Home and End move between items; Escape
 * closes it and returns focus to the button; a click outside closes it.
 */
export function HeaderMenu({ label, links, align = "left" }: { label: string; links: SiteNavLink[]; align?: "left" | "right" }) {
  const menuId = useId();
  const { open, setOpen, container, button, itemRef, onButtonKey, onItemKey } = usePopupList<HTMLAnchorElement>(links.length);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!open}
        className={`absolute top-full z-30 mt-1 min-w-52 rounded-xl border border-line bg-white p-1 shadow-lg ${align === "right" ? "right-0" : "left-0"}`}
      >
        {links.map((link, index) => (
          <li key={link.href} role="none">
            <Link
              ref={itemRef(index)}
              role="menuitem"
              href={link.href}
              tabIndex={-1}
              onKeyDown={(event) => onItemKey(event, index)}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

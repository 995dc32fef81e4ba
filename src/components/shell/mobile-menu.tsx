"use client";

import { usePathname } from "next/navigation";
import { useState, type ReactNode } from "react";
import { SiteLink } from "./site-link";
import type { ShownLink } from "./header-menu";

export interface MobileMenuGroup {
  label: string;
  links: ShownLink[];
}

/** The mobile menu's own words, from the server (site-header.tsx): no message catalogue in the browser. */
export interface MobileMenuWords {
  menu: string;
  close: string;
  main: string;
}

/** On a phone the header's items live behind one menu button; navigating closes it. */
export function MobileMenu({
  groups,
  footer,
  words,
}: {
  groups: MobileMenuGroup[];
  footer?: ReactNode;
  words: MobileMenuWords;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="rounded-lg border border-line px-3 py-2 text-sm font-medium"
      >
        {open ? words.close : words.menu}
      </button>
      <nav
        id="mobile-menu"
        aria-label={words.main}
        hidden={!open}
        className="absolute inset-x-0 top-16 z-30 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg"
      >
        {groups.map((group) => (
          <section key={group.label} className="border-b border-line py-3 last:border-0">
            <h2 className="text-xs font-semibold uppercase tracking-wide text-muted">{group.label}</h2>
            <ul className="mt-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="block rounded-lg py-2 text-base">
                    {link.text}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer && <div className="pt-3">{footer}</div>}
      </nav>
    </div>
  );
}

"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ToastProvider } from "@/components/ui/toast";

export interface ShellNavItem {
  label: string;
  href: string;
}

export interface ShellMoreGroup {
  group: string;
  items: ShellNavItem[];
}

/**
 * The dashboard frame: header with the person's id and Logout, and the navigation: a sidebar on wide
 * screens, a menu button on a phone.
 */
export function DashboardShell({
  items,
  more,
  userId,
  children,
}: {
  items: ShellNavItem[];
  more: ShellMoreGroup[];
  userId: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  // The phone menu stays open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="relative flex h-16 items-center justify-between gap-4 border-b border-line bg-white px-4">
        <div className="flex items-center gap-3">
          <Link href="/" className="text-lg font-semibold tracking-tight text-brand-700">
            Staysia
          </Link>
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium lg:hidden"
            aria-expanded={open}
            aria-controls="dashboard-nav"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden max-w-[40vw] truncate text-muted sm:inline" data-testid="dashboard-user-id">
            {userId}
          </span>
          <form method="post" action="/logout">
            <button type="submit" className="rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-brand-50">
              Logout
            </button>
          </form>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          id="dashboard-nav"
          aria-label="Dashboard"
          className={clsx(
            "bg-white lg:block lg:min-h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 lg:border-r lg:border-line",
            open ? "absolute inset-x-0 top-16 z-20 block border-b border-line p-4 shadow-lg" : "hidden",
          )}
        >
          <ul className="space-y-1 lg:p-4">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} active={pathname === item.href} />
              </li>
            ))}
          </ul>
          {more.length > 0 && <MoreMenu groups={more} pathname={pathname} />}
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <ToastProvider>{children}</ToastProvider>
        </main>
      </div>
    </div>
  );
}

function NavLink({ item, active }: { item: ShellNavItem; active: boolean }) {
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={clsx(
        "block rounded-lg px-3 py-2 text-sm",
        active ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-brand-50",
      )}
    >
      {item.label}
    </Link>
  );
}

/** SPEC.md §6's More menu: groups that open and close by click or keyboard, Escape closes. */
function MoreMenu({ groups, pathname }: { groups: ShellMoreGroup[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="mt-4 border-t border-line pt-4 lg:mx-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="more-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
      >
        More
        <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      {open && (
        <div id="more-menu" className="mt-2 max-h-[60vh] space-y-3 overflow-y-auto">
          {groups.map((group) => (
            <section key={group.group} aria-label={group.group}>
              <h3 className="px-3 text-xs font-semibold uppercase tracking-wide text-muted">{group.group}</h3>
              <ul className="mt-1 space-y-0.5">
                {group.items.map((item) => (
                  <li key={`${group.group}-${item.href}`}>
                    <NavLink item={item} active={pathname === item.href} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ToastProvider } from "@/components/ui/toast";

export interface ShellNavItem {
  /** Said already: the frame resolves the access module's message keys (server/access/dashboard.ts). */
  label: string;
  href: string;
  /** How many things on the page wait for the person's answer (requests, offers, approvals, conflicts). */
  count?: number;
}

export interface ShellMoreGroup {
  group: string;
  items: ShellNavItem[];
}

/**
 * The dashboard frame: header with the person's id and Logout, and the navigation (the access module's
 * `dashboardMenuFor`: the role's items, then More): a sidebar on wide screens, a menu button on a phone.
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
  const t = useTranslations("dashboardShell.frame");
  const pathname = usePathname();
  // The phone menu stays open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="relative flex h-16 items-center justify-between gap-4 border-b border-line bg-white px-4">
        <div className="flex items-center gap-3">
          <Link href="/" className="text-lg font-semibold tracking-tight text-brand-700">
            {t("brand")}
          </Link>
          <button
            type="button"
            className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium lg:hidden"
            aria-expanded={open}
            aria-controls="dashboard-nav"
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {t("menu")}
          </button>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden max-w-[40vw] truncate text-muted sm:inline" data-testid="dashboard-user-id">
            {userId}
          </span>
          <form method="post" action="/logout">
            <button type="submit" className="rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-brand-50">
              {t("logout")}
            </button>
          </form>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          id="dashboard-nav"
          aria-label={t("navigation")}
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
          {more.length > 0 && <MoreMenu groups={more} bar={items} pathname={pathname} />}
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <ToastProvider>{children}</ToastProvider>
        </main>
      </div>
    </div>
  );
}

/** A menu item's accessible name: its label, and how many things wait for the person's answer there. */
function useWaitingName(): (item: ShellNavItem) => string | undefined {
  const t = useTranslations("dashboardShell.frame");
  return (item) => (item.count ? t("waiting", { label: item.label, count: item.count }) : undefined);
}

/** The count badge of a menu item: seen, not read (the item's name says it, see `waitingName`). */
function WaitingBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <Badge tone="brand" aria-hidden="true" className="ml-auto">
      {count}
    </Badge>
  );
}

function NavLink({ item, active }: { item: ShellNavItem; active: boolean }) {
  const waitingName = useWaitingName();
  return (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      aria-label={waitingName(item)}
      className={clsx(
        "flex items-center gap-2 rounded-lg px-3 py-2 text-sm",
        active ? "bg-brand-50 font-semibold text-brand-700" : "text-ink hover:bg-brand-50",
      )}
    >
      {item.label}
      <WaitingBadge count={item.count} />
    </Link>
  );
}

/**
 * SPEC.md §6's More menu on the kit's DropdownMenu (the WAI-ARIA menu button: click, Enter, Space or ArrowDown
 * open it, the arrows move through every group, Escape closes it and gives focus back). Non-modal and kept inside
 * the navigation landmark; it scrolls within the space the screen leaves it, on a phone too.
 */
function MoreMenu({ groups, bar, pathname }: { groups: ShellMoreGroup[]; bar: ShellNavItem[]; pathname: string }) {
  const t = useTranslations("dashboardShell.frame");
  const waitingName = useWaitingName();
  // What waits behind More alone: staff's More repeats pages of their bar, whose counts the bar already shows.
  const onBar = new Set(bar.map((item) => item.href));
  const behindMore = new Map(
    groups
      .flatMap((group) => group.items)
      .filter((item) => !onBar.has(item.href))
      .map((item) => [item.href, item.count ?? 0]),
  );
  const waiting = [...behindMore.values()].reduce((total, count) => total + count, 0);
  return (
    <div className="mt-4 border-t border-line pt-4 lg:mx-4">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={waitingName({ label: t("more"), href: "", count: waiting })}
          className="group flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50"
        >
          {t("more")}
          <WaitingBadge count={waiting} />
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={clsx("h-4 w-4 transition-transform group-data-[state=open]:rotate-180", !waiting && "ml-auto")}
          >
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          portal={false}
          align="start"
          collisionPadding={8}
          className="z-30 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto"
        >
          {groups.map((group) => (
            <DropdownMenuGroup key={group.group} label={group.group}>
              {group.items.map((item) => (
                <DropdownMenuItem key={`${group.group}-${item.href}`} asChild>
                  <Link
                    href={item.href}
                    aria-current={pathname === item.href ? "page" : undefined}
                    aria-label={waitingName(item)}
                    className={clsx(
                      "flex items-center gap-2",
                      pathname === item.href && "font-semibold text-brand-700",
                    )}
                  >
                    {item.label}
                    <WaitingBadge count={item.count} />
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

import Link from "next/link";
import type { ReactNode } from "react";

/** Paths whose server redirects end inside the dashboard. */
const ENTERS_DASHBOARD = /^\/(dashboard|landlords\/dashboard)(\/|$|\?)/;

/**
 * A link of the public site. Links into the dashboard are full page loads: Next.js 16.4.6 loops on a
 * client navigation that server redirects send into a layout the browser has not rendered yet (see
 * ARCHITECTURE.md); every other link navigates on the client.
 */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (ENTERS_DASHBOARD.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

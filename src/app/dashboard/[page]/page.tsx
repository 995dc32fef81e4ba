import { notFound } from "next/navigation";
import { isDashboardPage } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";

/**
 * Any other path segment under /dashboard. The dashboard layout answers 404 for a segment that is not a SPEC.md
 * page before anything streams; this stays for a SPEC.md page whose own route is not built yet: the guard
 * still applies (a page someone may not open sends them to their home page), an allowed one is the 404.
 */
export default async function DashboardPageNotBuilt({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!isDashboardPage(page)) notFound();
  await requireDashboardPage(page);
  notFound();
}

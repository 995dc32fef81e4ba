import { notFound } from "next/navigation";
import { isDashboardPage } from "@/server/access";
import { requireDashboardPage } from "@/server/access/current";

/**
 * Any SPEC.md dashboard page whose own route is not built yet: the guard still applies (a page someone may
 * not open sends them to their home page); an allowed one answers the dashboard's 404.
 */
export default async function DashboardPageNotBuilt({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!isDashboardPage(page)) notFound();
  await requireDashboardPage(page);
  notFound();
}

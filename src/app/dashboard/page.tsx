import { requireDashboardPage } from "@/server/access/current";

/** /dashboard itself: the guard sends each person to their role's home page. */
export default async function DashboardIndex() {
  await requireDashboardPage(null);
  return null;
}

import { DashboardNotFound } from "@/components/shell/dashboard-not-found";

/** A page's own notFound(): on a client-side navigation, when the layout did not run again (see layout.tsx). */
export default function DashboardPageNotFound() {
  return <DashboardNotFound />;
}

import { headers } from "next/headers";
import Link from "next/link";
import { DashboardFrame } from "@/components/shell/dashboard-frame";
import { DashboardNotFound } from "@/components/shell/dashboard-not-found";
import { dashboardEntry } from "@/server/access";
import { currentActor } from "@/server/access/current";

export default async function NotFound() {
  // The dashboard layout answers its 404s before anything streams (docs/SECURITY.md, "Status codes"), so they
  // land here, above it: a signed-in person still gets the dashboard's frame and menu around them.
  const pathname = (await headers()).get("x-pathname") ?? "";
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) {
    const actor = await currentActor();
    if (actor.kind === "user" && dashboardEntry(actor).allow) {
      return (
        <DashboardFrame user={actor}>
          <DashboardNotFound />
        </DashboardFrame>
      );
    }
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-semibold">We couldn’t find that page</h1>
      <p className="mt-3 text-muted">The link may be old, or the page may have moved.</p>
      <Link href="/" className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        Back to the home page
      </Link>
    </main>
  );
}

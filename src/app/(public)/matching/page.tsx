import type { Metadata } from "next";
import Link from "next/link";
import { requireDashboardPage } from "@/server/access/current";

export const metadata: Metadata = { title: "Co-living matching" };

/** SPEC.md §2's /matching: guarded like the dashboard (§6); says plainly what it offers today. */
export default async function MatchingPage() {
  const actor = await requireDashboardPage("matching");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Co-living matching</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">Find a home that suits the way you live</h1>
      <p className="mt-4 text-lg text-muted">Signed in as {actor.email}.</p>
      <section className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h2 className="text-xl font-semibold">What matching offers today</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>Browse every co-living home with its house rules, rooms and monthly rates on the co-living page.</li>
          <li>Tell our team about your work hours, budget and what you need from housemates; we suggest homes and rooms by hand within one working day.</li>
          <li>Automatic roommate matching from a profile is not available yet; we will announce it in the newsroom.</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/thecoliving" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            See co-living homes
          </Link>
          <Link href="/contact" className="rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-brand-50">
            Ask our team to match me
          </Link>
        </div>
      </section>
    </div>
  );
}

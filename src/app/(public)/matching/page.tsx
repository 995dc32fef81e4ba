import type { Metadata } from "next";
import Link from "next/link";
import { requireDashboardPage } from "@/server/access/current";

export const metadata: Metadata = { title: "Co-living matching" };

/**
 * SPEC.md §2's /matching: guarded like the dashboard (§6). Matching is a service of the co-living team, not
 * software: the page says so and promises nothing else. It is in no menu; a signed-in guest reaches it by
 * its address (SPEC.md lists the route, not a link to it).
 */
export default async function MatchingPage() {
  const actor = await requireDashboardPage("matching");
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Co-living matching</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">Find a home that suits the way you live</h1>
      <p className="mt-4 text-lg text-muted">Signed in as {actor.email}.</p>
      <section className="mt-8 rounded-2xl border border-line bg-white p-6">
        <h2 className="text-xl font-semibold">What matching offers today</h2>
        <p className="mt-3">
          Matching is done by our co-living team, by hand: you tell us how you live, and we answer with the homes and
          rooms that fit, by email.
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>Browse every co-living home with its house rules, rooms and monthly rates on the co-living page.</li>
          <li>
            Write to our team with your work hours, budget, move-in month and what you need from housemates; we reply
            with rooms that are free for your dates.
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/thecoliving"
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
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

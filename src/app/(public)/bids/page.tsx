import type { Metadata } from "next";
import Link from "next/link";
import { listGuestBids } from "@/domains/bookings";
import { GuestBidsView } from "@/domains/bookings/components/bids-view";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";

export const metadata: Metadata = {
  title: "Your offers",
  description: "Your price offers to hosts and their answers.",
};

export default async function BidsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await currentActor();
  const pageText = (await searchParams).page;
  const page = Number(Array.isArray(pageText) ? pageText[0] : pageText) || 1;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Your offers</h1>
        <p className="mt-2 text-muted">
          Prices you offered to hosts, and their answers. An accepted offer holds the dates for you to pay.
        </p>
      </div>
      {actor.kind !== "user" ? (
        <p className="rounded-2xl border border-line bg-white p-5 text-sm">
          <Link href="/login/operator" className="font-medium text-brand-700 underline">
            Log in
          </Link>{" "}
          to see your offers.
        </p>
      ) : (
        <GuestBidsView data={await listGuestBids(db(), { actor, page })} />
      )}
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { findListings } from "@/domains/catalogue";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";

export const metadata: Metadata = {
  title: "Co-living",
  description: "Private rooms in shared, furnished homes across Asia, with cleaning, Wi-Fi and utilities included.",
};

export default async function CoLivingPage() {
  await connection();
  const listings = await findListings(db(), { actor: ANONYMOUS, types: ["coliving_room", "coliving_bed"], limit: 48 });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">The co-living</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">Your own room, a home to share</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Furnished private rooms in shared homes, with utilities, Wi-Fi and cleaning in the rent. Book by the night or by the month.
      </p>
      <p className="mt-4">
        <Link href="/stay-together" className="font-medium text-brand-700 underline">
          How co-living with StayTogether works
        </Link>
      </p>
      {listings.length === 0 ? (
        <p className="mt-10 text-muted">No co-living rooms are open right now. New homes open every month; check back soon.</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </div>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import { connection } from "next/server";
import { findListings } from "@/domains/catalogue";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";

export const metadata: Metadata = {
  title: "Spaces by the hour",
  description: "Day rooms by the hour for a rest between flights, a quiet place to work or a meeting.",
};

export default async function SearchSpacePage() {
  await connection();
  const listings = await findListings(db(), { actor: ANONYMOUS, types: ["day_room"], limit: 48 });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Spaces by the hour</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">A room for a few hours</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Rest between flights, work somewhere quiet or meet a client: day rooms from three hours, with a shower and fast Wi-Fi.
      </p>
      {listings.length === 0 ? (
        <p className="mt-10 text-muted">No day rooms are open right now.</p>
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

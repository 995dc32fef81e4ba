import type { Metadata } from "next";
import Link from "next/link";
import { SearchPage } from "@/domains/catalogue/components/search-page";

export const metadata: Metadata = {
  title: "Co-living",
  description: "Private rooms in shared, furnished homes across Asia, by the month or by the night.",
};

export default async function CoLivingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <SearchPage
        basePath="/thecoliving"
        searchParams={await searchParams}
        types={["coliving_room", "coliving_bed"]}
        defaultMode="monthly"
        heading="Your own room, a home to share"
        intro="Private rooms in shared homes, each with its amenities and house rules listed. Book by the month, or by the night for a shorter stay."
      />
      <p className="mx-auto max-w-6xl px-4 pb-12">
        <Link href="/stay-together" className="font-medium text-brand-700 underline">
          How co-living with StayTogether works
        </Link>
      </p>
    </>
  );
}

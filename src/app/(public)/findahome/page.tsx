import type { Metadata } from "next";
import { SearchPage } from "@/domains/catalogue/components/search-page";

export const metadata: Metadata = {
  title: "Find a home",
  description:
    "Apartments, co-living rooms and day rooms across Malaysia, the Philippines, Indonesia and Thailand, free for your dates.",
};

export default async function FindAHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <SearchPage
      basePath="/findahome"
      country="malaysia"
      searchParams={await searchParams}
      heading="Find a home in Malaysia"
      intro="Serviced apartments, condos and co-living rooms by the night or the month, and day rooms by the hour. Only places free for your dates are shown."
    />
  );
}

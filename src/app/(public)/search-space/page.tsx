import type { Metadata } from "next";
import { SearchPage } from "@/domains/catalogue/components/search-page";

export const metadata: Metadata = {
  title: "Spaces by the hour",
  description: "Day rooms by the hour for a rest between flights, a quiet place to work or a meeting.",
};

export default async function SearchSpacePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <SearchPage
      basePath="/search-space"
      searchParams={await searchParams}
      types={["day_room"]}
      defaultMode="hourly"
      heading="A room for a few hours"
      intro="Rest between flights, work somewhere quiet or meet a client: day rooms by the hour, each with its opening hours and amenities."
    />
  );
}

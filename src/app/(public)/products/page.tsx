import type { Metadata } from "next";
import { SearchPage } from "@/domains/catalogue/components/search-page";

export const metadata: Metadata = {
  title: "All stays",
  description: "Every stay on Staysia across Asia: apartments, co-living rooms and day rooms.",
};

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <SearchPage
      basePath="/products"
      searchParams={await searchParams}
      heading="Stays across Asia"
      intro="Every place we list in Malaysia, the Philippines, Indonesia and Thailand. Prices are shown in your currency and charged in the property's."
    />
  );
}

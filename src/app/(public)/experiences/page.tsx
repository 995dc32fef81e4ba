import type { Metadata } from "next";
import { AddonCataloguePage } from "@/domains/addons/components/public-pages";

export const metadata: Metadata = {
  title: "Tours, transfers and meals",
  description: "Day tours, airport transfers and meals from local suppliers, booked on their own.",
};

export default async function Page({ searchParams }: { searchParams: Promise<{ kind?: string }> }) {
  return <AddonCataloguePage kind={(await searchParams).kind} />;
}

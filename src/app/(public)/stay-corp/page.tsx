import type { Metadata } from "next";
import { CorporateStaysPage } from "@/domains/content/components/corporate-stays-page";

export const metadata: Metadata = {
  title: "StayCorp",
  description: "StayCorp: furnished homes for teams on assignment, at monthly rates or on a rental contract.",
};

export default function Page() {
  return <CorporateStaysPage country="malaysia" />;
}

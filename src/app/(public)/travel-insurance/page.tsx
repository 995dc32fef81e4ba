import type { Metadata } from "next";
import { currentInsurer } from "@/domains/insurance";
import { PolicyWording } from "@/domains/insurance/components/policy-wording";
import { db } from "@/server/db";

export const metadata: Metadata = {
  title: "Travel insurance: policy wording",
  description:
    "What travel insurance bought at the Staysia checkout covers, what it costs and what happens if you cancel.",
};
export const dynamic = "force-dynamic";

export default async function TravelInsurancePage() {
  const insurer = await currentInsurer(db());
  return <PolicyWording insurerName={insurer?.name ?? null} />;
}

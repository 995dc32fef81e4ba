import type { Metadata } from "next";
import { MarketingPage } from "@/components/content/marketing-page";
import { STAY_INVEST } from "@/domains/content/pages/products";
import { openOfferings } from "@/domains/invest";
import { OpenOfferings } from "@/domains/invest/components/open-offerings";
import { TEST_CARDS } from "@/domains/payments";
import { isMicroInvestor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "StayInvest", description: STAY_INVEST.intro };

/** The StayInvest text, then the offerings open now (read per request: units sell while the page is up). */
export default async function StayInvestPage() {
  const actor = await currentActor();
  const offerings = await openOfferings(db());
  const viewer = isMicroInvestor(actor) ? "microInvestor" : actor.kind === "anonymous" ? "anonymous" : "other";
  return (
    <MarketingPage content={STAY_INVEST}>
      <OpenOfferings offerings={offerings} viewer={viewer} testCard={TEST_CARDS.succeeds} />
    </MarketingPage>
  );
}

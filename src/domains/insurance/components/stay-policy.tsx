import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Fact } from "@/domains/bookings/components/fact";
import { plural } from "@/lib/plural";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import { findOwnPolicy } from "../queries";

/**
 * The travel insurance policy sold with a stay, on the guest's checkout outcome (nothing when there is none or
 * the booking is not theirs): the policy number to quote for a claim.
 */
export async function StayTravelInsurance({ actor, reference }: { actor: Actor; reference: string }) {
  const policy = await findOwnPolicy(db(), { actor, bookingReference: reference });
  if (!policy) return null;
  return (
    <Card as="section" aria-labelledby="insurance-policy" className="space-y-2" data-testid="insurance-policy">
      <h2 id="insurance-policy" className="text-lg font-semibold">
        Travel insurance
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label="Policy number">
          <span className="font-mono font-semibold tracking-wide" data-testid="policy-number">
            {policy.number}
          </span>
        </Fact>
        <Fact label="Insurer">{policy.insurerName}</Fact>
        <Fact label="Cover">
          {policy.coverStart} to {policy.coverEnd} ·{" "}
          {plural(policy.travellers, { one: "traveller", other: "travellers" })}
        </Fact>
        <Fact label="Status">{policy.status === "active" ? "Active" : "Cancelled"}</Fact>
      </dl>
      <p className="text-sm">
        Quote the policy number to the insurer for a claim.{" "}
        <Link href="/travel-insurance" className="font-medium text-brand-700 underline">
          Read the policy wording
        </Link>
      </p>
    </Card>
  );
}

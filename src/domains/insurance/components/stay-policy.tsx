import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { Fact } from "@/domains/bookings/components/fact";
import { formatDay } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import { findOwnPolicy } from "../queries";

/**
 * The travel insurance policy sold with a stay, on the guest's checkout outcome (nothing when there is none or
 * the booking is not theirs): the policy number to quote for a claim, in the page's language (`checkout.insurance`).
 */
export async function StayTravelInsurance({ actor, reference }: { actor: Actor; reference: string }) {
  const policy = await findOwnPolicy(db(), { actor, bookingReference: reference });
  if (!policy) return null;
  const [t, locale] = await Promise.all([getTranslations("checkout.insurance"), getLocale() as Promise<Locale>]);
  return (
    <Card as="section" aria-labelledby="insurance-policy" className="space-y-2" data-testid="insurance-policy">
      <h2 id="insurance-policy" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label={t("policyNumber")}>
          <span className="font-mono font-semibold tracking-wide" data-testid="policy-number">
            {policy.number}
          </span>
        </Fact>
        <Fact label={t("insurer")}>{policy.insurerName}</Fact>
        <Fact label={t("cover")}>
          {t("coverValue", {
            start: formatDay(policy.coverStart, locale),
            end: formatDay(policy.coverEnd, locale),
            count: policy.travellers,
          })}
        </Fact>
        <Fact label={t("status")}>{policy.status === "active" ? t("active") : t("cancelled")}</Fact>
      </dl>
      <p className="text-sm">
        {t("quote")}{" "}
        <Link href="/travel-insurance" className="font-medium text-brand-700 underline">
          {t("readWording")}
        </Link>
      </p>
    </Card>
  );
}

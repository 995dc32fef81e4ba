import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/money";
import type { OfferingRow } from "../offerings";
import { BuyUnitsForm } from "./buy-units-island";
import { EmptyState } from "@/components/ui/empty-state";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** The open offerings on /stay-invest; a signed-in micro-investor can buy units of each. */
export async function OpenOfferings({
  offerings,
  viewer,
  testCard,
}: {
  offerings: OfferingRow[];
  viewer: "microInvestor" | "anonymous" | "other";
  testCard: string | null;
}) {
  const t = await getTranslations("investing");
  return (
    <section aria-labelledby="open-offerings" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="open-offerings" className="text-2xl font-semibold">
        {t("heading")}
      </h2>
      {viewer === "anonymous" && (
        <p className="mt-2 text-muted">
          {t.rich("anonymous", {
            signup: (chunks) => (
              <Link href="/signup/microinvestors" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
            login: (chunks) => (
              <Link href="/login/microinvestors" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {viewer === "other" && <p className="mt-2 text-muted">{t("other")}</p>}
      {offerings.length === 0 ? (
        <EmptyState role="status" title={t("emptyTitle")} description={t("emptyDescription")} className="mt-4" />
      ) : (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {offerings.map((offering) => {
            const left = offering.unitsIssued - offering.unitsSold;
            return (
              <li
                key={offering.id}
                className="space-y-4 rounded-2xl border border-line bg-white p-5"
                data-testid="open-offering"
              >
                <div>
                  <h3 className="text-lg font-semibold">{offering.propertyTitle}</h3>
                  <p className="text-sm text-muted">{offering.city}</p>
                  {offering.summary && <p className="mt-2 text-sm">{offering.summary}</p>}
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-muted">{t("unitPrice")}</dt>
                    <dd className="font-medium tabular-nums">{money(offering.unitPriceMinor, offering.currency)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("unitsLeft")}</dt>
                    <dd className="font-medium tabular-nums" data-testid="units-left">
                      {t("unitsLeftValue", { left, issued: offering.unitsIssued })}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">{t("investorShare")}</dt>
                    <dd className="font-medium">
                      {t("investorShareValue", { percent: offering.investorShareBasisPoints / 100 })}
                    </dd>
                  </div>
                </dl>
                {viewer === "microInvestor" && left > 0 && (
                  <BuyUnitsForm
                    offeringId={offering.id}
                    unitPriceMinor={offering.unitPriceMinor}
                    currency={offering.currency}
                    unitsLeft={left}
                    testCard={testCard}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

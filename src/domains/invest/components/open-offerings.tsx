import Link from "next/link";
import { formatMoney } from "@/lib/money";
import type { OfferingRow } from "../offerings";
import { BuyUnitsForm } from "./buy-units-form";
import { EmptyState } from "@/components/ui/empty-state";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** The open offerings on /stay-invest; a signed-in micro-investor can buy units of each. */
export function OpenOfferings({
  offerings,
  viewer,
  testCard,
}: {
  offerings: OfferingRow[];
  viewer: "microInvestor" | "anonymous" | "other";
  testCard: string | null;
}) {
  return (
    <section aria-labelledby="open-offerings" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="open-offerings" className="text-2xl font-semibold">
        Open offerings
      </h2>
      {viewer === "anonymous" && (
        <p className="mt-2 text-muted">
          <Link href="/signup/microinvestors" className="text-brand-700 underline">
            Create an investor account
          </Link>{" "}
          or{" "}
          <Link href="/login/microinvestors" className="text-brand-700 underline">
            log in
          </Link>{" "}
          to buy units.
        </p>
      )}
      {viewer === "other" && (
        <p className="mt-2 text-muted">
          Units are bought with a micro-investor account: sign up for one at /signup/microinvestors.
        </p>
      )}
      {offerings.length === 0 ? (
        <EmptyState
          role="status"
          title="There are no open offerings right now."
          description="New offerings are listed here as they open."
          className="mt-4"
        />
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
                    <dt className="text-muted">Unit price</dt>
                    <dd className="font-medium tabular-nums">{money(offering.unitPriceMinor, offering.currency)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Units left</dt>
                    <dd className="font-medium tabular-nums" data-testid="units-left">
                      {left} of {offering.unitsIssued}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Investors&apos; share</dt>
                    <dd className="font-medium">{offering.investorShareBasisPoints / 100}% of net operating income</dd>
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

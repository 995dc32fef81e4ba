import Link from "next/link";
import { useTranslations } from "next-intl";
import { BidOfferForm } from "./bid-offer-island";
import type { ExemptingTax, NationalityWords } from "./nationality-options";

/**
 * The checkout's nationality question, asked with the offer where a tax of the place's country exempts its citizens
 * and permanent residents: the offer's floor and the booking it makes are priced with the answer (bids.ts).
 */
export interface BidNationality {
  taxes: readonly ExemptingTax[];
  /** The guest profile's answer, the form's first value; null when never given. */
  answer: string | null;
  words: NationalityWords & { label: string; hint: string };
}

/**
 * "Make an offer" on a product page: a signed-in guest offers a total (the place's currency, cleaning, fees
 * and taxes included) for nights; the host has 24 hours to accept, reject or counter. Answers are on /bids.
 * A server component: the form is a client island sent only to a guest who may bid.
 */
export function BidPanel({
  propertyId,
  currency,
  initial,
  who,
  nationality,
}: {
  propertyId: string;
  currency: string;
  initial: { checkIn: string; checkOut: string };
  /** A guest may bid; a visitor is asked to log in; other accounts cannot book. */
  who: "guest" | "visitor" | "other";
  nationality?: BidNationality | null;
}) {
  const t = useTranslations("product");
  return (
    <section
      aria-labelledby="bid-heading"
      className="mt-4 space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="bid-panel"
    >
      <h2 id="bid-heading" className="font-semibold">
        {t("bid.heading")}
      </h2>
      <p className="text-sm text-muted">{t("bid.intro")}</p>
      {who === "visitor" ? (
        <p className="text-sm">
          {t.rich("bid.visitor", {
            login: (chunks) => (
              <Link href="/login/operator" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            signup: (chunks) => (
              <Link href="/signup/roomer" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : who === "other" ? (
        <p className="text-sm">{t("bid.other")}</p>
      ) : (
        <BidOfferForm propertyId={propertyId} currency={currency} initial={initial} nationality={nationality} />
      )}
    </section>
  );
}

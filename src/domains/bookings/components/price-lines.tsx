import { useLocale, useTranslations } from "next-intl";
import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { priceLineWords } from "./price-line-words";

export interface PriceLine {
  kind: string;
  label: string;
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
  /** The same amount in the visitor's currency, approximate. */
  converted?: { amountMinor: number; currency: string } | null;
}

/**
 * Every line of a stay's price in the property's currency (what is charged), with the total, and the total in
 * the visitor's currency labelled approximate when they browse in another one. The lines' names in the page's
 * language (price-line-words.ts); `caption` is the table's, "Price of this stay" unless given.
 */
export function PriceLines({
  lines,
  currency,
  totalMinor,
  converted,
  caption,
}: {
  lines: readonly PriceLine[];
  currency: string;
  totalMinor: number;
  converted: { amountMinor: number; currency: string } | null;
  caption?: string;
}) {
  const t = useTranslations("checkout");
  const locale = useLocale() as Locale;
  return (
    <div className="space-y-2 text-sm">
      <FiguresTable
        caption={caption ?? t("prices.caption")}
        density="compact"
        rows={lines.map((line) => ({
          key: `${line.kind}-${line.label}`,
          label: (
            <>
              {priceLineWords(line.label, (key, values) => t(`priceLine.${key}`, values))}
              {line.kind === "stay" && line.unitAmountMinor !== undefined && line.quantity !== undefined && (
                <span className="text-muted">
                  {" "}
                  × {formatMoney({ amountMinor: line.unitAmountMinor, currency }, locale)}
                </span>
              )}
            </>
          ),
          figures: [formatMoney({ amountMinor: line.amountMinor, currency }, locale, { exact: true })],
        }))}
        foot={[
          {
            key: "total",
            label: t("prices.total", { currency }),
            emphasis: "subtotal",
            figures: [formatMoney({ amountMinor: totalMinor, currency }, locale, { exact: true })],
            figureProps: [{ "data-testid": "checkout-total" }],
          },
        ]}
      />
      {converted && (
        <p className="text-right text-muted" data-testid="checkout-converted">
          {t("prices.converted", {
            amount: formatMoney(converted, locale, { currencyDisplay: "symbol" }),
            currency: converted.currency,
            charged: currency,
          })}
        </p>
      )}
    </div>
  );
}

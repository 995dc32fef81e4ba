import { FiguresTable } from "@/components/ui/figures-table";
import { formatMoney } from "@/lib/money";

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
 * the visitor's currency labelled approximate when they browse in another one.
 */
export function PriceLines({
  lines,
  currency,
  totalMinor,
  converted,
  caption = "Price of this stay",
}: {
  lines: readonly PriceLine[];
  currency: string;
  totalMinor: number;
  converted: { amountMinor: number; currency: string } | null;
  caption?: string;
}) {
  return (
    <div className="space-y-2 text-sm">
      <FiguresTable
        caption={caption}
        density="compact"
        rows={lines.map((line) => ({
          key: `${line.kind}-${line.label}`,
          label: (
            <>
              {line.label}
              {line.kind === "stay" && line.unitAmountMinor !== undefined && line.quantity !== undefined && (
                <span className="text-muted"> × {formatMoney({ amountMinor: line.unitAmountMinor, currency })}</span>
              )}
            </>
          ),
          figures: [formatMoney({ amountMinor: line.amountMinor, currency }, { exact: true })],
        }))}
        foot={[
          {
            key: "total",
            label: `Total (${currency})`,
            emphasis: "subtotal",
            figures: [formatMoney({ amountMinor: totalMinor, currency }, { exact: true })],
            figureProps: [{ "data-testid": "checkout-total" }],
          },
        ]}
      />
      {converted && (
        <p className="text-right text-muted" data-testid="checkout-converted">
          ≈ {formatMoney(converted, { currencyDisplay: "symbol" })} in {converted.currency} (approximate); you are
          charged in {currency}.
        </p>
      )}
    </div>
  );
}

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
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.label}`}>
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {line.label}
                {line.kind === "stay" && line.unitAmountMinor !== undefined && line.quantity !== undefined && (
                  <span className="text-muted"> × {formatMoney({ amountMinor: line.unitAmountMinor, currency })}</span>
                )}
              </th>
              <td className="py-1 text-right tabular-nums">
                {formatMoney({ amountMinor: line.amountMinor, currency }, { exact: true })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line">
            <th scope="row" className="pt-2 text-left font-semibold">
              Total ({currency})
            </th>
            <td className="pt-2 text-right font-semibold tabular-nums" data-testid="checkout-total">
              {formatMoney({ amountMinor: totalMinor, currency }, { exact: true })}
            </td>
          </tr>
        </tfoot>
      </table>
      {converted && (
        <p className="text-right text-muted" data-testid="checkout-converted">
          ≈ {formatMoney(converted, { currencyDisplay: "symbol" })} in {converted.currency} (approximate); you are
          charged in {currency}.
        </p>
      )}
    </div>
  );
}

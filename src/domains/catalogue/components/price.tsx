import { clsx } from "clsx";
import { formatMoney } from "@/lib/money";
import type { PriceInCurrencies } from "../search";

/**
 * A price in the visitor's currency, labelled approximate, with what is charged (the property's own
 * currency) right under it and in its tooltip; the original alone when there is nothing to convert.
 */
export function Price({
  price,
  unit,
  size = "md",
  className,
}: {
  price: PriceInCurrencies;
  unit?: string;
  size?: "md" | "lg";
  className?: string;
}) {
  const original = formatMoney(price);
  const per = unit ? <span className="font-normal text-muted"> / {unit}</span> : null;
  if (!price.converted) {
    return (
      <span className={clsx(size === "lg" ? "text-xl" : "text-sm", "font-semibold", className)} data-testid="price">
        {original}
        {per}
      </span>
    );
  }
  const converted = formatMoney(price.converted, { currencyDisplay: "symbol" });
  return (
    <span className={clsx("inline-block", className)} data-testid="price">
      <span
        className={clsx(size === "lg" ? "text-xl" : "text-sm", "font-semibold")}
        title={`About ${converted}; charged as ${original} in ${price.currency}`}
      >
        ≈ {converted}
        {per}
      </span>
      <span className="block text-xs text-muted">
        {original} charged in {price.currency}
      </span>
    </span>
  );
}

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/format";
import type { PriceInCurrencies } from "../search";

/**
 * A price in the visitor's currency, labelled approximate, with what is charged (the property's own
 * currency) right under it and in its tooltip; the original alone when there is nothing to convert. In the
 * visitor's language (a server or client component: it reads the `search` messages).
 */
export function Price({
  price,
  unit,
  size = "md",
  className,
}: {
  price: PriceInCurrencies;
  unit?: "night" | "month" | "hour";
  size?: "md" | "lg";
  className?: string;
}) {
  const t = useTranslations("search");
  const locale = useLocale();
  const original = formatMoney(price, locale);
  const per = unit ? (
    <span className="font-normal text-muted"> {t("price.per", { unit: t(`per.${unit}`) })}</span>
  ) : null;
  if (!price.converted) {
    return (
      <span className={clsx(size === "lg" ? "text-xl" : "text-sm", "font-semibold", className)} data-testid="price">
        {original}
        {per}
      </span>
    );
  }
  const converted = formatMoney(price.converted, locale, { currencyDisplay: "symbol" });
  return (
    <span className={clsx("inline-block", className)} data-testid="price">
      <span
        className={clsx(size === "lg" ? "text-xl" : "text-sm", "font-semibold")}
        title={t("price.about", { converted, original, currency: price.currency })}
      >
        ≈ {converted}
        {per}
      </span>
      <span className="block text-xs text-muted">{t("price.chargedIn", { original, currency: price.currency })}</span>
    </span>
  );
}

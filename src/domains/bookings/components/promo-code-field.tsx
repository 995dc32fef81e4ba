import Link from "next/link";
import { useTranslations } from "next-intl";
import { checkoutPath, type CheckoutRequest } from "../checkout-params";

/**
 * The checkout's promo code: a plain GET form that reloads the checkout with `promo=` on its address, so the
 * quote beside it is recomputed on the server with the code's line (and works without JavaScript). The
 * code is checked again, and redeemed, when the booking is made.
 */
export function PromoCodeField({
  request,
  applied,
  error,
}: {
  request: CheckoutRequest;
  applied: string | null;
  error: string | null;
}) {
  const t = useTranslations("checkout");
  const { promoCode: _entered, ...withoutCode } = request;
  const hidden = Object.entries(Object.fromEntries(new URLSearchParams(checkoutPath(withoutCode).split("?")[1])));
  return (
    <div className="space-y-2 border-t border-line pt-3" data-testid="promo-code">
      {applied ? (
        <p className="flex items-center justify-between gap-3 text-sm" role="status">
          <span>
            {t.rich("promo.applied", { code: applied, b: (chunks) => <span className="font-semibold">{chunks}</span> })}
          </span>
          <Link href={checkoutPath(withoutCode)} className="font-medium text-brand-700 underline">
            {t("promo.remove")}
          </Link>
        </p>
      ) : (
        <form method="get" action="/checkout" className="space-y-1" aria-label={t("promo.formLabel")}>
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="promo-code" className="block text-sm font-medium">
            {t("promo.label")}
          </label>
          <div className="flex gap-2">
            <input
              id="promo-code"
              name="promo"
              defaultValue={request.promoCode ?? ""}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "promo-code-error" : undefined}
              className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm uppercase ${error ? "border-red-500" : "border-line"}`}
            />
            <button
              type="submit"
              className="rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
            >
              {t("promo.apply")}
            </button>
          </div>
          {error && (
            <p id="promo-code-error" className="text-sm text-red-700" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

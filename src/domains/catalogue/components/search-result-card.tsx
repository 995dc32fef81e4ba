import { Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatNumber } from "@/lib/format";
import type { SearchResult } from "../search";
import { Price } from "./price";

/** One search result: the whole card opens the product page, with the search's stay carried along. */
export function SearchResultCard({ result, href }: { result: SearchResult; href: string }) {
  const t = useTranslations("search");
  const locale = useLocale();
  const stay = result.stayTotal;
  return (
    <article
      className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
      data-testid="search-result"
    >
      <div className="aspect-[3/2] bg-brand-50">
        {result.coverPhotoUrl && (
          // Photos are already sized at upload; plain <img> keeps the page free of an image server.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={result.coverPhotoUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            width={960}
            height={640}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="flex items-center justify-between gap-2 text-xs font-medium uppercase tracking-wide text-brand-600">
          <span>
            {t(`types.${result.type}`)} · {result.city}, {t(`countries.${result.country}`)}
          </span>
          {result.rating && (
            <span
              className="inline-flex items-center gap-1 normal-case text-ink"
              aria-label={t("card.rated", {
                average: formatNumber(result.rating.average, locale),
                count: result.rating.count,
              })}
            >
              <Star className="h-3.5 w-3.5 fill-current text-amber-500" aria-hidden="true" />
              {formatNumber(result.rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (
              {formatNumber(result.rating.count, locale)})
            </span>
          )}
        </p>
        <h3 className="line-clamp-2 font-semibold">
          <a href={href} className="after:absolute after:inset-0 focus:outline-none">
            {result.title}
          </a>
        </h3>
        <p className="text-sm text-muted">
          {t("counts.bedrooms", { count: result.bedrooms })} · {t("counts.upToGuests", { count: result.maxGuests })}
          {result.instantBook && ` · ${t("card.instantBook")}`}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <Price price={result.rate} unit={result.rate.per} />
          {stay && (
            <span className="text-right text-sm" data-testid="stay-total">
              <span className="block text-xs text-muted">
                {t("card.allFees", {
                  length:
                    stay.hours > 0
                      ? t("counts.hours", { count: stay.hours })
                      : t("counts.nights", { count: stay.nights }),
                })}
              </span>
              <Price price={stay} />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

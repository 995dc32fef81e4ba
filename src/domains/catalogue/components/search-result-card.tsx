import { Star } from "lucide-react";
import { COUNTRIES } from "@/lib/countries";
import { TYPE_LABELS } from "../labels";
import type { SearchResult } from "../search";
import { Price } from "./price";
import { plural } from "@/lib/plural";

/** One search result: the whole card opens the product page, with the search's stay carried along. */
export function SearchResultCard({ result, href }: { result: SearchResult; href: string }) {
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
            {TYPE_LABELS[result.type]} · {result.city}, {COUNTRIES[result.country].name}
          </span>
          {result.rating && (
            <span
              className="inline-flex items-center gap-1 normal-case text-ink"
              aria-label={`Rated ${result.rating.average} out of 5 by ${plural(result.rating.count, { one: "guest", other: "guests" })}`}
            >
              <Star className="h-3.5 w-3.5 fill-current text-amber-500" aria-hidden="true" />
              {result.rating.average.toFixed(1)} ({result.rating.count})
            </span>
          )}
        </p>
        <h3 className="line-clamp-2 font-semibold">
          <a href={href} className="after:absolute after:inset-0 focus:outline-none">
            {result.title}
          </a>
        </h3>
        <p className="text-sm text-muted">
          {plural(result.bedrooms, { one: "bedroom", other: "bedrooms" })} · up to{" "}
          {plural(result.maxGuests, { one: "guest", other: "guests" })}
          {result.instantBook && " · Instant book"}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <Price price={result.rate} unit={result.rate.per} />
          {stay && (
            <span className="text-right text-sm" data-testid="stay-total">
              <span className="block text-xs text-muted">
                {stay.hours > 0
                  ? plural(stay.hours, { one: "hour", other: "hours" })
                  : plural(stay.nights, { one: "night", other: "nights" })}
                , all fees
              </span>
              <Price price={stay} />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

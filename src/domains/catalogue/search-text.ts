/** What the search page says about a page of results (the count in its heading, the page numbers). */
import type { SearchPage } from "./search";
import { plural } from "@/lib/plural";

/** "12 stays in Penang", "1,000+ stays in Malaysia" when the count reached the cap, "No stays found in Bali". */
export function resultsHeading(results: Pick<SearchPage, "total" | "totalCapped">, place: string): string {
  if (results.total === 0) return `No stays found in ${place}`;
  if (results.totalCapped) return `${results.total.toLocaleString("en")}+ stays in ${place}`;
  return `${plural(results.total, { one: "stay", other: "stays" })} in ${place}`;
}

/** "Page 2 of 5"; past a capped count there are more pages than are numbered: "Page 2 of 42+". */
export function pageOfPages(results: Pick<SearchPage, "page" | "pages" | "totalCapped">): string {
  return `Page ${results.page} of ${results.pages}${results.totalCapped ? "+" : ""}`;
}

import Link from "next/link";

const pageLink = "rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50";

/** The links' words in a guest page's language; the English dashboards leave them out. */
export interface PageLinksWords {
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  pageOf: string;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
export function PageLinks({
  page,
  pages,
  href,
  words,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  words?: PageLinksWords;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words?.label ?? "Pages"} className="flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={pageLink} rel="prev">
          {words?.previous ?? "Previous"}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{words?.pageOf ?? `Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className={pageLink} rel="next">
          {words?.next ?? "Next"}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import Link from "next/link";

const pageLink = "rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50";

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
export function PageLinks({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={pageLink} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={pageLink} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

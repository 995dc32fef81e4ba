import Link from "next/link";
import { useTranslations } from "next-intl";

const pageLink = "rounded-lg border border-line px-3 py-1.5 hover:bg-brand-50";

/** Words of the caller's own (a list that says "Page 2 of 5" its own way); else the `common.ui` catalogue's. */
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
  const t = useTranslations("common.ui");
  if (pages <= 1) return null;
  return (
    <nav aria-label={words?.label ?? t("pages")} className="flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={pageLink} rel="prev">
          {words?.previous ?? t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">{words?.pageOf ?? t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className={pageLink} rel="next">
          {words?.next ?? t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

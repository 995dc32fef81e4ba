import Link from "next/link";
import { useTranslations } from "next-intl";

/** What a guest finds under "Property": how to list a place of their own, instead of an empty page. */
export function BecomeAHost() {
  const t = useTranslations("dashboardCatalogue.listings.becomeAHost");
  return (
    <section
      aria-labelledby="become-host-heading"
      className="max-w-2xl rounded-2xl border border-line bg-white p-6 sm:p-8"
    >
      <h2 id="become-host-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-3 text-muted">{t("intro")}</p>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
        <li>{t("step1")}</li>
        <li>{t("step2")}</li>
        <li>{t("step3")}</li>
      </ol>
      <Link
        href="/signup/landlord?supplier=propertyOwner"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t("action")}
      </Link>
    </section>
  );
}

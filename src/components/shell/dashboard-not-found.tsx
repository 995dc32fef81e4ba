import Link from "next/link";
import { useTranslations } from "next-intl";

/** What a dashboard address that names nothing shows, inside the dashboard frame. */
export function DashboardNotFound() {
  const t = useTranslations("dashboardShell.notFound");
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">{t("code")}</p>
      <h1 className="mt-2 text-2xl font-semibold">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("body")}</p>
      <Link
        href="/dashboard"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {t("home")}
      </Link>
    </div>
  );
}

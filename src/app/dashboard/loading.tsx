import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/button";

// SPEC.md §4: dashboard pages show a spinner while the profile loads.
export default function Loading() {
  const t = useTranslations("dashboardShell.frame");
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-600">
      <Spinner className="h-8 w-8" label={t("loading")} />
    </div>
  );
}

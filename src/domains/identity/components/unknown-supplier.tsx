import Link from "next/link";
import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/ui/field";

/** An unknown `?supplier=` value is refused in words, never silently replaced by a default. */
export function UnknownSupplier({
  value,
  action,
  pathPrefix,
}: {
  value: string | undefined;
  action: "signup" | "login";
  pathPrefix: string;
}) {
  const t = useTranslations("auth.unknownSupplier");
  const base = `${pathPrefix}/${action}/landlord?supplier=`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{action === "signup" ? t("signUpTitle") : t("logInTitle")}</h1>
      <FormMessage>{value ? t("unknown", { value }) : t("missing")}</FormMessage>
      <ul className="space-y-2">
        <li>
          <Link className="font-medium text-brand-700 underline" href={`${base}propertyOwner`}>
            {t("propertyOwner")}
          </Link>
        </li>
        <li>
          <Link className="font-medium text-brand-700 underline" href={`${base}thirdPartyHost`}>
            {t("thirdPartyHost")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

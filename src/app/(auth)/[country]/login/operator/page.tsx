import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LogInPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  if (!country) return {};
  const t = await getTranslations("auth.meta");
  return { title: t("operationsLogIn"), description: t("logInOperatorIn", { country }) };
}

export default async function Page({ params }: { params: Promise<{ country: string }> }) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <LogInPage variant="operator" country={country} />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SupplierLogInPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  if (!country) return {};
  const t = await getTranslations("auth.meta");
  return { title: t("logIn"), description: t("logInSupplierIn", { country }) };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<{ supplier?: string }>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <SupplierLogInPage supplier={(await searchParams).supplier} country={country} />;
}

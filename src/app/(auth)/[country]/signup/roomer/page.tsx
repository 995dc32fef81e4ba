import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SignUpPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export async function generateMetadata({ params }: { params: Promise<{ country: string }> }): Promise<Metadata> {
  const country = countryVariant((await params).country);
  if (!country) return {};
  const t = await getTranslations("auth.meta");
  return { title: t("signUpGuest"), description: t("signUpGuestIn", { country }) };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  const { ref } = await searchParams;
  return <SignUpPage kind="roomer" country={country} referralCode={typeof ref === "string" ? ref : undefined} />;
}

import { notFound } from "next/navigation";
import { SupplierSignUpPage } from "@/domains/identity/components/auth-pages";
import { countryVariant } from "@/lib/countries";

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ country: string }>;
  searchParams: Promise<{ supplier?: string }>;
}) {
  const country = countryVariant((await params).country);
  if (!country) notFound();
  return <SupplierSignUpPage supplier={(await searchParams).supplier} country={country} />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SupplierSignUpPage } from "@/domains/identity/components/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("signUpSupplier") };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ supplier?: string }> }) {
  return <SupplierSignUpPage supplier={(await searchParams).supplier} />;
}

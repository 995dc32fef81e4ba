import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SupplierLogInPage } from "@/domains/identity/components/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("logIn") };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ supplier?: string }> }) {
  return <SupplierLogInPage supplier={(await searchParams).supplier} />;
}

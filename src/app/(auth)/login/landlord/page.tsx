import type { Metadata } from "next";
import { SupplierLogInPage } from "@/domains/identity/components/auth-pages";

export const metadata: Metadata = { title: "Log in" };

export default async function Page({ searchParams }: { searchParams: Promise<{ supplier?: string }> }) {
  return <SupplierLogInPage supplier={(await searchParams).supplier} />;
}

import type { Metadata } from "next";
import { SupplierSignUpPage } from "@/domains/identity/components/auth-pages";

export const metadata: Metadata = { title: "Sign up as a supplier" };

export default async function Page({ searchParams }: { searchParams: Promise<{ supplier?: string }> }) {
  return <SupplierSignUpPage supplier={(await searchParams).supplier} />;
}

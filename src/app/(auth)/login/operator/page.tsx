import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogInPage } from "@/domains/identity/components/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("operationsLogIn") };
}

export default function Page() {
  return <LogInPage variant="operator" />;
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignUpPage } from "@/domains/identity/components/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("signUpInvestor") };
}

export default function Page() {
  return <SignUpPage kind="microInvestor" />;
}

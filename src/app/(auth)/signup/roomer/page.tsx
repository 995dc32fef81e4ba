import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignUpPage } from "@/domains/identity/components/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.meta"))("signUpGuest") };
}

/**
 * Guests sign up here; a partner storefront links here with `?from=<partner>`, kept on the profile, and a
 * user's referral link with `?ref=<code>`.
 */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ from?: string | string[]; ref?: string | string[] }>;
}) {
  const { from, ref } = await searchParams;
  return (
    <SignUpPage
      kind="roomer"
      from={typeof from === "string" ? from : undefined}
      referralCode={typeof ref === "string" ? ref : undefined}
    />
  );
}

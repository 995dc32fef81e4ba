import type { Metadata } from "next";
import { SignUpPage } from "@/domains/identity/components/auth-pages";

export const metadata: Metadata = { title: "Sign up as an investor" };

export default function Page() {
  return <SignUpPage kind="microInvestor" />;
}

import type { Metadata } from "next";
import { LogInPage } from "@/domains/identity/components/auth-pages";

export const metadata: Metadata = { title: "Investor log in" };

export default function Page() {
  return <LogInPage variant="microInvestor" />;
}

import type { Metadata } from "next";
import { SignUpPage } from "@/domains/identity/components/auth-pages";

export const metadata: Metadata = { title: "Sign up as a guest" };

export default function Page() {
  return <SignUpPage kind="roomer" />;
}

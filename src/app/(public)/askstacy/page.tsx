import type { Metadata } from "next";
import { connection } from "next/server";
import { AskStacy } from "@/domains/content/components/ask-stacy";

export const metadata: Metadata = {
  title: "Ask Stacy",
  description: "Tell Stacy what you need in plain words: she finds matching homes and answers your questions.",
};

export default async function AskStacyPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  await connection();
  return <AskStacy question={((await searchParams).q ?? "").slice(0, 300)} />;
}

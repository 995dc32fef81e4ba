import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { env, mailboxEnabled } from "@/server/env";
import { ClientMessages } from "@/i18n/client-messages";
import { KitShowcase } from "./kit-showcase";
import { FiguresShowcase, TableShowcase } from "./table-showcase";
import { ChartShowcase } from "./chart-showcase";

export const metadata: Metadata = { title: "UI kit", robots: { index: false } };

/**
 * Every component of components/ui in its states, to look at while building a screen. Open where the
 * development mailbox is (development and test runs), for the same reason: it is a tool, not a page of the site.
 */
export default async function UiKitPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  if (!mailboxEnabled(env())) notFound();
  return (
    <ClientMessages page="site">
      <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <header className="space-y-1">
          <h1 className="text-2xl font-semibold">UI kit</h1>
          <p className="text-sm text-muted">
            The components in src/components/ui, on Radix primitives. Only visible in development.
          </p>
        </header>
        <KitShowcase />
        <TableShowcase params={await searchParams} />
        <FiguresShowcase />
        <ChartShowcase />
      </main>
    </ClientMessages>
  );
}

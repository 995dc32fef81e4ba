import { describe, expect, it } from "vitest";
import { pageFiles, pageMessages, relativeToRoot } from "../../tests/support/client-messages-graph";
import {
  clientMessagesOf,
  clientNamespacesOf,
  PAGE_NAMESPACES,
  SITE_NAMESPACES,
  type ClientPage,
} from "./client-namespaces";

const pages = pageFiles().map((file) => ({ file: relativeToRoot(file), ...pageMessages(file) }));
// The root layout sends nothing: a page sends messages only through a `<ClientMessages>`, each with the site's.
const sent = (provides: Set<string>) =>
  provides.size === 0
    ? new Set<string>()
    : new Set<string>([
        ...SITE_NAMESPACES,
        ...[...provides].flatMap((page) => PAGE_NAMESPACES[page as ClientPage] ?? []),
      ]);

describe("the namespaces each page sends its client components", () => {
  it("reads the pages (a sanity check of the source reading itself)", () => {
    expect(pages.length).toBeGreaterThan(60);
    const checkout = pages.find((page) => page.file === "src/app/(public)/checkout/page.tsx")!;
    expect([...checkout.needs].sort()).toEqual(["auth", "checkout", "common", "datepicker"]);
    const home = pages.find((page) => page.file === "src/app/(public)/page.tsx")!;
    expect([...home.needs]).toEqual([]);
    const bids = pages.find((page) => page.file === "src/app/(public)/bids/page.tsx")!;
    expect([...bids.needs]).toContain("common"); // useLocale (local-time.tsx) needs a provider too
  });

  it("reads the dashboard's pages too: each gets the shell's words from the dashboard frame", () => {
    const dashboard = pages.filter((page) => page.file.startsWith("src/app/dashboard/"));
    expect(dashboard.length).toBeGreaterThan(40);
    for (const page of dashboard) {
      expect(page.needs.has("dashboardShell"), page.file).toBe(true);
      expect(page.provides.has("dashboard"), page.file).toBe(true);
    }
    const settlements = pages.find((page) => page.file === "src/app/dashboard/settlements/page.tsx")!;
    expect([...settlements.needs]).toContain("dashboardAccounts");
    // No guest page is sent a dashboard's words.
    for (const page of pages.filter((page) => !page.file.startsWith("src/app/dashboard/"))) {
      expect(
        [...sent(page.provides)].filter((namespace) => namespace.startsWith("dashboard")),
        page.file,
      ).toEqual([]);
    }
  });

  it("names every namespace a client component reads as a literal", () => {
    expect(pages.flatMap((page) => page.unknown)).toEqual([]);
  });

  it("sends every page what its client components read", () => {
    const missing = pages
      .map((page) => ({
        page: page.file,
        missing: [...page.needs].filter((namespace) => !sent(page.provides).has(namespace)),
      }))
      .filter((page) => page.missing.length > 0);
    expect(missing).toEqual([]);
  });

  it("sends no page a namespace none of its client components reads (beyond the site's own)", () => {
    const extra = pages
      .map((page) => ({
        page: page.file,
        extra: [...sent(page.provides)].filter(
          (namespace) => !page.needs.has(namespace) && !(SITE_NAMESPACES as readonly string[]).includes(namespace),
        ),
      }))
      .filter((page) => page.extra.length > 0);
    expect(extra).toEqual([]);
  });

  it("uses only kinds of page that exist", () => {
    const kinds = new Set(pages.flatMap((page) => [...page.provides]));
    expect([...kinds].filter((kind) => !(kind in PAGE_NAMESPACES))).toEqual([]);
  });

  it("sends no provider to a page none of whose client components reads messages", () => {
    const needless = pages.filter((page) => page.needs.size === 0 && page.provides.size > 0).map((page) => page.file);
    expect(needless).toEqual([]);
  });

  it("keeps the public pages without a form light: the home page, marketing pages and /faq get no messages", () => {
    for (const file of [
      "src/app/(public)/page.tsx",
      "src/app/(public)/about/page.tsx",
      "src/app/(public)/faq/page.tsx",
      "src/app/(public)/newsroom/page.tsx",
      "src/app/(public)/stay-connect/page.tsx",
    ])
      expect([...sent(pages.find((page) => page.file === file)!.provides)]).toEqual([]);
  });
});

describe("clientMessagesOf", () => {
  it("gives a kind of page the site's and its own namespaces, in the language asked", () => {
    expect(clientNamespacesOf("search")).toEqual(["common", "datepicker"]);
    const thai = clientMessagesOf("th", "search");
    expect(Object.keys(thai).sort()).toEqual(["common", "datepicker"]);
    expect(thai.datepicker?.dates).toBe("วันที่");
    expect(Object.keys(clientMessagesOf("en"))).toEqual(["common"]);
  });
});

/**
 * What the pages' client components read from the catalogue, found in the source: from a page file and its
 * layouts, imports are followed through server modules until a `"use client"` module, from which everything
 * imported runs in the browser too; `useTranslations("ns…")` in those modules is what the page must send
 * (src/i18n/client-namespaces.ts). `<ClientMessages page="…">` in the server modules reached is what it sends.
 * next-intl's other client hooks (`useLocale`…) count as reading "common": any provider will do for them.
 * Regex reading, not a compiler: imports are this code base's plain `import … from "…"` forms.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g;
const TRANSLATIONS = /useTranslations\(\s*(?:"([a-z][A-Za-z]*)[."]|([^)]*)\))/g;
const CLIENT_MESSAGES = /<ClientMessages\s+page="([A-Za-z]+)"/g;
/** next-intl's other client hooks: they read the provider's language, so a page using them needs a provider. */
const LOCALE_HOOKS = /\buse(?:Locale|Formatter|Now|TimeZone|Messages)\(/;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: its messages are none of ours
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

interface ModuleFacts {
  client: boolean;
  imports: string[];
  namespaces: string[];
  /** `useTranslations(x)` whose namespace is not a literal: the test refuses them. */
  unknown: string[];
  provides: string[];
}

const facts = new Map<string, ModuleFacts>();

function factsOf(file: string): ModuleFacts {
  let found = facts.get(file);
  if (found) return found;
  const text = readFileSync(file, "utf8");
  const imports: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    if (match[1]) continue; // `import type`: nothing runs
    const target = resolveImport(file, match[2]!);
    if (target) imports.push(target);
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const target = resolveImport(file, match[1]!);
    if (target) imports.push(target);
  }
  const namespaces: string[] = [];
  const unknown: string[] = [];
  for (const match of text.matchAll(TRANSLATIONS)) {
    if (match[1]) namespaces.push(match[1]);
    else unknown.push(`${path.relative(ROOT, file)}: useTranslations(${match[2]})`);
  }
  // Any provider sends the site's namespace: that is what such a hook needs at the least.
  if (LOCALE_HOOKS.test(text)) namespaces.push("common");
  found = {
    client: /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(text),
    imports,
    namespaces,
    unknown,
    provides: [...text.matchAll(CLIENT_MESSAGES)].map((match) => match[1]!),
  };
  facts.set(file, found);
  return found;
}

export interface PageMessages {
  /** Namespaces the page's client components read. */
  needs: Set<string>;
  /** `ClientMessages` page keys found on the server side of the page. */
  provides: Set<string>;
  unknown: string[];
}

/** The layouts above a page file, the root's first. */
function layoutsAbove(pageFile: string): string[] {
  const layouts: string[] = [];
  let dir = path.dirname(pageFile);
  const appDir = path.join(SRC, "app");
  while (dir.startsWith(appDir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout)) layouts.unshift(layout);
    dir = path.dirname(dir);
  }
  return layouts;
}

export function pageMessages(pageFile: string): PageMessages {
  const result: PageMessages = { needs: new Set(), provides: new Set(), unknown: [] };
  const seen = new Map<string, "server" | "client">();
  const walk = (file: string, side: "server" | "client") => {
    const found = factsOf(file);
    const here = side === "client" || found.client ? "client" : "server";
    const before = seen.get(file);
    if (before === here || before === "client") return;
    seen.set(file, here);
    if (here === "client") {
      found.namespaces.forEach((namespace) => result.needs.add(namespace));
      result.unknown.push(...found.unknown);
    } else {
      found.provides.forEach((key) => result.provides.add(key));
    }
    found.imports.forEach((target) => walk(target, here));
  };
  for (const file of [...layoutsAbove(pageFile), pageFile]) walk(file, "server");
  return result;
}

export const APP_DIR = path.join(SRC, "app");
export const relativeToRoot = (file: string) => path.relative(ROOT, file);

/** Every `page.tsx` under src/app (Node 20 has no fs.globSync). */
export function pageFiles(dir = APP_DIR): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...pageFiles(full));
    else if (entry.name === "page.tsx") files.push(full);
  }
  return files.sort();
}

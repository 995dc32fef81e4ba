/**
 * The small markdown the editors write (posts and FAQ answers): paragraphs separated by blank lines, "## "
 * headings, "- " lists, **bold**, *italic* and [links](https://…). It is parsed into a tree that React
 * renders as elements, so nothing typed is ever HTML: "<script>" shows as the text "<script>".
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "heading"; inlines: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** Links may go to our own pages or to http(s) and mailto addresses: never javascript: or data:. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  if (/^(https?:\/\/|mailto:)[^\s]+$/i.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) result.push({ kind: "text", text: text.slice(last, index) });
    if (match[1] !== undefined) result.push({ kind: "strong", text: match[1] });
    else if (match[2] !== undefined) result.push({ kind: "em", text: match[2] });
    else {
      const href = safeHref(match[4]!);
      // An unsafe address keeps its words and loses the link.
      result.push(href ? { kind: "link", text: match[3]!, href } : { kind: "text", text: match[3]! });
    }
    last = index + match[0].length;
  }
  if (last < text.length) result.push({ kind: "text", text: text.slice(last) });
  return result;
}

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== "");
    if (lines.length === 0) continue;
    if (lines.length === 1 && /^#{1,3}\s+/.test(lines[0]!)) {
      blocks.push({ kind: "heading", inlines: parseInline(lines[0]!.replace(/^#{1,3}\s+/, "")) });
    } else if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
      blocks.push({ kind: "list", items: lines.map((line) => parseInline(line.replace(/^\s*[-*]\s+/, ""))) });
    } else {
      blocks.push({ kind: "paragraph", inlines: parseInline(lines.map((line) => line.trim()).join(" ")) });
    }
  }
  return blocks;
}

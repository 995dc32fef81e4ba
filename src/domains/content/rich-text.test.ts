import { describe, expect, it } from "vitest";
import { fillPlaceholders, TEXT_BLOCKS } from "./blocks";
import { faqEntrySchema, newsPostSchema, textBlockSchema } from "./editor-validation";
import { parseInline, parseRichText, safeHref } from "./rich-text";

describe("parseRichText", () => {
  it("splits paragraphs on blank lines, and reads headings and lists", () => {
    expect(parseRichText("First line\ncontinues.\n\n## A heading\n\n- one\n- **two**")).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "First line continues." }] },
      { kind: "heading", inlines: [{ kind: "text", text: "A heading" }] },
      { kind: "list", items: [[{ kind: "text", text: "one" }], [{ kind: "strong", text: "two" }]] },
    ]);
  });

  it("keeps HTML as text: nothing typed becomes markup", () => {
    const blocks = parseRichText('<script>alert("x")</script> <b>bold</b>');
    expect(blocks).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: '<script>alert("x")</script> <b>bold</b>' }] },
    ]);
  });

  it("links only to our pages and to http(s) or mailto addresses", () => {
    expect(parseInline("See [the FAQ](/faq) and [our site](https://staysia.example/a).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "the FAQ", href: "/faq" },
      { kind: "text", text: " and " },
      { kind: "link", text: "our site", href: "https://staysia.example/a" },
      { kind: "text", text: "." },
    ]);
    expect(parseInline("[click](javascript:alert(1))")[0]).toMatchObject({ kind: "text" });
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("mailto:press@staysia.example")).toBe("mailto:press@staysia.example");
  });
});

describe("editor validation", () => {
  const post = {
    slug: "new-homes-in-penang",
    title: "New homes in Penang",
    summary: "Twelve new homes by the sea.",
    body: "A longer text about the new homes.",
  };

  it("accepts a well-formed post and trims it", () => {
    expect(newsPostSchema.parse({ ...post, title: "  New homes in Penang " }).title).toBe("New homes in Penang");
  });

  it.each([
    ["Upper-Case", /lower-case/],
    ["double--hyphen", /lower-case/],
    ["-leading", /lower-case/],
    ["ab", /at least 3/],
    ["a".repeat(81), /at most 80/],
  ])("refuses the address %s", (slug, message) => {
    const result = newsPostSchema.safeParse({ ...post, slug });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(message);
  });

  it("refuses empty and over-long fields with their names in the message", () => {
    const result = newsPostSchema.safeParse({ ...post, title: "", summary: "x".repeat(301) });
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "The title must be at least 3 characters."],
      ["summary", "The summary must be at most 300 characters."],
    ]);
    expect(newsPostSchema.safeParse({ ...post, extra: true }).success).toBe(false);
  });

  it("reads an FAQ order from a form field and refuses a negative one", () => {
    const entry = { category: "Stays", question: "Can I bring pets?", answer: "Some homes allow pets." };
    expect(faqEntrySchema.parse({ ...entry, sortOrder: "4" }).sortOrder).toBe(4);
    expect(faqEntrySchema.safeParse({ ...entry, sortOrder: -1 }).success).toBe(false);
    expect(textBlockSchema.safeParse({ key: "home.hero-title", text: "   " }).success).toBe(false);
  });
});

describe("text blocks", () => {
  it("have unique keys of the form the database accepts, and defaults within their length", () => {
    const keys = TEXT_BLOCKS.map((block) => block.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const block of TEXT_BLOCKS) {
      expect(block.key).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(block.defaultText.length).toBeGreaterThan(0);
      expect(block.defaultText.length).toBeLessThanOrEqual(block.maxLength);
    }
  });

  it("fill in known placeholders and leave other braces as typed", () => {
    expect(fillPlaceholders("In {cities} cities, {places} places, {other}.", { cities: 13, places: 65 })).toBe(
      "In 13 cities, 65 places, {other}.",
    );
  });
});

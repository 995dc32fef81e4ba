import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, uniqueSuffix } from "@tests/factories";
import type { CreatePropertyOptions } from "@tests/factories/catalogue";
import { testDb } from "@tests/support/db";
import { findListings } from "@/domains/catalogue";
import { ANONYMOUS } from "@/server/access";
import { faqEntries, newsPosts } from "@/server/db/schema";
import { findFaqEntries, findPublishedPosts, getPublishedPost } from "./queries";

const db = testDb();
const scope = { actor: ANONYMOUS };

// Words of this file's own (letters only, so full-text search keeps them whole), so that searches find
// exactly the rows made here whatever else the database holds.
const word = `zq${uniqueSuffix().replace(/[^a-z]/g, "")}faqword`;
const code = `BK-7K2P9Q${uniqueSuffix().toUpperCase()}`;
const ids: Record<
  "cancel" | "payout" | "code" | "percent" | "percentLookalike" | "underscore" | "underscoreLookalike" | "draft",
  string
> = {
  cancel: "",
  payout: "",
  code: "",
  percent: "",
  percentLookalike: "",
  underscore: "",
  underscoreLookalike: "",
  draft: "",
};

beforeAll(async () => {
  const category = `Int FAQ ${word}`;
  const rows: (Pick<typeof faqEntries.$inferInsert, "question" | "answer" | "status"> & { key: keyof typeof ids })[] = [
    {
      key: "cancel",
      question: `How do I cancel a ${word} booking?`,
      answer: "Open Bookings and choose Cancel; the refund follows the policy.",
    },
    {
      key: "payout",
      question: `When is the ${word} payout made?`,
      answer: "Payouts are made on the fifth working day after check-out.",
    },
    {
      key: "code",
      question: `What is my ${word} reference?`,
      answer: `It looks like ${code} and is in your confirmation email.`,
    },
    {
      key: "percent",
      question: `Is there a ${word} discount?`,
      answer: `Members get rate${word}50%off on their first stay.`,
    },
    {
      key: "percentLookalike",
      question: `Is there a ${word} deal?`,
      answer: `Members get rate${word}50xyzoff on weekdays.`,
    },
    { key: "underscore", question: `Which ${word} voucher?`, answer: `Use voucher${word}a_b at checkout.` },
    {
      key: "underscoreLookalike",
      question: `Which other ${word} voucher?`,
      answer: `Use voucher${word}axb at checkout.`,
    },
    {
      key: "draft",
      question: `How do I cancel a ${word} draft?`,
      answer: "Not written yet: cancel this.",
      status: "draft",
    },
  ];
  for (const [index, { key, ...row }] of rows.entries()) {
    const [inserted] = await db
      .insert(faqEntries)
      .values({ ...row, category, sortOrder: index })
      .returning({ id: faqEntries.id });
    ids[key] = inserted!.id;
  }
});

function mine(entries: { id: string }[]): string[] {
  const own = new Set(Object.values(ids));
  return entries.map((entry) => entry.id).filter((id) => own.has(id));
}

describe("findFaqEntries", () => {
  it("lists published entries only when there is no query, in category and sort order", async () => {
    const all = await findFaqEntries(db, { ...scope, limit: 100_000 });
    const { draft, ...published } = ids;
    expect(mine(all)).toEqual(Object.values(published));
    expect(all.map((entry) => entry.id)).not.toContain(draft);

    const drafts = await db.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.status, "draft"));
    const shown = new Set(all.map((entry) => entry.id));
    expect(drafts.some((row) => shown.has(row.id))).toBe(false);
  });

  it("treats a blank query as no query", async () => {
    const blank = await findFaqEntries(db, { ...scope, query: "   ", limit: 100_000 });
    expect(mine(blank)).toHaveLength(7);
  });

  it("finds a stemmed word: cancelling finds cancel, and never the draft", async () => {
    const found = await findFaqEntries(db, { ...scope, query: `cancelling ${word}` });
    expect(mine(found)).toEqual([ids.cancel]);
    expect(found.find((entry) => entry.id === ids.cancel)).toMatchObject({
      question: `How do I cancel a ${word} booking?`,
      category: `Int FAQ ${word}`,
    });
  });

  it("answers every entry with the word, ranked, with the draft left out", async () => {
    const found = await findFaqEntries(db, { ...scope, query: word });
    expect(new Set(mine(found))).toEqual(new Set(Object.values(ids).filter((id) => id !== ids.draft)));
  });

  it("finds part of an unusual code by substring, whatever its case", async () => {
    const found = await findFaqEntries(db, { ...scope, query: code.slice(3).toLowerCase() });
    expect(mine(found)).toEqual([ids.code]);
  });

  it("takes % and _ literally (as wildcards they would match the look-alikes too)", async () => {
    expect(mine(await findFaqEntries(db, { ...scope, query: `rate${word}50%off` }))).toEqual([ids.percent]);
    expect(mine(await findFaqEntries(db, { ...scope, query: `voucher${word}a_b` }))).toEqual([ids.underscore]);
  });

  it("answers nothing for a word no entry has", async () => {
    expect(await findFaqEntries(db, { ...scope, query: `${word}nothing` })).toEqual([]);
  });
});

describe("newsroom posts", () => {
  const suffix = uniqueSuffix();
  // Far in the future, so that these are among the newest whatever else the database holds.
  const base = Date.UTC(2200, 0, 1);
  const day = 24 * 60 * 60 * 1000;
  const slugs = {
    older: `int-older-${suffix}`,
    newer: `int-newer-${suffix}`,
    newest: `int-newest-${suffix}`,
    draft: `int-draft-${suffix}`,
  };

  beforeAll(async () => {
    const post = (slug: string, publishedAt: Date, status: "draft" | "published" = "published") => ({
      slug,
      title: `Post ${slug}`,
      summary: "A summary.",
      body: "First paragraph.\n\nSecond paragraph.",
      status,
      publishedAt,
    });
    await db.insert(newsPosts).values([
      post(slugs.newer, new Date(base + 2 * day)),
      post(slugs.older, new Date(base + day)),
      post(slugs.newest, new Date(base + 3 * day)),
      // A draft dated after all of them must still never be shown.
      post(slugs.draft, new Date(base + 4 * day), "draft"),
    ]);
  });

  it("lists published posts newest first and never a draft", async () => {
    const posts = await findPublishedPosts(db, { ...scope, limit: 1000 });
    const own = posts.map((post) => post.slug).filter((slug) => slug.endsWith(suffix));
    expect(own).toEqual([slugs.newest, slugs.newer, slugs.older]);
    const times = posts.map((post) => post.publishedAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const drafts = await db.select({ slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.status, "draft"));
    const shown = new Set(posts.map((post) => post.slug));
    expect(drafts.some((row) => shown.has(row.slug))).toBe(false);
  });

  it("answers the summary fields only", async () => {
    const [first] = await findPublishedPosts(db, { ...scope, limit: 1 });
    expect(Object.keys(first!).sort()).toEqual(["publishedAt", "slug", "summary", "title"]);
  });

  it("gets a published post with its body, and null for a draft or an unknown slug", async () => {
    const post = await getPublishedPost(db, { ...scope, slug: slugs.newer });
    expect(post).toMatchObject({
      slug: slugs.newer,
      title: `Post ${slugs.newer}`,
      body: "First paragraph.\n\nSecond paragraph.",
    });
    expect(await getPublishedPost(db, { ...scope, slug: slugs.draft })).toBeNull();
    expect(await getPublishedPost(db, { ...scope, slug: `int-missing-${suffix}` })).toBeNull();
  });
});

describe("findListings filters used by Ask Stacy", () => {
  const city = `Stacy City ${uniqueSuffix()}`;
  const made: Record<
    "apartment1" | "apartment3" | "coliving" | "dayRoom" | "monthlyOnly" | "thai" | "unlisted",
    string
  > = {
    apartment1: "",
    apartment3: "",
    coliving: "",
    dayRoom: "",
    monthlyOnly: "",
    thai: "",
    unlisted: "",
  };

  beforeAll(async () => {
    const organisationId = (await createOrganisation(db)).id;
    const create = async (overrides: Omit<CreatePropertyOptions, "organisationId">) =>
      (await createProperty(db, { organisationId, city, ...overrides })).property.id;
    made.apartment1 = await create({ type: "apartment", bedrooms: 1, nightlyRateMinor: 15_000 });
    made.apartment3 = await create({ type: "apartment", bedrooms: 3, nightlyRateMinor: 45_000 });
    made.coliving = await create({
      type: "coliving_room",
      bedrooms: 1,
      nightlyRateMinor: 8_000,
      monthlyRateMinor: 150_000,
    });
    made.dayRoom = await create({ type: "day_room", bedrooms: 1, nightlyRateMinor: null, hourlyRateMinor: 2_500 });
    made.monthlyOnly = await create({ type: "condo", bedrooms: 2, nightlyRateMinor: null, monthlyRateMinor: 300_000 });
    made.thai = await create({
      type: "apartment",
      bedrooms: 2,
      country: "thailand",
      timeZone: "Asia/Bangkok",
      currency: "THB",
      nightlyRateMinor: 10_000,
    });
    made.unlisted = await create({ type: "apartment", bedrooms: 4, nightlyRateMinor: 5_000, status: "unlisted" });
  });

  async function ids(options: Omit<Parameters<typeof findListings>[1], "actor" | "limit" | "city">) {
    const cards = await findListings(db, { ...scope, city, limit: 100, ...options });
    return cards.map((card) => card.id).sort();
  }

  it("keeps only the types asked for", async () => {
    expect(await ids({ types: ["coliving_room", "coliving_bed"] })).toEqual([made.coliving]);
    expect(await ids({ types: ["day_room"] })).toEqual([made.dayRoom]);
    expect(await ids({ types: ["apartment", "condo"] })).toEqual(
      [made.apartment1, made.apartment3, made.monthlyOnly, made.thai].sort(),
    );
  });

  it("keeps only listings with at least the bedrooms asked for, never an unlisted one", async () => {
    expect(await ids({ minBedrooms: 2 })).toEqual([made.apartment3, made.monthlyOnly, made.thai].sort());
    expect(await ids({ minBedrooms: 3 })).toEqual([made.apartment3]);
    expect(await ids({ minBedrooms: 5 })).toEqual([]);
  });

  it("keeps only listings in the budget's currency with a nightly rate at or under it", async () => {
    expect(await ids({ maxNightly: { amountMinor: 15_000, currency: "MYR" } })).toEqual(
      [made.apartment1, made.coliving].sort(),
    );
    expect(await ids({ maxNightly: { amountMinor: 14_999, currency: "MYR" } })).toEqual([made.coliving]);
    expect(await ids({ maxNightly: { amountMinor: 1_000_000, currency: "MYR" } })).toEqual(
      [made.apartment1, made.apartment3, made.coliving].sort(),
    );
    expect(await ids({ maxNightly: { amountMinor: 1_000_000, currency: "THB" } })).toEqual([made.thai]);
    expect(await ids({ maxNightly: { amountMinor: 1_000_000, currency: "IDR" } })).toEqual([]);
  });

  it("combines the filters", async () => {
    expect(
      await ids({ types: ["apartment"], minBedrooms: 2, maxNightly: { amountMinor: 50_000, currency: "MYR" } }),
    ).toEqual([made.apartment3]);
    expect(
      await ids({ types: ["apartment"], minBedrooms: 2, maxNightly: { amountMinor: 40_000, currency: "MYR" } }),
    ).toEqual([]);
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ANONYMOUS, actorForUser } from "@/server/access";
import {
  authUsers,
  contentBlockTranslations,
  contentRevisions,
  faqEntryTranslations,
  newsPostTranslations,
} from "@/server/db/schema";
import { isPgError, PG } from "@/lib/pg-errors";
import {
  listFaqEntriesForEditor,
  listNewsPostsForEditor,
  listTextBlocksForEditor,
  publishedTexts,
} from "./editor-queries";
import { findFaqEntries, findPublishedPosts, getPublishedPost } from "./queries";

const db = testDb();
let editor: Record<string, string>;
let editorEmail: string;
let guest: Record<string, string>;

beforeAll(async () => {
  editorEmail = `translator-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: editorEmail, profile: { specialType: "special" } });
  editor = bearer(await signIn(editorEmail));
  const guestEmail = `translations-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail });
  guest = bearer(await signIn(guestEmail));
});

async function editorActor() {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.email, editorEmail));
  return actorForUser(db, { id: user!.id, email: editorEmail, emailVerified: true });
}

const call = async <T = Record<string, unknown>>(name: string, data: unknown, headers = editor) =>
  resultOf<T>(await callFunction(name, data, headers));

async function publishedPost() {
  const suffix = uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  const fields = {
    slug: `night-market-${suffix}`,
    title: `Night market homes ${suffix}`,
    summary: "Homes a short walk from the night markets of Bangkok.",
    body: "Our new homes are close to the night markets.\n\nEach has a balcony.",
  };
  const { id } = await call<{ id: string }>("saveNewsPost", fields);
  await call("publishContent", { kind: "news_post", id });
  return { id, ...fields };
}

async function publishedFaq() {
  const question = `How do I pay for a stay ${uniqueSuffix()}?`;
  const { id } = await call<{ id: string }>("saveFaqEntry", {
    category: "Payments",
    question,
    answer: "By card at checkout, in the currency shown.",
    sortOrder: 0,
  });
  await call("publishContent", { kind: "faq_entry", id });
  return { id, question };
}

const THAI_POST = {
  title: "บ้านใกล้ตลาดนัดกลางคืน",
  summary: "ที่พักใหม่เดินไปตลาดนัดกลางคืนในกรุงเทพฯ ได้สบาย ๆ",
  body: "ที่พักใหม่ของเราอยู่ใกล้ตลาดนัดกลางคืน\n\nทุกห้องมีระเบียง",
};

describe("post translations", () => {
  it("a Thai translation is read in Thai; Chinese readers, and English ones, read the English original", async () => {
    const post = await publishedPost();
    const saved = await call("saveContentTranslation", { kind: "news_post", id: post.id, locale: "th", ...THAI_POST });
    expect(saved).toMatchObject({ locale: "th", changed: true });

    const thai = await getPublishedPost(db, { actor: ANONYMOUS, slug: post.slug, locale: "th" });
    expect(thai).toMatchObject({ ...THAI_POST, slug: post.slug, translated: true });
    const chinese = await getPublishedPost(db, { actor: ANONYMOUS, slug: post.slug, locale: "zh" });
    expect(chinese).toMatchObject({ title: post.title, summary: post.summary, body: post.body, translated: false });
    expect(await getPublishedPost(db, { actor: ANONYMOUS, slug: post.slug })).toMatchObject({ title: post.title });

    const listed = async (locale: "th" | "zh") =>
      (await findPublishedPosts(db, { actor: ANONYMOUS, locale, limit: 500 })).find((row) => row.slug === post.slug);
    expect(await listed("th")).toMatchObject({ title: THAI_POST.title, summary: THAI_POST.summary });
    expect(await listed("zh")).toMatchObject({ title: post.title, summary: post.summary });
  });

  it("saving the same text again changes nothing and records one revision; removing falls back to English", async () => {
    const post = await publishedPost();
    const input = { kind: "news_post", id: post.id, locale: "th", ...THAI_POST };
    await call("saveContentTranslation", input);
    expect(await call("saveContentTranslation", input)).toMatchObject({ changed: false });
    const revisions = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.subject, post.id), eq(contentRevisions.action, "translation_saved")));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ actorEmail: editorEmail, snapshot: { locale: "th", title: THAI_POST.title } });

    expect(await call("removeContentTranslation", { kind: "news_post", id: post.id, locale: "th" })).toMatchObject({
      removed: true,
    });
    expect(await getPublishedPost(db, { actor: ANONYMOUS, slug: post.slug, locale: "th" })).toMatchObject({
      title: post.title,
      translated: false,
    });
    // A second removal is a retry: nothing to do.
    expect(await call("removeContentTranslation", { kind: "news_post", id: post.id, locale: "th" })).toMatchObject({
      removed: false,
    });
    const removals = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.subject, post.id), eq(contentRevisions.action, "translation_removed")));
    expect(removals).toHaveLength(1);
  });

  it("the editor lists each post's languages", async () => {
    const post = await publishedPost();
    await call("saveContentTranslation", { kind: "news_post", id: post.id, locale: "zh", ...THAI_POST });
    await call("saveContentTranslation", { kind: "news_post", id: post.id, locale: "ms", ...THAI_POST });
    const actor = await editorActor();
    const listed = (await listNewsPostsForEditor(db, { actor })).find((item) => item.id === post.id);
    expect(listed!.translatedLocales).toEqual(["ms", "zh"]);
    expect(listed!.translations.find((item) => item.locale === "zh")!.fields).toMatchObject({ title: THAI_POST.title });
  });
});

describe("FAQ translations", () => {
  it("the FAQ in Thai shows the translated entry and English for the rest; a search finds the Thai words", async () => {
    const translated = await publishedFaq();
    const untranslated = await publishedFaq();
    await call("saveContentTranslation", {
      kind: "faq_entry",
      id: translated.id,
      locale: "th",
      question: "จ่ายเงินค่าที่พักอย่างไร",
      answer: "ชำระด้วยบัตรตอนจอง เป็นสกุลเงินที่แสดงบนหน้า",
    });
    const thai = await findFaqEntries(db, { actor: ANONYMOUS, locale: "th", limit: 1000 });
    expect(thai.find((entry) => entry.id === translated.id)).toMatchObject({
      question: "จ่ายเงินค่าที่พักอย่างไร",
      category: "Payments",
    });
    expect(thai.find((entry) => entry.id === untranslated.id)).toMatchObject({ question: untranslated.question });
    const chinese = await findFaqEntries(db, { actor: ANONYMOUS, locale: "zh", limit: 1000 });
    expect(chinese.find((entry) => entry.id === translated.id)).toMatchObject({ question: translated.question });

    const found = await findFaqEntries(db, { actor: ANONYMOUS, locale: "th", query: "จ่ายเงินค่าที่พัก" });
    expect(found.map((entry) => entry.id)).toContain(translated.id);

    const actor = await editorActor();
    const listed = (await listFaqEntriesForEditor(db, { actor })).find((item) => item.id === translated.id);
    expect(listed!.translatedLocales).toEqual(["th"]);
  });
});

describe("text block translations", () => {
  it("a marketing text in Malay replaces the English one for Malay readers only, within the block's limit", async () => {
    const key = "whyus.intro";
    const malay = "Mengapa Staysia: rumah yang disemak, harga yang jelas dan bantuan sepanjang masa.";
    await call("saveContentTranslation", { kind: "text_block", id: key, locale: "ms", text: malay });
    expect((await publishedTexts(db, { actor: ANONYMOUS, keys: [key], locale: "ms" }))[key]).toBe(malay);
    const english = (await publishedTexts(db, { actor: ANONYMOUS, keys: [key] }))[key];
    expect(english).not.toBe(malay);
    expect((await publishedTexts(db, { actor: ANONYMOUS, keys: [key], locale: "id" }))[key]).toBe(english);

    const tooLong = await errorOf(
      await callFunction(
        "saveContentTranslation",
        { kind: "text_block", id: "home.hero-title", locale: "ms", text: "x".repeat(121) },
        editor,
      ),
    );
    expect(tooLong.status).toBe("INVALID_ARGUMENT");
    const actor = await editorActor();
    const block = (await listTextBlocksForEditor(db, { actor })).find((item) => item.key === key);
    expect(block!.translatedLocales).toContain("ms");
    await call("removeContentTranslation", { kind: "text_block", id: key, locale: "ms" });
  });
});

describe("what is refused", () => {
  it("a language that is not a translation's is 400 and writes nothing", async () => {
    const post = await publishedPost();
    for (const locale of ["en", "fr", ""]) {
      const response = await callFunction(
        "saveContentTranslation",
        { kind: "news_post", id: post.id, locale, ...THAI_POST },
        editor,
      );
      expect(response.status, locale).toBe(400);
    }
    const rows = await db.select().from(newsPostTranslations).where(eq(newsPostTranslations.postId, post.id));
    expect(rows).toEqual([]);
  });

  it("the database keeps one translation per item and language, and only ms, id, th and zh", async () => {
    const entry = await publishedFaq();
    const row = { entryId: entry.id, locale: "zh", question: "如何付款？", answer: "在结账时用银行卡付款。" };
    await db.insert(faqEntryTranslations).values(row);
    const twice = await db
      .insert(faqEntryTranslations)
      .values(row)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isPgError(twice, PG.uniqueViolation)).toBe(true);
    const english = await db
      .insert(contentBlockTranslations)
      .values({ key: "about.intro", locale: "en", text: "About us" })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isPgError(english, PG.checkViolation)).toBe(true);
  });

  it("only content editors may translate: a guest is refused, a visitor asked to sign in; an unknown post is 404", async () => {
    const post = await publishedPost();
    const input = { kind: "news_post", id: post.id, locale: "th", ...THAI_POST };
    expect((await callFunction("saveContentTranslation", input, guest)).status).toBe(403);
    expect((await callFunction("saveContentTranslation", input)).status).toBe(401);
    expect(
      (await callFunction("removeContentTranslation", { kind: "news_post", id: post.id, locale: "th" }, guest)).status,
    ).toBe(403);
    expect(
      (await callFunction("saveContentTranslation", { ...input, id: "00000000-0000-4000-8000-000000000000" }, editor))
        .status,
    ).toBe(404);
    expect(await db.select().from(newsPostTranslations).where(eq(newsPostTranslations.postId, post.id))).toEqual([]);
  });
});

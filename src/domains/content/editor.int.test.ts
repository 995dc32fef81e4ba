import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ANONYMOUS } from "@/server/access";
import { authUsers, contentBlocks, contentRevisions, faqEntries, newsPosts } from "@/server/db/schema";
import { contentHistory, listNewsPostsForEditor, publishedTexts } from "./editor-queries";
import { findFaqEntries, findPublishedPosts, getPublishedPost } from "./queries";
import { actorForUser } from "@/server/access";

const db = testDb();
let editor: Record<string, string>;
let editorEmail: string;
let guest: Record<string, string>;

beforeAll(async () => {
  editorEmail = `content-special-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: editorEmail, profile: { specialType: "special" } });
  editor = bearer(await signIn(editorEmail));
  const guestEmail = `content-guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail });
  guest = bearer(await signIn(guestEmail));
});

function post(overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return {
    slug: `harbour-homes-${suffix}`,
    title: `Harbour homes ${suffix}`,
    summary: "New homes by the harbour in Penang, ready for the holidays.",
    body: "Our first homes by the harbour are open.\n\nEach has a balcony and **fast Wi-Fi**.",
    ...overrides,
  };
}

const publicPost = (slug: string) => getPublishedPost(db, { actor: ANONYMOUS, slug });

describe("news posts: draft and publish", () => {
  it("a new post is a draft the public cannot read; publishing shows it; a later edit waits as a draft while the published text stays live", async () => {
    const input = post();
    const { id } = await resultOf<{ id: string }>(await callFunction("saveNewsPost", input, editor));
    expect(await publicPost(input.slug)).toBeNull();
    expect((await findPublishedPosts(db, { actor: ANONYMOUS, limit: 500 })).map((row) => row.slug)).not.toContain(
      input.slug,
    );

    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    const live = await publicPost(input.slug);
    expect(live).toMatchObject({ title: input.title, status: "published" });
    expect(live!.publishedAt).toBeInstanceOf(Date);

    await resultOf(await callFunction("saveNewsPost", { ...input, id, title: `${input.title} (updated)` }, editor));
    expect((await publicPost(input.slug))!.title).toBe(input.title);
    const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
    expect(row!.draft).toMatchObject({ title: `${input.title} (updated)` });

    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    expect((await publicPost(input.slug))!.title).toBe(`${input.title} (updated)`);
    const [after] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
    expect(after!.draft).toBeNull();
    // Republishing an edit keeps the date the post first appeared.
    expect(after!.publishedAt!.getTime()).toBe(live!.publishedAt!.getTime());

    // Nothing waits: publishing again is refused.
    expect((await errorOf(await callFunction("publishContent", { kind: "news_post", id }, editor))).status).toBe(
      "ABORTED",
    );
  });

  it("unpublishing takes a post off the public pages and keeps the latest edit as its draft", async () => {
    const input = post();
    const { id } = await resultOf<{ id: string }>(await callFunction("saveNewsPost", input, editor));
    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    await resultOf(
      await callFunction("saveNewsPost", { ...input, id, summary: "A newer summary, not yet published." }, editor),
    );
    await resultOf(await callFunction("unpublishContent", { kind: "news_post", id }, editor));
    expect(await publicPost(input.slug)).toBeNull();
    const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
    expect(row).toMatchObject({ status: "draft", draft: null, summary: "A newer summary, not yet published." });
  });

  it("records who did what, newest first", async () => {
    const input = post();
    const { id } = await resultOf<{ id: string }>(await callFunction("saveNewsPost", input, editor));
    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    await resultOf(await callFunction("unpublishContent", { kind: "news_post", id }, editor));
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, editorEmail));
    const actor = await actorForUser(db, { id: user!.id, email: editorEmail, emailVerified: true });
    const history = await contentHistory(db, { actor, kind: "news_post", subject: id });
    expect(history.map((row) => row.action).sort()).toEqual(["draft_saved", "published", "unpublished"]);
    expect(new Set(history.map((row) => row.actorEmail))).toEqual(new Set([editorEmail]));
    expect(history.find((row) => row.action === "published")!.snapshot).toMatchObject({
      title: input.title,
      slug: input.slug,
    });
    // Nobody else reads the history or the editor's lists.
    expect(await contentHistory(db, { actor: ANONYMOUS, kind: "news_post", subject: id })).toEqual([]);
    expect(await listNewsPostsForEditor(db, { actor: ANONYMOUS })).toEqual([]);
  });

  it("refuses bad input with clear messages and writes nothing", async () => {
    const input = post({ slug: "Not A Slug!", title: "x", body: "short" });
    const error = await errorOf(await callFunction("saveNewsPost", input, editor));
    expect(error.status).toBe("INVALID_ARGUMENT");
    const fields = Object.fromEntries((error.details?.issues ?? []).map((issue) => [issue.path, issue.message]));
    expect(fields.slug).toMatch(/lower-case letters/);
    expect(fields.title).toMatch(/at least 3/);
    expect(fields.body).toMatch(/at least 20/);
    expect(await db.select().from(newsPosts).where(eq(newsPosts.title, "x"))).toHaveLength(0);
  });

  it("refuses an address another post uses, even in a draft", async () => {
    const first = post();
    const { id } = await resultOf<{ id: string }>(await callFunction("saveNewsPost", first, editor));
    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    const second = post();
    await resultOf(await callFunction("saveNewsPost", { ...first, id, slug: second.slug }, editor)); // a draft takes the address
    const clash = await errorOf(await callFunction("saveNewsPost", second, editor));
    expect(clash).toMatchObject({ status: "ABORTED", message: expect.stringMatching(/already uses this address/) });
  });

  it("only staff and special users may edit: a guest is refused, a visitor asked to sign in", async () => {
    expect((await callFunction("saveNewsPost", post(), guest)).status).toBe(403);
    expect((await callFunction("saveNewsPost", post())).status).toBe(401);
  });

  it("deletes a draft but never a published post", async () => {
    const { id } = await resultOf<{ id: string }>(await callFunction("saveNewsPost", post(), editor));
    await resultOf(await callFunction("publishContent", { kind: "news_post", id }, editor));
    expect((await errorOf(await callFunction("deleteContent", { kind: "news_post", id }, editor))).status).toBe(
      "ABORTED",
    );
    await resultOf(await callFunction("unpublishContent", { kind: "news_post", id }, editor));
    await resultOf(await callFunction("deleteContent", { kind: "news_post", id }, editor));
    expect(await db.select().from(newsPosts).where(eq(newsPosts.id, id))).toHaveLength(0);
    expect(
      (await db.select().from(contentRevisions).where(eq(contentRevisions.subject, id))).map((row) => row.action),
    ).toContain("deleted");
  });
});

describe("FAQ entries", () => {
  it("a new entry is not on /faq until published; an edit of a published entry waits", async () => {
    const question = `Can I bring my cat ${uniqueSuffix()}?`;
    const { id } = await resultOf<{ id: string }>(
      await callFunction(
        "saveFaqEntry",
        { category: "Stays", question, answer: "Some homes welcome pets: look for the pets badge.", sortOrder: 3 },
        editor,
      ),
    );
    const visible = async () =>
      (await findFaqEntries(db, { actor: ANONYMOUS, limit: 1000 })).find((entry) => entry.id === id);
    expect(await visible()).toBeUndefined();
    await resultOf(await callFunction("publishContent", { kind: "faq_entry", id }, editor));
    expect((await visible())!.question).toBe(question);
    await resultOf(
      await callFunction(
        "saveFaqEntry",
        { id, category: "Stays", question, answer: "Pets are welcome in homes with the pets badge.", sortOrder: 3 },
        editor,
      ),
    );
    expect((await visible())!.answer).toBe("Some homes welcome pets: look for the pets badge.");
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    expect(row!.draft).toMatchObject({ answer: "Pets are welcome in homes with the pets badge." });
  });
});

describe("text blocks of the marketing pages", () => {
  it("the public reads the default until a version is published; a draft does not show; unpublishing returns to the default", async () => {
    const key = "stay-together.intro";
    await db.delete(contentBlocks).where(eq(contentBlocks.key, key));
    const before = await publishedTexts(db, { actor: ANONYMOUS, keys: [key] });
    expect(before[key]).toMatch(/private room in a shared, furnished home/);

    const text = `Co-living for people new in town ${uniqueSuffix()}.`;
    await resultOf(await callFunction("saveTextBlock", { key, text }, editor));
    expect((await publishedTexts(db, { actor: ANONYMOUS, keys: [key] }))[key]).toBe(before[key]);
    await resultOf(await callFunction("publishContent", { kind: "text_block", id: key }, editor));
    expect((await publishedTexts(db, { actor: ANONYMOUS, keys: [key] }))[key]).toBe(text);
    await resultOf(await callFunction("unpublishContent", { kind: "text_block", id: key }, editor));
    expect((await publishedTexts(db, { actor: ANONYMOUS, keys: [key] }))[key]).toBe(before[key]);
  });

  it("refuses an unknown block and a text longer than the block allows", async () => {
    expect(
      (await errorOf(await callFunction("saveTextBlock", { key: "nowhere.intro", text: "Hello" }, editor))).status,
    ).toBe("INVALID_ARGUMENT");
    expect(
      (await errorOf(await callFunction("saveTextBlock", { key: "home.hero-title", text: "x".repeat(121) }, editor)))
        .status,
    ).toBe("INVALID_ARGUMENT");
    expect(
      (await errorOf(await callFunction("saveTextBlock", { key: "home.hero-title", text: "   " }, editor))).status,
    ).toBe("INVALID_ARGUMENT");
  });
});

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { appMeta, authUsers, organisations } from "@/server/db/schema";
import { DEMO_ACCOUNTS } from "../../tests/fixtures/demo";
import { seedDemoOnce } from "./seed";

// The full first seed commits the demo's fixed accounts, which would collide with other files on this shared
// database; the e2e suite covers it. These cases never commit a demo row.
const db = testDb();
const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "staysia-seed-"));
});

afterAll(async () => {
  await db.delete(appMeta).where(eq(appMeta.key, "demo_seeded"));
  await rm(folder, { recursive: true, force: true });
});

describe("seedDemoOnce", () => {
  it("rolls an interrupted seed back entirely, so that it runs again next start", async () => {
    const notAFolder = path.join(folder, "a-file");
    await writeFile(notAFolder, "photos cannot be written under a file");
    await expect(seedDemoOnce(process.env.DATABASE_URL!, notAFolder)).rejects.toMatchObject({ code: "ENOTDIR" });

    expect(await db.$count(authUsers, inArray(authUsers.email, demoEmails))).toBe(0);
    expect(await db.$count(organisations, eq(organisations.name, "Lim Properties Sdn Bhd"))).toBe(0);
    expect(await db.$count(appMeta, eq(appMeta.key, "demo_seeded"))).toBe(0);
  });

  it("does nothing when the database is marked as seeded", async () => {
    await db.insert(appMeta).values({ key: "demo_seeded", value: { at: "2025-01-01T00:00:00.000Z" } });
    expect(await seedDemoOnce(process.env.DATABASE_URL!, path.join(folder, "uploads"))).toBeNull();
    expect(await db.$count(authUsers, inArray(authUsers.email, demoEmails))).toBe(0);
    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded"));
    expect(marker!.value).toEqual({ at: "2025-01-01T00:00:00.000Z" });
  });
});

import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty } from "@tests/factories";
import { ACCOUNTS } from "@/domains/ledger";
import { postJournalEntry } from "@/domains/ledger/post";
import { createDb, createPool } from "@/server/db/client";
import { backupDataDir, BackupError, restoreDataDir } from "./backup";
import { localSecrets } from "./data-dir";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { migrateDatabase } from "./migrate";

// npm run db:backup / db:restore on the embedded default (docs/DEPLOY.md, Backups): a data folder with a small
// database and a file is archived, unpacked into a fresh folder, and started again; every table keeps its rows and
// the ledger its totals.
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "staysia-backup-"));
  // Run as root, PostgreSQL runs as the postgres system user, which must reach its folder inside this one.
  chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}

async function startOn(dir: string) {
  return startEmbeddedPostgres({
    dir: path.join(dir, "pg"),
    port: await freePort(),
    password: localSecrets(dir).postgresPassword,
    database: "staysia",
  });
}

/** Rows of every table of the app's schemas, and the journal's balance per account and currency. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n);
    const { rows: ledger } = await client.query(
      `select account, currency, sum(amount_minor)::text as total from journal_lines group by 1, 2 order by 1, 2`,
    );
    return { counts, ledger };
  } finally {
    await client.end();
  }
}

describe("db:backup and db:restore", () => {
  it("restores into a fresh data folder with every table's rows, the ledger's totals and the files", async () => {
    const source = freshFolder();
    const database = await startOn(source);
    let before: Awaited<ReturnType<typeof snapshot>>;
    try {
      await migrateDatabase(database.url);
      const pool = createPool(database.url, 2);
      const db = createDb(pool);
      try {
        const organisation = await createOrganisation(db);
        const { property } = await createProperty(db, { organisationId: organisation.id });
        for (const amountMinor of [81_000, 12_345]) {
          await postJournalEntry(db, {
            kind: "payment",
            memo: "backup test",
            lines: [
              { account: ACCOUNTS.cashTestCard, currency: "MYR", amountMinor },
              { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: -amountMinor, propertyId: property.id },
            ],
          });
        }
      } finally {
        await pool.end();
      }
      mkdirSync(path.join(source, "uploads", "properties"), { recursive: true });
      writeFileSync(path.join(source, "uploads", "properties", "photo.webp"), "the photo's bytes");
      before = await snapshot(database.url);
    } finally {
      await database.stop();
    }
    expect(before.counts["public.properties"]).toBe(1);
    expect(before.ledger).toEqual([
      { account: ACCOUNTS.cashTestCard, currency: "MYR", total: "93345" },
      { account: ACCOUNTS.guestFunds, currency: "MYR", total: "-93345" },
    ]);

    const archive = path.join(freshFolder(), "staysia.tar.gz");
    expect(backupDataDir(source, archive).parts).toEqual(["pg", "uploads", "secrets.json"]);

    const target = freshFolder();
    restoreDataDir(archive, target);
    expect(readFileSync(path.join(target, "uploads", "properties", "photo.webp"), "utf8")).toBe("the photo's bytes");
    const restored = await startOn(target);
    try {
      expect(await snapshot(restored.url)).toEqual(before);
    } finally {
      await restored.stop();
    }

    // A restore never overwrites a database.
    expect(() => restoreDataDir(archive, target)).toThrow(BackupError);
    expect(existsSync(path.join(target, "app.lock"))).toBe(false);
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "@tests/support/s3-server";
import { folderStore, parseStorageUrl, s3Store, type FileStore } from "./storage";

// The one storage contract, proven on both stores: the local folder and an S3 server started here (s3rver,
// which speaks the protocol AWS S3, R2, MinIO and Wasabi share).
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let s3server: Awaited<ReturnType<typeof startS3Server>>;
let endpoint: string;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "staysia-storage-"));
  s3server = await startS3Server({ directory: path.join(work, "s3"), buckets: ["staysia-files"] });
  endpoint = s3server.endpoint;
});

afterAll(async () => {
  await s3server?.stop();
  await rm(work, { recursive: true, force: true });
});

const s3Url = (prefix = "") => `s3://staysia-files/${prefix}?endpoint=${encodeURIComponent(endpoint)}&path-style=true`;
const s3 = (prefix = "") => {
  const location = parseStorageUrl(s3Url(prefix));
  return s3Store(
    location,
    new S3Client({ region: location.region, endpoint, forcePathStyle: true, credentials: CREDENTIALS }),
  );
};

const stores: [string, () => FileStore][] = [
  ["a local folder", () => folderStore(path.join(work, "folder"))],
  ["an S3 bucket", () => s3()],
];

describe.each(stores)("file storage in %s", (_name, make) => {
  it("gives back what was put, byte for byte, and null for a key never put", async () => {
    const store = make();
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await store.put("properties/p1/photo-800.webp", bytes, "image/webp");
    expect(await store.get("properties/p1/photo-800.webp")).toEqual(bytes);
    expect(await store.get("properties/p1/missing.webp")).toBeNull();
  });

  it("overwrites a key, and deletes it once or twice without an error", async () => {
    const store = make();
    await store.put("receipts/r1.pdf", Buffer.from("first"));
    await store.put("receipts/r1.pdf", Buffer.from("second"));
    expect((await store.get("receipts/r1.pdf"))?.toString()).toBe("second");
    await store.delete("receipts/r1.pdf");
    await store.delete("receipts/r1.pdf");
    expect(await store.get("receipts/r1.pdf")).toBeNull();
  });

  it("refuses keys that would leave the store or are not plain paths", async () => {
    const store = make();
    for (const key of ["../outside.txt", "a/../../b", "/etc/passwd", "a//b", "a/./b", "", "a b", "ä.webp"]) {
      await expect(store.put(key, Buffer.from("x")), key).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("an S3 store with a prefix", () => {
  it("keeps its keys under the prefix, apart from the bucket's other files", async () => {
    const tenant = s3("staging");
    await tenant.put("addons/a1/photo-400.webp", Buffer.from("staging photo"));
    expect((await s3().get("staging/addons/a1/photo-400.webp"))?.toString()).toBe("staging photo");
    expect(await s3().get("addons/a1/photo-400.webp")).toBeNull();
  });
});

describe("STORAGE_URL", () => {
  it("reads the bucket, prefix, endpoint, region and addressing style", () => {
    expect(parseStorageUrl("s3://staysia-files?region=ap-southeast-1")).toEqual({
      bucket: "staysia-files",
      prefix: "",
      endpoint: undefined,
      region: "ap-southeast-1",
      forcePathStyle: false,
    });
    expect(
      parseStorageUrl("s3://files/prod/?endpoint=https://abc.r2.cloudflarestorage.com&region=auto&path-style=true"),
    ).toEqual({
      bucket: "files",
      prefix: "prod/",
      endpoint: "https://abc.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
    });
  });

  it("refuses credentials in the address, another scheme and an endpoint that is not http(s)", () => {
    expect(() => parseStorageUrl("s3://key:secret@files")).toThrow(/must not carry credentials/);
    expect(() => parseStorageUrl("https://files")).toThrow(/must look like/);
    expect(() => parseStorageUrl("s3://files?endpoint=ftp://x")).toThrow(/endpoint/);
  });
});

describe("npm run storage:copy", () => {
  it("copies every file of a local folder into the bucket under the same keys", async () => {
    const from = path.join(work, "uploads");
    await mkdir(path.join(from, "properties", "p9"), { recursive: true });
    await mkdir(path.join(from, "receipts"), { recursive: true });
    await writeFile(path.join(from, "properties", "p9", "cover-1200.webp"), Buffer.from("cover"));
    await writeFile(path.join(from, "receipts", "2026-10.pdf"), Buffer.from("%PDF receipt"));

    const result = spawnSync(
      "node_modules/.bin/tsx",
      ["--conditions=react-server", "scripts/storage-copy.ts", `--from=${from}`],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          STORAGE_URL: s3Url("copied"),
          AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("Copied 2 files.");
    const bucket = s3("copied");
    expect((await bucket.get("properties/p9/cover-1200.webp"))?.toString()).toBe("cover");
    expect((await bucket.get("receipts/2026-10.pdf"))?.toString()).toBe("%PDF receipt");
  });
});

import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { env } from "@/server/env";

/**
 * File storage: listing and add-on photos, receipts, generated documents. A local folder by default
 * (STORAGE_DIR); an S3-compatible bucket when STORAGE_URL is set (AWS S3, Cloudflare R2, MinIO, Wasabi and
 * the Asian clouds' object stores all speak the protocol), so that every app server reads what any of them
 * stored. Keys are relative paths such as "properties/<id>/<photo>-800.webp"; anything that tries to leave
 * the folder (or the bucket's prefix) is refused. Files are served by the app (`/api/files/…` for public
 * photos, the authorised routes for private documents), never by a public bucket URL, so the access checks
 * stay the app's.
 */
export interface FileStore {
  /** Where the files go, for the start-up message (never with credentials). */
  readonly description: string;
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a file; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/;

/** Refuses a key that is not a plain relative path (no `..`, no leading slash, no odd characters). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === ".." || part === "." || part === ""))
    throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The file of `key` inside `root`; a key that would leave it is refused. */
export function storagePath(key: string, root = env().STORAGE_DIR): string {
  const base = path.resolve(root);
  const full = path.resolve(base, checkedKey(key));
  if (!full.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

/** A local folder: the default, and what a single server needs. */
export function folderStore(root: string): FileStore {
  return {
    description: `the folder ${path.resolve(root)}`,
    async put(key, bytes) {
      const full = storagePath(key, root);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async get(key) {
      try {
        return await readFile(storagePath(key, root));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(storagePath(key, root), { force: true });
    },
  };
}

/** What `s3://bucket/prefix?endpoint=…&region=…&path-style=true` names. */
export interface S3Location {
  bucket: string;
  /** Keys are stored under it ("" for the bucket's root); it ends with "/" when not empty. */
  prefix: string;
  /** Another provider's endpoint (R2, MinIO, Wasabi, a local server); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (MinIO, local servers) rather than in the host name. */
  forcePathStyle: boolean;
}

export function parseStorageUrl(url: string): S3Location {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…");
  }
  if (parsed.protocol !== "s3:" || !parsed.hostname)
    throw new Error("STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…");
  if (parsed.username || parsed.password)
    throw new Error("STORAGE_URL must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY");
  const prefix = parsed.pathname.replace(/^\/+|\/+$/g, "");
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error("STORAGE_URL's endpoint must be an http(s) URL");
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : "",
    endpoint,
    region: parsed.searchParams.get("region") ?? "us-east-1",
    forcePathStyle: parsed.searchParams.get("path-style") === "true",
  };
}

/**
 * An S3-compatible bucket. Credentials come from the SDK's usual places (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or the machine's role), never from STORAGE_URL, so they stay out of logs.
 */
export function s3Store(location: S3Location, client?: S3Client): FileStore {
  // The SDK is loaded on first use: a server on the folder store never loads it (memory, and its start-up notices).
  const sdk = import("@aws-sdk/client-s3");
  let made: S3Client | undefined = client;
  const s3 = async () =>
    (made ??= new (await sdk).S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
    }));
  const Key = (key: string) => location.prefix + checkedKey(key);
  return {
    description: `the bucket ${location.bucket}${location.prefix ? ` under ${location.prefix}` : ""}${
      location.endpoint ? ` at ${location.endpoint}` : ""
    }`,
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await sdk;
      await (
        await s3()
      ).send(new PutObjectCommand({ Bucket: location.bucket, Key: Key(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey, S3ServiceException } = await sdk;
      try {
        const answer = await (await s3()).send(new GetObjectCommand({ Bucket: location.bucket, Key: Key(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        // Some servers answer a missing key with a bare 404 rather than NoSuchKey.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk;
      // Deleting a key that is not there succeeds in S3, as it does in the folder.
      await (await s3()).send(new DeleteObjectCommand({ Bucket: location.bucket, Key: Key(key) }));
    },
  };
}

// One store per process, made from the environment on first use (kept on globalThis: Next.js bundles route
// handlers and pages separately).
const cache = globalThis as unknown as { __staysiaFileStore?: FileStore };

/** The store the environment names: STORAGE_URL's bucket, or else the STORAGE_DIR folder. */
export function fileStore(): FileStore {
  if (!cache.__staysiaFileStore) {
    const settings = env();
    cache.__staysiaFileStore = settings.STORAGE_URL
      ? s3Store(parseStorageUrl(settings.STORAGE_URL))
      : folderStore(settings.STORAGE_DIR);
  }
  return cache.__staysiaFileStore;
}

/** The configured store, or a folder when `root` is given (the seed's and the tests' own folders). */
const storeFor = (root?: string) => (root ? folderStore(root) : fileStore());

export async function putFile(key: string, bytes: Buffer, root?: string): Promise<void> {
  await storeFor(root).put(key, bytes, contentTypeOf(key));
}

export async function getFile(key: string): Promise<Buffer | null> {
  return fileStore().get(key);
}

/** Removes a file; a file that is already gone is not an error. */
export async function deleteFile(key: string, root?: string): Promise<void> {
  await storeFor(root).delete(key);
}

/** Removes several files (a photo's stored widths); those already gone are not an error. */
export async function deleteFiles(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => fileStore().delete(key)));
}

export const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

export const contentTypeOf = (key: string): string | undefined => CONTENT_TYPES[path.extname(key).toLowerCase()];

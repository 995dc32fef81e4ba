import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/server/env";

/**
 * File storage: a local folder by default (STORAGE_DIR). Keys are relative paths such as
 * "properties/<id>/cover.webp"; anything that tries to leave the folder is refused.
 */
export function storagePath(key: string, root = env().STORAGE_DIR): string {
  if (!/^[a-zA-Z0-9][a-zA-Z0-9._/-]*$/.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  if (!full.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

export async function putFile(key: string, bytes: Buffer, root?: string): Promise<void> {
  const full = storagePath(key, root);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, bytes);
}

export async function getFile(key: string): Promise<Buffer | null> {
  try {
    return await readFile(storagePath(key));
  } catch {
    return null;
  }
}

/** Removes a file; a file that is already gone is not an error. */
export async function deleteFile(key: string, root?: string): Promise<void> {
  await rm(storagePath(key, root), { force: true });
}

export const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

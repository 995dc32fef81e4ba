/**
 * `npm run storage:copy`: copies the files of a local storage folder (STORAGE_DIR, or --from=…) into the bucket
 * STORAGE_URL names, keeping each file's key, for moving a single server's files to object storage before a
 * second app server starts (docs/DEPLOY.md). Safe to run again: a file already there is written again with the
 * same bytes. Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
 *
 *   STORAGE_URL='s3://staysia-files?region=ap-southeast-1' npm run storage:copy -- --from=.data/dev/uploads
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, parseStorageUrl, s3Store } from "@/server/storage";

const from = path.resolve(
  process.argv.find((arg) => arg.startsWith("--from="))?.slice("--from=".length) ??
    process.env.STORAGE_DIR ??
    ".data/uploads",
);
const url = process.env.STORAGE_URL;
if (!url) {
  console.error("Set STORAGE_URL to the bucket to copy into, e.g. s3://staysia-files?region=ap-southeast-1");
  process.exit(1);
}
const store = s3Store(parseStorageUrl(url));

/** Every file under the folder, as its storage key (a relative path with forward slashes). */
async function keysUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const keys = await keysUnder(from);
console.log(`Copying ${keys.length} files from ${from} into ${store.description}`);
let copied = 0;
for (const key of keys) {
  await store.put(key, await readFile(path.join(from, key)), contentTypeOf(key));
  copied += 1;
  if (copied % 500 === 0) console.log(`  ${copied} of ${keys.length}`);
}
console.log(`Copied ${copied} files.`);

import { contentTypeOf, getFile } from "@/server/storage";

// Public files (listing and add-on photos). Private documents get their own authorised routes.
const PUBLIC_FOLDERS = ["properties/", "addons/"];
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const storageKey = key.join("/");
  const type = contentTypeOf(storageKey);
  if (!PUBLIC_FOLDERS.some((folder) => storageKey.startsWith(folder)) || !type)
    return new Response("Not found", { status: 404 });
  let bytes: Buffer | null;
  try {
    bytes = await getFile(storageKey);
  } catch {
    bytes = null;
  }
  if (!bytes) return new Response("Not found", { status: 404 });
  // A photo's key names its upload (a new photo is a new key, never an overwrite), so a browser or a CDN may keep
  // it for a year without asking again.
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": type, "cache-control": "public, max-age=31536000, immutable" },
  });
}

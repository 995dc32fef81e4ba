import type { RequestHandler } from "./server.mjs";

export const BROTLI_DYNAMIC_QUALITY: number;
export const MIN_COMPRESS_BYTES: number;
/** Whether an Accept-Encoding header takes brotli (`br` with q > 0, or `*` when `br` is not named). */
export function acceptsBrotli(header: string | undefined): boolean;
/** Whether a Content-Type is worth compressing (text, JSON, JavaScript, SVG; not event streams). */
export function isCompressible(contentType: unknown): boolean;
/** Writes a fresh `.br` beside every compressible build file of 1 KB or more under `dir`. */
export function precompressStatic(
  dir: string,
  options?: { quality?: number },
): { files: number; bytes: number; brotliBytes: number };
/** Next.js's handler with brotli for requests that accept it. */
export function withBrotli(handle: RequestHandler, options?: { staticDir?: string; quality?: number }): RequestHandler;

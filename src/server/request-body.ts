/**
 * Reads a request's body as text, up to `limit` bytes; null for a body over the limit. Content-Length only lets
 * an honest caller be refused early (a client that declares 50 MB and sends 11 bytes gets its answer at once):
 * the stream is counted as it arrives (a chunked body has no length, a lying one a wrong one), so a body over
 * the limit is never held in memory whole.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

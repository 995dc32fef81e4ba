/**
 * Reads a body (of a request we receive, or of a response we fetched) up to `limit` bytes; null for one over
 * the limit. Content-Length only lets an honest sender be refused early (a client that declares 50 MB and sends
 * 11 bytes gets its answer at once): the stream is counted as it arrives (a chunked body has no length, a lying
 * one a wrong one), so a body over the limit is never held in memory whole. Answers the bytes: each caller
 * decodes them as it always has.
 */
export async function readBodyWithin(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Buffer | null> {
  const declared = Number(message.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!message.body) return Buffer.alloc(0);
  const reader = message.body.getReader();
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
  return Buffer.concat(chunks);
}

/**
 * Fetching an external calendar the supplier gave us, with the guards a server that fetches URLs from its
 * users needs (SSRF): only http and https, no credentials in the URL, a timeout over the whole exchange, a
 * size cap, at most three redirects (each one checked again), and no private-network addresses: every
 * address the host name resolves to must be public, so a feed cannot make us read our own network
 * (localhost, 10/8, 172.16/12, 192.168/16, link-local and cloud metadata 169.254/16, CGNAT 100.64/10, ULA fc00::/7…).
 * Private addresses are allowed only where the app itself runs locally (development, TEST_MODE, a loopback
 * APP_URL), so tests and the demo serve feeds from this machine. What remains: the address checked is the
 * one the resolver gave us a moment before fetch resolves it again (DNS rebinding); a deployment that fears it
 * fetches through an egress proxy.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { readBodyWithin } from "@/server/read-body";
import { feedUrlProblem } from "./inputs";

export const FEED_TIMEOUT_MS = 15_000;
export const MAX_FEED_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFetchError";
  }
}

function ipv4Parts(address: string): number[] | null {
  const parts = address.split(".").map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255) ? parts : null;
}

/** Whether an IP address is outside the public internet (loopback, private, link-local, reserved). */
export function isPrivateAddress(address: string): boolean {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  const v4 = ipv4Parts(mapped ? mapped[1]! : lower);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (isIP(lower) !== 6) return true;
  return (
    lower === "::" ||
    lower === "::1" ||
    /^f[cd]/.test(lower) ||
    /^fe[89ab]/.test(lower) ||
    lower.startsWith("ff") ||
    lower.startsWith("64:ff9b:") ||
    lower.startsWith("2001:db8:")
  );
}

async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true, verbatim: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0) throw new FeedFetchError(`The host ${host} could not be found.`);
  if (addresses.some(isPrivateAddress))
    throw new FeedFetchError(
      `The host ${host} is on a private network; only public calendar addresses can be imported.`,
    );
}

/** Reads an external calendar as text, or throws FeedFetchError saying what went wrong. */
export async function fetchFeed(
  address: string,
  options: { allowPrivate: boolean; timeoutMs?: number; maxBytes?: number },
): Promise<string> {
  const problem = feedUrlProblem(address);
  if (problem) throw new FeedFetchError(problem);
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  // One signal for the whole exchange: a server that sends headers and then stalls times out too.
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects++) {
      if (!options.allowPrivate) await assertPublicHost(url);
      const response = await fetch(url, {
        signal,
        redirect: "manual",
        headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
        await response.body?.cancel().catch(() => {});
        if (redirects >= MAX_REDIRECTS)
          throw new FeedFetchError(`The calendar address redirected more than ${MAX_REDIRECTS} times.`);
        const next = new URL(response.headers.get("location")!, url);
        const nextProblem = feedUrlProblem(next.toString());
        if (nextProblem)
          throw new FeedFetchError(`The calendar address redirected to an address we cannot use: ${nextProblem}`);
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new FeedFetchError(
          `The calendar site answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}.`,
        );
      }
      const bytes = await readBodyWithin(response, maxBytes);
      if (bytes === null) {
        // Refused on its declared length: the connection is let go without reading on.
        await response.body?.cancel().catch(() => {});
        throw new FeedFetchError(`The calendar is larger than ${Math.round(maxBytes / 1024)} KB.`);
      }
      return new TextDecoder("utf-8").decode(bytes);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted)
      throw new FeedFetchError(
        `The calendar site did not answer within ${Math.round((options.timeoutMs ?? FEED_TIMEOUT_MS) / 1000)} seconds.`,
      );
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new FeedFetchError(`The calendar could not be fetched${cause ? ` (${cause})` : ""}.`);
  }
}

import { and, eq, max, sql } from "drizzle-orm";
import { DETECTABLE_CURRENCIES, HEADER_CURRENCIES } from "@/lib/currency";
import type { DbOrTx } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { readBodyWithin } from "@/server/read-body";
import { parseEcbRates, ratesAgainst, RatesFormatError } from "./ecb";
import { RATES_BASE } from "./queries";

/** The source written on the rates this refresh stores. */
export const ECB_SOURCE = "ecb";
/** How long the provider has to answer, body included. */
export const RATES_FETCH_TIMEOUT_MS = 20_000;
/** The daily file is about 2 kB; anything far bigger is not what we asked for. */
const MAX_DOCUMENT_BYTES = 1_000_000;

/** The provider could not be reached, answered an HTTP error, was too slow, or sent too much. */
export class RatesProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RatesProviderError";
  }
}

/** The provider's host, for messages: never the full URL, which may carry a key in its query. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the rates provider";
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

async function readCapped(response: Response, host: string): Promise<string> {
  const bytes = await readBodyWithin(response, MAX_DOCUMENT_BYTES);
  if (bytes === null) {
    await response.body?.cancel().catch(() => {});
    throw new RatesProviderError(`${host} sent more than ${MAX_DOCUMENT_BYTES} bytes`);
  }
  return new TextDecoder().decode(bytes);
}

/** The provider's document as text. Throws RatesProviderError on a network error, an HTTP error or a timeout. */
export async function fetchRatesDocument(url: string, options: { timeoutMs?: number } = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? RATES_FETCH_TIMEOUT_MS;
  const host = hostOf(url);
  // One signal for the whole exchange: a server that sends headers and then stalls times out too.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { signal, headers: { accept: "application/xml, text/xml;q=0.9, */*;q=0.1" } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new RatesProviderError(`${host} answered HTTP ${response.status}`);
    }
    return await readCapped(response, host);
  } catch (error) {
    if (error instanceof RatesProviderError) throw error;
    if (isTimeout(error)) throw new RatesProviderError(`${host} did not answer within ${timeoutMs} ms`);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new RatesProviderError(`could not reach ${host}${cause}`.slice(0, 300));
  }
}

export interface RatesRefresh {
  /** The day of the rates (midnight UTC), stored as their as-of time. */
  asOf: Date;
  /** Currencies written (units per one RATES_BASE), with source ECB_SOURCE. */
  stored: string[];
  /** Currencies the app knows that the document does not publish: their rows were left as they were. */
  notPublished: string[];
}

/**
 * Fetches the ECB document at `url` and stores its rates against RATES_BASE (the document is per euro; the
 * euro itself is derived from the base's rate), as of the document's day, source "ecb". Stored are the
 * currencies the app knows: its currency lists and every currency already in the table. Currencies the
 * document does not publish keep their rows untouched. All or nothing: any failure (network, HTTP, timeout,
 * malformed document) throws and writes nothing. Running it twice for the same day rewrites the same rows.
 */
export async function refreshExchangeRates(
  db: DbOrTx,
  options: { url: string; timeoutMs?: number; now?: Date },
): Promise<RatesRefresh> {
  const document = await fetchRatesDocument(options.url, { timeoutMs: options.timeoutMs });
  const parsed = parseEcbRates(document);
  const now = options.now ?? new Date();
  // A day in the future would be "the newest rate" for ever after; the ECB's day is at most today.
  if (parsed.asOf.getTime() > now.getTime() + 36 * 3_600_000) {
    throw new RatesFormatError(`the rates are dated ${parsed.date}, in the future`);
  }

  return db.transaction(async (tx) => {
    const known = await tx
      .selectDistinct({ quote: exchangeRates.quote })
      .from(exchangeRates)
      .where(eq(exchangeRates.base, RATES_BASE));
    const wanted = new Set<string>([...DETECTABLE_CURRENCIES, ...HEADER_CURRENCIES, ...known.map((row) => row.quote)]);
    wanted.delete(RATES_BASE);
    const rates = ratesAgainst(parsed.perEur, RATES_BASE, wanted);
    const stored = Object.keys(rates).sort();
    if (stored.length === 0) throw new RatesFormatError("the document publishes none of our currencies");

    await tx
      .insert(exchangeRates)
      .values(
        stored.map((quote) => ({
          base: RATES_BASE,
          quote,
          rate: rates[quote]!,
          asOf: parsed.asOf,
          source: ECB_SOURCE,
        })),
      )
      .onConflictDoUpdate({
        target: [exchangeRates.base, exchangeRates.quote, exchangeRates.asOf],
        set: { rate: sql`excluded.rate`, createdAt: sql`now()` },
        // A rate someone else recorded for that very instant stays theirs.
        setWhere: eq(exchangeRates.source, ECB_SOURCE),
      });

    return { asOf: parsed.asOf, stored, notPublished: [...wanted].filter((quote) => !(quote in rates)).sort() };
  });
}

/** The as-of time of the newest rate this refresh stored, or null when it never ran. */
export async function newestRefreshedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ newest: max(exchangeRates.asOf) })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.base, RATES_BASE), eq(exchangeRates.source, ECB_SOURCE)));
  return row?.newest ? new Date(row.newest) : null;
}

/** True when the refresh never stored rates, or its newest are older than `staleHours`. */
export async function ratesNeedRefresh(db: DbOrTx, options: { staleHours: number; now?: Date }): Promise<boolean> {
  const newest = await newestRefreshedAt(db);
  const now = (options.now ?? new Date()).getTime();
  return !newest || now - newest.getTime() > options.staleHours * 3_600_000;
}

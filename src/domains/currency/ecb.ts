/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml), read without an XML library:
 *
 *   <gesmes:Envelope …><Cube><Cube time="2024-05-10">
 *     <Cube currency="USD" rate="1.0772"/> …
 *   </Cube></Cube></gesmes:Envelope>
 *
 * Rates are units of the currency for one euro. The parser is strict: a document with anything it does not
 * understand (no dated Cube, a rate that is not a positive decimal, a currency twice, a rate outside a dated
 * Cube) is refused as a whole, so a half-read answer never reaches the database. Pure: no I/O.
 */
import { utcDayOf } from "@/lib/dates";

export class RatesFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RatesFormatError";
  }
}

export interface EcbRates {
  /** The day of the rates, as the ECB writes it (YYYY-MM-DD). */
  date: string;
  /** Midnight UTC of that day: the as-of time the rates are stored with. */
  asOf: Date;
  /** Units of each currency for one euro (EUR itself is not listed). */
  perEur: Record<string, number>;
}

const CUBE_TAG = /<\s*(\/)?\s*(?:[A-Za-z_][\w.-]*:)?Cube\b([^>]*?)(\/)?\s*>/g;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURRENCY = /^[A-Z]{3}$/;
const RATE = /^\d{1,12}(\.\d{1,12})?$/;

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) found[match[1]!] = match[2] ?? match[3] ?? "";
  return found;
}

function parseDate(value: string): Date {
  const match = DATE.exec(value.trim());
  if (!match) throw new RatesFormatError(`the Cube time "${value}" is not a YYYY-MM-DD date`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (utcDayOf(date) !== value.trim()) throw new RatesFormatError(`the Cube time "${value}" is not a real day`);
  return date;
}

/**
 * The newest day of rates in an ECB document (the daily file has one day; the 90-day and historical files
 * list the newest first, and the newest is taken whatever the order). Throws RatesFormatError.
 */
export function parseEcbRates(xml: string): EcbRates {
  if (typeof xml !== "string" || !xml.trim()) throw new RatesFormatError("the document is empty");
  const text = xml.replace(/<!--[\s\S]*?-->/g, "");

  const days: EcbRates[] = [];
  let current: EcbRates | null = null;
  // How deep we are inside the current dated Cube (its own closing tag ends it).
  let depth = 0;

  for (const match of text.matchAll(CUBE_TAG)) {
    const [, closing, rawAttributes = "", selfClosing] = match;
    if (closing) {
      if (current) {
        depth -= 1;
        if (depth === 0) {
          days.push(current);
          current = null;
        }
      }
      continue;
    }
    const attrs = attributes(rawAttributes);
    if (attrs.time !== undefined) {
      if (current) throw new RatesFormatError("a dated Cube is nested in another");
      current = { date: attrs.time.trim(), asOf: parseDate(attrs.time), perEur: {} };
      if (selfClosing) {
        days.push(current);
        current = null;
      } else {
        depth = 1;
      }
      continue;
    }
    if (attrs.currency !== undefined || attrs.rate !== undefined) {
      if (!current) throw new RatesFormatError("a rate is outside a dated Cube");
      const currency = (attrs.currency ?? "").trim();
      const rate = (attrs.rate ?? "").trim();
      if (!CURRENCY.test(currency)) throw new RatesFormatError(`"${currency.slice(0, 10)}" is not a currency code`);
      if (!RATE.test(rate))
        throw new RatesFormatError(`the rate of ${currency} ("${rate.slice(0, 20)}") is not a decimal number`);
      const value = Number(rate);
      if (!Number.isFinite(value) || value <= 0)
        throw new RatesFormatError(`the rate of ${currency} must be more than 0`);
      if (currency === "EUR") throw new RatesFormatError("the euro is the base of the document and cannot have a rate");
      if (currency in current.perEur) throw new RatesFormatError(`${currency} is listed twice on ${current.date}`);
      current.perEur[currency] = value;
      if (!selfClosing) depth += 1;
      continue;
    }
    // An undated wrapper Cube (the outer one), or one nested inside a rate: only depth matters.
    if (current && !selfClosing) depth += 1;
  }

  if (current) throw new RatesFormatError("the dated Cube is not closed");
  const withRates = days.filter((day) => Object.keys(day.perEur).length > 0);
  if (withRates.length === 0)
    throw new RatesFormatError(days.length ? "the dated Cube holds no rates" : "no dated Cube with rates was found");
  return withRates.reduce((newest, day) => (day.asOf > newest.asOf ? day : newest));
}

/**
 * ECB rates (per euro) turned into rates against another base that the document lists (per `base`), for
 * the currencies in `wanted`; the euro is derived from the base's own rate. Currencies the document does not
 * publish are simply absent. Throws RatesFormatError when the base itself is missing.
 */
export function ratesAgainst(
  perEur: Record<string, number>,
  base: string,
  wanted: Iterable<string>,
): Record<string, number> {
  const basePerEur = perEur[base];
  if (!basePerEur) throw new RatesFormatError(`the document has no rate for ${base}, the base of our rates`);
  const result: Record<string, number> = {};
  for (const currency of new Set(wanted)) {
    if (currency === base) continue;
    const perEurOfCurrency = currency === "EUR" ? 1 : perEur[currency];
    if (perEurOfCurrency === undefined) continue;
    // Units of `currency` per one `base` = (currency per EUR) / (base per EUR). numeric(24,10) keeps 10 places.
    const rate = Number((perEurOfCurrency / basePerEur).toFixed(10));
    if (!(rate > 0)) throw new RatesFormatError(`the rate of ${currency} against ${base} rounds to 0`);
    result[currency] = rate;
  }
  return result;
}

/**
 * Invoice numbers (DOMAIN.md Money: "numbered without gaps per year and issuer"), pure.
 *
 * The rule: every issuer has its own series per year, `INV` for invoices and `CN` for credit notes, each
 * counting 1, 2, 3… without gaps. A guest invoice is issued in the supplier's name (the supplier sells the
 * stay; Staysia collects the money as its agent), so it takes a number of that supplier's series; a
 * commission invoice is issued by Staysia to the supplier, from Staysia's series. A credit note takes the
 * next number of its issuer's `CN` series in the year it is made. The number reads
 * `<series>-<issuer code>-<year>-<six digits>`: `INV-3F2A9C1B-2026-000123`, `CN-STAYSIA-2026-000004`, where
 * an organisation's code is the first eight hex digits of its id and Staysia's is `STAYSIA`.
 */
import { organisationCode } from "../settlements/figures";

export const PLATFORM_ISSUER = "staysia";
export const PLATFORM_ISSUER_NAME = "Staysia Sdn Bhd";

export type InvoiceSeries = "INV" | "CN";

/** The issuer key of the counters: `staysia`, or the supplier organisation's id. */
export function issuerCode(issuerKey: string): string {
  return issuerKey === PLATFORM_ISSUER ? "STAYSIA" : organisationCode(issuerKey);
}

export function invoiceNumber(series: InvoiceSeries, issuerKey: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`invoice sequence out of range: ${sequence}`);
  if (!Number.isInteger(year) || year < 2000 || year > 2999) throw new RangeError(`invoice year out of range: ${year}`);
  return `${series}-${issuerCode(issuerKey)}-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * Whether a year's numbers are gapless: sorted, they are exactly 1..n. Used by the tests and by anyone who
 * audits a series.
 */
export function isGapless(sequences: readonly number[]): boolean {
  const sorted = [...sequences].sort((a, b) => a - b);
  return sorted.every((value, index) => value === index + 1);
}

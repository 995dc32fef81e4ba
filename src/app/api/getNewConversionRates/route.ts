import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { latestRates, ratesInto } from "@/domains/currency";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

const query = z.object({
  toCurrency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((value) => value.toUpperCase()),
});

function keyMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * SPEC.md §7: GET /api/getNewConversionRates?toCurrency=XXX with the API key in `X-Api-Key`. The rates into
 * XXX are at `data.data.queryConverstionRate[0]` (the field name is the callers', spelling included).
 */
export async function GET(request: Request) {
  if (!keyMatches(request.headers.get("x-api-key"), env().CONVERSION_RATES_API_KEY)) {
    return Response.json(
      { error: { status: "UNAUTHENTICATED", message: "A valid API key is required in the X-Api-Key header." } },
      { status: 401 },
    );
  }
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    return Response.json(
      { error: { status: "INVALID_ARGUMENT", message: "Give toCurrency as a three-letter currency code." } },
      { status: 400 },
    );
  }
  try {
    const snapshot = await latestRates(db(), { actor: ANONYMOUS });
    const rates = ratesInto(snapshot, parsed.data.toCurrency);
    if (!rates) {
      return Response.json(
        { error: { status: "INVALID_ARGUMENT", message: `There are no rates for ${parsed.data.toCurrency}.` } },
        { status: 400 },
      );
    }
    const staleAfterMs = env().RATES_STALE_HOURS * 3_600_000;
    const stale = !snapshot.asOf || Date.now() - snapshot.asOf.getTime() > staleAfterMs;
    return Response.json(
      { data: { data: { queryConverstionRate: [{ ...rates, sources: snapshot.sources, stale }] } } },
      { headers: { "cache-control": "private, max-age=300" } },
    );
  } catch (error) {
    logger().error({ err: error }, "conversion rates could not be read");
    return Response.json(
      { error: { status: "UNAVAILABLE", message: "Rates are unavailable right now." } },
      { status: 503 },
    );
  }
}

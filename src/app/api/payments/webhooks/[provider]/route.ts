import { z } from "zod";
import { receivePaymentWebhook } from "@/domains/payables";
import { paymentProvider } from "@/domains/payments/schema";
import { db } from "@/server/db";
import { readBodyWithin } from "@/server/read-body";

/** Providers' notices are small; anything larger is not one. */
const MAX_WEBHOOK_BYTES = 64 * 1024;
const providerId = z.enum(paymentProvider.enumValues);

const answer = (status: number, error?: string) =>
  error
    ? Response.json({ error }, { status, headers: { "cache-control": "no-store" } })
    : new Response(null, { status, headers: { "cache-control": "no-store" } });

/**
 * A payment provider's webhook: POST /api/payments/webhooks/{provider}. The provider's signature is the
 * credential (it signs without a session), checked by the provider's own `webhook`; its body is never trusted
 * for the state, which the provider is asked for. A payment of any kind is settled (docs/API.md, Webhooks).
 */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const provider = providerId.safeParse((await params).provider);
  if (!provider.success) return answer(404, "No payment provider has this name.");
  const body = await readBodyWithin(request, MAX_WEBHOOK_BYTES);
  if (body === null) return answer(413, "A webhook's body is at most 64 KB.");
  const accepted = await receivePaymentWebhook(db(), provider.data, body.toString("utf8"), request.headers);
  return accepted ? answer(204) : answer(401, "This is not a webhook signed by the provider.");
}

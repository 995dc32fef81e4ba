import { functionRegistry } from "@/domains/registry";
import { resolveActor } from "@/server/access";
import { db } from "@/server/db";
import { kickEmailDelivery } from "@/server/email";
import { handleFunctionCall } from "@/server/functions";
import { logger } from "@/server/logger";

// SPEC.md §7: POST /api/functions/{name} with {"data": …}; GET for the few functions that allow it.
async function handle(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  return handleFunctionCall(request, name, {
    functions: functionRegistry,
    db: db(),
    log: logger(),
    resolveActor,
    afterWrite: kickEmailDelivery,
  });
}

export { handle as GET, handle as POST };

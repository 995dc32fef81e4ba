import type { Instrumentation } from "next";

/**
 * Runs once when a Next.js server starts. Background jobs (src/server/jobs) start in the Node.js runtime of
 * a running server only: not in the Edge runtime, not while `next build` prerenders. Imported dynamically so
 * that no other bundle ever sees pg-boss or pg. (Methods Next.js cannot handle are refused by our server in
 * front of it, scripts/lib/server.mjs.)
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startServerJobs }, { jobRegistry }] = await Promise.all([import("@/server/jobs"), import("@/domains/jobs")]);
  await startServerJobs(jobRegistry);
}

/**
 * Every error a page, route handler or server action throws reaches the structured log with its request id
 * (set by the proxy) and route; the browser only ever gets the digest shown on the 500 page.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/server/logger");
  const header = request.headers["x-request-id"];
  logger().error(
    {
      requestId: Array.isArray(header) ? header[0] : header,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
      digest: (error as { digest?: string } | null)?.digest,
      err: error,
    },
    "request failed",
  );
};

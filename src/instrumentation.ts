/**
 * Runs once when a Next.js server starts. Background jobs (src/server/jobs) start in the Node.js runtime of
 * a running server only: not in the Edge runtime, not while `next build` prerenders. Imported dynamically so
 * that no other bundle ever sees pg-boss or pg.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startServerJobs }, { jobRegistry }] = await Promise.all([import("@/server/jobs"), import("@/domains/jobs")]);
  await startServerJobs(jobRegistry);
}

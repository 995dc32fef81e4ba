import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { logger } from "@/server/logger";
import { ANONYMOUS, type Actor, type UserActor } from "./actor";
import { guardDashboard, type DashboardPage } from "./dashboard";
import { InvalidCredentialsError, resolveActor } from "./index";

/** The actor of the page being rendered, resolved once per request. */
export const currentActor = cache(async (): Promise<Actor> => {
  // Outside the try: headers() signals "render per request" to Next.js by throwing.
  const requestHeaders = await headers();
  try {
    return await resolveActor(requestHeaders);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return ANONYMOUS;
    logger().error({ err: error }, "could not resolve the actor of a page");
    throw error;
  }
});

/**
 * The first line of every dashboard page: runs SPEC.md §4 and §6's guard for that page and redirects when it
 * says so. Returns the signed-in actor, allowed on this page.
 */
export async function requireDashboardPage(page: DashboardPage | "matching" | null): Promise<UserActor> {
  const actor = await currentActor();
  const decision = guardDashboard(actor, page);
  if (!decision.allow) redirect(decision.redirectTo);
  return actor as UserActor;
}

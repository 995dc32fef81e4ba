import { eq } from "drizzle-orm";
import { actorForUser, dashboardEntry, InvalidCredentialsError, resolveActor, type UserActor } from "@/server/access";
import { db } from "@/server/db";
import { authUsers } from "@/server/db/schema";
import { accessChanges, type AccessChange } from "@/server/live";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

const HEARTBEAT_MS = 20_000;

/**
 * Server-Sent Events for the signed-in person's dashboard (SPEC.md §7's live listen on users/{email} and
 * organisations/{id}). Events: `access` {redirectTo} when they may no longer be there, `profile` {role}
 * when their profile or organisation changed otherwise.
 */
export async function GET(request: Request) {
  let actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    actor = null;
  }
  if (!actor || actor.kind !== "user") return new Response("Sign in first.", { status: 401 });
  const user: UserActor = actor;

  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      // Told once: the page leaves on the first `access` event, and a change noticed both by the check at
      // (re)connection and by its notification arriving late must not send it twice.
      let redirected = false;
      const redirect = (redirectTo: string) => {
        if (redirected) return;
        redirected = true;
        send(`event: access\ndata: ${JSON.stringify({ redirectTo })}\n\n`);
      };
      const concerns = (change: AccessChange) =>
        change.kind === "profile" ? change.email === user.email : change.id === user.organisation?.id;

      const onChange = async (change: AccessChange) => {
        if (!concerns(change)) return;
        try {
          const [identity] = await db()
            .select({ id: authUsers.id, email: authUsers.email, emailVerified: authUsers.emailVerified })
            .from(authUsers)
            .where(eq(authUsers.id, user.userId));
          const fresh = identity ? await actorForUser(db(), identity, user.sessionId) : null;
          const entry = fresh ? dashboardEntry(fresh) : { allow: false as const, redirectTo: "/" };
          if (!entry.allow) redirect(entry.redirectTo);
          else if (fresh?.kind === "user") send(`event: profile\ndata: ${JSON.stringify({ role: fresh.role })}\n\n`);
        } catch (error) {
          logger().error({ err: error }, "live: could not re-check access after a change");
        }
      };

      const unsubscribe = accessChanges().subscribe((change) => void onChange(change));
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
      // Reconnect after 2 s when the connection drops; say "ready" once the server is listening.
      send("retry: 2000\n\n");
      // A (re)connection checks access at once: a change made while the connection was down is not missed.
      const entry = dashboardEntry(user);
      if (!entry.allow) redirect(entry.redirectTo);
      void accessChanges()
        .ready()
        .then(() => send("event: ready\ndata: {}\n\n"));
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}

import { eq } from "drizzle-orm";
import {
  actorForUser,
  guardDashboard,
  InvalidCredentialsError,
  propertyScopeOf,
  resolveActor,
  scopeIncludes,
  type Actor,
  type UserActor,
} from "@/server/access";
import { db } from "@/server/db";
import { authUsers } from "@/server/db/schema";
import { accessChanges, bookingChanges, type AccessChange, type BookingChange } from "@/server/live";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

const HEARTBEAT_MS = 20_000;

/** Whether the actor may watch booking changes: exactly those who may open the live count page. */
function mayWatch(actor: Actor): actor is UserActor {
  return actor.kind === "user" && guardDashboard(actor, "liveCount").allow;
}

/**
 * Server-Sent Events for the live count (`/dashboard/liveCount`): `ready` once the server is listening (the
 * page refreshes then, so a change made while the connection was down is not missed), `bookings` `{}`
 * whenever a booking in the viewer's scope changes status, and `access` when the viewer may no longer
 * watch (the stream then ends). Nothing about the booking itself is sent: the page re-reads its figures.
 */
export async function GET(request: Request) {
  let actor: Actor | null;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    actor = null;
  }
  if (!actor || actor.kind !== "user") return new Response("Sign in first.", { status: 401 });
  if (!mayWatch(actor)) return new Response("You may not watch bookings.", { status: 403 });
  let viewer: UserActor = actor;

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

      const onBooking = (change: BookingChange) => {
        if (scopeIncludes(propertyScopeOf(viewer), change)) send("event: bookings\ndata: {}\n\n");
      };

      // The viewer's access is read again when it changes: someone who may no longer watch is told and let go.
      const onAccess = async (change: AccessChange) => {
        const concerns =
          change.kind === "profile" ? change.email === viewer.email : change.id === viewer.organisation?.id;
        if (!concerns) return;
        try {
          const [identity] = await db()
            .select({ id: authUsers.id, email: authUsers.email, emailVerified: authUsers.emailVerified })
            .from(authUsers)
            .where(eq(authUsers.id, viewer.userId));
          const fresh = identity ? await actorForUser(db(), identity, viewer.sessionId) : null;
          if (fresh && mayWatch(fresh)) {
            viewer = fresh;
            return;
          }
          send(`event: access\ndata: ${JSON.stringify({ redirectTo: "/dashboard" })}\n\n`);
          cleanup();
        } catch (error) {
          logger().error({ err: error }, "live: could not re-check access to booking changes");
        }
      };

      const stopBookings = bookingChanges().subscribe(onBooking);
      const stopAccess = accessChanges().subscribe((change) => void onAccess(change));
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        stopBookings();
        stopAccess();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => cleanup(), { once: true });
      send("retry: 2000\n\n");
      void bookingChanges()
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

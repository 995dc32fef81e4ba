import "server-only";
import pg from "pg";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

export type AccessChange = { kind: "profile"; email: string } | { kind: "organisation"; id: string };

/**
 * A booking's status changed (check-in, check-out, no-show, a new confirmed booking…): which property, so a
 * stream can tell whether its viewer's scope covers it. Never sent to browsers as it is.
 */
export interface BookingChange {
  propertyId: string;
  organisationId: string;
  managed: boolean;
  status: string;
}

export const ACCESS_CHANNEL = "access_changes";
export const BOOKING_CHANNEL = "booking_changes";

interface Channels {
  [ACCESS_CHANNEL]: AccessChange;
  [BOOKING_CHANNEL]: BookingChange;
}
type ChannelName = keyof Channels;
const CHANNELS = [ACCESS_CHANNEL, BOOKING_CHANNEL] as const satisfies readonly ChannelName[];

type Listener<T> = (change: T) => void;

/** One channel of the hub, as its subscribers see it. */
export interface LiveChannel<T> {
  subscribe(listener: Listener<T>): () => void;
  /** Resolves once this server is listening (so a change made after it is never missed). */
  ready(): Promise<void>;
  readonly subscriberCount: number;
}

/**
 * One LISTEN connection per app server, on every live channel: "access_changes" (fed by triggers on profiles,
 * organisations and email verification) and "booking_changes" (sent by `changeStatus` in the transaction of a
 * booking's status change), fanned out to the open streams of this server. Reconnects with a back-off when
 * the database goes away.
 */
class LiveHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<ChannelName, Set<Listener<never>>>(CHANNELS.map((name) => [name, new Set()]));
  private retryMs = 500;

  channel<N extends ChannelName>(name: N): LiveChannel<Channels[N]> {
    const listeners = this.listeners.get(name) as Set<Listener<Channels[N]>>;
    return {
      subscribe: (listener) => {
        listeners.add(listener);
        void this.ensureConnected();
        return () => {
          listeners.delete(listener);
        };
      },
      ready: () => this.ensureConnected(),
      get subscriberCount() {
        return listeners.size;
      },
    };
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private retryLater(): void {
    setTimeout(() => void this.ensureConnected(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: env().DATABASE_URL });
    const reconnect = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.end().catch(() => {});
      this.retryLater();
    };
    try {
      await client.connect();
      for (const name of CHANNELS) await client.query(`LISTEN ${name}`);
    } catch (error) {
      logger().warn({ err: error }, "live: could not listen for changes; retrying");
      client.end().catch(() => {});
      this.retryLater();
      return;
    }
    this.client = client;
    this.retryMs = 500;
    client.on("notification", (message) => {
      const listeners = this.listeners.get(message.channel as ChannelName);
      if (!listeners || !message.payload) return;
      let change: never;
      try {
        change = JSON.parse(message.payload) as never;
      } catch {
        return;
      }
      for (const listener of listeners) listener(change);
    });
    client.on("error", reconnect);
    client.on("end", reconnect);
  }
}

const globalForLive = globalThis as unknown as { __liveHub?: LiveHub };

function hub(): LiveHub {
  globalForLive.__liveHub ??= new LiveHub();
  return globalForLive.__liveHub;
}

/** Changes of people's access (profiles, organisations, email verification). */
export function accessChanges(): LiveChannel<AccessChange> {
  return hub().channel(ACCESS_CHANNEL);
}

/** Changes of bookings' statuses. */
export function bookingChanges(): LiveChannel<BookingChange> {
  return hub().channel(BOOKING_CHANNEL);
}

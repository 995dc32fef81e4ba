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

/**
 * Something that can change a guest search's results was committed: at a place (the country and lower-cased
 * city of the properties it touched; for a booking, a calendar day or closed hours, only on the days `from` to
 * `to`, exclusive), or anywhere (an organisation disabled, a table truncated). Sent by the triggers of
 * src/domains/catalogue/sql/search-cache.sql.
 */
export type SearchChange = { country: string; city: string; from?: string; to?: string } | { all: true };

export const ACCESS_CHANNEL = "access_changes";
export const BOOKING_CHANNEL = "booking_changes";
export const SEARCH_CHANNEL = "search_changes";
/** The application_name of the LISTEN connection. */
export const LIVE_APPLICATION_NAME = "staysia-live";

interface Channels {
  [ACCESS_CHANNEL]: AccessChange;
  [BOOKING_CHANNEL]: BookingChange;
  [SEARCH_CHANNEL]: SearchChange;
}
type ChannelName = keyof Channels;
const CHANNELS = [ACCESS_CHANNEL, BOOKING_CHANNEL, SEARCH_CHANNEL] as const satisfies readonly ChannelName[];

type Listener<T> = (change: T) => void;

/** One channel of the hub, as its subscribers see it. */
export interface LiveChannel<T> {
  subscribe(listener: Listener<T>): () => void;
  /** Resolves once this server is listening (so a change made after it is never missed). */
  ready(): Promise<void>;
  readonly subscriberCount: number;
}

/**
 * Whether this server is listening, for what keeps state that notifications correct (the search cache): while
 * it is not, changes may pass unannounced.
 */
export interface LiveStatus {
  readonly listening: boolean;
  /** Told `true` each time the connection listens (again), `false` each time it drops. */
  onChange(listener: (listening: boolean) => void): () => void;
  /**
   * Resolves true once every notification of a transaction committed before the call has been handed to the
   * subscribers: a query on the listening connection, which PostgreSQL answers only after sending the
   * notifications it already has for it. False when not listening (or the connection failed meanwhile).
   */
  sync(): Promise<boolean>;
}

/**
 * One LISTEN connection per app server, on every live channel: "access_changes" (fed by triggers on profiles,
 * organisations and email verification), "booking_changes" (sent by `changeStatus` in the transaction of a
 * booking's status change) and "search_changes" (fed by triggers on everything a search reads; the search
 * cache's invalidation), fanned out to the open streams and caches of this server. Reconnects with a back-off
 * when the database goes away, and tells status listeners when it drops and when it listens again.
 */
class LiveHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Map<ChannelName, Set<Listener<never>>>(CHANNELS.map((name) => [name, new Set()]));
  private readonly statusListeners = new Set<(listening: boolean) => void>();
  private retryMs = 500;

  readonly status: LiveStatus = {
    listening: false,
    onChange: (listener) => {
      this.statusListeners.add(listener);
      return () => {
        this.statusListeners.delete(listener);
      };
    },
    sync: () => this.sync(),
  };

  private syncRunning: Promise<boolean> | null = null;
  private syncQueued: Promise<boolean> | null = null;

  /**
   * One round trip at a time on the listening connection (a pg client runs one query at a time). A caller that
   * arrives while one is under way may have been answered before a commit it must see, so it waits for the next
   * one, which every caller arriving meanwhile shares.
   */
  private sync(): Promise<boolean> {
    if (!this.syncRunning) {
      this.syncRunning = this.roundTrip().finally(() => {
        this.syncRunning = null;
      });
      return this.syncRunning;
    }
    this.syncQueued ??= this.syncRunning.then(() => {
      this.syncQueued = null;
      return this.sync();
    });
    return this.syncQueued;
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      await client.query("select 1");
    } catch {
      return false;
    }
    // Dropped meanwhile: notifications may have been lost, whatever the query answered.
    return this.client === client;
  }

  private tellStatus(listening: boolean): void {
    (this.status as { listening: boolean }).listening = listening;
    for (const listener of this.statusListeners) listener(listening);
  }

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
    // Named, so that the connection can be told apart in pg_stat_activity (and a test can cut it).
    // Direct to PostgreSQL when the pool goes through a transaction pooler: LISTEN lives as long as its session.
    const settings = env();
    const client = new pg.Client({
      connectionString: settings.DATABASE_LISTEN_URL ?? settings.DATABASE_URL,
      application_name: LIVE_APPLICATION_NAME,
    });
    const reconnect = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.end().catch(() => {});
      this.tellStatus(false);
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
    this.tellStatus(true);
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

/** Committed changes that can change guest search results, by place. */
export function searchChanges(): LiveChannel<SearchChange> {
  return hub().channel(SEARCH_CHANNEL);
}

/** Whether this server's LISTEN connection is up (it connects once any channel has a subscriber). */
export function liveStatus(): LiveStatus {
  return hub().status;
}

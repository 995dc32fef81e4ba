import "server-only";
import pg from "pg";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

export type AccessChange = { kind: "profile"; email: string } | { kind: "organisation"; id: string };
type Listener = (change: AccessChange) => void;

export const ACCESS_CHANNEL = "access_changes";

/**
 * One LISTEN connection per app server on the "access_changes" channel (fed by triggers on profiles,
 * organisations and email verification), fanned out to the open dashboards of this server. Reconnects
 * with a back-off when the database goes away.
 */
class AccessChangeHub {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();
  private retryMs = 500;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.ensureConnected();
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Resolves once this server is listening (so a change made after it is never missed). */
  ready(): Promise<void> {
    return this.ensureConnected();
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: env().DATABASE_URL });
    const reconnect = () => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.end().catch(() => {});
      setTimeout(() => void this.ensureConnected(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
    };
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCESS_CHANNEL}`);
    } catch (error) {
      logger().warn({ err: error }, "live: could not listen for access changes; retrying");
      client.end().catch(() => {});
      setTimeout(() => void this.ensureConnected(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    client.on("notification", (message) => {
      if (message.channel !== ACCESS_CHANNEL || !message.payload) return;
      let change: AccessChange;
      try {
        change = JSON.parse(message.payload) as AccessChange;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(change);
    });
    client.on("error", reconnect);
    client.on("end", reconnect);
  }
}

const globalForLive = globalThis as unknown as { __accessHub?: AccessChangeHub };

export function accessChanges(): AccessChangeHub {
  globalForLive.__accessHub ??= new AccessChangeHub();
  return globalForLive.__accessHub;
}

import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, type DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { logger } from "@/server/logger";

export interface Health {
  status: "ok" | "degraded";
  app: { status: "ok"; uptimeSeconds: number; version: string };
  database: { status: "ok" | "down"; latencyMs?: number; migrations?: number };
}

/** The app and its database, for load balancers and people. Never includes connection details. */
export async function checkHealth(database: Pick<DbOrTx, "execute"> = db()): Promise<Health> {
  const app = {
    status: "ok" as const,
    uptimeSeconds: Math.round(process.uptime()),
    version: process.env.npm_package_version ?? "0.1.0",
  };
  const started = performance.now();
  try {
    const { migrations } = await rowOf(
      database,
      z.object({ migrations: sqlTypes.int }),
      sql`select count(*)::int as migrations from drizzle.__drizzle_migrations`,
    );
    const latencyMs = Math.round(performance.now() - started);
    return { status: "ok", app, database: { status: "ok", latencyMs, migrations } };
  } catch (error) {
    logger().error({ err: error }, "health check: database unreachable");
    return { status: "degraded", app, database: { status: "down" } };
  }
}

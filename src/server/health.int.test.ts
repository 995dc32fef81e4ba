import { describe, expect, it } from "vitest";
import { createDb, createPool } from "./db/client";
import { checkHealth } from "./health";

describe("checkHealth", () => {
  it("reports the app and a migrated database as ok", async () => {
    const health = await checkHealth();
    expect(health.status).toBe("ok");
    expect(health.app.status).toBe("ok");
    expect(health.database.status).toBe("ok");
    expect(health.database.migrations).toBeGreaterThanOrEqual(2);
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("never includes connection details", async () => {
    const text = JSON.stringify(await checkHealth());
    expect(text).not.toContain("postgres://");
    expect(text).not.toContain(new URL(process.env.DATABASE_URL!).password || "no-password-set");
  });

  it("reports a database it cannot reach as down, and the whole as degraded, without its address", async () => {
    const unreachable = createPool("postgres://health:secret-password@127.0.0.1:1/nowhere", 1);
    try {
      const health = await checkHealth(createDb(unreachable));
      expect(health).toMatchObject({ status: "degraded", app: { status: "ok" }, database: { status: "down" } });
      expect(JSON.stringify(health)).not.toContain("secret-password");
    } finally {
      await unreachable.end();
    }
  });
});

import { describe, expect, it } from "vitest";
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
});

import { config } from "zod/v4/core";
import { describe, expect, it } from "vitest";
import { ZOD_SETTINGS_GLOBAL } from "./instrumentation-client";

describe("the browser's zod settings (instrumentation-client.ts)", () => {
  it("are the object zod itself reads: jitless, so zod never probes `new Function` under the CSP", () => {
    const global = globalThis as unknown as Record<string, unknown>;
    expect(global[ZOD_SETTINGS_GLOBAL]).toBe(config());
    expect(config().jitless).toBe(true);
  });
});

import { inject } from "vitest";

// Server modules read their configuration from the environment on first use.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "integration-tests-secret-of-at-least-32-characters";
process.env.APP_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= ".data/test/uploads";
process.env.LOG_LEVEL ??= "silent";

// What a booking's moments set off in other domains (domains/booking-hooks.ts): registered as the app's entry
// points register it, for tests that call a domain's code directly rather than through the functions API.
await import("@/domains/booking-hooks");

import { inject } from "vitest";

// Server modules read their configuration from the environment on first use. Each worker has a database of its own
// (int-global-setup.ts); VITEST_POOL_ID numbers the workers from 1.
const databaseUrls = inject("databaseUrls");
process.env.DATABASE_URL = databaseUrls[(Number(process.env.VITEST_POOL_ID || 1) - 1) % databaseUrls.length];
process.env.AUTH_SECRET ??= "integration-tests-secret-of-at-least-32-characters";
process.env.APP_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= ".data/test/uploads";
process.env.LOG_LEVEL ??= "silent";

// What a booking's moments set off in other domains (domains/booking-hooks.ts): registered as the app's entry
// points register it, for tests that call a domain's code directly rather than through the functions API.
await import("@/domains/booking-hooks");

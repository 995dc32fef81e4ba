import { inject } from "vitest";

// Server modules read their configuration from the environment on first use.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "integration-tests-secret-of-at-least-32-characters";
process.env.APP_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= ".data/test/uploads";
process.env.LOG_LEVEL ??= "silent";

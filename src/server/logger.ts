import "server-only";
import pino, { type Logger } from "pino";

export type { Logger };

const globalForLogger = globalThis as unknown as { __logger?: Logger };

/**
 * Structured JSON logs on stdout. Secrets never go in: the paths below are censored wherever they appear,
 * and the functions registry logs a function's name and outcome, never its input.
 */
export function logger(): Logger {
  globalForLogger.__logger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { service: "web" },
    redact: {
      paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  });
  return globalForLogger.__logger;
}

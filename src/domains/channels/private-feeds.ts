import { env, type Env } from "@/server/env";

/**
 * Private-network feed addresses are for a local app only (development, TEST_MODE, or an APP_URL on this
 * machine): tests and the demo serve feeds from localhost. A deployment on a public address never fetches them.
 */
export function allowPrivateFeeds(settings: Env = env()): boolean {
  const loopback = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(settings.APP_URL);
  return settings.NODE_ENV !== "production" || settings.TEST_MODE || loopback;
}

/**
 * The one `next/navigation` every unit test sees (mocked for all of them in unit-setup.ts): a router whose methods
 * are spies, and the path and query a component reads. One shared set, not a mock per test file, because the unit
 * tests share their modules between files (`isolate: false`, vitest.config.ts): a component imported by an earlier
 * file keeps the `useRouter` that file's mock gave it, so a second file's own spies would never be called.
 * Reset after every test; a test sets `currentUrl` when its component reads the query.
 */
import { vi } from "vitest";

export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export const currentUrl = { pathname: "/", searchParams: new URLSearchParams() };

export const navigationHooks = {
  useRouter: () => router,
  usePathname: () => currentUrl.pathname,
  useSearchParams: () => currentUrl.searchParams,
};

export function resetNavigation() {
  for (const spy of Object.values(router)) spy.mockReset();
  currentUrl.pathname = "/";
  currentUrl.searchParams = new URLSearchParams();
}

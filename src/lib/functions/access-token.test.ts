import { describe, expect, it } from "vitest";
import { AccessTokenManager, REFRESH_BEFORE_EXPIRY_MS, type AccessToken } from "./access-token";

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 2, 1, 10, 0, 0);

interface Timer {
  id: number;
  callback: () => void;
  due: number;
  cleared: boolean;
}

/** A clock and timers the test moves by hand, and a token endpoint that counts its calls. */
function harness(answers: (() => Promise<AccessToken | null>)[] = []) {
  let now = START;
  let nextId = 1;
  const timers: Timer[] = [];
  const fetches: number[] = [];
  let serial = 0;

  const defaultAnswer = () => {
    serial += 1;
    return Promise.resolve({ token: `token-${serial}`, expiresAt: new Date(now + 15 * MINUTE) });
  };

  const manager = new AccessTokenManager({
    fetchToken: () => {
      fetches.push(now);
      const answer = answers.shift() ?? defaultAnswer;
      return answer();
    },
    now: () => now,
    setTimer: (callback, ms) => {
      const timer = { id: nextId++, callback, due: now + ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as Timer).cleared = true;
    },
  });

  const pending = () => timers.filter((timer) => !timer.cleared);

  return {
    manager,
    fetches,
    timers,
    pending,
    now: () => now,
    /** Moves the clock to `ms` after the start, firing the timers that come due on the way. */
    async advanceTo(ms: number) {
      const target = START + ms;
      for (;;) {
        const next = pending()
          .filter((timer) => timer.due <= target)
          .sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        now = next.due;
        next.cleared = true;
        next.callback();
        await flush();
      }
      now = target;
    },
  };
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("AccessTokenManager", () => {
  it("refreshes 5 minutes before expiry (SPEC.md §9)", () => {
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(5 * MINUTE);
  });

  it("fetches a token once and then answers from its cache", async () => {
    const h = harness();
    expect(await h.manager.get()).toBe("token-1");
    expect(await h.manager.get()).toBe("token-1");
    await h.advanceTo(9 * MINUTE);
    expect(await h.manager.get()).toBe("token-1");
    expect(h.fetches).toHaveLength(1);
    h.manager.stop();
  });

  it("shares one fetch between callers who ask at the same time", async () => {
    const answer = deferred<AccessToken | null>();
    const h = harness([() => answer.promise]);
    const calls = [h.manager.get(), h.manager.get(), h.manager.get()];
    expect(h.fetches).toHaveLength(1);
    answer.resolve({ token: "shared", expiresAt: new Date(START + 15 * MINUTE) });
    expect(await Promise.all(calls)).toEqual(["shared", "shared", "shared"]);
    expect(h.fetches).toHaveLength(1);
    h.manager.stop();
  });

  it("schedules the refresh exactly 5 minutes before expiry and fetches a new token then", async () => {
    const h = harness();
    await h.manager.get();
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]!.due).toBe(START + 15 * MINUTE - REFRESH_BEFORE_EXPIRY_MS);

    await h.advanceTo(10 * MINUTE - 1);
    expect(h.fetches).toHaveLength(1);

    await h.advanceTo(10 * MINUTE);
    expect(h.fetches).toEqual([START, START + 10 * MINUTE]);
    expect(await h.manager.get()).toBe("token-2");
    expect(h.fetches).toHaveLength(2);

    // And the next one 5 minutes before the new token expires.
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]!.due).toBe(START + 10 * MINUTE + 15 * MINUTE - REFRESH_BEFORE_EXPIRY_MS);
    await h.advanceTo(20 * MINUTE);
    expect(h.fetches).toEqual([START, START + 10 * MINUTE, START + 20 * MINUTE]);
    h.manager.stop();
  });

  it("keeps a single timer however many refreshes happen", async () => {
    const h = harness();
    await h.manager.get();
    await h.manager.refresh();
    await h.manager.refresh();
    expect(h.pending()).toHaveLength(1);
    h.manager.stop();
  });

  it("refreshes on get() a token that expires within 5 minutes", async () => {
    const h = harness([() => Promise.resolve({ token: "short", expiresAt: new Date(START + 4 * MINUTE) })]);
    expect(await h.manager.get()).toBe("short");
    expect(h.fetches).toHaveLength(1);
    // Already inside the 5 minutes: the scheduled refresh waits the 30-second floor, never 0 (no loop).
    expect(h.pending().map((timer) => timer.due)).toEqual([START + 30 * 1000]);
    expect(await h.manager.get()).toBe("token-1");
    expect(h.fetches).toHaveLength(2);
    h.manager.stop();
  });

  it("refreshes on get() once a cached token enters its last 5 minutes", async () => {
    const h = harness([() => Promise.resolve({ token: "first", expiresAt: new Date(START + 15 * MINUTE) })]);
    expect(await h.manager.get()).toBe("first");
    h.pending()[0]!.cleared = true; // the timer never fires (a sleeping tab): only get() can notice
    await h.advanceTo(10 * MINUTE - 1);
    expect(await h.manager.get()).toBe("first");
    await h.advanceTo(10 * MINUTE);
    expect(await h.manager.get()).toBe("token-1");
    expect(h.fetches).toEqual([START, START + 10 * MINUTE]);
    h.manager.stop();
  });

  it("answers null when the fetch fails and retries 30 seconds later", async () => {
    const h = harness([() => Promise.reject(new Error("network down"))]);
    expect(await h.manager.get()).toBeNull();
    expect(h.fetches).toHaveLength(1);
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]!.due).toBe(START + 30 * 1000);

    await h.advanceTo(30 * 1000 - 1);
    expect(h.fetches).toHaveLength(1);
    await h.advanceTo(30 * 1000);
    expect(h.fetches).toEqual([START, START + 30 * 1000]);
    expect(await h.manager.get()).toBe("token-1");
    expect(h.fetches).toHaveLength(2);
    h.manager.stop();
  });

  it("answers null when not signed in and tries again 30 seconds later", async () => {
    const h = harness([() => Promise.resolve(null)]);
    expect(await h.manager.get()).toBeNull();
    expect(h.pending()[0]!.due).toBe(START + 30 * 1000);
    h.manager.stop();
  });

  it("does not keep a failed answer: the next get() fetches again", async () => {
    const h = harness([() => Promise.reject(new Error("network down"))]);
    expect(await h.manager.get()).toBeNull();
    expect(await h.manager.get()).toBe("token-1");
    expect(h.fetches).toHaveLength(2);
    h.manager.stop();
  });

  it("stop() cancels the timer and no further fetch happens", async () => {
    const h = harness();
    await h.manager.get();
    const timer = h.pending()[0]!;
    h.manager.stop();
    expect(timer.cleared).toBe(true);
    expect(h.pending()).toHaveLength(0);
    await h.advanceTo(60 * MINUTE);
    expect(h.fetches).toHaveLength(1);
  });

  it("stop() during a fetch schedules nothing afterwards", async () => {
    const answer = deferred<AccessToken | null>();
    const h = harness([() => answer.promise]);
    const call = h.manager.get();
    h.manager.stop();
    answer.resolve({ token: "late", expiresAt: new Date(START + 15 * MINUTE) });
    expect(await call).toBe("late");
    expect(h.pending()).toHaveLength(0);
    await h.advanceTo(60 * MINUTE);
    expect(h.fetches).toHaveLength(1);
  });

  it("stop() before anything was fetched is harmless", () => {
    const h = harness();
    h.manager.stop();
    expect(h.timers).toHaveLength(0);
    expect(h.fetches).toHaveLength(0);
  });
});

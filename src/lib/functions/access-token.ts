/**
 * Keeps a short-lived bearer token for the functions API and renews it 5 minutes before it expires
 * (SPEC.md §9), so calls never wait on a renewal and the person never notices. Clock and timers are
 * injected so tests can move time.
 */
export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 30 * 1000;

export interface AccessTokenManagerOptions {
  fetchToken: () => Promise<AccessToken | null>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export class AccessTokenManager {
  private current: AccessToken | null = null;
  private inFlight: Promise<AccessToken | null> | null = null;
  private timer: unknown = null;
  private stopped = false;
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: AccessTokenManagerOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** A token valid for at least the next five minutes, or null when none can be had (not signed in). */
  async get(): Promise<string | null> {
    if (this.current && this.current.expiresAt.getTime() - this.now() > REFRESH_BEFORE_EXPIRY_MS)
      return this.current.token;
    return (await this.refresh())?.token ?? null;
  }

  /** Fetches a new token now (one request however many callers ask at once) and schedules the next. */
  refresh(): Promise<AccessToken | null> {
    this.inFlight ??= this.options
      .fetchToken()
      .catch(() => null)
      .then((token) => {
        this.current = token;
        this.inFlight = null;
        this.schedule(token);
        return token;
      });
    return this.inFlight;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private schedule(token: AccessToken | null): void {
    if (this.stopped) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    const due = token ? token.expiresAt.getTime() - REFRESH_BEFORE_EXPIRY_MS - this.now() : RETRY_AFTER_FAILURE_MS;
    this.timer = this.setTimer(
      () => {
        this.timer = null;
        void this.refresh();
        // At least 30 s apart: a token issued near the end of its session is already inside the refresh
        // window, and renewing it at once would loop until the session ends.
      },
      Math.max(RETRY_AFTER_FAILURE_MS, due),
    );
  }
}

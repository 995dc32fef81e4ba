import type { LocalSecrets } from "./data-dir.mjs";

type Environment = Record<string, string | undefined>;

export class StartError extends Error {
  constructor(message: string);
}
export const EMBEDDED_DATABASE: string;
export interface StartOptions {
  dev: boolean;
  external: boolean;
  dataDir: string;
  postgresPort: number | undefined;
  port: number;
  serverProcesses: number;
  /** Each server process's old-space limit in MB; 0 for Node.js's own (SERVER_HEAP_MB, NODE_OPTIONS). */
  serverHeapMb: number;
}
/** What `npm start` is asked to do; throws StartError for a bad argument, port or WEB_CONCURRENCY. */
export function startOptions(argv: string[], env: Environment, cores?: number): StartOptions;
export const DEFAULT_SERVER_HEAP_MB: number;
/** The Node.js flags of the server process. */
export function serverNodeFlags(options: { serverHeapMb: number }): string[];
export function embeddedDatabaseUrl(password: string, port: number): string;
/** The environment of the database step, the build and the server. */
export function productEnvironment(
  env: Environment,
  provided: { dataDir: string; secrets: LocalSecrets; embeddedUrl?: string },
): Environment;
export function serverEnvironment(product: Environment, options: { port: number; dev: boolean }): Environment;
export function servingLines(product: Environment, port: number): string[];
export function exitCodeOfServer(code: number | null, signal: NodeJS.Signals | null): number;

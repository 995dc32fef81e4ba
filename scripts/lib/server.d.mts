import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const PEER_ADDRESS_HEADER: string;
export const REFUSED_METHODS: ReadonlySet<string>;
export const SERVED_METHODS: string;
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
/** The server in front of Next.js: 405 for TRACE and CONNECT, the TCP peer in PEER_ADDRESS_HEADER. */
export function createAppServer(handle: RequestHandler, log?: (message: string, error: unknown) => void): Server;
/** Stops taking connections, waits at most `graceMs` for requests in flight, then ends every connection left. */
export function stopServer(server: Server, graceMs?: number): Promise<void>;

// Loaded into the Next.js server by scripts/start.ts (NODE_OPTIONS=--require …): writes the TCP peer of every
// request into the "x-staysia-peer-address" header (PEER_ADDRESS_HEADER of src/lib/client-address.ts), over
// anything the client sent under that name. Route handlers get a Fetch Request without the socket, and Next.js
// only fills X-Forwarded-For from the socket when the client sent none, so this is how the app learns who is
// really connected; lib/client-address.ts decides the client address from it and TRUSTED_PROXIES.
// Plain CommonJS so that Node can preload it before Next.js creates its server with http.createServer.
"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- node --require loads CommonJS */
const http = require("node:http");
const https = require("node:https");

const HEADER = "x-staysia-peer-address";

function wrap(module) {
  const createServer = module.createServer;
  module.createServer = function createServerWithPeerAddress(...args) {
    const server = createServer.apply(this, args);
    server.prependListener("request", (request) => {
      request.headers[HEADER] = request.socket?.remoteAddress ?? "";
    });
    return server;
  };
}

wrap(http);
wrap(https);

"use strict";
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file for `node --require` */
/**
 * Preloaded into the app server (`node --require ./scripts/client-address.cjs`: scripts/start.ts
 * for `npm start` and `npm run dev`, the Dockerfile's CMD). Before Next.js sees a request, it writes
 * the request's socket address into the x-wayfare-socket-address header, overwriting any copy the
 * client sent, so server/http/client-ip.ts knows the real peer (Next.js shows route handlers no
 * socket, and keeps a client-sent X-Forwarded-For as it is). docs/decisions/0013-client-address.md
 */
const http = require("node:http");
const https = require("node:https");

const SOCKET_ADDRESS_HEADER = "x-wayfare-socket-address";
const STAMPED = Symbol.for("wayfare.socketAddressStamped");
const INSTALLED = Symbol.for("wayfare.socketAddressPreloadInstalled");
const EVENTS = new Set(["request", "checkContinue", "checkExpectation", "upgrade", "connect"]);

function stamp(req) {
  if (!req || typeof req !== "object" || !req.headers) return;
  const address = req.socket && req.socket.remoteAddress;
  if (address) req.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete req.headers[SOCKET_ADDRESS_HEADER];
}

if (!globalThis[INSTALLED]) {
  globalThis[INSTALLED] = true;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function emitWithSocketAddress(event, req, ...rest) {
      if (EVENTS.has(event)) stamp(req);
      return emit.call(this, event, req, ...rest);
    };
  }
  globalThis[STAMPED] = true;
}

module.exports = { SOCKET_ADDRESS_HEADER, stamp };

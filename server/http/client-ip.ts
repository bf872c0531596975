import { BlockList, isIP } from "node:net";

/**
 * The client address rate limits key on (docs/decisions/0013-client-address.md).
 *
 * Next.js does not show route handlers the socket, and it copies the socket address into
 * X-Forwarded-For only when the client sent none. So scripts/client-address.cjs, preloaded into
 * the server process (`node --require`), writes every request's socket address into
 * SOCKET_ADDRESS_HEADER, overwriting any copy the client sent. X-Forwarded-For counts only as far
 * as TRUST_PROXY says the hops that appended to it are our own proxies.
 */
export const SOCKET_ADDRESS_HEADER = "x-wayfare-socket-address";

/** Set by the preload (and by the in-process test helper): the header above is trustworthy. */
const STAMPED = Symbol.for("wayfare.socketAddressStamped");

export function markSocketAddressStamped(): void {
  (globalThis as Record<symbol, unknown>)[STAMPED] = true;
}

export function isSocketAddressStamped(): boolean {
  return (globalThis as Record<symbol, unknown>)[STAMPED] === true;
}

export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList };

const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  private: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

const MAX_HOPS = 32;

/**
 * TRUST_PROXY: unset, empty, "0" or "false" trusts no proxy (the socket address is the client);
 * a number N trusts the N nearest hops; otherwise a comma list of addresses, CIDR ranges and the
 * names `loopback` and `private` trusts the hops whose address is in the list.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return { kind: "none" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: ${text} hops is more than ${MAX_HOPS}`);
    return { kind: "hops", hops };
  }
  if (text.toLowerCase() === "true") {
    throw new Error("TRUST_PROXY=true would let any client choose its address: give the number of proxies in front of the app or their addresses");
  }
  const list = new BlockList();
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const named = NAMED_RANGES[entry.toLowerCase()];
    if (named) {
      for (const [net, prefix] of named) list.addSubnet(net, prefix, isIP(net) === 6 ? "ipv6" : "ipv4");
      continue;
    }
    const [addressPart, prefixPart, ...extra] = entry.split("/");
    const address = normalizeAddress(addressPart);
    const family = address ? isIP(address) : 0;
    const maxPrefix = family === 6 ? 128 : 32;
    const prefix = prefixPart === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixPart) ? Number(prefixPart) : NaN;
    if (!address || extra.length > 0 || !(prefix >= 0 && prefix <= maxPrefix)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not a hop count, an IP address, a CIDR range, "loopback" or "private"`);
    }
    list.addSubnet(address, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "list", list };
}

/**
 * One address as it appears in a socket or an X-Forwarded-For entry, normalised (ports and
 * brackets dropped, IPv4-mapped IPv6 as plain IPv4, IPv6 lower-case); null when it is not one.
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  value = value.toLowerCase();
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(value);
  if (hex) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return value;
}

function isTrusted(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === "hops") return hop < trust.hops;
  if (trust.kind === "list") return trust.list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  return false;
}

/**
 * Walks from the socket address leftwards through X-Forwarded-For while the hop is trusted: the
 * first untrusted hop is the client. An entry that is not an address stops the walk at the last
 * address that was one (the proxy that forwarded it). Without a socket address nothing is trusted.
 */
export function resolveClientAddress(peer: string | null | undefined, forwardedFor: string | null | undefined, trust: TrustProxy): string | null {
  let client = normalizeAddress(peer);
  if (!client || trust.kind === "none" || !forwardedFor) return client;
  const entries = forwardedFor.split(",").slice(-MAX_HOPS - 1);
  for (let hop = 0; isTrusted(trust, client, hop); hop++) {
    const next = entries.pop();
    if (next === undefined) break;
    const address = normalizeAddress(next);
    if (!address) break;
    client = address;
  }
  return client;
}

let cached: { text: string | undefined; trust: TrustProxy } | null = null;

/** TRUST_PROXY from the environment, parsed once per value; throws on a value it cannot read. */
export function readTrustProxy(env: Partial<Record<string, string>> = process.env): TrustProxy {
  const text = env.TRUST_PROXY;
  if (!cached || cached.text !== text) cached = { text, trust: parseTrustProxy(text) };
  return cached.trust;
}

type HeaderSource = { get(name: string): string | null | undefined };

/**
 * The client address of a request (a route handler's request, or `{ headers: await headers() }`
 * in a server component). Null when the server was started without the preload: then no header
 * says where the request came from.
 */
export function getClientIp(request: { headers: HeaderSource }): string | null {
  const peer = isSocketAddressStamped() ? request.headers.get(SOCKET_ADDRESS_HEADER) : null;
  return resolveClientAddress(peer, request.headers.get("x-forwarded-for"), trustProxyOrNone());
}

/**
 * The protocol a trusted proxy says the client used (X-Forwarded-Proto's first entry), or null when
 * the request did not come through a proxy TRUST_PROXY names: a client cannot choose it.
 */
export function forwardedProtocol(request: { headers: HeaderSource }): "http" | "https" | null {
  const peer = isSocketAddressStamped() ? normalizeAddress(request.headers.get(SOCKET_ADDRESS_HEADER)) : null;
  if (!peer || !isTrusted(trustProxyOrNone(), peer, 0)) return null;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https" || proto === "http" ? proto : null;
}

let hasReportedBadTrustProxy = false;

/** The server refuses to start on a bad TRUST_PROXY (instrumentation.ts); should one slip through, trust no proxy. */
function trustProxyOrNone(): TrustProxy {
  try {
    return readTrustProxy();
  } catch (error) {
    if (!hasReportedBadTrustProxy) console.error(`[wayfare] ${error instanceof Error ? error.message : String(error)}; trusting no proxy`);
    hasReportedBadTrustProxy = true;
    return { kind: "none" };
  }
}

/**
 * Boot check (instrumentation.ts): a TRUST_PROXY the server cannot read stops it; a server started
 * without the preload is told that its rate limits see no client address.
 */
export function checkClientAddressSetupOrExit(): void {
  try {
    readTrustProxy();
  } catch (error) {
    console.error(`[wayfare] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (!isSocketAddressStamped()) {
    console.warn(
      "[wayfare] started without scripts/client-address.cjs: rate limits cannot tell clients apart. Start with `npm start`, or `node --require ./scripts/client-address.cjs server.js`.",
    );
  }
}

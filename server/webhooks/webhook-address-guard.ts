import "server-only";
import dns from "node:dns";
import { BlockList, isIP } from "node:net";
import { WebhookMessages, isLoopbackHostName, isWebhookLoopbackOptIn } from "@/lib/contracts/webhooks";
import { AppError } from "@/server/http/errors";

/*
 * SSRF guard for partner webhooks (decision 0033). A webhook URL is typed by staff, and the server
 * POSTs to it: it must never reach the server's own network. An address is refused when it is
 * private, loopback, link-local, carrier-grade NAT, multicast, a cloud metadata address or reserved,
 * in IPv4 or IPv6, including IPv4 carried in IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002::/16). Checked on registration (every address the host resolves to)
 * and again at delivery, inside the connection's own DNS lookup, so the address checked is the
 * address connected to (a host re-pointed to 10.x after registration is still refused).
 * The only exception: loopback, with WAYFARE_WEBHOOK_ALLOW_LOOPBACK=1 (tests only, never default).
 */

type Kind = "a loopback address" | "a private address" | "a link-local address" | "a carrier-grade NAT address" | "a multicast address" | "a cloud metadata address" | "a reserved address";

/** Cloud instance metadata and host services (AWS, ECS, Alibaba, Azure, Oracle), IPv4 and AWS IPv6. */
const METADATA_V4 = new Set(["169.254.169.254", "169.254.170.2", "169.254.170.23", "100.100.100.200", "168.63.129.16", "192.0.0.192"]);
const METADATA_V6 = ["fd00:ec2::254", "fd00:ec2::23"];

const RANGES: [Kind, "ipv4" | "ipv6", string, number][] = [
  ["a loopback address", "ipv4", "127.0.0.0", 8],
  ["a private address", "ipv4", "10.0.0.0", 8],
  ["a private address", "ipv4", "172.16.0.0", 12],
  ["a private address", "ipv4", "192.168.0.0", 16],
  ["a link-local address", "ipv4", "169.254.0.0", 16],
  ["a carrier-grade NAT address", "ipv4", "100.64.0.0", 10],
  ["a multicast address", "ipv4", "224.0.0.0", 4],
  ["a reserved address", "ipv4", "0.0.0.0", 8],
  ["a reserved address", "ipv4", "192.0.0.0", 24],
  ["a reserved address", "ipv4", "192.0.2.0", 24],
  ["a reserved address", "ipv4", "198.18.0.0", 15],
  ["a reserved address", "ipv4", "198.51.100.0", 24],
  ["a reserved address", "ipv4", "203.0.113.0", 24],
  ["a reserved address", "ipv4", "240.0.0.0", 4],
  ["a loopback address", "ipv6", "::1", 128],
  ["a reserved address", "ipv6", "::", 128],
  ["a private address", "ipv6", "fc00::", 7],
  ["a link-local address", "ipv6", "fe80::", 10],
  ["a private address", "ipv6", "fec0::", 10],
  ["a multicast address", "ipv6", "ff00::", 8],
  ["a reserved address", "ipv6", "100::", 64],
  ["a reserved address", "ipv6", "2001:db8::", 32],
  ["a reserved address", "ipv6", "64:ff9b:1::", 48],
];

const LISTS = new Map<Kind, BlockList>();
for (const [kind, type, network, prefix] of RANGES) {
  if (!LISTS.has(kind)) LISTS.set(kind, new BlockList());
  LISTS.get(kind)!.addSubnet(network, prefix, type);
}

/** The 8 hextets of an IPv6 address (a trailing dotted IPv4 allowed), or null. */
function hextets(address: string): number[] | null {
  let text = address.toLowerCase().split("%")[0];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === null ? 0 : 8 - left.length - right.length;
  const parts = [...left, ...Array<string>(Math.max(fill, 0)).fill("0"), ...right].map((h) => parseInt(h, 16));
  return parts.length === 8 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffff) ? parts : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const h = hextets(address);
  if (!h) return null;
  const zeros = (from: number, to: number) => h.slice(from, to).every((n) => n === 0);
  if (zeros(0, 5) && h[5] === 0xffff) return v4Of(h[6], h[7]);
  if (zeros(0, 6) && (h[6] !== 0 || h[7] > 1)) return v4Of(h[6], h[7]);
  if (h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6)) return v4Of(h[6], h[7]);
  if (h[0] === 0x2002) return v4Of(h[1], h[2]);
  return null;
}

/** Why an IP address may not receive webhooks ("a private address", ...), or null when it is public. */
export function blockedAddressKind(address: string): Kind | null {
  const type = isIP(address);
  if (type === 0) return "a reserved address";
  if (type === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return blockedAddressKind(v4);
    const key = hextets(address)?.join(":");
    if (METADATA_V6.some((m) => hextets(m)?.join(":") === key)) return "a cloud metadata address";
  } else if (METADATA_V4.has(address)) return "a cloud metadata address";
  if (type === 4 && address === "255.255.255.255") return "a reserved address";
  for (const [kind, list] of LISTS) if (list.check(address, type === 4 ? "ipv4" : "ipv6")) return kind;
  return null;
}

/** The refusal for an address, with the loopback opt-in applied (loopback only). */
function refusalOf(address: string): Kind | null {
  const kind = blockedAddressKind(address);
  return kind === "a loopback address" && isWebhookLoopbackOptIn() ? null : kind;
}

const refusalMessage = (host: string, kind: Kind, address: string | null) =>
  address && address !== host ? `${WebhookMessages.urlNotPublic}: ${host} resolves to ${kind} (${address})` : `${WebhookMessages.urlNotPublic}: ${host} is ${kind}`;

/** An error whose message says which address was refused (thrown by the lookup, kept as lastError). */
export class BlockedAddressError extends Error {
  readonly code = "EWEBHOOKBLOCKED";
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/**
 * A dns.lookup replacement for the delivery's connection: resolves every address, refuses the
 * host when any is blocked, else answers as dns.lookup would (one address, or all with `all`).
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "");
    const list = addresses as dns.LookupAddress[];
    for (const a of list) {
      const kind = refusalOf(a.address);
      if (kind) return callback(new BlockedAddressError(refusalMessage(hostname, kind, a.address)), "");
    }
    if (list.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
    if (options.all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
  });
}

/**
 * Before connecting to a URL: the refusal message when its host is an IP literal or a localhost
 * name that is blocked, else null (host names are checked by guardedLookup at connection time).
 */
export function literalHostRefusal(url: URL): string | null {
  const host = bare(url.hostname);
  if (isIP(host)) {
    const kind = refusalOf(host);
    return kind ? refusalMessage(host, kind, null) : null;
  }
  if (isLoopbackHostName(host) && !isWebhookLoopbackOptIn()) return refusalMessage(host, "a loopback address", null);
  return null;
}

/**
 * On registration: refuses (400 on `url`) a URL whose host is, or resolves to, a blocked address.
 * A host that does not resolve (yet) is accepted: delivery checks it again at every attempt.
 */
export async function assertPublicWebhookUrl(value: string): Promise<void> {
  const url = new URL(value);
  const refuse = (message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { url: message } });
  const literal = literalHostRefusal(url);
  if (literal) throw refuse(literal);
  const host = bare(url.hostname);
  if (isIP(host) || isLoopbackHostName(host)) return;
  const refusal = await new Promise<string | null>((resolve) =>
    guardedLookup(host, { all: true }, (err) => resolve(err instanceof BlockedAddressError ? err.message : null)),
  );
  if (refusal) throw refuse(refusal);
}

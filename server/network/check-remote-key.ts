import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { SITE_ID_HEADER, USER_KEY_HEADER } from "@/lib/constants";
import { parseOrigin, RemoteSupplierMessages, ZApiKeyIdentity, type TApiKeyIdentity } from "@/lib/contracts/remote-suppliers";
import { AppError } from "@/server/http/errors";

/** How long the key check waits for the supplier's deployment. */
export const REMOTE_CHECK_TIMEOUT_MS = 8000;

/**
 * The explicit switch for tests and local demos (decision 0034): NETWORK_ALLOW_LOOPBACK_HTTP=1 lets
 * an origin be plain http on a loopback host (127.0.0.1, ::1, localhost). Without it every origin is
 * https to a public address.
 */
export const allowsLoopbackHttp = () => process.env.NETWORK_ALLOW_LOOPBACK_HTTP === "1";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");
/** Addresses a tenant's staff must not make this server call: private, link-local, CGNAT, unspecified. */
const internal = new BlockList();
for (const [net, bits] of [["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["169.254.0.0", 16], ["100.64.0.0", 10], ["0.0.0.0", 8]] as const) internal.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [["fc00::", 7], ["fe80::", 10], ["::", 128]] as const) internal.addSubnet(net, bits, "ipv6");

const REMOTE_NO_SITE = "No site is configured for this domain";
const bad = (message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { origin: message } });

/**
 * The origin as stored (scheme://host[:port], no trailing slash), after the deployment rules: https
 * to a public address; http, and loopback at all, only behind the switch. The host's addresses are
 * resolved once here (a name that later resolves elsewhere is not caught: the call itself is a GET
 * and a search POST with the supplier's own key, and follows no redirect).
 */
export async function normaliseRemoteOrigin(value: string): Promise<string> {
  const url = parseOrigin(value);
  if (!url) throw bad(RemoteSupplierMessages.originInvalid);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const isLoopbackName = LOOPBACK_NAMES.has(host) || (isIP(host) !== 0 && loopback.check(host, isIP(host) === 6 ? "ipv6" : "ipv4"));
  if (url.protocol !== "https:" && !(allowsLoopbackHttp() && isLoopbackName)) throw bad(RemoteSupplierMessages.originNotHttps);
  const addresses = isIP(host) ? [host] : LOOPBACK_NAMES.has(host) ? ["127.0.0.1"] : await lookup(host, { all: true, verbatim: true }).then((a) => a.map((x) => x.address), () => []);
  if (addresses.length === 0) throw bad(RemoteSupplierMessages.unreachable);
  const family = (a: string) => (isIP(a) === 6 ? "ipv6" : "ipv4");
  const isLoopback = addresses.every((a) => loopback.check(a, family(a)));
  if (addresses.some((a) => loopback.check(a, family(a)))) {
    if (!allowsLoopbackHttp() || !isLoopback) throw bad(RemoteSupplierMessages.originNotHttps);
  } else if (addresses.some((a) => internal.check(a, family(a)))) {
    throw bad(RemoteSupplierMessages.unreachable);
  }
  return url.origin;
}

/**
 * One cheap authenticated call to the supplier's deployment: GET <origin>/api/partner/whoAmI with
 * the key and site id. Every way it can go wrong answers 400 with what to check.
 */
export async function checkRemoteKey(origin: string, siteId: number, apiKey: string, fetchImpl: typeof fetch = fetch): Promise<TApiKeyIdentity> {
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/api/partner/whoAmI`, {
      headers: { accept: "application/json", [USER_KEY_HEADER]: apiKey, [SITE_ID_HEADER]: String(siteId) },
      redirect: "manual",
      signal: AbortSignal.timeout(REMOTE_CHECK_TIMEOUT_MS),
    });
  } catch {
    throw bad(RemoteSupplierMessages.unreachable);
  }
  const json = (await response.json().catch(() => null)) as { success?: unknown; data?: unknown; errorMessage?: unknown } | null;
  const isEnvelope = json !== null && typeof json === "object" && typeof json.success === "boolean";
  if (!isEnvelope) throw bad(RemoteSupplierMessages.notWayfare);
  const reason = typeof json.errorMessage === "string" && json.errorMessage ? `: ${json.errorMessage}` : "";
  // The route wrapper's answer to an unknown site-id; any other 404 (no such endpoint there) is not a Wayfare site we can use.
  if (response.status === 404 && json.errorMessage !== REMOTE_NO_SITE) throw bad(RemoteSupplierMessages.notWayfare);
  if (response.status === 404) throw new AppError("VALIDATION_ERROR", RemoteSupplierMessages.siteNotFound, { shortError: { siteId: RemoteSupplierMessages.siteNotFound } });
  if (response.status === 401 || response.status === 403) throw new AppError("VALIDATION_ERROR", `${RemoteSupplierMessages.keyRefused}${reason}`, { shortError: { apiKey: `${RemoteSupplierMessages.keyRefused}${reason}` } });
  if (!response.ok || json.success !== true) throw bad(`The supplier answered HTTP ${response.status}${reason}`);
  const identity = ZApiKeyIdentity.safeParse(json.data);
  if (!identity.success || identity.data.siteId !== siteId) throw bad(RemoteSupplierMessages.notWayfare);
  if (!identity.data.canSearchFlights) throw new AppError("VALIDATION_ERROR", RemoteSupplierMessages.cannotSearch, { shortError: { apiKey: RemoteSupplierMessages.cannotSearch } });
  return identity.data;
}

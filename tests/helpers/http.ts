import { NextRequest } from "next/server";
import { markSocketAddressStamped, SOCKET_ADDRESS_HEADER } from "@/server/http/client-ip";

type RouteHandler = (request: NextRequest, args: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  host?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
  params?: Record<string, string>;
  /** The socket (peer) address the request comes from; X-Forwarded-For, when wanted, goes in headers. */
  ip?: string;
};

// The real server stamps each request's socket address (scripts/client-address.cjs); tests do the same.
markSocketAddressStamped();

export type CallResult = { status: number; body: any; headers: Headers; setCookies: string[] };

/** Calls a route handler the way Next.js does, with a real Request and the real database behind it. */
export async function call(handler: RouteHandler, path: string, options: CallOptions = {}): Promise<CallResult> {
  const host = options.host ?? "localhost";
  const url = new URL(`http://${host}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ host, ...options.headers });
  headers.set(SOCKET_ADDRESS_HEADER, options.ip ?? "10.0.0.1");
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.token) headers.set("auth-token", options.token);
  if (options.cookie) {
    headers.set("cookie", options.cookie);
    if (!headers.has("origin")) headers.set("origin", `http://${host}`);
  }
  const request = new NextRequest(url, { method, headers, body });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers, setCookies: response.headers.getSetCookie() };
}

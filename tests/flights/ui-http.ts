// Component tests against a real HTTP server on loopback: the browser's fetch (absent in jsdom) is
// replaced by one that sends the component's relative "/api/..." request to that server over HTTP.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Answer = { status: number; body: unknown; delayMs?: number };
export type Handler = (request: { path: string; body: unknown }) => Answer | Promise<Answer>;
export type Received = { path: string; body: unknown; at: number };

export type UiServer = {
  baseUrl: string;
  received: Received[];
  /** Sets the handler of one path (replacing any before). */
  on: (path: string, handler: Handler) => void;
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  req.setEncoding("utf8");
  let raw = "";
  for await (const chunk of req) raw += chunk as string;
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return raw;
  }
}

export async function startUiServer(): Promise<UiServer> {
  const handlers = new Map<string, Handler>();
  const received: Received[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
      const body = await readBody(req);
      received.push({ path, body, at: Date.now() });
      const handler = handlers.get(path);
      const answer = handler ? await handler({ path, body }) : { status: 404, body: { success: false, errorCode: "NOT_FOUND", errorMessage: `No handler for ${path}` } };
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      const text = JSON.stringify(answer.body);
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(text);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  installFetch(baseUrl);
  return {
    baseUrl,
    received,
    on: (path, handler) => handlers.set(path, handler),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Init = { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal };

/** A minimal fetch over node:http: method, headers, body, abort; answers ok, status and text(). */
function installFetch(baseUrl: string): void {
  const shim = (input: string, init: Init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(String(input), baseUrl);
      const req = http.request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
        res.setEncoding("utf8");
        let text = "";
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) });
        });
      });
      req.on("error", reject);
      init.signal?.addEventListener("abort", () => {
        req.destroy();
        reject(Object.assign(new Error("The operation was aborted."), { name: "AbortError" }));
      });
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
  (globalThis as { fetch?: unknown }).fetch = shim;
}

/** The answers of the flight error catalogue's cases. */
export const GATEWAY_FAILURE: Answer = { status: 502, body: { success: false, errorCode: "SUPPLIER_ERROR", errorMessage: "No supplier answered. Please try again.", message: "No supplier answered. Please try again." } };
export const UNAUTHENTICATED: Answer = { status: 401, body: { success: false, errorCode: "UNAUTHENTICATED", errorMessage: "Login required", message: "Login required" } };
export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

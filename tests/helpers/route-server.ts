import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { markSocketAddressStamped, SOCKET_ADDRESS_HEADER } from "@/server/http/client-ip";

type RouteHandler = (request: NextRequest, args: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/**
 * A real HTTP server on loopback that runs the app's route handlers in-process (path -> handler):
 * another Wayfare deployment as a network supplier sees it (decision 0030). Unknown paths 404.
 */
export async function startRouteServer(routes: Record<string, RouteHandler>): Promise<{ origin: string; server: Server; close: () => Promise<void> }> {
  // Like the real server (scripts/client-address.cjs), this one stamps each request's socket address.
  markSocketAddressStamped();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
        const handler = routes[url.pathname];
        if (!handler) {
          res.writeHead(404).end();
          return;
        }
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        headers.set(SOCKET_ADDRESS_HEADER, req.socket.remoteAddress ?? "127.0.0.1");
        const body = chunks.length > 0 ? Buffer.concat(chunks).toString("utf8") : undefined;
        const response = await handler(new NextRequest(url, { method: req.method, headers, body }), { params: Promise.resolve({}) });
        res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
        res.end(Buffer.from(await response.arrayBuffer()));
      })().catch(() => res.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

import "server-only";
import { NextRequest } from "next/server";
import { SOCKET_ADDRESS_HEADER } from "@/server/http/client-ip";

type RouteHandler = (request: NextRequest, args: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/**
 * The supplier-side partner endpoints the `wayfare` adapter calls (server/suppliers/wayfare/),
 * loaded on first use. Imported lazily: these route modules themselves reach this file through
 * the flight search and booking use cases.
 */
const PARTNER_ROUTES: Record<string, () => Promise<{ POST: RouteHandler }>> = {
  "/api/search": () => import("@/app/api/search/route"),
  "/api/getFareRules": () => import("@/app/api/getFareRules/route"),
  "/api/setFlightDetails": () => import("@/app/api/setFlightDetails/route"),
  "/api/fareQuote": () => import("@/app/api/fareQuote/route"),
  "/api/validateBooking": () => import("@/app/api/validateBooking/route"),
  "/api/payments/orderSuccessCallback": () => import("@/app/api/payments/orderSuccessCallback/route"),
  "/api/getBookingDetails": () => import("@/app/api/getBookingDetails/route"),
  "/api/releaseFlight": () => import("@/app/api/releaseFlight/route"),
  "/api/changeRequest": () => import("@/app/api/changeRequest/route"),
  "/api/getCRStatus": () => import("@/app/api/getCRStatus/route"),
  "/api/getCC": () => import("@/app/api/getCC/route"),
};

/** The address the supplier side sees for an in-process call: this very process (loopback). */
const IN_PROCESS_ADDRESS = "127.0.0.1";

/**
 * A `fetch` for a linked supplier site of this same deployment (decision 0060): the request goes to
 * the supplier endpoint's own route handler in this process, with no network hop and no origin to
 * configure. It is the HTTP path minus the socket: the same route wrapper resolves the supplier site
 * from `site-id`, checks the `user-key` the supplier issued (decision 0028) and the consumer
 * company's relationship, permissions and categories, exactly as a call over the network would.
 */
export const inProcessFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  const load = PARTNER_ROUTES[url.pathname];
  if (!load) return Response.json({ success: false, errorCode: "NOT_FOUND", errorMessage: "Not found", message: "Not found" }, { status: 404 });
  const headers = new Headers(init?.headers);
  headers.set("host", url.host);
  headers.set(SOCKET_ADDRESS_HEADER, IN_PROCESS_ADDRESS);
  headers.delete("cookie");
  const body = typeof init?.body === "string" ? init.body : undefined;
  const { POST } = await load();
  return POST(new NextRequest(url, { method: init?.method ?? "POST", headers, body, signal: init?.signal ?? undefined }), { params: Promise.resolve({}) });
};

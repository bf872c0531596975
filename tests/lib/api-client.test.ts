import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, api, apiRequest, buildUrl, configureApiClient, type ApiEnvelope } from "@/lib/api-client";
import { Messages } from "@/lib/constants";

type Hooks = {
  onToast: jest.Mock;
  onUnauthorized: jest.Mock;
  onPaymentRequired: jest.Mock;
  onProgressClose: jest.Mock;
};

let server: http.Server;
let baseUrl: string;
let hooks: Hooks;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  switch (url.pathname) {
    case "/ok":
      return sendJson(res, 200, { success: true, data: { id: 7 } });
    case "/echo": {
      const raw = await readBody(req);
      return sendJson(res, 200, {
        success: true,
        data: {
          method: req.method,
          headers: req.headers,
          query: Object.fromEntries(url.searchParams),
          body: raw ? JSON.parse(raw) : null,
        },
      });
    }
    case "/soft-fail":
      return sendJson(res, 200, { success: false, errorMessage: "Seat is no longer available" });
    case "/no-flag":
      return sendJson(res, 200, { data: { id: 1 } });
    case "/bad":
      return sendJson(res, 400, {
        success: false,
        errorCode: "VALIDATION_ERROR",
        errorMessage: "Remarks are missing",
        message: "Remarks are missing",
        shortError: { remarks: "This is required field." },
      });
    case "/field":
      return sendJson(res, 400, { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "adt: Adults must be from 1 to 9", message: "adt: Adults must be from 1 to 9", shortError: { adt: "Adults must be from 1 to 9" } });
    case "/conflict":
      return sendJson(res, 409, { success: false, errorCode: "CONFLICT", message: "Payment has expired" });
    case "/unauth":
      return sendJson(res, 401, { success: false, errorCode: "UNAUTHENTICATED", errorMessage: "Login required" });
    case "/pay":
      return sendJson(res, 402, { success: false, errorCode: "PAYMENT_REQUIRED", errorMessage: "Review the booking", data: { bookingId: 42 } });
    case "/gateway":
      return sendJson(res, 502, { success: false, errorCode: "SUPPLIER_ERROR", errorMessage: "Supplier timed out" });
    case "/no-ssr":
      return sendJson(res, 500, { success: false, errorMessage: "No SSR details found for this result" });
    case "/html":
      res.writeHead(500, { "content-type": "text/html" });
      return void res.end("<html><body>Internal Server Error</body></html>");
    case "/empty":
      res.writeHead(200);
      return void res.end();
    case "/destroy":
      // Headers, then part of the promised body, then the connection drops: no usable response.
      res.writeHead(200, { "content-type": "application/json", "content-length": "200" });
      res.write('{"success":tr');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    default:
      return sendJson(res, 404, { success: false, errorMessage: "Not found" });
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hooks = { onToast: jest.fn(), onUnauthorized: jest.fn(), onPaymentRequired: jest.fn(), onProgressClose: jest.fn() };
  configureApiClient(hooks);
});

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the request to fail");
}

describe("apiRequest: success", () => {
  it("returns the whole envelope and fires no hook", async () => {
    const body = await apiRequest<ApiEnvelope<{ id: number }>>("GET", "/ok", undefined, { baseUrl });
    expect(body).toEqual({ success: true, data: { id: 7 } });
    expect(hooks.onToast).not.toHaveBeenCalled();
    expect(hooks.onProgressClose).not.toHaveBeenCalled();
  });

  it("sends JSON, the query and the given headers; site-id from stored site data", async () => {
    const previous = (globalThis as { window?: unknown }).window;
    const store: Record<string, string> = { "wayfare-site": JSON.stringify({ id: 42 }) };
    (globalThis as { window?: unknown }).window = { localStorage: { getItem: (key: string) => store[key] ?? null } };
    try {
      const body = await api.post<ApiEnvelope<{ method: string; headers: Record<string, string>; query: object; body: unknown }>>(
        "/echo",
        { BookingId: 5 },
        { baseUrl, query: { page: 2, all: true, skip: undefined }, headers: { "auth-token": "tok" } },
      );
      expect(body.data?.method).toBe("POST");
      expect(body.data?.body).toEqual({ BookingId: 5 });
      expect(body.data?.query).toEqual({ page: "2", all: "true" });
      expect(body.data?.headers["content-type"]).toBe("application/json");
      expect(body.data?.headers["site-id"]).toBe("42");
      expect(body.data?.headers["auth-token"]).toBe("tok");
    } finally {
      (globalThis as { window?: unknown }).window = previous;
    }
  });

  it("sends no site-id or auth-token when none is stored or given (SSR)", async () => {
    const body = await api.get<ApiEnvelope<{ method: string; headers: Record<string, string> }>>("/echo", { baseUrl });
    expect(body.data?.method).toBe("GET");
    expect(body.data?.headers["site-id"]).toBeUndefined();
    expect(body.data?.headers["auth-token"]).toBeUndefined();
  });

  it("a 2xx body with success false and errorMessage is toasted and returned", async () => {
    const body = await apiRequest("POST", "/soft-fail", {}, { baseUrl });
    expect(body).toEqual({ success: false, errorMessage: "Seat is no longer available" });
    expect(hooks.onToast).toHaveBeenCalledTimes(1);
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Seat is no longer available");
  });

  it("the flight wrapper requires the success flag", async () => {
    await expect(apiRequest("POST", "/no-flag", {}, { baseUrl })).resolves.toEqual({ data: { id: 1 } });
    expect(hooks.onToast).not.toHaveBeenCalled();

    const error = await catchError(apiRequest("POST", "/no-flag", {}, { baseUrl, flight: true }));
    expect(error.status).toBe(200);
    expect(hooks.onToast).toHaveBeenCalledWith("error", Messages.httpFailed("POST"));
  });
});

describe("apiRequest: error catalogue", () => {
  it("401 logs out through onUnauthorized, shows no message and throws", async () => {
    const error = await catchError(apiRequest("POST", "/unauth", {}, { baseUrl }));
    expect(error.status).toBe(401);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith({ flight: false });
    expect(hooks.onToast).not.toHaveBeenCalled();
  });

  it("401 in the flight wrapper tells the app to go to flight search", async () => {
    await catchError(apiRequest("POST", "/unauth", {}, { baseUrl, flight: true }));
    expect(hooks.onUnauthorized).toHaveBeenCalledWith({ flight: true });
    expect(hooks.onToast).not.toHaveBeenCalled();
  });

  it("401 in the flight wrapper clears the client state and the logged-in cookie before going anywhere", async () => {
    const g = globalThis as { window?: unknown; document?: unknown };
    const [previousWindow, previousDocument] = [g.window, g.document];
    const store: Record<string, string> = { "wayfare-core-state": "{}", "wayfare-user": '{"id":3}', "wayfare-site": '{"id":1}' };
    const cookies: string[] = [];
    g.window = { localStorage: { getItem: (k: string) => store[k] ?? null, removeItem: (k: string) => delete store[k] } };
    g.document = {
      set cookie(value: string) {
        cookies.push(value);
      },
    };
    let seenAtRedirect: { keys: string[]; cookies: string[] } | null = null;
    hooks.onUnauthorized.mockImplementation(() => (seenAtRedirect = { keys: Object.keys(store), cookies: [...cookies] }));
    try {
      await catchError(apiRequest("POST", "/unauth", {}, { baseUrl, flight: true }));
    } finally {
      g.window = previousWindow;
      g.document = previousDocument;
    }
    expect(hooks.onUnauthorized).toHaveBeenCalledWith({ flight: true });
    expect(seenAtRedirect).toEqual({ keys: ["wayfare-site"], cookies: [expect.stringMatching(/^logged_in_cookie=; Max-Age=0/)] });
  });

  it("a field error shows its text, not the field's name (\"adt: ...\")", async () => {
    const error = await catchError(apiRequest("POST", "/field", {}, { baseUrl, flight: true }));
    expect(error.message).toBe("Adults must be from 1 to 9");
    expect(error.shortError).toEqual({ adt: "Adults must be from 1 to 9" });
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Adults must be from 1 to 9");
  });

  it("402 in the flight wrapper goes to booking review", async () => {
    const error = await catchError(apiRequest("POST", "/pay", {}, { baseUrl, flight: true }));
    expect(error.status).toBe(402);
    expect(hooks.onPaymentRequired).toHaveBeenCalledTimes(1);
    expect(hooks.onPaymentRequired).toHaveBeenCalledWith({ bookingId: 42 });
    expect(hooks.onToast).not.toHaveBeenCalled();
  });

  it("402 outside the flight wrapper is an ordinary error", async () => {
    await catchError(apiRequest("POST", "/pay", {}, { baseUrl }));
    expect(hooks.onPaymentRequired).not.toHaveBeenCalled();
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Review the booking");
  });

  it("502 in the flight wrapper shows the timeout message exactly", async () => {
    const error = await catchError(apiRequest("POST", "/gateway", {}, { baseUrl, flight: true }));
    expect(error.status).toBe(502);
    expect(hooks.onToast).toHaveBeenCalledTimes(1);
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Request timeout.Please check your netowrk connection.");
  });

  it("502 outside the flight wrapper shows the body's message", async () => {
    await catchError(apiRequest("POST", "/gateway", {}, { baseUrl }));
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Supplier timed out");
  });

  it("other non-2xx: toasts errorMessage, closes progress, throws with errorCode and shortError", async () => {
    const error = await catchError(apiRequest("POST", "/bad", { Remarks: "" }, { baseUrl }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Remarks are missing");
    expect(error.errorCode).toBe("VALIDATION_ERROR");
    expect(error.shortError).toEqual({ remarks: "This is required field." });
    expect(error.body).toMatchObject({ success: false });
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Remarks are missing");
    expect(hooks.onProgressClose).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it("other non-2xx falls back to the body's message field", async () => {
    const error = await catchError(apiRequest("PUT", "/conflict", {}, { baseUrl }));
    expect(error.errorCode).toBe("CONFLICT");
    expect(hooks.onToast).toHaveBeenCalledWith("error", "Payment has expired");
  });

  it("a message containing 'No SSR details' is not shown, but progress closes", async () => {
    const error = await catchError(apiRequest("POST", "/no-ssr", {}, { baseUrl, flight: true }));
    expect(error.status).toBe(500);
    expect(hooks.onToast).not.toHaveBeenCalled();
    expect(hooks.onProgressClose).toHaveBeenCalledTimes(1);
  });

  it("a non-2xx without a JSON body shows the HTTP fallback with the method", async () => {
    await catchError(apiRequest("DELETE", "/html", undefined, { baseUrl }));
    expect(hooks.onToast).toHaveBeenCalledWith(
      "error",
      "Something went wrong. HTTP (DELETE) request failed. Please contact support.",
    );
  });

  it("an empty 2xx body is no response: HTTP (GET) fallback", async () => {
    const error = await catchError(apiRequest("GET", "/empty", undefined, { baseUrl }));
    expect(error.message).toBe("Something went wrong. HTTP (GET) request failed. Please contact support.");
    expect(hooks.onToast).toHaveBeenCalledWith(
      "error",
      "Something went wrong. HTTP (GET) request failed. Please contact support.",
    );
  });

  it("a connection dropped mid-body is no response: HTTP (POST) fallback", async () => {
    await catchError(apiRequest("POST", "/destroy", {}, { baseUrl }));
    expect(hooks.onToast).toHaveBeenCalledTimes(1);
    expect(hooks.onToast).toHaveBeenCalledWith(
      "error",
      "Something went wrong. HTTP (POST) request failed. Please contact support.",
    );
    expect(hooks.onProgressClose).toHaveBeenCalled();
  });

  it("a network exception shows its own message and throws", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    let thrown: unknown;
    let fetchMessage = "";
    try {
      await fetch(`http://127.0.0.1:${port}/ok`);
    } catch (error) {
      fetchMessage = (error as Error).message;
    }
    try {
      await apiRequest("POST", "/ok", {}, { baseUrl: `http://127.0.0.1:${port}` });
    } catch (error) {
      thrown = error;
    }
    expect(fetchMessage).not.toBe("");
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(0);
    expect((thrown as ApiError).message).toBe(fetchMessage);
    expect(hooks.onToast).toHaveBeenCalledTimes(1);
    expect(hooks.onToast).toHaveBeenCalledWith("error", fetchMessage);
  });

  it("an aborted request is rethrown without a toast", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest("GET", "/ok", undefined, { baseUrl, signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(hooks.onToast).not.toHaveBeenCalled();
  });
});

describe("buildUrl", () => {
  it("keeps a leading api/ once under the default /api base", () => {
    expect(buildUrl("api/search")).toBe("/api/search");
    expect(buildUrl("/dmc/saveActivity")).toBe("/api/dmc/saveActivity");
    expect(buildUrl("wl/user/getCustomers", { query: { page: 1 } })).toBe("/api/wl/user/getCustomers?page=1");
    expect(buildUrl("/x", { baseUrl: "http://h:1/" })).toBe("http://h:1/x");
  });
});

import "server-only";
import type { GatewayKeys } from "./payment-settings";

/*
 * A small client for the Razorpay REST API (https://api.razorpay.com/v1), speaking its wire
 * protocol with fetch: HTTP basic auth key_id:key_secret, JSON bodies, amounts in paise, errors as
 * { error: { code, description } }. The razorpay npm SDK hard-codes its host, so it cannot be pointed
 * at the fake server the tests run on loopback (docs/decisions/0008-payment-gateways.md).
 */

export const RAZORPAY_TIMEOUT_MS = Number(process.env.RAZORPAY_TIMEOUT_MS ?? 10_000);

export type RazorpayOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type RazorpayPayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string | null;
  method?: string;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  created_at?: number;
};

/** The gateway answered with an error (4xx): its description. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = "RazorpayApiError";
  }
}

/** The gateway could not be reached, timed out, or failed on its side (5xx, unreadable answer). */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GatewayUnavailableError";
  }
}

async function send<T>(keys: GatewayKeys, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${keys.apiUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    throw new GatewayUnavailableError("Razorpay could not be reached", { cause: error });
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new GatewayUnavailableError(`Razorpay answered HTTP ${response.status} without JSON`);
  }
  if (response.status >= 500) throw new GatewayUnavailableError(`Razorpay answered HTTP ${response.status}`);
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; description?: string } })?.error;
    throw new RazorpayApiError(response.status, error?.code ?? "BAD_REQUEST_ERROR", error?.description ?? `Razorpay answered HTTP ${response.status}`);
  }
  return parsed as T;
}

export type CreateOrderInput = { amount: number; currency: string; receipt: string; notes?: Record<string, string> };

export function createRazorpayClient(keys: GatewayKeys) {
  return {
    /** POST /v1/orders */
    createOrder: (input: CreateOrderInput) => send<RazorpayOrder>(keys, "POST", "/orders", { ...input, receipt: input.receipt.slice(0, 40) }),
    /** GET /v1/payments/:id */
    fetchPayment: (paymentId: string) => send<RazorpayPayment>(keys, "GET", `/payments/${encodeURIComponent(paymentId)}`),
    /** POST /v1/payments/:id/capture: an authorized payment is captured, or Razorpay refunds it after a few days. */
    capturePayment: (paymentId: string, amount: number, currency: string) =>
      send<RazorpayPayment>(keys, "POST", `/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency }),
  };
}
export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

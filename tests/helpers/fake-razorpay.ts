import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { call, type CallResult } from "./http";

/*
 * A fake Razorpay API on loopback speaking the real wire protocol: basic auth key_id:key_secret,
 * POST /v1/orders, GET /v1/payments/:id, POST /v1/payments/:id/capture, errors as
 * { error: { code, description } }. Tests play the customer with pay() (what Checkout hands the
 * browser, signed with real HMAC-SHA256) and deliver signed webhooks to our route.
 */

type Order = { id: string; entity: "order"; amount: number; amount_paid: number; amount_due: number; currency: string; receipt: string | null; status: string; attempts: number; notes: Record<string, string>; created_at: number };
type Payment = { id: string; entity: "payment"; amount: number; currency: string; status: "authorized" | "captured" | "failed"; order_id: string; method: string; captured: boolean; error_code: string | null; error_description: string | null; created_at: number };
type RouteHandler = Parameters<typeof call>[0];

const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex").slice(0, 14)}`;

export type FakeRazorpayOptions = { keyId?: string; keySecret?: string; webhookSecret?: string };

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}) {
  const keyId = options.keyId ?? `rzp_test_${randomBytes(6).toString("hex")}`;
  const keySecret = options.keySecret ?? randomBytes(16).toString("hex");
  const webhookSecret = options.webhookSecret ?? randomBytes(16).toString("hex");
  const orders = new Map<string, Order>();
  const paymentsById = new Map<string, Payment>();
  const requests: { method: string; path: string; authorized: boolean; body: unknown }[] = [];
  let isDown = false;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, status: number, description: string) => send(res, status, { error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {} } });

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      const auth = req.headers.authorization ?? "";
      const authorized = auth === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return fail(res, 400, "The request body is not valid JSON");
      }
      requests.push({ method: req.method ?? "", path, authorized, body });
      if (isDown) return send(res, 503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      if (!authorized) return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });

      if (req.method === "POST" && path === "/v1/orders") {
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) return fail(res, 400, "The amount must be atleast INR 1.00");
        if (typeof body.currency !== "string") return fail(res, 400, "The currency field is required.");
        if (typeof body.receipt === "string" && body.receipt.length > 40) return fail(res, 400, "receipt: the length must be no more than 40.");
        const order: Order = { id: newId("order"), entity: "order", amount, amount_paid: 0, amount_due: amount, currency: body.currency, receipt: (body.receipt as string) ?? null, status: "created", attempts: 0, notes: (body.notes as Record<string, string>) ?? {}, created_at: Math.floor(Date.now() / 1000) };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(path);
      if (paymentMatch) {
        const payment = paymentsById.get(decodeURIComponent(paymentMatch[1]));
        if (!payment) return fail(res, 400, "The id provided does not exist");
        if (req.method === "GET" && !paymentMatch[2]) return send(res, 200, payment);
        if (req.method === "POST" && paymentMatch[2]) {
          if (payment.status !== "authorized") return fail(res, 400, "This payment has already been captured");
          if (body.amount !== payment.amount) return fail(res, 400, "Capture amount must be equal to the amount authorized");
          payment.status = "captured";
          payment.captured = true;
          return send(res, 200, payment);
        }
      }
      return fail(res, 400, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** The customer pays in Checkout: a payment at the gateway and what Checkout hands the browser. */
  function pay(orderId: string, over: { status?: Payment["status"]; amount?: number; errorDescription?: string } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const status = over.status ?? "captured";
    const payment: Payment = {
      id: newId("pay"),
      entity: "payment",
      amount: over.amount ?? order.amount,
      currency: order.currency,
      status,
      order_id: orderId,
      method: "upi",
      captured: status === "captured",
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? (over.errorDescription ?? "Payment was declined by the bank") : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    paymentsById.set(payment.id, payment);
    order.attempts += 1;
    if (status === "captured") Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0 });
    return { payment, razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`) };
  }

  /** A Razorpay webhook body for a payment (payment.captured, payment.failed, order.paid). */
  function webhookBody(event: "payment.captured" | "payment.failed" | "order.paid", payment: Payment): string {
    const order = orders.get(payment.order_id);
    const payload: Record<string, unknown> = { payment: { entity: payment } };
    if (event === "order.paid") payload.order = { entity: order };
    return JSON.stringify({ entity: "event", account_id: "acc_fake", event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
  }

  /** Delivers a webhook to our route the way Razorpay does: the raw body with X-Razorpay-Signature (signed unless a signature is given). */
  function deliverWebhook(handler: RouteHandler, host: string, rawBody: string, signature?: string | null): Promise<CallResult> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    const sig = signature === undefined ? hmac(webhookSecret, rawBody) : signature;
    if (sig !== null) headers["x-razorpay-signature"] = sig;
    return call(handler, "/api/payment/razorpay/webhook", { host, rawBody, headers });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments: paymentsById,
    requests,
    pay,
    webhookBody,
    deliverWebhook,
    setDown: (down: boolean) => {
      isDown = down;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A fake PhonePe PG v1 API on loopback: POST /pg/v1/pay (base64 payload, PAY_PAGE) and GET
 * /pg/v1/status/{merchantId}/{merchantTransactionId}, each checking X-VERIFY
 * (sha256hex(payload + path + saltKey) + '###' + saltIndex) and X-MERCHANT-ID like PhonePe.
 * Tests decide each transaction's outcome with setStatus().
 */

type Txn = { merchantTransactionId: string; amount: number; code: string; transactionId: string | null };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function startFakePhonePe(options: { merchantId?: string; saltKey?: string; saltIndex?: number } = {}) {
  const merchantId = options.merchantId ?? `MERCHANT${randomBytes(3).toString("hex").toUpperCase()}`;
  const saltKey = options.saltKey ?? randomBytes(16).toString("hex");
  const saltIndex = options.saltIndex ?? 1;
  const txns = new Map<string, Txn>();
  const requests: { method: string; path: string; verified: boolean }[] = [];

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0];
      let payload = "";
      if (req.method === "POST") {
        try {
          payload = String((JSON.parse(raw) as { request?: unknown }).request ?? "");
        } catch {
          payload = "";
        }
      }
      const verified = req.headers["x-verify"] === `${sha256(payload + path + saltKey)}###${saltIndex}` && req.headers["x-merchant-id"] === merchantId;
      requests.push({ method: req.method ?? "", path, verified });
      if (!verified) return send(res, 401, { success: false, code: "AUTHORIZATION_FAILED", message: "Authorization failed", data: {} });

      if (req.method === "POST" && path === "/pg/v1/pay") {
        const body = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { merchantTransactionId: string; amount: number; merchantId: string };
        if (body.merchantId !== merchantId || !Number.isInteger(body.amount)) return send(res, 400, { success: false, code: "BAD_REQUEST", message: "Please check the inputs you have provided.", data: {} });
        txns.set(body.merchantTransactionId, { merchantTransactionId: body.merchantTransactionId, amount: body.amount, code: "PAYMENT_PENDING", transactionId: null });
        return send(res, 200, {
          success: true,
          code: "PAYMENT_INITIATED",
          message: "Payment initiated",
          data: { merchantId, merchantTransactionId: body.merchantTransactionId, instrumentResponse: { type: "PAY_PAGE", redirectInfo: { url: `http://127.0.0.1:${port}/pay/${body.merchantTransactionId}`, method: "GET" } } },
        });
      }
      const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path);
      if (req.method === "GET" && status && decodeURIComponent(status[1]) === merchantId) {
        const txn = txns.get(decodeURIComponent(status[2]));
        if (!txn) return send(res, 200, { success: false, code: "TRANSACTION_NOT_FOUND", message: "No Transaction found with the given details.", data: {} });
        const isSuccess = txn.code === "PAYMENT_SUCCESS";
        return send(res, 200, {
          success: isSuccess,
          code: txn.code,
          message: isSuccess ? "Your payment is successful." : txn.code === "PAYMENT_PENDING" ? "Your payment is in pending state." : "Payment Failed",
          data: {
            merchantId,
            merchantTransactionId: txn.merchantTransactionId,
            transactionId: txn.transactionId,
            amount: txn.amount,
            state: isSuccess ? "COMPLETED" : txn.code === "PAYMENT_PENDING" ? "PENDING" : "FAILED",
            responseCode: isSuccess ? "SUCCESS" : txn.code,
            paymentInstrument: isSuccess ? { type: "UPI", utr: "206378866112" } : null,
          },
        });
      }
      return send(res, 404, { success: false, code: "BAD_REQUEST", message: "Not found", data: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    saltKey,
    saltIndex,
    txns,
    requests,
    /** Sets a transaction's outcome (creating it, as if paid on PhonePe's page); amount overrides what PhonePe reports. */
    setStatus(merchantTransactionId: string, code: "PAYMENT_SUCCESS" | "PAYMENT_PENDING" | "PAYMENT_ERROR" | "PAYMENT_DECLINED", amount?: number) {
      const txn = txns.get(merchantTransactionId) ?? { merchantTransactionId, amount: amount ?? 0, code, transactionId: null };
      txns.set(merchantTransactionId, { ...txn, code, amount: amount ?? txn.amount, transactionId: code === "PAYMENT_SUCCESS" ? `T${randomBytes(8).toString("hex").toUpperCase()}` : null });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePhonePe = Awaited<ReturnType<typeof startFakePhonePe>>;

import "server-only";
import { createHash } from "node:crypto";
import { GatewayUnavailableError } from "./razorpay-client";

/*
 * PhonePe Standard Checkout (PG v1) over fetch: the pay request (POST /pg/v1/pay, a base64 JSON
 * payload) and the status check (GET /pg/v1/status/{merchantId}/{merchantTransactionId}). Each call
 * carries X-VERIFY = sha256hex(payload + path + saltKey) + '###' + saltIndex (for the status check
 * the payload is empty) and X-MERCHANT-ID. Amounts are paise.
 */

export const PHONEPE_TIMEOUT_MS = Number(process.env.PHONEPE_TIMEOUT_MS ?? 10_000);

export type PhonePeKeys = { apiUrl: string; merchantId: string; saltKey: string; saltIndex: number };

export type PhonePeStatus = {
  success: boolean;
  /** PAYMENT_SUCCESS, PAYMENT_PENDING, PAYMENT_ERROR, PAYMENT_DECLINED, TIMED_OUT, TRANSACTION_NOT_FOUND, ... */
  code: string;
  message?: string;
  data?: { merchantId?: string; merchantTransactionId?: string; transactionId?: string | null; amount?: number; state?: string; responseCode?: string };
};

export type PhonePePayInput = { merchantTransactionId: string; merchantUserId: string; amount: number; redirectUrl: string; callbackUrl: string; mobileNumber?: string };

export function phonePeXVerify(body: string, path: string, saltKey: string, saltIndex: number): string {
  return `${createHash("sha256").update(body + path + saltKey, "utf8").digest("hex")}###${saltIndex}`;
}

async function send(keys: PhonePeKeys, method: "GET" | "POST", path: string, payload?: string): Promise<PhonePeStatus & { data?: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(`${keys.apiUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "X-VERIFY": phonePeXVerify(payload ?? "", path, keys.saltKey, keys.saltIndex),
        "X-MERCHANT-ID": keys.merchantId,
      },
      body: payload === undefined ? undefined : JSON.stringify({ request: payload }),
      signal: AbortSignal.timeout(PHONEPE_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    throw new GatewayUnavailableError("PhonePe could not be reached", { cause: error });
  }
  if (response.status === 502 || response.status === 503 || response.status === 504) throw new GatewayUnavailableError(`PhonePe answered HTTP ${response.status}`);
  try {
    const parsed = (await response.json()) as PhonePeStatus;
    if (typeof parsed?.code !== "string") throw new Error("no code");
    return parsed;
  } catch (error) {
    throw new GatewayUnavailableError(`PhonePe answered HTTP ${response.status} without a status`, { cause: error });
  }
}

export function createPhonePeClient(keys: PhonePeKeys) {
  return {
    /** GET /pg/v1/status/{merchantId}/{merchantTransactionId}: the transaction's status (PENDING answers retry later). */
    checkStatus: (merchantTransactionId: string) =>
      send(keys, "GET", `/pg/v1/status/${encodeURIComponent(keys.merchantId)}/${encodeURIComponent(merchantTransactionId)}`) as Promise<PhonePeStatus>,
    /** POST /pg/v1/pay (PAY_PAGE): answers the URL of PhonePe's payment page. */
    createPayPage: async (input: PhonePePayInput): Promise<{ redirectUrl: string }> => {
      const payload = Buffer.from(
        JSON.stringify({ merchantId: keys.merchantId, ...input, redirectMode: "REDIRECT", paymentInstrument: { type: "PAY_PAGE" } }),
        "utf8",
      ).toString("base64");
      const answer = await send(keys, "POST", "/pg/v1/pay", payload);
      const url = (answer.data as { instrumentResponse?: { redirectInfo?: { url?: unknown } } } | undefined)?.instrumentResponse?.redirectInfo?.url;
      if (!answer.success || typeof url !== "string") throw new GatewayUnavailableError(answer.message ?? `PhonePe refused the payment: ${answer.code}`);
      return { redirectUrl: url };
    },
  };
}

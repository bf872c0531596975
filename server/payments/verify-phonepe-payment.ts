import "server-only";
import { eq } from "drizzle-orm";
import { payments } from "@/db/schema/bookings";
import { settleBooking } from "@/server/booking/settle-booking";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { toGatewayError } from "./create-gateway-order";
import { markPaymentFailed, markPaymentPaid } from "./payment-records";
import { PHONEPE_API_URL, getPaymentSettings, requireGatewayKeys } from "./payment-settings";
import { createPhonePeClient, type PhonePeStatus } from "./phonepe-client";

/** PhonePe codes that mean "ask again later"; any other code but PAYMENT_SUCCESS is a failed payment. */
const PENDING_CODES = new Set(["PAYMENT_PENDING", "INTERNAL_SERVER_ERROR"]);

type Answer = { success: boolean; status: string; orderId: string | null };

/**
 * POST /api/payment/phonepe/verifyPayment {orderId}: orderId is the merchant transaction id (our
 * payments.gatewayOrderId on a PhonePe site). Asks PhonePe for its status: PAYMENT_SUCCESS for the
 * row's amount marks it paid (once) and settles the booking; a pending answer changes nothing (the
 * page asks again); any other answer marks the row failed. The caller's own payments only.
 */
export async function verifyPhonePePayment(ctx: UserContext, input: { orderId: string }): Promise<Answer> {
  const [row] = await ctx.db.db
    .select()
    .from(payments)
    .where(ctx.db.where(payments, eq(payments.gatewayOrderId, input.orderId), eq(payments.userId, ctx.principal.userId)))
    .limit(1);
  if (!row || row.method !== "phonepe") throw new AppError("NOT_FOUND", "Payment not found");
  if (row.status === "paid") return { success: true, status: "PAYMENT_SUCCESS", orderId: row.orderId };
  if (row.status === "refunded") return { success: false, status: "REFUNDED", orderId: row.orderId };
  const settings = await getPaymentSettings(ctx.site.id);
  const keys = requireGatewayKeys(settings, PHONEPE_API_URL);
  let answer: PhonePeStatus;
  try {
    answer = await createPhonePeClient({ apiUrl: keys.apiUrl, merchantId: keys.keyId, saltKey: keys.keySecret, saltIndex: settings.saltIndex ?? 1 }).checkStatus(input.orderId);
  } catch (error) {
    throw toGatewayError(error);
  }
  if (PENDING_CODES.has(answer.code)) return { success: false, status: answer.code, orderId: row.orderId };
  if (answer.code !== "PAYMENT_SUCCESS") {
    await markPaymentFailed(ctx.site.id, row.id, answer.message ?? answer.code);
    return { success: false, status: answer.code, orderId: row.orderId };
  }
  if (answer.data?.amount !== row.amount || (answer.data?.merchantTransactionId ?? input.orderId) !== input.orderId) {
    await markPaymentFailed(ctx.site.id, row.id, `PhonePe reports ${String(answer.data?.amount)} paise, not ${row.amount}`);
    return { success: false, status: "AMOUNT_MISMATCH", orderId: row.orderId };
  }
  await markPaymentPaid(ctx.site.id, row.id, answer.data.transactionId ?? input.orderId);
  await settleBooking(ctx.site.id, row.bookingId);
  return { success: true, status: answer.code, orderId: row.orderId };
}

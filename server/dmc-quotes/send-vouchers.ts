import "server-only";
import { VoucherMessages } from "@/lib/contracts/dmc-quotes";
import { formatTravelDay } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "@/server/notifications/send-email";
import { buildVoucherModel, loadVoucheredKart, renderVoucherPdfBuffer, voucherFileName } from "./voucher-document";

/** POST kart/sendVouchers {id, email?}: the vouchers PDF attached to an outbox email to the customer (or `email`). */
export async function sendVouchers(ctx: UserContext, input: { id: number; email?: string }) {
  const kart = await loadVoucheredKart(ctx.db, input.id);
  const to = input.email ?? kart.customer?.email;
  if (!to) throw new AppError("VALIDATION_ERROR", VoucherMessages.noEmail);
  const model = await buildVoucherModel(ctx.db, kart);
  const pdf = await renderVoucherPdfBuffer(model);
  const lines = model.vouchers.map((v) => `- ${v.kind}: ${v.title}${v.date ? `, ${formatTravelDay(v.date)}` : ""} (confirmation ${v.confirmationNumber})`);
  const text = [`Dear ${kart.customer?.firstName ?? "guest"},`, "", `Your vouchers for ${kart.kartName} (${kart.quotationId}) are attached, one per page:`, ...lines, "", "Please show each voucher at its service.", "", model.brandName].join("\n");
  const email = await sendEmail(ctx.db, {
    to,
    subject: `${model.brandName}: vouchers ${kart.quotationId}`,
    text,
    fromName: model.brandName,
    createdByUserId: ctx.principal.userId,
    attachments: [{ filename: voucherFileName(kart), contentType: "application/pdf", content: pdf }],
  });
  return { message: VoucherMessages.sent, emailId: email.id, status: email.status, to };
}

import { z } from "zod";
import { DmcTransferMessages } from "./dmc-transfers";
import { requiredOr } from "./common";
import { defineEndpoint } from "./http";

/*
 * The vouchers' QR links (issue 24, decision 0058): each voucher's QR code is
 * https://<site domain>/v/<token>; /v/<token> is a public page saying whether the voucher is valid,
 * redeemed or cancelled; staff (permission dmc.jobSheet.setStatus) or the itinerary's driver redeem it once.
 */

/** The public page of a voucher's QR code. */
export const voucherPagePath = (token: string) => `/v/${token}`;

export const VOUCHER_STATUSES = ["valid", "redeemed", "cancelled"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const VoucherQrMessages = {
  notFound: "Voucher not found",
  redeemed: "Voucher redeemed",
  cancelled: "This voucher has been cancelled: it cannot be redeemed",
  alreadyRedeemed: (when: string, by: string) => `This voucher was already redeemed on ${when} by ${by}`,
  notTheDriver: "Only a driver of this itinerary's transfers can redeem its vouchers",
  invalidToken: "Voucher not found",
  statusLabel: { valid: "Valid", redeemed: "Already used", cancelled: "Cancelled" } satisfies Record<VoucherStatus, string>,
} as const;

const voucherToken = () => z.string({ error: requiredOr(VoucherQrMessages.invalidToken) }).min(1, { error: "This is required field." }).max(200, { error: VoucherQrMessages.invalidToken });
const driverToken = () => z.string({ error: requiredOr(DmcTransferMessages.invalidDriverToken) }).min(1, { error: "This is required field." }).max(200, { error: DmcTransferMessages.invalidDriverToken });

/** What the page and the redeem answers show of a voucher. */
export const ZVoucherState = z.object({
  status: z.enum(VOUCHER_STATUSES),
  kind: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  confirmationNumber: z.string(),
  quotationId: z.string(),
  leadPassenger: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  /** ISO date-time, when status is "redeemed". */
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});
export type TVoucherState = z.infer<typeof ZVoucherState>;

export const ZRedeemVoucherRequest = z.strictObject({ token: voucherToken() });
export const redeemVoucherEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/redeemVoucher",
  summary:
    "Mark a voucher redeemed, by the token of its QR code (https://<site>/v/<token>). Once only: a second redeem answers 409 with the time and name of the first (data.redeemedAt, data.redeemedBy); a cancelled voucher (itinerary cancelled or no longer vouchered) is 409; another site's or an unknown token is 404.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.setStatus",
  body: ZRedeemVoucherRequest,
  response: z.object({ voucher: ZVoucherState, message: z.string() }),
});

export const ZRedeemVoucherByDriverRequest = z.strictObject({ token: voucherToken(), driverAccessToken: driverToken() });
export const redeemVoucherByDriverEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmcDriver/redeemVoucher",
  summary:
    "The driver marks a voucher redeemed, by the token of its QR code: only a driver assigned to one of the itinerary's open transfers (403 otherwise). Once only, as /api/dmc/redeemVoucher. Opened by the driver's access token only.",
  tag: "dmcDriver",
  auth: "driver",
  body: ZRedeemVoucherByDriverRequest,
  response: z.object({ voucher: ZVoucherState, message: z.string() }),
});

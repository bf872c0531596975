/** DMC transfers, job sheets and drivers' links (issue 14, decision 0041; spec 001 sections 3, 4, 7, 9). */
import { z } from "zod";
import { DMC_TRANSFER_SHARING } from "@/lib/dmc/transfer-constants";
import { bodyId, requiredOr } from "./common";
import { defineEndpoint } from "./http";

export const DmcTransferMessages = {
  transferNotFound: "Transfer not found",
  driverNotFound: "Driver not found",
  driverAssigned: "Driver assigned successfully",
  driverRemoved: "Driver removed from the transfer",
  chargesSaved: "Driver charges saved successfully",
  statusSaved: "Transfer status saved successfully",
  markedDone: "Pickup marked done",
  tokenGenerated: "Driver link generated. Copy it now: it is shown only once.",
  tokenRevoked: "Driver link revoked",
  noTokenToRevoke: "This driver has no link to revoke",
  /** The client's toast after the copy button (spec 001 section 8). */
  copied: "Copied to clipboard",
  /** A wrong, replaced or revoked driver link. */
  invalidDriverToken: "This driver link is not valid any more. Please ask the office for a new link.",
  tooManyAttempts: (seconds: number) => `Too many attempts with a wrong driver link. Try again in ${seconds} seconds.`,
  cancelledTransfer: "This transfer has been cancelled: it cannot be marked done",
  /** A driver cannot mark done a pickup dated after today (the site's day): issue 25. */
  notYetDue: (day: string) => `This pickup is on ${day}: it can be marked done on that day, not before`,
  cancelledTransferLocked: "This transfer has been cancelled: its driver and charges cannot change",
  invalidDate: "Invalid date",
  rangeOrder: "The end date must be on or after the start date",
  rangeTooLong: `The date range can be at most ${90} days`,
  invalidCharges: "Please enter a valid amount",
  overlap: (driverName: string, times: string[]) => `${driverName} already has a transfer at ${times.join(", ")} on this day`,
} as const;

/** Spec 001 section 9: the default job transfer range is 1 day. */
export const DEFAULT_JOB_RANGE_DAYS = 1;
/** The longest range the job sheet answers (the itinerary limit of spec 001 section 9). */
export const MAX_JOB_RANGE_DAYS = 90;
/** Transfers carry a start time only: two of a driver's transfers overlap when they start within this many minutes (decision 0041). */
export const TRANSFER_SLOT_MINUTES = 120;
export const JOB_SHEET_SORTS = ["time", "driver", "pickupLocation"] as const;
/** The driver's page path: the link staff copy. */
export const driverPagePath = (token: string) => `/dmc/driver/${token}`;

const dateField = () => z.iso.date({ error: DmcTransferMessages.invalidDate });

/** Range checks run only on two valid dates (an invalid one says 'Invalid date' alone). */
const onlyValid = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

export const ZDateRange = z
  .strictObject({ from: dateField(), to: dateField() })
  .refine((r) => r.to >= r.from, { error: DmcTransferMessages.rangeOrder, path: ["to"], when: onlyValid })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_JOB_RANGE_DAYS, { error: DmcTransferMessages.rangeTooLong, path: ["to"], when: onlyValid });
export type TDateRange = z.infer<typeof ZDateRange>;

/** A driver's access token as the link carries it (base64url, 43 characters; anything else is simply wrong). */
const driverToken = () => z.string({ error: requiredOr(DmcTransferMessages.invalidDriverToken) }).min(1, { error: "This is required field." }).max(200, { error: DmcTransferMessages.invalidDriverToken });

// ---------------------------------------------------------------- staff: the job sheet

export const ZJobSheetTransfer = z.object({
  id: z.number(),
  kartId: z.number().nullable(),
  sharingType: z.enum(DMC_TRANSFER_SHARING),
  date: z.string(),
  time: z.string(),
  pickupLocation: z.string(),
  dropLocation: z.string(),
  serviceName: z.string(),
  leadPassengerName: z.string(),
  paxCount: z.number(),
  driverId: z.number().nullable(),
  driverName: z.string().nullable(),
  /** Major units (USD), 2 decimals. */
  internalDriverCharges: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** Cancelled with its itinerary or its line (decisions 0042, 0062): kept, shown marked cancelled (job sheet and driver's page), never done. */
  isCancelled: z.boolean(),
  /** The guest's phone (the itinerary's customer), null when unknown or for a stand-alone transfer. */
  guestPhone: z.string().nullable(),
  /** For an airport leg: the itinerary's flight it meets ("EK 501"), else null. */
  flightNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TJobSheetTransfer = z.infer<typeof ZJobSheetTransfer>;

export const ZDriverCharges = z.object({ driverId: z.number().nullable(), driverName: z.string().nullable(), transfers: z.number(), completed: z.number(), charges: z.number() });
export type TDriverCharges = z.infer<typeof ZDriverCharges>;

export const ZJobSheetRequest = z.strictObject({
  dateRange: ZDateRange.optional(),
  driverId: bodyId().nullable().optional(),
  sortBy: z.enum(JOB_SHEET_SORTS, { error: `Must be one of ${JOB_SHEET_SORTS.join(", ")}` }).optional(),
});
export type TJobSheetRequest = z.input<typeof ZJobSheetRequest>;

export const ZJobSheet = z.object({
  dateRange: z.object({ from: z.string(), to: z.string() }),
  transfers: z.array(ZJobSheetTransfer),
  /** Driver charges summed per driver over the range (null driver: unassigned transfers). */
  chargesByDriver: z.array(ZDriverCharges),
  currency: z.literal("USD"),
});
export type TJobSheet = z.infer<typeof ZJobSheet>;

export const getTransferJobSheetEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getTransferJobSheet",
  summary: "The transfers of a date range (default: today in the site's timezone, one day; at most 90 days), optionally one driver's, sorted by time, driver or pickupLocation, with driver charges summed per driver.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.view",
  body: ZJobSheetRequest,
  response: ZJobSheet,
});

export const ZDmcDriverOption = z.object({ id: z.number(), driverName: z.string(), phone: z.string().nullable(), hasAccessToken: z.boolean(), tokenCreatedAt: z.string().nullable() });
export type TDmcDriverOption = z.infer<typeof ZDmcDriverOption>;

export const getAllDmcDataEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getAllDmcData",
  summary: "What the job sheet's filters and selects need: the site's drivers (with whether each has a live link) and pickup locations.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.view",
  body: z.strictObject({}),
  response: z.object({ drivers: z.array(ZDmcDriverOption), locations: z.array(z.object({ id: z.number(), name: z.string(), address: z.string() })) }),
});

// ---------------------------------------------------------------- staff: changes

export const ZUpdateTransferDriverRequest = z.strictObject({ id: bodyId(), driverId: bodyId().nullable() });
export const updateTransferDriverEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/updateTransferDriver",
  summary: "Assign a driver to a transfer (driverId null removes). The answer carries `warning` when the driver already has a transfer starting within 2 hours on that day.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.assignDriver",
  body: ZUpdateTransferDriverRequest,
  response: z.object({ transfer: ZJobSheetTransfer, warning: z.string().nullable(), message: z.string() }),
});

const charges = () =>
  z
    .number({ error: requiredOr(DmcTransferMessages.invalidCharges) })
    .min(0, { error: DmcTransferMessages.invalidCharges })
    .max(1_000_000, { error: DmcTransferMessages.invalidCharges })
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: DmcTransferMessages.invalidCharges });

export const ZUpdateTransferDriverChargesRequest = z.strictObject({ id: bodyId(), charges: charges() });
export type TUpdateTransferDriverChargesRequest = z.input<typeof ZUpdateTransferDriverChargesRequest>;
export const updateTransferDriverChargesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/updateTransferDriverCharges",
  summary: "Set a transfer's internal driver charges (USD, major units, at most 2 decimals): 'Please enter a valid amount'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.editDriverCharges",
  body: ZUpdateTransferDriverChargesRequest,
  response: z.object({ transfer: ZJobSheetTransfer, message: z.string() }),
});

export const ZUpdateTransferStatusByStaffRequest = z.strictObject({ transferid: bodyId(), isCompleted: z.boolean({ error: requiredOr("Must be true or false") }) });
export const updateTransferStatusByStaffEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/updateTransferStatusByStaff",
  summary: "Mark a transfer completed (completedAt now) or not completed (completedAt cleared).",
  tag: "dmc",
  auth: "user",
  permission: "dmc.jobSheet.setStatus",
  body: ZUpdateTransferStatusByStaffRequest,
  response: z.object({ transfer: ZJobSheetTransfer, message: z.string() }),
});

export const ZGenerateDriverAccessTokenRequest = z.strictObject({ driverId: bodyId() });
export const generateDriverAccessTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/generateDriverAccessToken",
  summary: "A new access token for a driver; it replaces the driver's previous token at once. Stored hashed: the token and its link are in this answer only.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.driverTokens.generate",
  body: ZGenerateDriverAccessTokenRequest,
  response: z.object({ driverId: z.number(), driverAccessToken: z.string(), link: z.string(), message: z.string() }),
});

export const revokeDriverAccessTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/revokeDriverAccessToken",
  summary: "Revokes a driver's access token: the driver's link stops working at once (a driver who left, a lost phone). A new link can be generated later.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.driverTokens.revoke",
  body: ZGenerateDriverAccessTokenRequest,
  response: z.object({ driverId: z.number(), message: z.string() }),
});

// ---------------------------------------------------------------- the driver (auth mode "driver")

export const ZDriverTransfer = ZJobSheetTransfer.pick({ id: true, sharingType: true, date: true, time: true, pickupLocation: true, dropLocation: true, serviceName: true, leadPassengerName: true, paxCount: true, isCompleted: true, completedAt: true, isCancelled: true, guestPhone: true, flightNumber: true, cancelledAt: true });
export type TDriverTransfer = z.infer<typeof ZDriverTransfer>;

export const ZDriverJobSheetRequest = z.strictObject({ dateRange: ZDateRange.optional(), driverAccessToken: driverToken() });
export const getDriverTransferJobSheetEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmcDriver/getDriverTransferJobSheet",
  summary: "The driver's own transfers for a date range (default: today, one day), by date and time. No prices. Opened by the driver's access token only.",
  tag: "dmcDriver",
  auth: "driver",
  body: ZDriverJobSheetRequest,
  response: z.object({ driverName: z.string(), dateRange: z.object({ from: z.string(), to: z.string() }), transfers: z.array(ZDriverTransfer) }),
});

export const ZTransferDoneByDriverRequest = z.strictObject({ transferid: bodyId(), driverAccessToken: driverToken() });
export const updateTransferDoneByDriverEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmcDriver/updateTransferDoneByDriver",
  summary: "The driver marks one of their own transfers done (completedAt now; done stays done). Another driver's transfer: 404.",
  tag: "dmcDriver",
  auth: "driver",
  body: ZTransferDoneByDriverRequest,
  response: z.object({ transfer: ZDriverTransfer, message: z.string() }),
});

/** The supplier report (spec 000 `supplierReport` flight screen; issue 12; decision 0034): bookings served to each consumer site per month. */
import { z } from "zod";
import { bodyId } from "./common";
import { defineEndpoint } from "./http";

export const SUPPLIER_REPORT_EXCEL_FILE_NAME = "supplier-report.xlsx";
/** Months shown when the caller sends no range: this month and the eleven before it. */
export const SUPPLIER_REPORT_DEFAULT_MONTHS = 12;
/** The longest range one report covers. */
export const SUPPLIER_REPORT_MAX_MONTHS = 36;

export const SupplierReportMessages = {
  month: "Use the YYYY-MM format",
  range: "The start month must not be after the end month",
  tooLong: `Choose at most ${SUPPLIER_REPORT_MAX_MONTHS} months`,
  consumerNotFound: "Consumer not found",
} as const;

const month = () => z.string({ error: SupplierReportMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: SupplierReportMessages.month });

export const ZSupplierReportFilters = z
  .strictObject({
    /** First month ("YYYY-MM", site calendar), inclusive. Default: eleven months before toMonth. */
    fromMonth: month().optional(),
    /** Last month, inclusive. Default: the site's current month. */
    toMonth: month().optional(),
    /** One consumer site (its id, as consumerSiteId elsewhere); omitted: every consumer. */
    consumerSiteId: bodyId().optional(),
  })
  .refine((f) => !f.fromMonth || !f.toMonth || f.fromMonth <= f.toMonth, { error: SupplierReportMessages.range, path: ["fromMonth"] });
export type TSupplierReportFilters = z.output<typeof ZSupplierReportFilters>;

/** Counts and amounts of one consumer's bookings in one month (amounts in major units, summed in paise). */
export const ZSupplierReportFigures = z.object({
  /** Orders served (a domestic return's two legs count once). */
  bookings: z.number(),
  passengers: z.number(),
  tickets: z.number(),
  /** What the consumer's company was charged (fare and extras). */
  grossAmount: z.number(),
  /** This site's markup on those fares, less discounts, GST on markup excluded. */
  markupAmount: z.number(),
  /** Booking debits taken from the consumer company's wallet. */
  walletDebited: z.number(),
  /** Refunds credited back to that wallet for these bookings. */
  refundedAmount: z.number(),
  /** walletDebited - refundedAmount. */
  netCollected: z.number(),
  /** Orders cancelled after ticketing. */
  cancellations: z.number(),
});

export const ZSupplierReportRow = ZSupplierReportFigures.extend({
  month: z.string(),
  consumerSiteId: z.number(),
  legalEntityId: z.number(),
  companyName: z.string(),
  domain: z.string(),
});
export type TSupplierReportRow = z.output<typeof ZSupplierReportRow>;

export const ZSupplierReportConsumer = z.object({ consumerSiteId: z.number(), legalEntityId: z.number(), companyName: z.string(), domain: z.string() });
export type TSupplierReportConsumer = z.output<typeof ZSupplierReportConsumer>;

export const ZSupplierReport = z.object({
  fromMonth: z.string(),
  toMonth: z.string(),
  currency: z.string(),
  rows: z.array(ZSupplierReportRow),
  totals: ZSupplierReportFigures,
  consumers: z.array(ZSupplierReportConsumer),
});
export type TSupplierReport = z.output<typeof ZSupplierReport>;

const RULES =
  "A consumer's bookings are this site's flight bookings made by users of the company (legal entity) whose consumerSiteId is that consumer site, ticketed (also later change-requested or cancelled), in the site's month they reached the supplier. Supplier sites only (403 'Only a supplier site can do this.'); a consumerSiteId that is not this site's consumer: 404 'Consumer not found'.";

export const supplierReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/supplierOnlyAccess/supplierReport",
  summary: `{fromMonth?, toMonth? (YYYY-MM, default the last 12 months), consumerSiteId?}: one row per consumer and month (newest month first) with bookings, passengers, tickets, gross, markup earned, wallet debited, refunded, net collected and cancellations, and the totals. ${RULES} The spec names the screen (supplierReport) only: path and payload are ours.`,
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "flights.reports.supplierReport",
  body: ZSupplierReportFilters,
  response: ZSupplierReport,
});

export const downloadSupplierReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/supplierOnlyAccess/supplierReport/downloadExcel",
  summary: `The same filters: streams ${SUPPLIER_REPORT_EXCEL_FILE_NAME} (exceljs) with the report's rows and a Total row. ${RULES}`,
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "flights.reports.supplierReport",
  body: ZSupplierReportFilters,
  download: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
});

import { z } from "zod";
import { TicketSort } from "@/lib/constants";
import { ZBookingView } from "./bookings";
import { bodyId, ID_RANGE_MESSAGE, MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";

/*
 * The air ticket queue (issue 6; spec 000 sections 2, 7, 9): the spec's 'Filters' panel, server-side
 * paging. The payloads are ours (the spec names the paths only) and are in /api/openapi.json.
 */

export const TICKET_PAGE_SIZE = 20;

/**
 * Our statusId of a booking some of whose tickets a completed refund gave back while others are
 * still to fly (decision 0014). Spec 000 section 4: 3 Ticketed, 4 Cancelled, any other value is
 * shown as "Change request". Its `status` stays ticketed: it may take another change request.
 */
export const PARTIALLY_REFUNDED_STATUS_ID = 8;
/** A booking whose tickets may take a change request: ticketed, or partially refunded. */
export const canRaiseChangeRequest = (statusId: number) => statusId === 3 || statusId === PARTIALLY_REFUNDED_STATUS_ID;
export const TICKET_QUEUES = ["tickets", "changeRequests"] as const;

const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format YYYY-MM-DD" })
    .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: "Use the date format YYYY-MM-DD" })
    .optional();
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The Filters panel: sort by, domestic, international, PNR or ticket number, airline, passenger name, booking and travel dates. */
export const ZTicketFilters = z
  .strictObject({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
    /** BD booking date descending, BA ascending, TD travel date descending, TA ascending. */
    sortBy: z.enum([TicketSort.BD, TicketSort.BA, TicketSort.TD, TicketSort.TA]).default(TicketSort.BD),
    isDomestic: z.boolean().optional(),
    isInternational: z.boolean().optional(),
    pnrOrTicketNumber: z.preprocess(blankToUndefined, z.string().trim().max(30).optional()),
    airlineCode: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2}$/, { error: "Use the 2-character airline code" }).optional()),
    passengerName: z.preprocess(blankToUndefined, z.string().trim().min(2, { error: "Type at least 2 letters" }).max(60).optional()),
    bookingDateFrom: z.preprocess(blankToUndefined, isoDate()),
    bookingDateTo: z.preprocess(blankToUndefined, isoDate()),
    travelDateFrom: z.preprocess(blankToUndefined, isoDate()),
    travelDateTo: z.preprocess(blankToUndefined, isoDate()),
    /** Staff: only the bookings this user created. */
    userId: z.number().int().positive().max(MAX_DB_INT, { error: ID_RANGE_MESSAGE }).optional(),
    /** tickets: the air ticket queue; changeRequests: bookings with a change request. */
    queue: z.enum(TICKET_QUEUES).default("tickets"),
  })
  .superRefine((f, ctx) => {
    if (f.bookingDateFrom && f.bookingDateTo && f.bookingDateFrom > f.bookingDateTo) ctx.addIssue({ code: "custom", path: ["bookingDateTo"], message: "Must be on or after the from date" });
    if (f.travelDateFrom && f.travelDateTo && f.travelDateFrom > f.travelDateTo) ctx.addIssue({ code: "custom", path: ["travelDateTo"], message: "Must be on or after the from date" });
  });
export type TTicketFilters = z.infer<typeof ZTicketFilters>;
export type TTicketFiltersInput = z.input<typeof ZTicketFilters>;

export const ZTicketCard = z.object({
  bookingId: z.number(),
  bookingDate: z.string(),
  travelDate: z.string(),
  /** Major units; shown with 2 decimals: the sale's total (fare and extras, server/pricing/sale-totals.ts). */
  price: z.number(),
  /** Major units: what completed refunds gave back (0 when none). */
  refundedAmount: z.number(),
  currency: z.string(),
  pnr: z.string().nullable(),
  airlineCode: z.string(),
  airlineName: z.string(),
  sectors: z.array(z.string()),
  isDomestic: z.boolean(),
  /** Ticketed (3), Cancelled (4), anything else Change request. */
  status: z.string(),
  statusId: z.number(),
  changeRequestStatusText: z.string().nullable(),
  /** Who created the booking: staff get name and email; business users see their colleague's name (email null); others null. */
  creator: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }).nullable(),
  passengers: z.array(
    z.object({
      paxIndex: z.number(),
      name: z.string(),
      paxType: z.number(),
      ticketId: z.string().nullable(),
      ticketNumber: z.string().nullable(),
      /** Sectors a completed refund gave back for this ticket ("BOM-DEL"); every sector: the passenger is refunded. */
      refundedSectors: z.array(z.string()),
      isRefunded: z.boolean(),
    }),
  ),
  eTicketSlug: z.string().nullable(),
});
export type TTicketCard = z.infer<typeof ZTicketCard>;

const ZTicketPage = z.object({
  records: z.array(ZTicketCard),
  /** Exact up to 10,000; past that 10,000 with isTotalCapped (the queue shows "10,000+"). */
  totalRecords: z.number(),
  totalPages: z.number(),
  page: z.number(),
  isTotalCapped: z.boolean(),
});

const WHO = "Agents see their own bookings and their company's, with the colleague who made each (creator name); staff see the site's with the creator and may filter by creator (userId, picked through POST /api/tickets/creators).";

export const getTicketsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getTickets",
  summary: `The air ticket queue (queue tickets: ticketed, change-requested and cancelled bookings) or the change-request queue (queue changeRequests), filtered, sorted and paged: data.records, totalRecords, totalPages, page. ${WHO}`,
  tag: "tickets",
  auth: "user",
  apiKey: "read",
  permission: "tickets.queue.view",
  body: ZTicketFilters,
  response: ZTicketPage,
});

export const getBookedFlightsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getBookedFlights",
  summary: `Held bookings (booked, not yet ticketed), with the same filters and paging as getTickets. ${WHO}`,
  tag: "tickets",
  auth: "user",
  permission: "tickets.queue.view",
  body: ZTicketFilters,
  response: ZTicketPage,
});

/** Rows per page of the creator picker (POST /api/tickets/creators). */
export const CREATOR_PAGE_SIZE = 20;

export const ZTicketCreatorsRequest = z.strictObject({
  /** Part of the name, email or company name, any case; blank lists everyone. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: "Use at most 100 characters" }).optional()),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(CREATOR_PAGE_SIZE),
});
export type TTicketCreatorsRequest = z.infer<typeof ZTicketCreatorsRequest>;

export const ZTicketCreator = z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), companyName: z.string().nullable(), userType: z.string() });
export type TTicketCreator = z.infer<typeof ZTicketCreator>;

export const searchTicketCreatorsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tickets/creators",
  summary: `Staff: the site's users for the queue's 'Created by' picker (spec 000 section 6: an admin can see the creator of a booking and select that user), searched by part of the name, email or company name, ${CREATOR_PAGE_SIZE} per page by name: data.records, totalRecords, totalPages, page. The picked id goes to getTickets as userId. The spec does not name this endpoint: path and payload are ours.`,
  tag: "tickets",
  auth: "user",
  userTypes: ["staff"],
  permission: "tickets.queue.viewAllCustomers",
  body: ZTicketCreatorsRequest,
  response: z.object({ records: z.array(ZTicketCreator), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});

export const getTicketDetailEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/ticketDetail/getTicketDetail",
  summary: "One ticketed booking (ticketed, change-requested, or cancelled after ticketing) for the ticket detail view: flight info, fare rules, passengers and the sale summary (with the role rules of the pricing issue). Another site's or another agent's booking is 404 'Booking not found'; a draft, held, failed or released booking is 404 'Ticket not found'.",
  tag: "tickets",
  auth: "user",
  apiKey: "read",
  permission: "tickets.queue.view",
  body: z.strictObject({ bookingId: bodyId() }),
  response: ZBookingView,
});

export const downloadTicketQueueExcelEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tickets/downloadExcel",
  summary: "Staff: streams flight-ticket-queue.xlsx (exceljs) with every booking matching the current filters (page and pageSize ignored). The spec does not name this endpoint: path and payload are ours.",
  tag: "tickets",
  auth: "user",
  userTypes: ["staff"],
  permission: "tickets.queue.downloadExcel",
  body: ZTicketFilters,
  download: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
});

/** The most bookings one bulk action of the queue takes (a page is at most 100 rows). */
export const MAX_SELECTED_BOOKINGS = 100;

/** The queue's bulk actions: the bookings ticked in the table. */
export const ZTicketSelection = z.strictObject({
  bookingIds: z
    .array(bodyId(), { error: "Select at least one booking" })
    .min(1, { error: "Select at least one booking" })
    .max(MAX_SELECTED_BOOKINGS, { error: `Select at most ${MAX_SELECTED_BOOKINGS} bookings` }),
});
export type TTicketSelection = z.infer<typeof ZTicketSelection>;

export const downloadSelectedTicketsExcelEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tickets/downloadSelectedExcel",
  summary:
    "The queue's bulk action: flight-ticket-queue.xlsx (the columns of downloadExcel) with the ticked bookings (bookingIds, 1 to 100) the caller can see in the queues (their own, their company's, or the site's for staff), newest booking first. A booking the caller cannot see, or another site's, is 404 'Booking not found'. The spec does not name this endpoint: path and payload are ours.",
  tag: "tickets",
  auth: "user",
  permission: "tickets.queue.view",
  body: ZTicketSelection,
  download: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
});

export const emailSelectedETicketsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/tickets/emailETickets",
  summary:
    "The queue's bulk action: emails the e-ticket of each ticked booking (bookingIds, 1 to 100) to its passengers' addresses and the caller's own, through the email outbox (one message per booking). Only ticketed bookings have e-tickets: data.sent counts the messages, data.skipped lists the booking ids without one. A booking the caller cannot see, or another site's, is 404 'Booking not found'. The spec does not name this endpoint: path and payload are ours.",
  tag: "tickets",
  auth: "user",
  permission: "tickets.eTicket.email",
  body: ZTicketSelection,
  response: z.object({ message: z.string(), sent: z.number(), skipped: z.array(z.number()) }),
});

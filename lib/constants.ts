// The spec's enumerations, messages and limits, named. Quote messages exactly (typos included).

export const USER_TYPES = ["staff", "travelAgent", "retail", "corporate"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PaxType = { Adult: 1, Child: 2, Infant: 3 } as const;
export const Gender = { Male: 1, Female: 2 } as const;

export const TicketStatus = { Ticketed: 3, Cancelled: 4 } as const;
export const Stops = { Direct: 1, OneStop: 2, TwoAndMore: 3 } as const;
export const TicketSort = { BD: "BD", BA: "BA", TD: "TD", TA: "TA" } as const;

export const PHONE_LABELS = ["Primary", "Secondary", "Emergency"] as const;
export const EXCLUDED_PHONE_COUNTRIES = ["pk", "af", "iq", "ir", "kp", "ps"] as const;
export const PREFERRED_PHONE_COUNTRY = "in";

export const SUPPLIER_CATEGORIES = ["FixedDeparture", "Flights", "TourPackages"] as const;

export const PAYMENT_HOLD_MINUTES = 15;
export const MOBILE_BREAKPOINT_PX = 600;
export const TICKET_EXCEL_FILE_NAME = "flight-ticket-queue.xlsx";

/** Header and cookie names (spec 000 sections 4, 7 and 9). */
export const AUTH_HEADER = "auth-token";
export const SITE_ID_HEADER = "site-id";
export const STAFF_ID_HEADER = "staff-id";
export const USER_KEY_HEADER = "user-key";
export const LOGGED_IN_COOKIE = "logged_in_cookie";

/** Messages the spec quotes. */
export const Messages = {
  required: "This is required field.",
  networkTimeout: "Request timeout.Please check your netowrk connection.",
  httpFailed: (method: string) =>
    `Something went wrong. HTTP (${method}) request failed. Please contact support.`,
  genericError: "Some error occurred",
  noResults: "No Reults found!",
  noRequests: "No Requests found!",
  settingSaved: "Setting saved successfully",
  groupChanged: "Group successfully changed",
} as const;

/**
 * Routes that are public but "lockable": when the site is in lock mode an anonymous
 * visitor is sent to /login?redirectTo=<path> (spec 001 section 2). Matched by prefix.
 */
export const LOCKABLE_ROUTE_PREFIXES = [
  "/packages",
  "/package/enquiry/submitted",
  "/activities",
  "/insurance/search-results",
  "/payments",
  "/flight/eTicket",
  "/flight/fixedDeparture/print",
  "/flight",
  "/fixed-departures",
  "/visa",
  "/terms_and_conditions",
  "/privacy_policy",
  "/cancellation_return_refund_policy",
  "/api-partner-program",
] as const;

/** Client state persisted in the browser; logout clears it. Router, supplier and permission management are excluded. */
export const PERSISTED_STATE_KEY = "wayfare-core-state";
export const CART_ID_STORAGE_KEY = "cartId";

import { z } from "zod";
import { base64Image, optionalString, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";
import { ZWalletBalance } from "./wallet";

// Every user's account pages: /user/dashboard, /user/dashboard/userProfile, /user/dashboard/referral
// (spec 001 section 2; spec 000 section 3 User; decision 0023).

export const PROFILE_SAVED_MESSAGE = "Profile saved";
export const COMPANY_NOT_ALLOWED_MESSAGE = "Only business accounts have a company";
export const SECONDARY_PHONE_INVALID_MESSAGE = "Please enter a valid phone number";
export const LOGO_REQUIRED_MESSAGE = "Choose an image file";
export const LOGO_NOT_IMAGE_MESSAGE = "Upload a PNG, JPEG or WebP image";
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = "The logo must be at most 2 MB";
export const LOGO_SAVED_MESSAGE = "Logo uploaded";
export const LOGO_REMOVED_MESSAGE = "Logo removed";
/** The logo is scaled to fit this box (never enlarged) and stored as PNG. */
export const LOGO_BOX = { width: 400, height: 160 } as const;
/** How many recent rows each dashboard block lists. */
export const DASHBOARD_LIMIT = 5;

const ZDashboardBooking = z.object({
  bookingId: z.number(),
  pnr: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  travelDate: z.string(),
  status: z.string(),
  passengerNames: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});

export const ZDashboard = z.object({
  recentBookings: z.array(ZDashboardBooking),
  heldBookings: z.array(ZDashboardBooking.extend({ deadline: z.string().describe("The hold's deadline (ISO instant): the airline's last ticket date, else 24 hours after booking.") })),
  /** Null for staff and for users without the wallet permission. */
  wallet: ZWalletBalance.nullable(),
  openChangeRequests: z.array(z.object({ id: z.number(), bookingId: z.number(), pnr: z.string().nullable(), status: z.string(), statusText: z.string(), requestType: z.number(), createdAt: z.string() })),
  counts: z.object({ bookings: z.number(), held: z.number(), openChangeRequests: z.number() }),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const getDashboardEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getDashboard",
  summary: "The signed-in user's dashboard in one read: their recent bookings, held bookings with deadlines, wallet balance and credit (customers), open change requests.",
  tag: "dashboard",
  auth: "user",
  query: ZEmpty,
  response: ZDashboard,
});

const ZCompany = z.object({ companyName: z.string(), address1: z.string(), address2: z.string(), secondaryPhone: z.string() });

export const ZMyProfile = z.object({
  userType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumbers: z.array(z.object({ label: z.string(), phoneNumber: z.string(), phoneCountryCode: z.string() })),
  /** The legal entity of a business user; null for retail and staff. */
  company: ZCompany.nullable(),
  taLogoUrl: z.string().nullable(),
  canUploadLogo: z.boolean(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

export const getMyProfileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getMyProfile",
  summary: "The signed-in user's own profile: names, email, phones, company (business users) and the agent logo.",
  tag: "dashboard",
  auth: "user",
  query: ZEmpty,
  response: ZMyProfile,
});

const digitsOnly = (v: string) => v.replace(/[\s().-]/g, "");

export const ZUpdateMyProfile = z
  .strictObject({
    firstName: requiredString(100),
    lastName: optionalString(100).transform((v) => v ?? ""),
    company: z
      .strictObject({
        companyName: requiredString(200),
        address1: optionalString(300).transform((v) => v ?? ""),
        address2: optionalString(300).transform((v) => v ?? ""),
        secondaryPhone: optionalString(20).transform((v) => digitsOnly(v ?? "")),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const phone = v.company?.secondaryPhone ?? "";
    if (phone !== "" && !/^\+?\d{6,15}$/.test(phone)) ctx.addIssue({ code: "custom", path: ["company", "secondaryPhone"], message: SECONDARY_PHONE_INVALID_MESSAGE });
  });
export type TUpdateMyProfileInput = z.input<typeof ZUpdateMyProfile>;
export type TUpdateMyProfile = z.output<typeof ZUpdateMyProfile>;

export const updateMyProfileEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/updateMyProfile",
  summary: "The signed-in user saves their names and, for business users, their company's name, address and secondary phone (phones: user/changeMyPhoneDetails; billing: user/updateBillingDetails).",
  tag: "dashboard",
  auth: "user",
  body: ZUpdateMyProfile,
  response: ZMyProfile.extend({ message: z.string() }),
});

/** Base64 of the image bytes (a data: URL prefix is accepted and dropped). At most LOGO_MAX_BYTES once decoded. */
export const ZUploadAgentLogo = z.strictObject({
  image: base64Image(LOGO_MAX_BYTES, { required: LOGO_REQUIRED_MESSAGE, tooLarge: LOGO_TOO_LARGE_MESSAGE, notImage: LOGO_NOT_IMAGE_MESSAGE }),
});

const ZLogoAnswer = z.object({ taLogoUrl: z.string().nullable(), message: z.string() });

export const uploadAgentLogoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/uploadAgentLogo",
  summary:
    "A travel agent uploads the logo their e-tickets show (taLogoUrl): base64 image bytes, at most 2 MB; the type is read from the bytes (PNG, JPEG or WebP only), the image is re-encoded as PNG fitting 400x160. Replaces the previous logo.",
  tag: "dashboard",
  auth: "user",
  userTypes: ["travelAgent"],
  body: ZUploadAgentLogo,
  // The JSON body carries 2 MB as base64 (4/3 larger) plus the envelope.
  maxBodyBytes: 3 * 1024 * 1024,
  response: ZLogoAnswer,
});

export const removeAgentLogoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/removeAgentLogo",
  summary: "A travel agent removes their logo: e-tickets show the site's logo again.",
  tag: "dashboard",
  auth: "user",
  userTypes: ["travelAgent"],
  body: ZEmpty,
  response: ZLogoAnswer,
});

export const ZFileIdParams = z.strictObject({ fileId: z.uuid({ error: "Not a file id" }) });

export const getUploadedFileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/files/{fileId}",
  summary: "An uploaded image of this site (an agent's logo) by its id: the bytes with their checked content type, cacheable for a year (a new upload gets a new id). Another site's file is 404.",
  tag: "dashboard",
  auth: "public",
  params: ZFileIdParams,
  download: ["image/png"],
});

export const ZReferral = z.object({
  referralCode: z.string(),
  link: z.string(),
  referredUsers: z.array(z.object({ userId: z.number(), name: z.string(), userType: z.string(), createdAt: z.string() })),
});
export type TReferral = z.infer<typeof ZReferral>;

export const getReferralEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getReferral",
  summary: "The signed-in user's referral code (created on first use, unique on the site), the sign-up link to share (/signup?ref=CODE on the site's origin) and who signed up through it.",
  tag: "dashboard",
  auth: "user",
  query: ZEmpty,
  response: ZReferral,
});

/** How many recent searches a user keeps (the home page lists them all). */
export const RECENT_SEARCH_LIMIT = 10;

export const ZRecentSearch = z.object({
  id: z.number(),
  journeyType: z.number(),
  /** "BOM → DEL" (multi-city: every leg's route). */
  route: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  adt: z.number(),
  chd: z.number(),
  inf: z.number(),
  cabinClass: z.number(),
  /** The result page that searches it again (the stored search has expired by then, so it searches anew). */
  href: z.string(),
  /** The first flight's date is past: it cannot be searched again as it was. */
  isPast: z.boolean(),
  searchedAt: z.string(),
});
export type TRecentSearch = z.infer<typeof ZRecentSearch>;

export const getRecentSearchesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getRecentSearches",
  summary: `The signed-in user's last ${RECENT_SEARCH_LIMIT} distinct flight searches, newest first (a repeated search moves to the top), each with the result page's address that runs it again: data.records. Searches are remembered by POST /api/search.`,
  tag: "dashboard",
  auth: "user",
  query: ZEmpty,
  response: z.object({ records: z.array(ZRecentSearch) }),
});

/** The most departures the home page lists (today's and tomorrow's together). */
export const DEPARTURES_LIMIT = 50;

export const ZDeparture = z.object({
  bookingId: z.number(),
  pnr: z.string().nullable(),
  /** today or tomorrow, the site's days. */
  day: z.enum(["today", "tomorrow"]),
  travelDate: z.string(),
  /** The first flight's local departure time ("2026-11-24T08:00:00"), as the supplier gave it. */
  departureTime: z.string().nullable(),
  sectors: z.array(z.string()),
  airlineCode: z.string(),
  flightNumber: z.string().nullable(),
  passengers: z.array(z.string()),
  status: z.string(),
  /** Who made the booking (a company's users and staff see it), else null. */
  creatorName: z.string().nullable(),
});
export type TDeparture = z.infer<typeof ZDeparture>;

export const getUpcomingDeparturesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getUpcomingDepartures",
  summary: `Today's and tomorrow's departures (the site's days) of the bookings the caller sees in the ticket queues (their own, their company's; the site's for staff), ticketed, changed or held, earliest first, at most ${DEPARTURES_LIMIT}: data.records, each with day today or tomorrow.`,
  tag: "dashboard",
  auth: "user",
  permission: "tickets.queue.view",
  query: ZEmpty,
  response: z.object({ records: z.array(ZDeparture) }),
});

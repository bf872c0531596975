import { z } from "zod";
import { Messages } from "@/lib/constants";
import { eTicketAmount } from "./eticket";
import { ZSegment } from "./flights";
import { defineEndpoint } from "./http";

/*
 * Share fares (issue 16, decision 0051): an agent picks results of their own stored search and shares
 * them with a customer by email (the outbox) and/or as a link to a public, read-only offer page.
 * Prices are the customer's price of each result plus the agent's own markup (the e-ticket's markup
 * merged into the fare, decision 0011), never the agent's net fare or earnings.
 */

/** At most this many fares in one share. */
export const MAX_SHARED_FARES = 10;
/** How long a share link works. */
export const FARE_SHARE_TTL_DAYS = 7;

export const FareShareMessages = {
  noFares: "Pick at least one fare to share",
  tooManyFares: `Share at most ${MAX_SHARED_FARES} fares at a time`,
  invalidEmail: "Please enter a valid email",
  notFound: "This offer is not available",
  created: "Fares shared. Copy the link or send it to your customer.",
  emailed: "Fares shared by email.",
  emailFailed: "The fares were saved but the email could not be sent. Please try again later.",
} as const;

const shareToken = () =>
  z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(100, { error: FareShareMessages.notFound })
    .regex(/^[A-Za-z0-9_-]+$/, { error: FareShareMessages.notFound });

export const ZShareFaresRequest = z.strictObject({
  searchId: z.string({ error: Messages.required }).uuid({ error: "Unknown searchId" }),
  resultIndexes: z
    .array(z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(2000), { error: FareShareMessages.noFares })
    .min(1, { error: FareShareMessages.noFares })
    .max(MAX_SHARED_FARES, { error: FareShareMessages.tooManyFares })
    .describe("resultIndex of each fare to share, in the order to show them."),
  markup: eTicketAmount().default(0).describe("The agent's own markup added to each fare, major units (0 or more, at most 2 decimals)."),
  email: z
    .string()
    .trim()
    .max(254, { error: FareShareMessages.invalidEmail })
    .pipe(z.email({ error: FareShareMessages.invalidEmail }))
    .optional()
    .or(z.literal("").transform(() => undefined))
    .describe("The customer's email; when given the offer is emailed to it."),
  customerName: z.string().trim().max(100, { error: "Must be at most 100 characters" }).optional(),
});
export type TShareFaresRequest = z.infer<typeof ZShareFaresRequest>;

export const ZSharedFare = z.object({
  segments: z.array(z.array(ZSegment)),
  fareName: z.string(),
  baggage: z.string(),
  isRefundable: z.boolean(),
  currency: z.string(),
  /** The customer's price with the agent's markup, major units. */
  price: z.number(),
});
export type TSharedFare = z.infer<typeof ZSharedFare>;

export const ZSharedTrip = z.object({
  journeyType: z.number(),
  legs: z.array(z.object({ origin: z.string(), destination: z.string(), date: z.string() })),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  cabinClass: z.number(),
});
export type TSharedTrip = z.infer<typeof ZSharedTrip>;

export const ZShareAgency = z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), logoUrl: z.string().nullable() });
export type TShareAgency = z.infer<typeof ZShareAgency>;

export const ZFareShareView = z.object({
  trip: ZSharedTrip,
  fares: z.array(ZSharedFare),
  agency: ZShareAgency,
  customerName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TFareShareView = z.infer<typeof ZFareShareView>;

export const shareFaresEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fareShare/create",
  summary:
    "Agent: shares results of their own stored search with a customer. Each fare is priced as the customer's price plus the agent's own markup (never the net fare or earnings) and saved as a snapshot with the route, dates and party; answers the link /flight/offer/<token> once (7 days; only the token's SHA-256 is kept) and, with email, sends the offer with the agent's logo and agency through the outbox. 400 'Pick at least one fare to share', 'Share at most 10 fares at a time', 'Please enter a valid email'; 404 for another user's search or an unknown resultIndex; 409 once the search expired; 502 when the outbox marks the email failed.",
  tag: "flights",
  auth: "user",
  permission: "flights.search.search",
  userTypes: ["travelAgent"],
  body: ZShareFaresRequest,
  response: z.object({ shareId: z.number(), path: z.string(), expiresAt: z.string(), emailed: z.boolean(), message: z.string() }),
});

export const getFareShareEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fareShare/get",
  summary: "The shared offer a token opens (fares with the agent's prices, trip, agency). Public: the token is the secret. Unknown, expired or another site's token: 404 'This offer is not available'.",
  tag: "flights",
  auth: "public",
  body: z.strictObject({ token: shareToken() }),
  response: ZFareShareView,
});

import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ZFlightResult } from "./flights";
import { defineEndpoint } from "./http";

const uuid = (what: string) => z.string({ error: Messages.required }).uuid({ error: `Unknown ${what}` });
const resultIndex = () => z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(2000);

export const ZSetFlightDetailsRequest = z.strictObject({
  searchId: uuid("searchId"),
  resultIndex: resultIndex(),
  /** The inbound choice of a domestic return (the second list). */
  returnResultIndex: resultIndex().optional(),
});
export type TSetFlightDetailsRequest = z.infer<typeof ZSetFlightDetailsRequest>;

export const ZOrder = z.object({
  orderId: z.string(),
  searchId: z.string(),
  /** Major units with two decimals: what the caller pays, held until expiresAt. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  results: z.array(ZFlightResult),
});

export const setFlightDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/setFlightDetails",
  summary: "Select a fare (and the inbound fare of a domestic return) from a stored search: creates an order {amount, orderId} held for 15 minutes, status inProcess.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: ZSetFlightDetailsRequest,
  response: ZOrder,
});

export const getFlightDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getFlightDetails",
  summary: "The caller's order: the selected fares, the amount and whether its 15 minutes have passed.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: z.strictObject({ orderId: uuid("orderId") }),
  response: ZOrder,
});

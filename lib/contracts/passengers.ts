import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ZPassenger } from "@/lib/passenger-rules";
import { defineEndpoint } from "./http";

export const ZValidateBookingRequest = z.strictObject({
  orderId: z.string({ error: Messages.required }).uuid({ error: "Unknown orderId" }),
  passengers: z
    .array(ZPassenger, { error: Messages.required })
    .min(1, { error: Messages.required })
    .max(18, { error: "At most 18 passengers" }),
});
export type TValidateBookingRequest = z.infer<typeof ZValidateBookingRequest>;

export const validateBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/validateBooking",
  summary:
    "Check the passengers of the caller's order before booking: titles by type, names, dates of birth against the type on the first travel date, passports on international trips (valid after the last travel date), the lead adult's email and mobile, and the searched passenger counts. Failures are 400 with a field message per field (shortError keys like passengers.0.dateOfBirth); an expired order is 409.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: ZValidateBookingRequest,
  response: z.object({ isValid: z.literal(true), passengers: z.array(ZPassenger) }),
});

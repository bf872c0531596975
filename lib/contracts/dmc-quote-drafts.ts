/** Cart to quotation (issue 25): the quotation builder prefilled from an activity cart. */
import { z } from "zod";
import { id } from "./common";
import { ZPriceAnswer } from "./dmc-rates";
import { defineEndpoint } from "./http";

export const DraftMessages = {
  cartNotFound: "Cart not found",
  alreadyQuoted: (ref: string) => `This cart is already quoted in ${ref}`,
} as const;

const ZLeg = z.object({ purpose: z.enum(["pickup", "drop"]), date: z.string().nullable(), time: z.string().nullable(), pickupLocation: z.string(), dropLocation: z.string() });
const ZComposition = { singleRoomPrice: z.number(), singleRoomCount: z.number(), doubleRoomPrice: z.number(), doubleRoomCount: z.number(), extraAdultPrice: z.number(), extraAdultCount: z.number(), childWithBedPrice: z.number(), childWithBedCount: z.number(), childWithoutBedPrice: z.number(), childWithoutBedCount: z.number() };
export const ZCartDraft = z.object({
  cartId: z.number(),
  kartId: z.number().nullable().describe("The quotation already made from this cart (then open it instead)."),
  quotationId: z.string().nullable(),
  customer: z.object({ id: z.number(), label: z.string() }).nullable().describe("The cart's holder when a customer; null when staff hold it (staff pick the customer)."),
  header: z.object({ kartName: z.string(), arrivalDate: z.string(), noOfNights: z.number(), noOfDays: z.number(), adults: z.number(), child: z.number(), infant: z.number(), currency: z.string() }),
  accomodations: z.array(
    z.object({ accomodationId: z.number(), roomTypeId: z.number(), checkinDate: z.string(), noOfNights: z.number(), numberOfRooms: z.number(), price: z.number(), currency: z.string(), ...ZComposition, explanation: ZPriceAnswer }),
  ),
  activities: z.array(
    z.object({ tourOptionId: z.number(), startDate: z.string(), time: z.string(), price: z.number(), currency: z.string(), transferType: z.string(), sharingBasis: z.string(), transfers: z.array(ZLeg), explanation: ZPriceAnswer }),
  ),
  notes: z.array(z.string()).describe("What the draft could not carry over (optional items, lines without a full price)."),
});
export type TCartDraft = z.infer<typeof ZCartDraft>;

export const ZDraftFromCartQuery = z.strictObject({ cartId: id() });
export const getDraftFromCartEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getDraftFromCart",
  summary:
    "A new quotation drafted from an activity cart: the cart's customer (its holder unless staff), dates (arrival = start, nights and days from the dates), party, hotels (room type, check-in, nights, rooms, room composition) and dated activities with their transfers, priced by the rate engine for the customer. Nothing is saved: kart/saveKart with cartId links the cart and marks it quoted. Another site's cart: 404.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.edit",
  query: ZDraftFromCartQuery,
  response: ZCartDraft,
});

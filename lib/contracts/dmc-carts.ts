/** Activity search, carts and the activity queue (issue 14; spec 001 sections 2, 3, 4, 7, 8, 9; decision 0039). */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { formatCalendarDate } from "@/lib/dates";
import { bodyId, MAX_DB_INT, ZEmpty } from "./common";
import { TIME_SLOTS } from "./dmc-activities";
import { dateString, MAX_PARTY } from "./dmc-rates";
import { defineEndpoint } from "./http";

export const CartMessages = {
  added: "Successfully, Added to cart",
  duplicated: "Successfully, Duplicated the cart",
  searchFailed: "Error fetching activity search",
  activeStatusFailed: "Error changing active status",
  statusFailed: "Error updating cart status",
  updateFailed: "Failed to update status/remarks/userId",
  cartNotFound: "Cart not found",
  itemNotFound: "Cart item not found",
  userNotFound: "User not found",
  itemRemoved: "Item removed from cart",
  cleared: "Cart cleared",
  updated: "Cart updated",
  statusUpdated: "Cart status updated",
  remarksUpdated: "Remarks updated",
  userUpdated: "Cart assigned",
  optionalMarked: "Item marked optional",
  optionalUnmarked: "Item no longer optional",
  endBeforeStart: "endDate must not be before startDate",
  dateOutsideCart: "The date must be within the cart's dates",
  noRate: "No rate for these dates",
  datesChanged: "Cart dates and party changed: every item re-priced",
} as const;

const span = (start: string, end: string) => `${formatCalendarDate(start)} to ${formatCalendarDate(end)}`;
/** The cart's messages that name an item (decision 0064). */
export const CartItemMessages = {
  outsideCart: (label: string, start: string, end: string) => `${label}: the day must be within the cart's dates (${span(start, end)})`,
  stayPastEnd: (label: string, end: string) => `${label}: the stay must end by the cart's last day (${formatCalendarDate(end)})`,
  outsideNewDates: (label: string, date: string, start: string, end: string) =>
    `${label} on ${formatCalendarDate(date)} is outside the new dates (${span(start, end)}): move or remove it first`,
  timeSlotRequired: (label: string, slots: readonly string[]) => `Choose a time slot for ${label}: ${slots.join(", ")}`,
  timeSlotNotOffered: (label: string, slots: readonly string[]) => (slots.length ? `${label} is offered at: ${slots.join(", ")}` : `${label} has no time slots`),
  notPriced: (label: string, why: string) => `${label} cannot be added: ${why}`,
  clash: (date: string, a: string, b: string) => `${formatCalendarDate(date)}: ${a} and ${b} overlap (same evening or time slot)`,
} as const;

/** The spec's time slot labels (section 3). */
export const CART_TIME_SLOTS = TIME_SLOTS.map((t) => t.label) as unknown as readonly ["Any Time", "Before 11AM", "11AM to 4PM", "4PM to 9PM", "After 9PM"];

/** Tour-option transfer sharing (spec 001 section 3) with the words the screens show instead of the codes. */
export const TOUR_SHARING = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT"] as const;
export type TTourSharing = (typeof TOUR_SHARING)[number];
export const TOUR_SHARING_LABELS: Record<TTourSharing, string> = {
  SIC: "Shared (SIC)",
  PVT: "Private (PVT)",
  dropSICpickupSIC: "Shared drop, shared pickup",
  dropSICpickupPVT: "Shared drop, private pickup",
  dropPVTpickupSIC: "Private drop, shared pickup",
  dropPVTpickupPVT: "Private drop, private pickup",
};
export const TOUR_TRANSFER_TYPES = ["oneway", "return"] as const;
export type TTourTransferType = (typeof TOUR_TRANSFER_TYPES)[number];
export const TOUR_TRANSFER_TYPE_LABELS: Record<TTourTransferType, string> = { oneway: "One way", return: "Return" };
/** "Shared drop, private pickup, return": a transfer as the screens say it (an unknown code is shown as is). */
export const transferLabel = (t: { sharingBasis: string; transferType: string }) =>
  `${TOUR_SHARING_LABELS[t.sharingBasis as TTourSharing] ?? t.sharingBasis}, ${(TOUR_TRANSFER_TYPE_LABELS[t.transferType as TTourTransferType] ?? t.transferType).toLowerCase()}`;

/** The cart's statuses, the queue's tabs in order (decision 0039). Kept in step with db/schema/dmc-carts.ts. */
export const CART_STATUSES = ["new", "inProgress", "quoted", "confirmed", "cancelled"] as const;
export type TCartStatus = (typeof CART_STATUSES)[number];
export const CART_STATUS_LABELS: Record<TCartStatus, string> = { new: "New", inProgress: "In progress", quoted: "Quoted", confirmed: "Confirmed", cancelled: "Cancelled" };

/** Spec 001 section 9: default activity search. */
export const DEFAULT_SEARCH = { adults: 1, children: 0, infants: 0, days: 4 } as const;
/** Spec 001 section 4: the cart id kept in local storage; -1 = none yet. */
export const CART_ID_STORAGE_KEY = "cartId";
export const NO_CART_ID = -1;
export const QUEUE_PAGE_SIZE = 20;

const count = (min: number) =>
  z
    .number({ error: (i) => (i.input === undefined ? Messages.required : "Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(MAX_PARTY, { error: `Must be at most ${MAX_PARTY}` });
/** A cart id; -1 (no cart yet) is accepted only where the spec says. */
const cartId = () => bodyId();

const ZTransfer = z.strictObject({
  sharingBasis: z.enum(TOUR_SHARING, { error: `sharingBasis must be one of: ${TOUR_SHARING.join(", ")}` }),
  transferType: z.enum(TOUR_TRANSFER_TYPES, { error: "transferType must be one of: oneway, return" }),
});

const withDates = <T extends { startDate: string; endDate: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: CartMessages.endBeforeStart });
};

// ---- Search ----

export const ZSearchActivitiesRequest = z
  .strictObject({
    cityId: bodyId(),
    startDate: dateString(),
    endDate: dateString(),
    adults: count(1).default(DEFAULT_SEARCH.adults),
    children: count(0).default(DEFAULT_SEARCH.children),
    infants: count(0).default(DEFAULT_SEARCH.infants),
    cartId: bodyId().optional().describe("The open cart: prices are then its user's (market and markup), whoever searches."),
  })
  .superRefine(withDates);
export type TSearchActivitiesRequest = z.output<typeof ZSearchActivitiesRequest>;

const ZMoney = z.object({ currency: z.string(), amount: z.number().describe("Major units (110.5 = USD 110.50).") });

/** Whose prices these are (the cart's user when a cart is open, else the caller). */
export const ZPricesFor = z.object({
  userId: z.number(),
  label: z.string().describe("'Prices for Acme Travels (market: India)' for staff; 'Your prices' for the customer."),
});
/** The market and markup sentences behind the prices: staff only (null for a customer, who sees their price and nothing of the seller's groups, rules or margins). */
export const ZExplanation = z.object({ market: z.string(), markup: z.string() }).nullable();

export const ZSearchTourOption = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  hasMeal: z.boolean(),
  hasGuide: z.boolean(),
  hasTicket: z.boolean(),
  timeSlots: z.array(z.string()),
  pickupTime: z.string().nullable(),
  dropTime: z.string().nullable(),
  isPriced: z.boolean(),
  priceError: z.string().nullable().describe("Why there is no price: the engine's reason for staff, 'No rate for these dates' for customers."),
  totals: z.array(ZMoney),
});
export const ZSearchActivity = z.object({ id: z.number(), name: z.string(), description: z.string(), area: z.string().nullable(), isTransferRequired: z.boolean(), tourOptions: z.array(ZSearchTourOption) });
export type TSearchActivity = z.infer<typeof ZSearchActivity>;

export const searchActivitiesByCityIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activities/searchActivitiesByCityId",
  summary:
    "The city's turned-on activities with their tour options, each priced by the rate engine (ticket only, on startDate, for adults + children; infants travel free) for the caller, or with cartId for the cart's user (its market and markup), named in pricesFor. Party defaults: 1 adult, 0 children, 0 infants. An option without a rate says so (isPriced false). Staff get the market and markup explanation; a customer gets null and a plain reason.",
  tag: "activities",
  auth: "user",
  permission: "activities.search.search",
  body: ZSearchActivitiesRequest,
  response: z.object({
    cityId: z.number(),
    cityName: z.string(),
    pricesFor: ZPricesFor,
    explanation: ZExplanation,
    result: z.array(ZSearchActivity),
  }),
});

// ---- Carts ----

const ZTourItem = z.strictObject({
  kind: z.literal("tourOption"),
  tourOptionId: bodyId(),
  date: dateString().describe("The day, within the cart's dates."),
  timeSlot: z.enum(CART_TIME_SLOTS, { error: `timeSlot must be one of: ${CART_TIME_SLOTS.join(", ")}` }).nullable().optional().describe("Required when the tour option has time slots: one of its own."),
  transfer: ZTransfer.nullable().optional().describe("None (ticket only), or a sharing basis and transfer type priced by the rate engine."),
});
const ZHotelItem = z.strictObject({ kind: z.literal("hotel"), roomTypeId: bodyId(), checkinDate: dateString(), nights: count(1).max(90, { error: "Must be at most 90" }), rooms: count(1).max(20, { error: "Must be at most 20" }) });
export const ZCartItemInput = z.discriminatedUnion("kind", [ZTourItem, ZHotelItem], { error: "kind must be one of: tourOption, hotel" });

export const ZAddToCartRequest = z
  .strictObject({
    cartId: z
      .number({ error: (i) => (i.input === undefined ? Messages.required : "Must be a whole number") })
      .int({ error: "Must be a whole number" })
      .min(NO_CART_ID, { error: "Must be -1 or a cart id" })
      .max(MAX_DB_INT)
      .refine((v) => v !== 0, { error: "Must be -1 or a cart id" })
      .describe("-1 creates a cart"),
    adults: count(1),
    children: count(0).default(0),
    startDate: dateString(),
    endDate: dateString(),
    item: ZCartItemInput,
  })
  .superRefine((v, ctx) => {
    withDates(v, ctx);
    // A new cart takes the request's dates; an existing cart's own dates are checked by the use case.
    if (v.cartId !== NO_CART_ID) return;
    const d = v.item.kind === "tourOption" ? v.item.date : v.item.checkinDate;
    if (d < v.startDate || d > v.endDate) ctx.addIssue({ code: "custom", path: ["item", v.item.kind === "tourOption" ? "date" : "checkinDate"], message: CartMessages.dateOutsideCart });
  });
export type TAddToCartRequest = z.output<typeof ZAddToCartRequest>;

export const ZCartItem = z.object({
  id: z.number(),
  kind: z.enum(["tourOption", "hotel"]),
  label: z.string(),
  tourOptionId: z.number().nullable(),
  roomTypeId: z.number().nullable(),
  date: z.string(),
  nights: z.number().nullable(),
  rooms: z.number().nullable(),
  timeSlot: z.string().nullable(),
  transfer: z.object({ sharingBasis: z.string(), transferType: z.string() }).nullable(),
  is_optional: z.boolean(),
  price: z.array(ZMoney).nullable().describe("The accepted price per currency (null: there was no rate)."),
  currentPrice: z.array(ZMoney).nullable().describe("The rate engine's price now (null: no rate any more)."),
  priceChanged: z.boolean().describe("currentPrice differs from price: show old → new; updateCartData with acceptPriceChanges takes it."),
  priceError: z.string().nullable(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCart = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  adults: z.number(),
  children: z.number(),
  status: z.enum(CART_STATUSES),
  remarks: z.string(),
  userId: z.number(),
  userName: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  cityId: z.number().nullable().describe("The city of the cart's first item (the search opens on it); null for an empty cart."),
  pricesFor: z.string().describe("Whose prices the cart holds: 'Prices for Acme Travels (market: India)' for staff, 'Your prices' for the customer."),
  kartId: z.number().nullable().describe("The quotation (itinerary) made from the cart."),
  quotationId: z.string().nullable().describe("That quotation's reference."),
  warnings: z.array(z.string()).describe("Not refusals: two tour options overlapping on the same day (same evening or time slot)."),
  cartItems: z.object({ tourOptionCart: z.array(ZCartItem), hotelCart: z.array(ZCartItem) }),
  totals: z.array(ZMoney).describe("Accepted prices of the non-optional items, per currency."),
  hasPriceChanges: z.boolean(),
});
export type TCart = z.infer<typeof ZCart>;

const cartEndpoint = <B extends z.ZodType>(path: string, summary: string, body: B, permission: "activities.cart.manage" | "activities.cart.duplicate" | "activities.queue.updateStatus" | "activities.queue.updateRemarks" | "activities.queue.assignUser", response: z.ZodType = z.object({ cart: ZCart, message: z.string() })) =>
  defineEndpoint({ method: "POST", path: `/api/activities/cart/${path}`, summary, tag: "activities", auth: "user", permission, body, response });

export const ZCartIdRequest = z.strictObject({ cartId: cartId() });

export const getCartDataEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activities/cart/getCartData",
  summary:
    "A cart with its hotel and tour option items, each re-priced by the rate engine for the cart's user: the accepted price, the current one and priceChanged (shown old → new, never taken silently). Agents see their company's carts, retail customers their own, staff the site's; any other cart is 404.",
  tag: "activities",
  auth: "user",
  permission: "activities.cart.manage",
  body: ZCartIdRequest,
  response: z.object({ cart: ZCart }),
});

export const addToCartEndpoint = cartEndpoint(
  "addToCart",
  "Adds a hotel or tour option item priced by the rate engine for the cart's user and the cart's party. cartId -1 creates a cart for the caller with the request's party and dates; an existing cart keeps its own (change them with updateCartData). A tour option needs its day within the cart's dates, its time slot when it has time slots (one of its own) and optionally a transfer {sharingBasis, transferType}; a hotel stay must check in within the cart's dates and end by its last day. An item without a price is refused with the reason. 'Successfully, Added to cart'.",
  ZAddToCartRequest,
  "activities.cart.manage",
  z.object({ cartId: z.number(), cart: ZCart, message: z.string() }),
);

export const getCartsIdEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/activities/cart/getCartsId",
  summary: "The caller's own carts, newest first (id, status, item count): the client keeps one id in local storage.",
  tag: "activities",
  auth: "user",
  permission: "activities.cart.manage",
  query: ZEmpty,
  response: z.object({ result: z.array(z.object({ id: z.number(), status: z.enum(CART_STATUSES), itemCount: z.number(), createdAt: z.string() })) }),
});

export const deleteCartItemEndpoint = cartEndpoint("deleteCartItem", "Removes one item {cartId, cartItemId}.", z.strictObject({ cartId: cartId(), cartItemId: bodyId() }), "activities.cart.manage");
export const clearAllCartEndpoint = cartEndpoint("clearAllCart", "Removes every item of the cart {cartId}; the cart stays.", ZCartIdRequest, "activities.cart.manage");
export const duplicateCartEndpoint = cartEndpoint(
  "duplicateCart",
  "Copies a cart {cartId} with its items (status new, same user, remarks kept). 'Successfully, Duplicated the cart'.",
  ZCartIdRequest,
  "activities.cart.duplicate",
  z.object({ cartId: z.number(), cart: ZCart, message: z.string() }),
);

export const ZUpdateCartDataRequest = z
  .strictObject({
    cartId: cartId(),
    adults: count(1),
    children: count(0).default(0),
    startDate: dateString(),
    endDate: dateString(),
    acceptPriceChanges: z.boolean({ error: "Must be true or false" }).default(false).describe("true: every item's current engine price becomes its accepted price."),
  })
  .superRefine(withDates);
export const updateCartDataEndpoint = cartEndpoint(
  "updateCartData",
  "Changes the cart's party and dates {cartId, adults, children, startDate, endDate}: every item is re-priced for the new party (its accepted price becomes the engine's), and an item outside the new dates refuses the change, naming it. With the same party and dates, acceptPriceChanges takes the engine's current prices; without it nothing changes.",
  ZUpdateCartDataRequest,
  "activities.cart.manage",
);

export const markUnMarkOptionalEndpoint = cartEndpoint(
  "markUnMarkOptional",
  "Marks an item optional or not {is_optional, cartItemId, cartId}; optional items are left out of the totals.",
  z.strictObject({ is_optional: z.boolean({ error: "Must be true or false" }), cartItemId: bodyId(), cartId: cartId() }),
  "activities.cart.manage",
);

export const updateCartStatusEndpoint = cartEndpoint(
  "updateCartStatus",
  `Moves a cart to a status {cartId, status}: one of ${CART_STATUSES.join(", ")}. Staff.`,
  z.strictObject({ cartId: cartId(), status: z.enum(CART_STATUSES, { error: `status must be one of: ${CART_STATUSES.join(", ")}` }) }),
  "activities.queue.updateStatus",
);
export const updateRemarksEndpoint = cartEndpoint(
  "updateRemarks",
  "Sets the cart's remarks {cartId, remarks} (up to 2000 characters; empty clears). Staff.",
  z.strictObject({ cartId: cartId(), remarks: z.string({ error: "Must be text" }).trim().max(2000, { error: "Must be at most 2000 characters" }) }),
  "activities.queue.updateRemarks",
);
export const updateUserIdEndpoint = cartEndpoint(
  "updateUserId",
  "Assigns the cart to a user of the site {cartId, userId} (its prices are then re-checked for that user). Another site's user is 404 'User not found'. Staff.",
  z.strictObject({ cartId: cartId(), userId: bodyId() }),
  "activities.queue.assignUser",
);

// ---- Queue ----

export const ZQueueRequest = z.strictObject({
  status: z.enum(CART_STATUSES, { error: `status must be one of: ${CART_STATUSES.join(", ")}` }).default("new"),
  page: z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(100_000).default(1),
});
export const ZQueueCart = z.object({
  id: z.number(),
  status: z.enum(CART_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  adults: z.number(),
  children: z.number(),
  remarks: z.string(),
  userId: z.number(),
  userName: z.string(),
  companyName: z.string().nullable(),
  itemCount: z.number(),
  kartId: z.number().nullable(),
  quotationId: z.string().nullable().describe("The reference of the quotation made from the cart."),
  updatedAt: z.string(),
});
export type TQueueCart = z.infer<typeof ZQueueCart>;
export const ZQueueAnswer = z.object({
  carts: z.array(ZQueueCart),
  statusCounts: z.object(Object.fromEntries(CART_STATUSES.map((s) => [s, z.number()])) as Record<TCartStatus, z.ZodNumber>),
  page: z.number(),
  totalPages: z.number(),
  totalRecords: z.number(),
});
export type TQueueAnswer = z.infer<typeof ZQueueAnswer>;

export const getQueueEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activities/queue/getQueue",
  summary: `The site's carts of one status {status (default new), page (${QUEUE_PAGE_SIZE} a page, latest change first)} with the count of carts per status. Staff.`,
  tag: "activities",
  auth: "user",
  permission: "activities.queue.view",
  body: ZQueueRequest,
  response: ZQueueAnswer,
});

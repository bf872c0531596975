import { z } from "zod";
import { Messages } from "@/lib/constants";
import { MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";
import { idempotencyKey, ZProductCheckout, ZProductPaymentMethod, ZProductPaymentView } from "./product-payments";

/*
 * Fixed departures (issue 15, decision 0047; spec 001 route table: /fixed-departures,
 * /flight/fixedDeparture/print/{fdSlug}; spec 000: fixedDepartureQueue). The spec names no
 * endpoints or fields for them: these are ours. Prices are the customer's, after their markup
 * group's fixed-departure rule; paying goes through the product payments core.
 */

export const MAX_FD_PASSENGERS = 9;

export const FixedDepartureMessages = {
  notFound: "Fixed departure not found",
  bookingNotFound: "Booking not found",
  notOnSale: "This departure is no longer on sale",
  notEnoughSeats: "Not enough seats left on this departure",
  passengers: `Please enter 1 to ${MAX_FD_PASSENGERS} passengers`,
  adult: "At least one adult is required",
  infants: "Each infant must travel with an adult",
  paxType: "Please choose the passenger type",
  title: "Please choose a title",
  firstName: "Please enter the first name",
  lastName: "Please enter the last name",
  // Staff form
  titleText: "Please enter a title",
  airport: "Please enter a 3-letter airport code",
  date: "Please enter a valid date",
  pastDate: "The departure cannot be in the past",
  returnBefore: "The return must be on or after the departure",
  pnr: "Please enter the airline PNR (5 to 8 letters or digits)",
  seats: "Seats must be between 1 and 500",
  price: "Please enter a valid price",
  currency: "Please enter a 3-letter currency code",
  days: "Days must be between 0 and 120",
  namesAfterBalance: "Names cannot be due before the balance",
  segments: "Please enter at least one flight",
  airline: "Please enter the 2-letter airline code",
  flightNumber: "Please enter the flight number",
  time: "Please enter a date and time",
  deposit: "The deposit cannot be more than the adult price",
  saved: "Fixed departure saved",
  seatsBelowSold: "Seats cannot be fewer than those already sold",
  // Network and balance (decision 0052)
  supplierFunds: "This departure cannot be booked right now: the supplier account is short of funds",
  nothingDue: "Nothing is due on this booking",
  bookingCancelled: "This booking is cancelled",
  awaitingPayment: "This booking is still awaiting its first payment",
  namesClosed: "Names can no longer be changed: the name deadline has passed",
  samePartyTypes: "Passenger types cannot change: book again for a different party",
  namesSaved: "Passenger names saved",
} as const;

const PAX_TITLES = ["Mr", "Mrs", "Ms", "Miss", "Mstr"] as const;

export const ZFdPassenger = z.strictObject({
  paxType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: FixedDepartureMessages.paxType }),
  title: z.enum(PAX_TITLES, { error: FixedDepartureMessages.title }),
  firstName: z.string({ error: FixedDepartureMessages.firstName }).trim().min(1, { error: FixedDepartureMessages.firstName }).max(60, { error: FixedDepartureMessages.firstName }),
  lastName: z.string({ error: FixedDepartureMessages.lastName }).trim().min(1, { error: FixedDepartureMessages.lastName }).max(60, { error: FixedDepartureMessages.lastName }),
});
export type TFdPassenger = z.infer<typeof ZFdPassenger>;

const recordId = (message: string) => z.coerce.number({ error: Messages.required }).int({ error: message }).positive({ error: message }).max(MAX_DB_INT, { error: message });

export const ZFdSegment = z.object({ airlineCode: z.string(), flightNumber: z.string(), origin: z.string(), destination: z.string(), departAt: z.string(), arriveAt: z.string() });

/** A departure as a customer sees it: prices per passenger type after their markup (major units). */
export const ZFixedDepartureView = z.object({
  id: z.number(),
  title: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  segments: z.array(ZFdSegment),
  seatsLeft: z.number(),
  adultPrice: z.number(),
  childPrice: z.number(),
  infantPrice: z.number(),
  depositPerSeat: z.number(),
  currency: z.string(),
  balanceDueDate: z.string(),
  namesDueDate: z.string(),
  /** A FixedDeparture supplier's departure on a consumer site (decision 0052): the supplier's name; null for the site's own. */
  supplierName: z.string().nullable(),
});
export type TFixedDepartureView = z.infer<typeof ZFixedDepartureView>;

export const searchFixedDeparturesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/search",
  summary:
    "Departures on sale (open, departing after their name deadline, seats left), soonest first, priced for the caller (their markup group's fixedDeparture rule; anonymous and retail: the site's prices). Public like /fixed-departures (lock mode applies to the page).",
  tag: "fixedDepartures",
  auth: "public",
  body: z.strictObject({ origin: z.string().trim().max(3).optional(), destination: z.string().trim().max(3).optional() }).optional(),
  response: z.object({ result: z.array(ZFixedDepartureView) }),
});

export const ZBookFixedDepartureRequest = z
  .strictObject({
    departureId: recordId(FixedDepartureMessages.notFound),
    passengers: z.array(ZFdPassenger, { error: FixedDepartureMessages.passengers }).min(1, { error: FixedDepartureMessages.passengers }).max(MAX_FD_PASSENGERS, { error: FixedDepartureMessages.passengers }),
    method: ZProductPaymentMethod,
    idempotencyKey: idempotencyKey(),
  })
  .superRefine((v, ctx) => {
    const adults = v.passengers.filter((p) => p.paxType === 1).length;
    const infants = v.passengers.filter((p) => p.paxType === 3).length;
    if (adults === 0) ctx.addIssue({ code: "custom", path: ["passengers"], message: FixedDepartureMessages.adult });
    else if (infants > adults) ctx.addIssue({ code: "custom", path: ["passengers"], message: FixedDepartureMessages.infants });
  });
export type TBookFixedDepartureRequest = z.infer<typeof ZBookFixedDepartureRequest>;

export const FD_BOOKING_STATUS_LABELS = { pending: "Awaiting payment", confirmed: "Deposit paid", paid: "Paid", cancelled: "Cancelled" } as const;

export const ZFdBookingView = z.object({
  id: z.number(),
  reference: z.string(),
  /** The print page's slug (/flight/fixedDeparture/print/{fdSlug}). */
  fdSlug: z.string(),
  status: z.enum(["pending", "confirmed", "paid", "cancelled"]),
  departureId: z.number(),
  title: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  pnr: z.string().nullable(),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  passengers: z.array(z.object({ paxType: z.number(), title: z.string(), firstName: z.string(), lastName: z.string() })),
  /** Major units. */
  amount: z.number(),
  depositAmount: z.number(),
  paidAmount: z.number(),
  balanceDue: z.number(),
  currency: z.string(),
  balanceDueDate: z.string(),
  namesDueDate: z.string(),
  bookedBy: z.string(),
  /** Consumer side of a network booking (decision 0052): the supplier whose departure it is; else null. */
  supplierName: z.string().nullable(),
  createdAt: z.string(),
});
export type TFdBookingView = z.infer<typeof ZFdBookingView>;

export const bookFixedDepartureEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/book",
  summary:
    "Books seats (adults and children take a seat, infants a lap) with the passengers' names and pays the deposit (deposit per seat; the whole amount when the balance is already due) by wallet or gateway through the product payments core. The seats are taken in the payment's transaction by a conditional update: 409 'Not enough seats left on this departure' takes no money. A retry with the same idempotencyKey answers the first attempt.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.book",
  body: ZBookFixedDepartureRequest,
  response: z.object({ booking: ZFdBookingView, payment: ZProductPaymentView, checkout: ZProductCheckout.nullable() }),
});

export const fixedDepartureQueueEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/queue",
  summary: "The fixed-departure queue (spec 000 fixedDepartureQueue): staff see every booking of the site, others their own; newest first.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.view",
  body: z.strictObject({}).optional(),
  response: z.object({ result: z.array(ZFdBookingView) }),
});

const airport = () =>
  z
    .string({ error: FixedDepartureMessages.airport })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: FixedDepartureMessages.airport });
const isoDate = () =>
  z
    .string({ error: FixedDepartureMessages.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: FixedDepartureMessages.date })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: FixedDepartureMessages.date });
const money = () => z.coerce.number({ error: FixedDepartureMessages.price }).min(0, { error: FixedDepartureMessages.price }).max(10_000_000, { error: FixedDepartureMessages.price });
const dayCount = () => z.coerce.number({ error: FixedDepartureMessages.days }).int({ error: FixedDepartureMessages.days }).min(0, { error: FixedDepartureMessages.days }).max(120, { error: FixedDepartureMessages.days });
const dateTime = () => z.string({ error: FixedDepartureMessages.time }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: FixedDepartureMessages.time });

export const ZSaveFixedDepartureRequest = z
  .strictObject({
    id: recordId(FixedDepartureMessages.notFound).optional(),
    title: z.string({ error: FixedDepartureMessages.titleText }).trim().min(3, { error: FixedDepartureMessages.titleText }).max(120, { error: FixedDepartureMessages.titleText }),
    origin: airport(),
    destination: airport(),
    departureDate: isoDate(),
    returnDate: isoDate().nullable().optional(),
    isDomestic: z.boolean().optional(),
    segments: z
      .array(
        z.strictObject({
          airlineCode: z
            .string({ error: FixedDepartureMessages.airline })
            .trim()
            .toUpperCase()
            .regex(/^[A-Z0-9]{2}$/, { error: FixedDepartureMessages.airline }),
          flightNumber: z
            .string({ error: FixedDepartureMessages.flightNumber })
            .trim()
            .regex(/^\d{1,4}$/, { error: FixedDepartureMessages.flightNumber }),
          origin: airport(),
          destination: airport(),
          departAt: dateTime(),
          arriveAt: dateTime(),
        }),
        { error: FixedDepartureMessages.segments },
      )
      .min(1, { error: FixedDepartureMessages.segments })
      .max(6, { error: FixedDepartureMessages.segments }),
    pnr: z
      .string({ error: FixedDepartureMessages.pnr })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,8}$/, { error: FixedDepartureMessages.pnr }),
    seatsTotal: z.coerce.number({ error: FixedDepartureMessages.seats }).int({ error: FixedDepartureMessages.seats }).min(1, { error: FixedDepartureMessages.seats }).max(500, { error: FixedDepartureMessages.seats }),
    /** Major units. */
    adultPrice: money().refine((v) => v > 0, { error: FixedDepartureMessages.price }),
    childPrice: money(),
    infantPrice: money(),
    depositPerSeat: money(),
    currency: z
      .string({ error: FixedDepartureMessages.currency })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: FixedDepartureMessages.currency }),
    balanceDueDays: dayCount(),
    namesDueDays: dayCount(),
  })
  .superRefine((v, ctx) => {
    if (v.departureDate < new Date().toISOString().slice(0, 10)) ctx.addIssue({ code: "custom", path: ["departureDate"], message: FixedDepartureMessages.pastDate });
    if (v.returnDate && v.returnDate < v.departureDate) ctx.addIssue({ code: "custom", path: ["returnDate"], message: FixedDepartureMessages.returnBefore });
    if (v.namesDueDays > v.balanceDueDays) ctx.addIssue({ code: "custom", path: ["namesDueDays"], message: FixedDepartureMessages.namesAfterBalance });
    if (v.depositPerSeat > v.adultPrice) ctx.addIssue({ code: "custom", path: ["depositPerSeat"], message: FixedDepartureMessages.deposit });
  });
export type TSaveFixedDepartureRequest = z.infer<typeof ZSaveFixedDepartureRequest>;

/** A departure as staff see it: base prices (major units) and the seat counts. */
export const ZStaffFixedDepartureView = ZFixedDepartureView.extend({
  pnr: z.string(),
  isDomestic: z.boolean(),
  seatsTotal: z.number(),
  seatsSold: z.number(),
  seatsReleased: z.number(),
  balanceDueDays: z.number(),
  namesDueDays: z.number(),
  status: z.enum(["open", "closed", "cancelled"]),
});
export type TStaffFixedDepartureView = z.infer<typeof ZStaffFixedDepartureView>;

export const saveFixedDepartureEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/saveDeparture",
  summary:
    "Staff load a departure (no id) or edit one (id): flights, PNR, seats, prices per adult, child and infant (major units), deposit per seat, balance and names due N days before departure. Seats cannot go below those sold (409). Another site's departure 404.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.manage",
  userTypes: ["staff"],
  body: ZSaveFixedDepartureRequest,
  response: z.object({ departure: ZStaffFixedDepartureView, message: z.string() }),
});

export const listStaffFixedDeparturesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/listDepartures",
  summary: "Every departure of the site for staff (base prices, seats total, sold, released and left), soonest first.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.manage",
  userTypes: ["staff"],
  body: z.strictObject({}).optional(),
  response: z.object({ result: z.array(ZStaffFixedDepartureView) }),
});

export const ZPayFdBalanceRequest = z.strictObject({
  bookingId: recordId(FixedDepartureMessages.bookingNotFound),
  method: ZProductPaymentMethod,
  idempotencyKey: idempotencyKey(),
});
export type TPayFdBalanceRequest = z.infer<typeof ZPayFdBalanceRequest>;

export const payFdBalanceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/payBalance",
  summary:
    "The booking's owner pays what is still due (amount - paid) by wallet or gateway through the product payments core (decision 0052); paid in full the booking becomes 'paid'. 409 'Nothing is due on this booking', 'This booking is cancelled', 'This booking is still awaiting its first payment'. Another user's or site's booking 404. A retry with the same idempotencyKey answers the first attempt.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.book",
  body: ZPayFdBalanceRequest,
  response: z.object({ booking: ZFdBookingView, payment: ZProductPaymentView, checkout: ZProductCheckout.nullable() }),
});

export const ZUpdateFdPassengersRequest = z.strictObject({
  bookingId: recordId(FixedDepartureMessages.bookingNotFound),
  passengers: z.array(ZFdPassenger, { error: FixedDepartureMessages.passengers }).min(1, { error: FixedDepartureMessages.passengers }).max(MAX_FD_PASSENGERS, { error: FixedDepartureMessages.passengers }),
});
export type TUpdateFdPassengersRequest = z.infer<typeof ZUpdateFdPassengersRequest>;

export const updateFdPassengersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fixedDeparture/updatePassengers",
  summary:
    "The booking's owner corrects the passengers' titles and names until the name deadline (decision 0052): the same number of passengers of the same types in the same order (prices depend on them). 409 'Names can no longer be changed: the name deadline has passed', 'This booking is cancelled', 'This booking is still awaiting its first payment'; 400 'Passenger types cannot change: book again for a different party'. A network booking's supplier copy gets the same names. Another user's or site's booking 404.",
  tag: "fixedDepartures",
  auth: "user",
  permission: "flights.fixedDepartures.book",
  body: ZUpdateFdPassengersRequest,
  response: z.object({ booking: ZFdBookingView, message: z.string() }),
});

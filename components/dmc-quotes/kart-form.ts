/*
 * The quotation builder's draft (decision 0043): what the form holds, how it becomes a kart/saveKart
 * body, how a saved itinerary (kart/getKartById) or an enquiry link (?kartName&customerId&...) fills
 * it, and the client-side check against the shared contract (every field error at once, then the
 * first itinerary rule) so a message shows once, in the form, before anything is sent.
 */
import { checkKartRules, ZSaveKartRequest, type TSaveKartInput } from "@/lib/contracts/dmc-quotes";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import { customerLabel } from "@/lib/dmc-labels";

export type Leg = { purpose: "pickup" | "drop"; date: string; time: string; pickupLocation: string; dropLocation: string };
type Transferable = { transferType: string; sharingBasis: string; transfers: Leg[] };
export type AccDraft = Transferable & {
  roomTypeId: number;
  accomodationId: number;
  checkinDate: string;
  noOfNights: number;
  numberOfRooms: number;
  price: number;
  currency: string;
  singleRoomPrice: number;
  singleRoomCount: number;
  doubleRoomPrice: number;
  doubleRoomCount: number;
  extraAdultPrice: number;
  extraAdultCount: number;
  childWithBedPrice: number;
  childWithBedCount: number;
  childWithoutBedPrice: number;
  childWithoutBedCount: number;
  explanation?: TPriceAnswer;
  /** The server's verdict at the last save: why the rate engine could not fully price the line (decision 0062). */
  unpricedReason?: string | null;
};
export type ActDraft = Transferable & { tourOptionId: number; startDate: string; time: string; price: number; currency: string; explanation?: TPriceAnswer; unpricedReason?: string | null };
export type MiscDraft = { name: string; description: string; price: number; currency: string; startDate: string };
export type FlightDraft = { airlineCode: string; flightNo: string; origin: string; destination: string; departureDate: string; departureTime: string; arrivalDate: string; arrivalTime: string; pnr: string; price: number; currency: string };
export type PaxDraft = { title: string; firstName: string; lastName: string; dateOfBirth: string; paxType: 1 | 2 | 3 };
export type Header = {
  id?: number;
  customerId: number;
  customerLabel: string;
  kartName: string;
  adults: number;
  child: number;
  infant: number;
  arrivalDate: string;
  noOfDays: number;
  noOfNights: number;
  quoteValidyInDays: number;
  paymentDeadline: string;
  currency: string;
  serviceCharge: number;
  remittanceCharge: number;
  discount: number;
  collectedPayment: number;
  priceBreakup: string;
  remark: string;
  isAgentBranding: boolean;
};
export type Draft = { h: Header; acc: AccDraft[]; act: ActDraft[]; misc: MiscDraft[]; flights: FlightDraft[]; pax: PaxDraft[] };

export const emptyHeader = (): Header => ({ customerId: 0, customerLabel: "", kartName: "", adults: 1, child: 0, infant: 0, arrivalDate: "", noOfDays: 1, noOfNights: 0, quoteValidyInDays: 7, paymentDeadline: "", currency: "USD", serviceCharge: 0, remittanceCharge: 0, discount: 0, collectedPayment: 0, priceBreakup: "full", remark: "", isAgentBranding: false });
export const emptyDraft = (): Draft => ({ h: emptyHeader(), acc: [], act: [], misc: [], flights: [], pax: [] });
export const emptyFlight = (currency: string, date: string): FlightDraft => ({ airlineCode: "", flightNo: "", origin: "", destination: "", departureDate: date, departureTime: "", arrivalDate: date, arrivalTime: "", pnr: "", price: 0, currency });
export const accRates = ["singleRoom", "doubleRoom", "extraAdult", "childWithBed", "childWithoutBed"] as const;

const orNull = (v: string) => (v ? v : null);
const legs = (t: Leg[]) => t.map((l) => ({ purpose: l.purpose, date: orNull(l.date), time: orNull(l.time), pickupLocation: l.pickupLocation, dropLocation: l.dropLocation }));
type TT = "" | "oneway" | "return";

/** The draft as the kart/saveKart body (the contract's input). */
export function toBody(d: Draft): TSaveKartInput {
  const { customerLabel: _label, ...h } = d.h;
  void _label;
  return {
    ...h,
    arrivalDate: orNull(h.arrivalDate),
    paymentDeadline: orNull(h.paymentDeadline),
    priceBreakup: h.priceBreakup as TSaveKartInput["priceBreakup"],
    accomodations: d.acc.map((l) => {
      const { explanation: _e, unpricedReason: _u, transfers, transferType, sharingBasis, checkinDate, ...rest } = l;
      void _e;
      void _u;
      return { ...rest, checkinDate: orNull(checkinDate), transferType: transferType as TT, sharingBasis: (sharingBasis || null) as never, transfers: legs(transfers) };
    }),
    activities: d.act.map((l) => ({ tourOptionId: l.tourOptionId, startDate: orNull(l.startDate), time: orNull(l.time), price: l.price, currency: l.currency, transferType: l.transferType as TT, sharingBasis: (l.sharingBasis || null) as never, transfers: legs(l.transfers) })),
    miscellaneous: d.misc.map((m) => ({ ...m, startDate: orNull(m.startDate) })),
    flights: d.flights.map((f) => ({ ...f, departureDate: orNull(f.departureDate), departureTime: orNull(f.departureTime), arrivalDate: orNull(f.arrivalDate), arrivalTime: orNull(f.arrivalTime), pnr: f.pnr || undefined })),
    passengers: d.pax.map((p) => ({ ...p, dateOfBirth: orNull(p.dateOfBirth) })),
  };
}

/** Every field error of the contract at once (key "flights.0.airlineCode"), else the first itinerary rule's message. */
export function checkDraft(d: Draft): { fields: Record<string, string>; rule: string | null } {
  const parsed = ZSaveKartRequest.safeParse(toBody(d));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join(".");
      if (!(key in fields)) fields[key] = issue.message;
    }
    return { fields, rule: null };
  }
  // The form's own estimate of the total (selling currency lines only) for the collected-payment rule; the server rechecks with its rates.
  const k = parsed.data;
  const lines = [...k.accomodations, ...k.activities, ...k.miscellaneous, ...k.flights].filter((l) => l.currency === k.currency);
  const mixed = [...k.accomodations, ...k.activities, ...k.miscellaneous, ...k.flights].some((l) => l.currency !== k.currency);
  const total = mixed ? Number.MAX_SAFE_INTEGER : Math.max(0, lines.reduce((s, l) => s + l.price, 0) + k.serviceCharge + k.remittanceCharge - k.discount);
  return { fields: {}, rule: checkKartRules(k, total) };
}

const s = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const n = (v: unknown, dflt = 0) => (typeof v === "number" ? v : dflt);
type Loaded = Record<string, unknown> & { customer?: { firstName: string; lastName: string | null; companyName: string | null; email: string | null } | null };
type LineIn = Record<string, unknown>;
const legsIn = (v: unknown): Leg[] => (Array.isArray(v) ? (v as LineIn[]).map((l) => ({ purpose: l.purpose === "drop" ? "drop" : "pickup", date: s(l.date), time: s(l.time), pickupLocation: s(l.pickupLocation), dropLocation: s(l.dropLocation) })) : []);

const unpriced = (l: LineIn) => (typeof l.unpricedReason === "string" ? l.unpricedReason : null);

/** A saved itinerary (kart/getKartById) as a draft to edit. */
export function fromKart(k: Loaded): Draft {
  const list = (key: string) => (Array.isArray(k[key]) ? (k[key] as LineIn[]) : []);
  const h: Header = {
    id: n(k.id),
    customerId: n(k.customerId),
    customerLabel: k.customer ? customerLabel(k.customer) : `Customer ${s(k.customerId)}`,
    kartName: s(k.kartName),
    adults: n(k.adults, 1),
    child: n(k.child),
    infant: n(k.infant),
    arrivalDate: s(k.arrivalDate),
    noOfDays: n(k.noOfDays),
    noOfNights: n(k.noOfNights),
    quoteValidyInDays: n(k.quoteValidyInDays),
    paymentDeadline: s(k.paymentDeadline),
    currency: s(k.currency) || "USD",
    serviceCharge: n(k.serviceCharge),
    remittanceCharge: n(k.remittanceCharge),
    discount: n(k.discount),
    collectedPayment: n(k.collectedPayment),
    priceBreakup: s(k.priceBreakup) || "full",
    remark: s(k.remark),
    isAgentBranding: k.isAgentBranding === true,
  };
  const transfer = (l: LineIn) => ({ transferType: s(l.transferType), sharingBasis: s(l.sharingBasis), transfers: legsIn(l.transfers) });
  return {
    h,
    acc: list("accomodations").map((l) => ({
      roomTypeId: n(l.roomTypeId),
      accomodationId: n(l.accomodationId),
      checkinDate: s(l.checkinDate),
      noOfNights: n(l.noOfNights, 1),
      numberOfRooms: n(l.numberOfRooms, 1),
      price: n(l.price),
      currency: s(l.currency),
      ...Object.fromEntries(accRates.flatMap((r) => [[`${r}Price`, n(l[`${r}Price`])], [`${r}Count`, n(l[`${r}Count`])]])),
      ...transfer(l),
      unpricedReason: unpriced(l),
    }) as AccDraft),
    act: list("activities").map((l) => ({ tourOptionId: n(l.tourOptionId), startDate: s(l.startDate), time: s(l.time), price: n(l.price), currency: s(l.currency), ...transfer(l), unpricedReason: unpriced(l) })),
    misc: list("miscellaneous").map((l) => ({ name: s(l.name), description: s(l.description), price: n(l.price), currency: s(l.currency), startDate: s(l.startDate) })),
    flights: list("flights").map((l) => ({ airlineCode: s(l.airlineCode), flightNo: s(l.flightNo), origin: s(l.origin), destination: s(l.destination), departureDate: s(l.departureDate), departureTime: s(l.departureTime), arrivalDate: s(l.arrivalDate), arrivalTime: s(l.arrivalTime), pnr: s(l.pnr), price: n(l.price), currency: s(l.currency) })),
    pax: list("passengers").map((p) => ({ title: s(p.title), firstName: s(p.firstName), lastName: s(p.lastName), dateOfBirth: s(p.dateOfBirth), paxType: (n(p.paxType, 1) as 1 | 2 | 3) })),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const int = (v: string | null, min: number, max: number) => {
  if (v === null || !/^\d{1,10}$/.test(v)) return undefined;
  const x = Number(v);
  return x >= min && x <= max ? x : undefined;
};

/**
 * A new quotation from an enquiry link: /staff/dmc-quotes?kartName&customerId&arrivalDate&noOfNights&adults&child&infant,
 * every one optional; a value that does not fit the contract is left at its default. Days follow nights (nights + 1).
 */
export function prefillHeader(q: { get: (k: string) => string | null }): Partial<Header> {
  const out: Partial<Header> = {};
  const name = q.get("kartName")?.trim();
  if (name) out.kartName = name.slice(0, 200);
  const customerId = int(q.get("customerId"), 1, 2_147_483_647);
  if (customerId !== undefined) {
    out.customerId = customerId;
    out.customerLabel = `Customer ${customerId}`;
  }
  const arrival = q.get("arrivalDate");
  if (arrival && DATE.test(arrival) && !Number.isNaN(Date.parse(`${arrival}T00:00:00Z`))) out.arrivalDate = arrival;
  const nights = int(q.get("noOfNights"), 0, 90);
  if (nights !== undefined) {
    out.noOfNights = nights;
    out.noOfDays = Math.min(90, nights + 1);
  }
  const adults = int(q.get("adults"), 1, 50);
  if (adults !== undefined) out.adults = adults;
  const child = int(q.get("child"), 0, 50);
  if (child !== undefined) out.child = child;
  const infant = int(q.get("infant"), 0, 50);
  if (infant !== undefined) out.infant = infant;
  return out;
}

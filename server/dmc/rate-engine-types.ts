import type { MarkupRule } from "@/server/pricing/types";
import type { CandidateRate, RateVerdict } from "./rate-selection";

/*
 * The rate engine's inputs and outputs (issue 13, decision 0036). Money is integer minor units in
 * the rate's own currency; nothing is converted.
 */

export type TicketRate = CandidateRate & { tourOptionId: number; adultAmount: number; childAmount: number; isPerPax: boolean };
export type TransferRate = CandidateRate & { tourOptionId: number; amount: number; isPerPax: boolean; sharingBasis: string; transferType: string };
export type AreaTransferRate = CandidateRate & { fromAreaId: number; toAreaId: number; amount: number; isPerPax: boolean; transferType: string; sharingBasis: string };
export type RoomRate = CandidateRate & {
  roomTypeId: number;
  singleRoomPrice: number;
  doubleRoomPrice: number;
  extraAdultPrice: number;
  childWithBedPrice: number;
  childWithoutBedPrice: number;
};
export type Combo = { id: number; name: string; currency: string; amount: number; tourOptionIds: number[] };

/** Everything the lines of one request need, read by the loader in a fixed number of queries. */
export type RateCatalogue = {
  ticketRates: Map<number, TicketRate[]>;
  transferRates: Map<number, TransferRate[]>;
  /** Keyed by `${fromAreaId}|${toAreaId}`. */
  areaTransfers: Map<string, AreaTransferRate[]>;
  roomRates: Map<number, RoomRate[]>;
  combos: Map<number, Combo>;
  /** Names for the sentences: tour options, areas, room types ("Deluxe, Hotel X"). */
  tourOptionNames: Map<number, string>;
  areaNames: Map<number, string>;
  roomTypeNames: Map<number, string>;
};

export type MarketChoice = { id: number; name: string; source: "customer" | "default"; text: string };

export type PricingParty = {
  market: MarketChoice;
  marketNames: ReadonlyMap<number, string>;
  /** The site's default market: an item with no valid rate in the party's market is priced on its rate here (decision 0063). */
  defaultMarket: { id: number; name: string } | null;
  /** The customer's markup group's winning activity rule; null = no markup. */
  markup: MarkupRule | null;
  markupText: string;
};

export type TransferChoice = { sharingBasis: string; transferType: string };

export type TourOptionLine = { kind: "tourOption"; tourOptionId: number; date: string; adults: number; children: number; transfer: TransferChoice | null; comboId: number | null };
export type AreaTransferLine = { kind: "areaTransfer"; fromAreaId: number; toAreaId: number; purpose: string; sharingBasis: string; date: string; adults: number; children: number };
export type HotelLine = { kind: "hotel"; roomTypeId: number; checkinDate: string; nights: number; rooms: number; adults: number; childrenWithBed: number; childrenWithoutBed: number };
export type PriceLine = TourOptionLine | AreaTransferLine | HotelLine;

export type Money = { currency: string; amount: number };

/** One priced part of a line: a ticket, a transfer, a run of hotel nights on one rate. */
export type PriceComponent = {
  kind: "ticket" | "transfer" | "areaTransfer" | "room";
  label: string;
  rateId: number | null;
  currency: string | null;
  amount: number;
  /** "2 adults x USD 40.00 + 1 child x USD 30.00 = USD 110.00", or why there is no price. */
  computation: string;
  /** The winning rate first, then every other rate of the item with its reason. */
  verdicts: RateVerdict[];
};

export type PriceAdjustment = { kind: "markup" | "markupDiscount" | "comboDiscount"; currency: string; amount: number; text: string };

/** A hotel line's room composition (issue 25): count and price per unit for the whole stay, minor units. */
export type RoomCompositionItem = { key: "singleRoom" | "doubleRoom" | "extraAdult" | "childWithBed" | "childWithoutBed"; label: string; count: number; unitPrice: number; currency: string };

export type LinePrice = {
  kind: PriceLine["kind"];
  label: string;
  /** false when a needed rate is missing: then error says which, and totals are empty. */
  isPriced: boolean;
  error: string | null;
  components: PriceComponent[];
  adjustments: PriceAdjustment[];
  totals: Money[];
  /** Hotel lines: the room composition at the selling price (absent when not fully priced in one currency). */
  composition?: RoomCompositionItem[];
};

export type PriceAnswer = { market: MarketChoice; markup: string; lines: LinePrice[]; totals: Money[] };

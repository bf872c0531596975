// Flight search results for the filter tests and bench/filters.ts, built locally (no server code).
import type { FareType, TFlightResult, TSegment } from "@/lib/contracts/flights";

type Airport = { code: string; name: string; city: string; cityCode: string };

export const AIRPORTS: Record<string, Airport> = {
  DEL: { code: "DEL", name: "Indira Gandhi International Airport", city: "Delhi", cityCode: "DEL" },
  BOM: { code: "BOM", name: "Chhatrapati Shivaji Maharaj International Airport", city: "Mumbai", cityCode: "BOM" },
  BLR: { code: "BLR", name: "Kempegowda International Airport", city: "Bengaluru", cityCode: "BLR" },
  HYD: { code: "HYD", name: "Rajiv Gandhi International Airport", city: "Hyderabad", cityCode: "HYD" },
  MAA: { code: "MAA", name: "Chennai International Airport", city: "Chennai", cityCode: "MAA" },
  CCU: { code: "CCU", name: "Netaji Subhas Chandra Bose International Airport", city: "Kolkata", cityCode: "CCU" },
  DXB: { code: "DXB", name: "Dubai International Airport", city: "Dubai", cityCode: "DXB" },
  IDR: { code: "IDR", name: "Devi Ahilya Bai Holkar Airport", city: "Indore", cityCode: "IDR" },
  NMI: { code: "NMI", name: "Navi Mumbai International Airport", city: "Mumbai", cityCode: "BOM" },
};

export const AIRLINES: Record<string, string> = { "6E": "IndiGo", AI: "Air India", UK: "Vistara", SG: "SpiceJet", QP: "Akasa Air", EK: "Emirates" };

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025-05-12" + minutes after its midnight -> local ISO (rolls into the next days). */
export function localTime(date: string, minutes: number): string {
  const base = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const d = new Date(base);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

export type SegmentSpec = {
  from: string;
  to: string;
  /** Local departure "YYYY-MM-DDTHH:mm:ss". */
  dep: string;
  minutes?: number;
  airline?: string;
  flightNumber?: string;
  ground?: number;
} & Partial<TSegment>;

export function makeSegment(spec: SegmentSpec): TSegment {
  const { from, to, dep, minutes = 120, airline = "6E", flightNumber = "203", ground = 0, ...rest } = spec;
  const o = AIRPORTS[from] ?? { code: from, name: `${from} Airport`, city: from, cityCode: from };
  const d = AIRPORTS[to] ?? { code: to, name: `${to} Airport`, city: to, cityCode: to };
  const depMinutes = Number(dep.slice(11, 13)) * 60 + Number(dep.slice(14, 16));
  return {
    airlineName: AIRLINES[airline] ?? airline,
    airlineCode: airline,
    flightNumber,
    fareClass: "Y",
    originAirportCode: o.code,
    originAirportName: o.name,
    originCityName: o.city,
    originTerminal: "1",
    destinationAirportCode: d.code,
    destinationAirportName: d.name,
    destinationCityName: d.city,
    destinationCityCode: d.cityCode,
    destinationTerminal: "2",
    departureTime: dep,
    arrivalTime: localTime(dep.slice(0, 10), depMinutes + minutes),
    durationMinutes: minutes,
    groundTimeMinutes: ground,
    flightStatus: "Confirmed",
    airlinePnr: "",
    baggage: "15 Kg",
    cabinBaggage: "7 Kg",
    craft: "320",
    stopPoint: "",
    stopPointArrivalTime: "",
    stopPointDepartureTime: "",
    operatingCarrier: "",
    ...rest,
  };
}

export type ResultSpec = {
  price: number;
  legs: TSegment[][];
  isRefundable?: boolean;
  fareType?: FareType;
  resultIndex?: string;
};

let counter = 0;

export function makeResult({ price, legs, isRefundable = true, fareType = "normal", resultIndex }: ResultSpec): TFlightResult {
  counter++;
  return {
    resultIndex: resultIndex ?? `1~R${counter}`,
    source: "Simulated",
    isLcc: true,
    isRefundable,
    fareType,
    segments: legs,
    publishedPrice: price,
    fare: {
      currency: "INR",
      baseFare: Math.round(price * 80) / 100,
      tax: Math.round(price * 20) / 100,
      otherCharges: 0,
      publishedFare: price,
      offeredFare: price,
      commissionEarned: 0,
      tdsOnCommission: 0,
      discount: 0,
      markup: 0,
      gstOnMarkup: 0,
      totalPayable: price,
      totalPayableAmt: price,
      totalFare: price,
      roundedTotalFare: Math.round(price),
      txnFee: 0,
      baggageMealCharges: 0,
      userMergeTxnFeeTaxes: 0,
    },
    fareBreakdown: [{ paxType: 1, passengerCount: 1, baseFare: price, tax: 0, offeredOtherCharges: 0, publishedPrice: price, publishedFare: price }],
    lastTicketDate: null,
    airlineRemark: "",
  };
}

/** Deterministic pseudo-random numbers (mulberry32). */
function makeRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` realistic one-way results DEL -> BOM/NMI on one date: six airlines, 1 to 3 segments through
 * five hubs, departures round the clock, prices 2,500 to 45,000 with paise, a mix of refundable fares,
 * technical stops and special-return fares.
 */
export function generateResults(count: number, seed = 42, date = "2025-05-12"): TFlightResult[] {
  const random = makeRandom(seed);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const airlines = Object.keys(AIRLINES);
  const hubs = ["BLR", "HYD", "MAA", "CCU", "DXB"];
  const results: TFlightResult[] = [];
  for (let i = 0; i < count; i++) {
    const airline = pick(airlines);
    const segmentCount = random() < 0.45 ? 1 : random() < 0.8 ? 2 : 3;
    const via = [...hubs].sort(() => random() - 0.5).slice(0, segmentCount - 1);
    const stops = ["DEL", ...via, random() < 0.85 ? "BOM" : "NMI"];
    let clock = Math.floor(random() * 24 * 60 / 5) * 5;
    const leg: TSegment[] = [];
    for (let s = 0; s < segmentCount; s++) {
      const minutes = 60 + Math.floor(random() * 180);
      const ground = s === 0 ? 0 : 45 + Math.floor(random() * 240);
      clock += ground;
      const isTechnical = segmentCount === 1 && random() < 0.05;
      const dep = localTime(date, clock);
      leg.push(
        makeSegment({
          from: stops[s],
          to: stops[s + 1],
          dep,
          minutes,
          ground,
          airline,
          flightNumber: String(100 + Math.floor(random() * 900)),
          ...(isTechnical ? { stopPoint: "IDR", stopPointArrivalTime: localTime(date, clock + 60), stopPointDepartureTime: localTime(date, clock + 105) } : {}),
        }),
      );
      clock += minutes;
    }
    const price = Math.round((2500 + random() * 42500) * 100) / 100;
    const fareType: FareType = random() < 0.05 ? "lccSpecialReturn" : "normal";
    results.push(makeResult({ price, legs: [leg], isRefundable: random() < 0.6, fareType, resultIndex: `1~OB${i}` }));
  }
  return results;
}

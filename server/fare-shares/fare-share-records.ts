import "server-only";
import { createHash } from "node:crypto";
import type { TSegment } from "@/lib/contracts/flights";
import type { TSharedFare } from "@/lib/contracts/fare-shares";
import { toMajorUnits } from "@/lib/money";

/** A shared fare as stored in fare_shares.fares: the price in paise (money is integer paise). */
export type SharedFareRecord = { segments: TSegment[][]; fareName: string; baggage: string; isRefundable: boolean; currency: string; pricePaise: number };

export const hashShareToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export const toSharedFare = (f: SharedFareRecord): TSharedFare => ({
  segments: f.segments,
  fareName: f.fareName,
  baggage: f.baggage,
  isRefundable: f.isRefundable,
  currency: f.currency,
  price: toMajorUnits(f.pricePaise),
});

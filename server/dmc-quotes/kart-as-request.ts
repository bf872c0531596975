import "server-only";
import { type TSaveKartInput, ZSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import type { KartView } from "./load-kart";

type Row = Record<string, unknown>;
// Null fields are left out: the contract reads absent as null, and its optional strings take no null.
const pick = (o: Row, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== null).map((k) => [k, o[k]]));
const S = ZSaveKartRequest.shape;
// The keys the contract takes, read from it: a field another part adds to a line travels with it.
const keysOf = (list: { unwrap: () => { element: { shape: object } } }) => Object.keys(list.unwrap().element.shape);
const LEGS = ["purpose", "date", "time", "pickupLocation", "dropLocation"];
const HEADER = Object.keys(S).filter((key) => !["accomodations", "activities", "miscellaneous", "flights", "passengers"].includes(key));
const withLegs = (l: Row) => ({ ...l, transfers: ((l.transfers as Row[] | undefined) ?? []).map((t) => pick(t, LEGS)) });

/**
 * A saved itinerary (loadKart, major units) as the kart/saveKart request that saves it back as it
 * is (decision 0062): the remove endpoints drop their line from it and write it through writeKart.
 * Every field the contract takes is carried when loadKart answers it under the same name.
 */
export function kartAsSaveInput(k: KartView): TSaveKartInput {
  const o = k as unknown as Row;
  const list = (key: string, keys: readonly string[], f: (l: Row) => Row = (l) => l) => ((o[key] as Row[] | undefined) ?? []).map((l) => pick(f(l), keys));
  return {
    ...pick(o, HEADER),
    accomodations: list("accomodations", keysOf(S.accomodations), withLegs),
    activities: list("activities", keysOf(S.activities), withLegs),
    miscellaneous: list("miscellaneous", keysOf(S.miscellaneous)),
    flights: list("flights", keysOf(S.flights)),
    passengers: list("passengers", keysOf(S.passengers)),
  } as unknown as TSaveKartInput;
}

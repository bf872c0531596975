import "server-only";
import type { TSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { writeKart } from "./write-kart";

/**
 * POST kart/saveKart (decision 0040): the whole itinerary, through the one write path of an
 * itinerary (write-kart.ts, decision 0062).
 */
export function saveKart(ctx: UserContext, k: TSaveKartRequest) {
  return writeKart(ctx, k);
}

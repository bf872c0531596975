import "server-only";
import { z } from "zod";
import { ZFareRule, ZSearchResponse } from "@/lib/contracts/flights";
import { SupplierError, type BookingSupplier } from "../types";
import type { ChangeRequestSupplier } from "../change-request-types";
import { createWayfareBooking } from "./wayfare-booking";
import { createWayfareChangeRequests } from "./wayfare-change-requests";
import { createWayfareCall, dataOrThrow, type WayfareSupplierConfig } from "./wayfare-http";
import { fromWayfareResponse, toWayfareSearchBody } from "./wayfare-map";

export type { WayfareSupplierConfig } from "./wayfare-http";

/** A network supplier books without a separate hold step unless the booking is a hold (decision 0032). */
export type WayfareSupplier = ChangeRequestSupplier & { readonly ticketsWithoutBook: true };

/**
 * The `wayfare` adapter (decisions 0030, 0032): another Wayfare site as a flight source, reached over
 * HTTP through its partner API with the key it issued to us: search, fare rules, fare quote,
 * booking (its own setFlightDetails, validateBooking and orderSuccessCallback, which debit our
 * company's wallet there), booking details, release and change requests. Calls run under the
 * caller's signal; failures are SupplierErrors naming no URL or key.
 */
export function createWayfareSupplier(config: WayfareSupplierConfig): WayfareSupplier {
  const name = config.sourceName;
  const call = createWayfareCall(config);
  const booking: Omit<BookingSupplier, "code" | "sourceName" | "search" | "calendarFare" | "fareRules"> = createWayfareBooking(name, call);
  return {
    code: "wayfare",
    sourceName: name,
    ticketsWithoutBook: true,
    async search(request, options) {
      const data = ZSearchResponse.safeParse(dataOrThrow(name, await call("/api/search", toWayfareSearchBody(request), options)));
      if (!data.success) throw new SupplierError(name, `${name} answered a search in an unknown shape`);
      return fromWayfareResponse(data.data);
    },
    async calendarFare() {
      throw new SupplierError(name, `${name} does not offer this yet`);
    },
    async fareRules(request, options) {
      const data = z.object({ result: z.array(ZFareRule) }).safeParse(dataOrThrow(name, await call("/api/getFareRules", { searchId: request.traceId, resultIndex: request.resultIndex }, options)));
      if (!data.success) throw new SupplierError(name, `${name} answered fare rules in an unknown shape`);
      return data.data.result;
    },
    ...booking,
    ...createWayfareChangeRequests(name, call),
  };
}

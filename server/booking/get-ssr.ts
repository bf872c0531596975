import "server-only";
import type { TBookingResultRequest, TSsrResponse } from "@/lib/contracts/booking";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { canBook, type SupplierSsrOptions } from "@/server/suppliers/types";
import { callResultSupplier, loadResultSupplier } from "./fare-quote";

/** The supplier's SSR options in the API's shape: prices in major units with two decimals. */
export function toApiSsr(options: SupplierSsrOptions): TSsrResponse {
  return {
    isLcc: options.isLcc,
    baggage: options.baggage.map((segment) => segment.map((b) => ({ ...b, price: toMajorUnits(b.price) }))),
    meals: options.meals.map((segment) => segment.map((m) => ({ ...m, price: toMajorUnits(m.price) }))),
    mealPreferences: options.mealPreferences.map(({ code, description }) => ({ code, description })),
    seatPreferences: options.seatPreferences.map(({ code, description }) => ({ code, description })),
  };
}

/** POST /api/getSSR (spec 000 section 4, step 4): the result's extras from its supplier; 502 when it fails. */
export async function getSsr(ctx: UserContext, input: TBookingResultRequest): Promise<TSsrResponse> {
  const { stored, loaded, supplierIndex } = await loadResultSupplier(ctx, input);
  const supplier = loaded.supplier;
  if (!canBook(supplier)) throw new AppError("SUPPLIER_ERROR", `${loaded.name} does not sell extras`);
  const options = await callResultSupplier(loaded, (signal) => supplier.ssr({ traceId: stored.traceId, resultIndex: supplierIndex }, { signal, endUserIp: ctx.ip ?? undefined }));
  return toApiSsr(options);
}

import "server-only";
import type { TPassengerViewOptionsRequest } from "@/lib/contracts/booking";
import { getFareRules } from "@/server/flights/get-fare-rules";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { listCountries } from "@/server/masterdata/list-countries";
import { listPhoneCodes } from "@/server/masterdata/list-phone-codes";
import { fareQuote } from "./fare-quote";

/**
 * POST /api/getPassengerViewOptions: what the passenger details page loads at once. TraceId is our
 * searchId; the fare quote decides the outcome (a supplier failure is a 502: the client goes back),
 * while fare rules the supplier cannot give come back empty.
 */
export async function getPassengerViewOptions(ctx: UserContext, input: TPassengerViewOptionsRequest) {
  if (input.TraceId !== input.searchId) {
    throw new AppError("VALIDATION_ERROR", "TraceId: does not match searchId", { shortError: { TraceId: "Does not match searchId" } });
  }
  const request = { searchId: input.searchId, resultIndex: input.ResultIndex };
  const [quote, countries, phoneCodes, fareRules] = await Promise.all([
    fareQuote(ctx, request),
    listCountries(ctx),
    listPhoneCodes(ctx),
    getFareRules(ctx, request).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.code !== "SUPPLIER_ERROR") throw error;
      ctx.log.warn({ message: error.message }, "fare rules unavailable for the passenger page");
      return { result: [] };
    }),
  ]);
  return { countryList: countries.result, phoneCodeList: phoneCodes.result, fareRules: fareRules.result, fareQuote: quote };
}

import "server-only";
import type { TCountry } from "@/lib/contracts/masterdata";
import { DEFAULT_PHONE_COUNTRY, isOfferedPhoneCountry } from "@/lib/phone";
import type { RequestContext } from "@/server/http/context";
import { getCountryRows } from "./list-countries";

/**
 * GET /api/getPhoneCodeList: the country list limited to what the mobile input offers (lib/phone:
 * pk, af, iq, ir, kp, ps excluded, and countries without phone numbering), India first.
 */
export async function listPhoneCodes(ctx: RequestContext): Promise<{ result: TCountry[] }> {
  const offered = (await getCountryRows(ctx)).filter((c) => isOfferedPhoneCountry(c.code));
  const preferred = DEFAULT_PHONE_COUNTRY.toUpperCase();
  return { result: [...offered.filter((c) => c.code === preferred), ...offered.filter((c) => c.code !== preferred)] };
}

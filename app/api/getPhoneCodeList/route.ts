import { getPhoneCodeListEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listPhoneCodes } from "@/server/masterdata/list-phone-codes";

export const GET = route(getPhoneCodeListEndpoint, (ctx) => listPhoneCodes(ctx));

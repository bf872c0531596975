import "server-only";
import type { UserContext } from "@/server/http/context";
import { GATEWAY_DISPLAY_NAMES, getPaymentSettings } from "./payment-settings";

/** POST /api/payment/getActiveGateway: the site's gateway and its display name. */
export async function getActiveGateway(ctx: UserContext) {
  const { activeGateway } = await getPaymentSettings(ctx.site.id);
  return { gateway: activeGateway, displayName: GATEWAY_DISPLAY_NAMES[activeGateway] };
}

import { getMyLegalEntityEndpoint } from "@/lib/contracts/customer-admin";
import { getMyLegalEntity } from "@/server/customers/get-my-legal-entity";
import { route } from "@/server/http/route";

export const GET = route(getMyLegalEntityEndpoint, (ctx) => getMyLegalEntity(ctx));

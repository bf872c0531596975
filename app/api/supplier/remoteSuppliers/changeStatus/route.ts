import { changeRemoteSupplierStatusEndpoint } from "@/lib/contracts/remote-suppliers";
import { route } from "@/server/http/route";
import { changeRemoteSupplierStatus } from "@/server/network/remote-suppliers";

export const POST = route(changeRemoteSupplierStatusEndpoint, (ctx, input) => changeRemoteSupplierStatus(ctx, input));

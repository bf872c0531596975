import { removeRemoteSupplierEndpoint } from "@/lib/contracts/remote-suppliers";
import { route } from "@/server/http/route";
import { removeRemoteSupplier } from "@/server/network/remote-suppliers";

export const POST = route(removeRemoteSupplierEndpoint, (ctx, input) => removeRemoteSupplier(ctx, input));

import { addRemoteSupplierEndpoint } from "@/lib/contracts/remote-suppliers";
import { route } from "@/server/http/route";
import { addRemoteSupplier } from "@/server/network/remote-suppliers";

export const POST = route(addRemoteSupplierEndpoint, (ctx, input) => addRemoteSupplier(ctx, input));

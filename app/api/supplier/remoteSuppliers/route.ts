import { listRemoteSuppliersEndpoint } from "@/lib/contracts/remote-suppliers";
import { route } from "@/server/http/route";
import { listRemoteSuppliers } from "@/server/network/remote-suppliers";

export const GET = route(listRemoteSuppliersEndpoint, (ctx) => listRemoteSuppliers(ctx));

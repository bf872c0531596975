import { deletePackageImageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { deletePackageImage } from "@/server/packages/delete-package-image";

export const POST = route(deletePackageImageEndpoint, (ctx, input) => deletePackageImage(ctx, input));

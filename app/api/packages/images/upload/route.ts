import { uploadPackageImageEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { uploadPackageImage } from "@/server/packages/upload-package-image";

export const POST = route(uploadPackageImageEndpoint, (ctx, input) => uploadPackageImage(ctx, input));

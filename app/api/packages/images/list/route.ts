import { listPackageImagesEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { listPackageImages } from "@/server/packages/list-package-images";

export const GET = route(listPackageImagesEndpoint, (ctx, input) => listPackageImages(ctx.db, input.packageId));

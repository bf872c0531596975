import { reorderPackageImagesEndpoint } from "@/lib/contracts/packages";
import { route } from "@/server/http/route";
import { reorderPackageImages } from "@/server/packages/reorder-package-images";

export const POST = route(reorderPackageImagesEndpoint, (ctx, input) => reorderPackageImages(ctx, input));

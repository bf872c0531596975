import { getUploadedFileEndpoint, ZFileIdParams } from "@/lib/contracts/dashboard";
import { getUploadedFile } from "@/server/files/get-uploaded-file";
import { parseWithSchema } from "@/server/http/input";
import { route } from "@/server/http/route";

export const GET = route(getUploadedFileEndpoint, (ctx) => getUploadedFile(ctx, parseWithSchema(ZFileIdParams, ctx.params).fileId));

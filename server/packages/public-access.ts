import "server-only";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** The public package endpoints follow lock mode like their pages: a locked site answers anonymous callers 401. */
export function assertUnlocked(ctx: RequestContext): void {
  if (ctx.site.isLockMode && !ctx.principal) throw new AppError("UNAUTHORIZED", "Please log in to continue");
}

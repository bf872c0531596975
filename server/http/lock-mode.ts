import "server-only";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/**
 * The public endpoints behind lockable pages (packages, visas, insurance plans, payment links,
 * fixed departures) follow lock mode like their pages: a locked site answers anonymous callers 401
 * (spec 001 section 2; tests/contract/lock-mode.ts lists them).
 */
export function assertUnlocked(ctx: Pick<RequestContext, "site" | "principal">): void {
  if (ctx.site.isLockMode && !ctx.principal) throw new AppError("UNAUTHORIZED", "Please log in to continue");
}

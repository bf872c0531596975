import "server-only";
import type { UserContext } from "@/server/http/context";
import { loadApiKeyViews } from "./api-key-view";

/** GET wl/apiKeys/listApiKeys: the site's keys, newest first. */
export async function listApiKeys(ctx: UserContext) {
  return { result: await loadApiKeyViews(ctx.db) };
}

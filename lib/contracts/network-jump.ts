/** wl/user/jumplogin (issue 12, decision 0031): consumer staff open a supplier's site signed in as their company's user there. */
import { z } from "zod";
import { bodyId } from "./common";
import { defineEndpoint } from "./http";

export const JumpMessages = {
  notRequested: "Request access to this supplier before opening its site",
  pending: "Your request to this supplier is waiting for its approval",
  rejected: "This supplier rejected your request",
  suspended: "This supplier has suspended your access",
  paused: "You paused this supplier: resume it before opening its site",
} as const;

export const ZJumpLoginRequest = z.strictObject({ supplierId: bodyId() });
export type TJumpLoginRequest = z.output<typeof ZJumpLoginRequest>;

export const jumpLoginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/jumplogin",
  summary:
    "{supplierId} (a visible active supplier's site id, else 404 'Supplier not found'): with an approved, unpaused relationship in any category, a single-use session id (60 s) for this site's company user on the supplier's site, and the URL that signs in with it (/login/session on the supplier's primary domain). No relationship, pending, rejected, suspended or paused: 403 with the reason.",
  tag: "network",
  auth: "user",
  permission: "suppliers.relationships.request",
  body: ZJumpLoginRequest,
  response: z.object({ url: z.string(), sessionId: z.string(), expiresAt: z.string(), supplierId: z.number() }),
});

import "server-only";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import type { EndpointDef } from "@/lib/contracts/http";
import type { Principal } from "@/server/auth/principal";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { AppError } from "./errors";

/** Authentication, then user type, super-admin and permission checks, in that order. */
export async function authorize(def: EndpointDef, principal: Principal | null, hadToken: boolean): Promise<void> {
  // "driver": the route wrapper checks the driver's access token after parsing the body (decision 0041).
  if (def.auth === "public" || def.auth === "driver") return;
  if (!principal) {
    throw new AppError("UNAUTHORIZED", hadToken ? "Your session has ended. Please log in again." : "Please log in to continue.");
  }
  if (principal.apiKey) {
    // An endpoint accepting keys (decision 0028) serves the key's user whatever `userTypes` says.
    if (!def.apiKey) throw new AppError("UNAUTHORIZED", ApiKeyMessages.notAccepted);
    if (def.apiKey === "write" && principal.apiKey.scope === "read") throw new AppError("FORBIDDEN", ApiKeyMessages.readOnly);
    if (def.apiKey === "write" && principal.apiKey.mode === "test") throw new AppError("FORBIDDEN", ApiKeyMessages.testKey);
  } else if (def.userTypes && !def.userTypes.includes(principal.userType)) {
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  }
  if (def.superAdminOnly && !principal.isSuperAdmin) {
    throw new AppError("FORBIDDEN", "Only a super admin can do this.");
  }
  if (def.permission && !(await hasPermission(principal, def.permission))) {
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  }
}

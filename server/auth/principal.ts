import "server-only";
import type { UserType } from "@/lib/constants";

/** The authenticated caller of a request. */
export type Principal = {
  kind: "user";
  userId: number;
  siteId: number;
  sessionId: string;
  userType: UserType;
  isSuperAdmin: boolean;
  rbacUserGroupId: number | null;
  email: string | null;
  firstName: string;
  lastName: string | null;
  /** Set when the caller authenticated with a partner API key (decision 0028): the key acts as this user. */
  apiKey?: { id: number; mode: "test" | "live"; scope: "read" | "write" };
};

import { z } from "zod";
import { Messages, USER_TYPES } from "@/lib/constants";
import { defineEndpoint } from "./http";
import { ZEmpty } from "./common";

export const ZLoginRequest = z.strictObject({
  /** Email address or phone number. */
  email: z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(254),
  password: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  isSuperAdmin: z.boolean(),
  status: z.enum(["verified", "unverified"]),
  isBlocked: z.boolean(),
  companyName: z.string().nullable(),
  isFlightHoldAllowed: z.boolean(),
  isFlightSearchAllowed: z.boolean(),
  siteId: z.number(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({ authToken: z.string(), user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const loginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/login",
  summary: "Sign in with email (or phone) and password; answers the auth token and sets the session cookies.",
  tag: "auth",
  auth: "public",
  body: ZLoginRequest,
  response: ZLoginResponse,
});

export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/logout",
  summary: "End the current session and clear the session cookies.",
  tag: "auth",
  auth: "public",
  body: ZEmpty,
  response: z.object({ loggedOut: z.boolean() }),
});

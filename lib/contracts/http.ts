import type { z } from "zod";
import type { UserType } from "@/lib/constants";
import type { PermissionKey } from "@/lib/permissions";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/**
 * "public": anyone; "user": a session (or an accepted API key); "driver": a DMC driver's access
 * token in the body's `driverAccessToken` and nothing else (decision 0041): no session or key counts.
 */
export type AuthMode = "public" | "user" | "driver";

/**
 * One contract per endpoint: its path, method, who may call it and its zod schemas. The route
 * handler, the form and the OpenAPI document all read the same object.
 */
export type EndpointDef = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  permission?: PermissionKey;
  userTypes?: readonly UserType[];
  superAdminOnly?: boolean;
  /**
   * Partner API keys (decision 0028) are accepted besides user sessions: "read" lets any active
   * key call; "write" (booking, changing) refuses read-only and test keys. Absent: keys get 401.
   */
  apiKey?: "read" | "write";
  /** The endpoint answers even when the request maps to no site (site detection, OpenAPI). */
  isSiteOptional?: boolean;
  body?: z.ZodType;
  /** A larger body cap than MAX_BODY_BYTES for this endpoint (an image upload). */
  maxBodyBytes?: number;
  query?: z.ZodType;
  /** The path parameters ({id} in `path`) as a zod object, for the OpenAPI document; the handler parses them with it. */
  params?: z.ZodType;
  response?: z.ZodType;
  /**
   * The endpoint answers a file (or a JSON document that is not the envelope) of these media types
   * instead of the success envelope: the OpenAPI document declares them as its 200 (decision 0059).
   */
  download?: readonly string[];
  /** It may also answer with a redirect (302 and Location), as next-auth's routes do. */
  redirects?: boolean;
};

/** Keeps the literal types (auth mode, schemas) so the handler's context and input are typed from them. */
export function defineEndpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

/** The success envelope's data for an endpoint's response schema. */
export type Envelope<T> = { success: true; data: T };

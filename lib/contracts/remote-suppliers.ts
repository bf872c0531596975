/** Suppliers in another Wayfare deployment (issue 12, decision 0034): the consumer side and the key check the supplier answers. */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const RemoteSupplierMessages = {
  added: "Supplier added successfully",
  statusChanged: "Supplier status changed successfully",
  removed: "Supplier removed successfully",
  originInvalid: "Paste the supplier's origin, e.g. https://travel.example.com",
  originNotHttps: "The supplier's origin must be an https URL",
  keyInvalid: "Paste the whole API key the supplier issued you (it starts with wf_live_ or wf_test_)",
  exists: "This supplier is already added",
  notFound: "Supplier not found",
  unreachable: "Could not reach the supplier at this origin: check the origin",
  notWayfare: "The origin did not answer as a Wayfare site: check the origin",
  siteNotFound: "The supplier's deployment has no site with this id: check the site id",
  keyRefused: "The supplier did not accept this API key",
  cannotSearch: "This API key cannot search flights at the supplier: ask the supplier for a key that can",
  keyNeeded: "This call checks an API key: send it as user-key (with site-id) or auth-token",
} as const;

const API_KEY_PATTERN = /^wf_(live|test)_[0-9a-f]{40}$/;

/** An origin: scheme and host (and port), nothing after it but an optional "/". */
export function parseOrigin(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) return null;
  return url;
}

export const ZAddRemoteSupplier = z.strictObject({
  origin: z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .max(300, { error: "Must be at most 300 characters" })
    .refine((v) => parseOrigin(v) !== null, { error: RemoteSupplierMessages.originInvalid }),
  siteId: bodyId(),
  apiKey: z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).regex(API_KEY_PATTERN, { error: RemoteSupplierMessages.keyInvalid }),
});
export type TAddRemoteSupplier = z.output<typeof ZAddRemoteSupplier>;
export type TAddRemoteSupplierForm = z.input<typeof ZAddRemoteSupplier>;

export const ZRemoteSupplier = z.object({
  remoteSupplierId: z.number(),
  origin: z.string(),
  siteId: z.number(),
  name: z.string(),
  remoteCompanyName: z.string(),
  keyPrefix: z.string(),
  keyMode: z.enum(["test", "live"]),
  keyScope: z.enum(["read", "write"]),
  isPaused: z.boolean(),
  verifiedAt: z.string(),
  createdAt: z.string(),
});
export type TRemoteSupplier = z.output<typeof ZRemoteSupplier>;

/** What a deployment answers about the key a call carries (the remote's side of the check). */
export const ZApiKeyIdentity = z.object({
  siteId: z.number(),
  siteCompanyName: z.string(),
  companyName: z.string(),
  prefix: z.string(),
  mode: z.enum(["test", "live"]),
  scope: z.enum(["read", "write"]),
  canSearchFlights: z.boolean(),
});
export type TApiKeyIdentity = z.output<typeof ZApiKeyIdentity>;

export const apiKeyWhoAmIEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/partner/whoAmI",
  summary: `Called with an API key (user-key with site-id, or auth-token): which site and company the key belongs to, its prefix, mode and scope, and whether its user may search flights. A cheap authenticated call another deployment makes to check a key it was given (decision 0034). Without a key: 400 '${RemoteSupplierMessages.keyNeeded}'.`,
  tag: "network",
  auth: "user",
  apiKey: "read",
  query: ZEmpty,
  response: ZApiKeyIdentity,
});

export const listRemoteSuppliersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/supplier/remoteSuppliers",
  summary: "Staff of a consumer site: its suppliers in other Wayfare deployments (origin, site id there, key prefix, mode and scope, paused). The key itself is never answered.",
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "suppliers.relationships.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZRemoteSupplier) }),
});

export const addRemoteSupplierEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/remoteSuppliers/add",
  summary: `{origin (https://host, no path), siteId (the supplier's site id in its deployment), apiKey (the key it issued this site)}: checks the key with one GET <origin>/api/partner/whoAmI and stores it sealed; the supplier becomes a flight source of this site. A wrong origin, site id or key answers 400 with the reason ('${RemoteSupplierMessages.unreachable}', '${RemoteSupplierMessages.siteNotFound}', '${RemoteSupplierMessages.keyRefused}: ...'); the same origin and site id again: 409. '${RemoteSupplierMessages.added}'.`,
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "suppliers.relationships.request",
  body: ZAddRemoteSupplier,
  response: z.object({ remoteSupplier: ZRemoteSupplier, message: z.string() }),
});

export const changeRemoteSupplierStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/remoteSuppliers/changeStatus",
  summary: `{remoteSupplierId (this site's, else 404), isPaused}: a paused supplier drops out of the next search. '${RemoteSupplierMessages.statusChanged}'.`,
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "suppliers.relationships.changeStatus",
  body: z.strictObject({ remoteSupplierId: bodyId(), isPaused: z.boolean({ error: "Must be true or false" }) }),
  response: z.object({ remoteSupplier: ZRemoteSupplier, message: z.string() }),
});

export const removeRemoteSupplierEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/remoteSuppliers/remove",
  summary: `{remoteSupplierId (this site's, else 404)}: forgets the supplier and its key. '${RemoteSupplierMessages.removed}'.`,
  tag: "network",
  auth: "user",
  userTypes: ["staff"],
  permission: "suppliers.relationships.changeStatus",
  body: z.strictObject({ remoteSupplierId: bodyId() }),
  response: z.object({ remoteSupplierId: z.number(), message: z.string() }),
});

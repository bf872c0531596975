/** The supplier side of the B2B network (issue 12, decision 0027): consumer requests, consumers, switches. */
import { z } from "zod";
import { SUPPLIER_CATEGORIES } from "@/lib/constants";
import { bodyId, MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";
import { REQUEST_STATUSES } from "./network";

/** The spec's API customer request row (spec 001 section 3). */
export const ZApiCustomerRequest = z.object({
  id: z.number(),
  whitelabel_mongoDb_siteId: z.number(),
  supplier_category: z.enum(SUPPLIER_CATEGORIES),
  domain: z.string(),
  logoUrl: z.string().nullable(),
  companyName: z.string(),
  siteName: z.string(),
  requestStatus: z.enum(REQUEST_STATUSES),
  requestGeneratedAt: z.string(),
  adminContact: z.string().nullable(),
  adminEmail: z.string().nullable(),
  isTermsAccepted: z.boolean(),
  decidedAt: z.string().nullable(),
  decidedBy_firstName: z.string().nullable(),
  decidedBy_lastName: z.string().nullable(),
  decidedBy_email: z.string().nullable(),
});
export type TApiCustomerRequest = z.output<typeof ZApiCustomerRequest>;

export const REQUESTS_PAGE_SIZE = 20;

export const listConsumerRequestsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/supplier/supplierOnlyAccess/consumerToSupplierRequestsBasedOnSupplierId",
  summary: "?page (default 1): the requests made to this supplier site, newest first, 20 a page. Supplier sites only (403 otherwise).",
  tag: "network",
  auth: "user",
  permission: "apiConsumers.requests.view",
  query: z.strictObject({
    page: z.coerce.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(MAX_DB_INT).default(1),
  }),
  response: z.object({ records: z.array(ZApiCustomerRequest), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});

export const changeRequestStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus",
  summary:
    "{newRequestStatus (Approved, Rejected, Suspended), requestId, consumerMongoSiteId (the request's consumer site, else 404)}. Approving makes the consumer site a company (legal entity) of this site with the default markup group and a wallet, once. Only an approved request can be suspended. 'Request status changed successfully'.",
  tag: "network",
  auth: "user",
  permission: "apiConsumers.requests.changeStatus",
  body: z.strictObject({
    newRequestStatus: z.enum(["Approved", "Rejected", "Suspended"], { error: "Must be one of Approved, Rejected, Suspended" }),
    requestId: bodyId(),
    consumerMongoSiteId: bodyId(),
  }),
  response: z.object({ requestId: z.number(), requestStatus: z.enum(REQUEST_STATUSES), legalEntityId: z.number().nullable(), message: z.string() }),
});

/** The spec's API consumer row (spec 001 section 3), one per consumer and category. */
export const ZApiConsumerRow = z.object({
  wl_companyName: z.string(),
  wl_domain: z.string(),
  wl_adminEmail: z.string().nullable(),
  wl_adminContact: z.string().nullable(),
  wl_legalEntityId: z.number().nullable(),
  wl_mongoDb_siteId: z.number(),
  leGroup_groupName: z.string().nullable(),
  userGroup: z.object({ groupId: z.number().nullable() }),
  sup_category: z.enum(SUPPLIER_CATEGORIES),
  sc_map_supplierListId: z.number(),
  sc_map_isFlightHoldAllowed: z.boolean(),
  sc_map_isFlightSearchAllowed: z.boolean(),
  requestStatus: z.enum(REQUEST_STATUSES),
  isTdsDeductable: z.boolean(),
});
export type TApiConsumerRow = z.output<typeof ZApiConsumerRow>;

export const listSupplierConsumersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/supplier/supplierOnlyAccess/supplierConsumers",
  summary: "This supplier's consumers: one row per consumer site and category it approved (Approved or Suspended). Supplier sites only.",
  tag: "network",
  auth: "user",
  permission: "apiConsumers.consumers.view",
  query: z.strictObject({}),
  response: z.object({ result: z.array(ZApiConsumerRow) }),
});

export const setConsumerFlightHoldEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/supplierOnlyAccess/setFlightHoldSetting",
  summary: "{isFlightHold, consumerSiteId, supplierListId}: allow or stop flight holds for one consumer and category (404 unless the row is this supplier's and that consumer's). 'Setting saved successfully'.",
  tag: "network",
  auth: "user",
  permission: "apiConsumers.consumers.editFlightSettings",
  body: z.strictObject({ isFlightHold: z.boolean({ error: "Must be true or false" }), consumerSiteId: bodyId(), supplierListId: bodyId() }),
  response: z.object({ supplierListId: z.number(), isFlightHoldAllowed: z.boolean(), message: z.string() }),
});

export const setConsumerFlightSearchEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/supplier/supplierOnlyAccess/setFlightSearchSetting",
  summary: "{isFlightSearchAllowed, consumerSiteId, supplierListId}: allow or stop flight search for one consumer and category. 'Setting saved successfully'.",
  tag: "network",
  auth: "user",
  permission: "apiConsumers.consumers.editFlightSettings",
  body: z.strictObject({ isFlightSearchAllowed: z.boolean({ error: "Must be true or false" }), consumerSiteId: bodyId(), supplierListId: bodyId() }),
  response: z.object({ supplierListId: z.number(), isFlightSearchAllowed: z.boolean(), message: z.string() }),
});
